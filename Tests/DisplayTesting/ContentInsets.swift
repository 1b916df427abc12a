/// How far a window's content sits inside the window the display reports,
/// in pixels on each side: a client-side title bar above it, the border GTK
/// draws around a window on a desktop without a compositor.
public struct ContentInsets: Equatable, Sendable {
    /// Pixels left of the content.
    public var left: Int
    /// Pixels above the content (the title bar, and the border).
    public var top: Int
    /// Pixels right of the content.
    public var right: Int
    /// Pixels below the content.
    public var bottom: Int

    /// Insets of `left`, `top`, `right` and `bottom` pixels.
    public init(left: Int, top: Int, right: Int, bottom: Int) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }

    /// No insets: the content is the whole window.
    public static let zero = ContentInsets(left: 0, top: 0, right: 0, bottom: 0)
}
