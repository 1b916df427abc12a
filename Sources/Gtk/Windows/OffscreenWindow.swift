import CGtk

/// A window that is never on screen: its widgets are laid out and painted
/// as in any window, so a test or a thumbnail can draw them
/// (``Widget/draw(in:)``) without a window appearing on the desktop.
///
/// ```swift
/// let window = OffscreenWindow()
/// window.add(card)
/// window.showAll()
/// ```
@MainActor
public final class OffscreenWindow: ToplevelWindow {
    /// A new, hidden offscreen window.
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_offscreen_window_new()))
    }
}
