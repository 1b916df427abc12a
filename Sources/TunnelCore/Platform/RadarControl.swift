package import Containment

/// The radar button between the panes, which flips them.
@MainActor
package protocol RadarControl: AnyObject {
    /// The button's view.
    var view: View { get }
    /// Called when the button is activated (a click, Space, Enter).
    var onClick: (() -> Void)? { get set }
    /// Whether the button takes clicks (not while a flip runs).
    var isSensitive: Bool { get set }
}
