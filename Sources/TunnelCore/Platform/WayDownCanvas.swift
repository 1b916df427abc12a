package import Containment
package import MapRendering

/// What the way down's controller asks of the canvas that draws the cut
/// through the Earth and its controls.
@MainActor
package protocol WayDownCanvas: AnyObject {
    /// The view.
    var view: View { get }
    /// The view's name in the trace's `frame` events.
    var traceName: String { get set }
    /// The scene drawn.
    var scene: WayDownScene? { get set }
    /// Called for Escape and the back button.
    var onClose: (() -> Void)? { get set }
    /// Called for Space and the play button.
    var onTogglePlay: (() -> Void)? { get set }
    /// Called when the scale is moved to a time, in seconds.
    var onScrub: ((Double) -> Void)? { get set }
    /// Called for Left and Right, with the minutes to step.
    var onStep: ((Double) -> Void)? { get set }
    /// Called for Home.
    var onRewind: (() -> Void)? { get set }
    /// Shows the fall at `seconds` on the scale.
    func setTime(_ seconds: Double)
    /// Shows the play button as playing or paused.
    func setPlaying(_ playing: Bool)
    /// Has the picture for a view `width` × `height` points big drawn ahead,
    /// for frames like those of `view`'s window, then calls `whenReady`.
    func prepare(width: Double, height: Double, like view: View, whenReady: @escaping () -> Void)
    /// Forgets a preparation under way; its `whenReady` is not called.
    func cancelPreparation()
    /// Gives the view the keyboard.
    func focus()
    /// Lets the picture go; it is drawn again, ahead, when needed.
    func releasePicture()
}
