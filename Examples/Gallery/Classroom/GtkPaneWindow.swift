import CGtk
import Containment
import ContainmentGtk

/// A ``PaneWindow`` on GTK: a toplevel GtkWindow hosting a containment
/// `Window`. Closing it asks the owner to take the pane back rather than
/// destroying the pane's widgets with it.
@MainActor
final class GtkPaneWindow: PaneWindow {
    let window: Window
    var onClose: (@MainActor () -> Void)?
    private let gtkWindow: UnsafeMutablePointer<GtkWidget>
    private var deleteConnection: SignalConnection?

    /// The factory the classroom uses on GTK.
    static let factory: PaneWindow.Factory = { title, size in GtkPaneWindow(title: title, size: size) }

    init(title: String, size: Size) {
        window = GtkWindowHost.makeWindow(title: title, size: size)
        gtkWindow = (window.host as! GtkWindowHost).gtkWindow
        gtk_window_set_type_hint(cgtk_window(gtkWindow), GDK_WINDOW_TYPE_HINT_UTILITY)
        deleteConnection = Signal.connect(gtkWindow, "delete-event", eventHandler: { [weak self] _ in
            // Keep the window (and the pane's widgets in it) alive: the
            // owner takes the pane back, then closes the window itself.
            self?.onClose?()
            return true
        })
    }

    func show() {
        // The pane's view kept the size request it had in its old parent;
        // a window of its own sizes it instead.
        if let widget = window.rootViewController?.viewIfLoaded?.gtkWidget {
            gtk_widget_set_size_request(widget, -1, -1)
        }
        window.show()
        gtk_window_present(cgtk_window(gtkWindow))
    }

    func close() {
        deleteConnection?.disconnect()
        deleteConnection = nil
        window.hide()
        gtk_widget_destroy(gtkWindow)
    }
}
