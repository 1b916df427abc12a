public import Containment
import Gtk

// Focus comes back: after a pop, a tab switch back or a page turn back, the
// keyboard focus returns to the widget that had it in the revealed page, as
// in libadwaita's navigation and tab views. GTK itself would leave it on the
// back button, or nowhere once the page that had it is gone.
extension GtkViewHost {
    /// Notes the focused widget if it is inside this view.
    public func controllerWillDisappear(showing view: View) {
        guard let focused = layout.focusInWindow, focused.isInside(layout) else { return }
        focusToRestore = focused
    }

    /// Gives the noted widget the focus back, unless the focus is already
    /// inside this view (the controller, or a child, placed it) or the
    /// widget has left the view or can no longer take it.
    public func controllerDidAppear(showing view: View) {
        guard let noted = focusToRestore else { return }
        focusToRestore = nil
        if let focused = layout.focusInWindow, focused.isInside(layout) { return }
        guard !noted.isDestroyed, noted.isInside(layout), noted.canFocus, noted.isSensitive else { return }
        noted.grabFocus()
    }
}
