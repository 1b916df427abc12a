import Containment
import ContainmentGtk

/// A ``PaneWindow`` on GTK: a toplevel window hosting a containment
/// `Window`. Closing it asks the owner to take the pane back rather than
/// destroying the pane's widgets with it.
@MainActor
final class GtkPaneWindow: PaneWindow {
    let window: Window
    var onClose: (@MainActor () -> Void)?
    private let toplevel: ToplevelWindow
    private var deleteRequest: SignalConnection?

    /// The factory the classroom uses on GTK.
    static let factory: PaneWindow.Factory = { title, size in GtkPaneWindow(title: title, size: size) }

    init(title: String, size: Size) {
        toplevel = ToplevelWindow(title: title)
        toplevel.typeHint = .utility
        window = GtkWindowHost.makeWindow(wrapping: toplevel, size: size)
        deleteRequest = toplevel.onDeleteRequest { [weak self] in
            // Keep the window (and the pane's widgets in it) open: the
            // owner takes the pane back, then closes the window itself.
            self?.onClose?()
            return true
        }
    }

    func show() {
        // The pane's view kept the size request it had in its old parent;
        // a window of its own sizes it instead.
        window.rootViewController?.viewIfLoaded?.widget?.sizeRequest = (-1, -1)
        window.show()
        toplevel.present()
    }

    func close() {
        deleteRequest?.disconnect()
        deleteRequest = nil
        window.hide()
        toplevel.destroy()
    }
}
