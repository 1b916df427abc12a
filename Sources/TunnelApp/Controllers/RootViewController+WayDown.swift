import CGtk
import Containment
import ContainmentGtk

// The way down: a third view of the pair, over both panes.
extension RootViewController {
    /// Whether the way down is showing.
    var isShowingWayDown: Bool { wayDown.parent === self }

    /// Shows the way down from the digger to the antipode over both panes,
    /// as a child controller UIKit's way: add, place the view, finish the move.
    func showWayDown() {
        guard !isShowingWayDown, !isFlipping else { return }
        wayDown.show(from: startMap.location, lookup: lookup)
        do {
            try addChild(wayDown)
            wayDown.view.frame = view.bounds
            try view.addSubview(wayDown.view)
            wayDown.didMove(toParent: self)
        } catch {
            ContainmentLogging.logger.error("cannot show the way down: \(error)")
            if wayDown.parent === self { wayDown.removeFromParent() }
            return
        }
        // The panes beneath leave the focus chain and the screen reader's view.
        for pane in paneViews { pane.isHidden = true }
    }

    /// Returns to the pair, UIKit's way: tell the child, remove its view,
    /// remove it; the panes come back.
    func hideWayDown() {
        guard isShowingWayDown else { return }
        wayDown.willMove(toParent: nil)
        wayDown.view.removeFromSuperview()
        wayDown.removeFromParent()
        for pane in paneViews { pane.isHidden = false }
        Trace.emit(TraceEvent("wayDownClosed"))
        if side == .maps, let widget = startMap.view.gtkContentWidget { gtk_widget_grab_focus(widget) }
    }

    /// Shows the way down, or goes back from it (Ctrl+D).
    func toggleWayDown() {
        isShowingWayDown ? hideWayDown() : showWayDown()
    }
}
