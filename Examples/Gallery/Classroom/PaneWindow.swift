import Containment

/// A window of its own for a pane that left its parent (the detached chat).
///
/// The backend builds it (``GtkPaneWindow`` on GTK); the classroom only
/// sets its root controller, shows it and closes it.
@MainActor protocol PaneWindow: AnyObject {
    /// Builds a hidden window titled `title` of default size `size`.
    typealias Factory = @MainActor (_ title: String, _ size: Size) -> any PaneWindow

    /// The containment window whose root is the pane.
    var window: Window { get }
    /// Called when the user closes the window; the owner takes the pane back.
    var onClose: (@MainActor () -> Void)? { get set }
    /// Shows the window.
    func show()
    /// Hides and destroys the window; call after taking its root back.
    func close()
}
