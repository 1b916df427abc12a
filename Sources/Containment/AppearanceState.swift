/// Where a controller is in its appearance cycle.
///
/// The only legal moves are disappeared → appearing → appeared → disappearing
/// → disappeared, plus reversing a transition midway (appearing → disappearing
/// or disappearing → appearing), as UIKit allows for interactive transitions.
public enum AppearanceState: String, Hashable, Sendable {
    /// Not on screen (the initial state).
    case disappeared
    /// `viewWillAppear(_:)` was called, `viewDidAppear(_:)` not yet.
    case appearing
    /// On screen.
    case appeared
    /// `viewWillDisappear(_:)` was called, `viewDidDisappear(_:)` not yet.
    case disappearing

    /// Whether a `begin…` call has no matching `end…` call yet.
    public var isTransitioning: Bool { self == .appearing || self == .disappearing }

    /// Whether the controller is on screen or on its way there.
    var isGoingOnScreen: Bool { self == .appearing || self == .appeared }

    /// Whether `beginAppearanceTransition(isAppearing, …)` is legal from here.
    func canBegin(appearing: Bool) -> Bool {
        appearing ? (self == .disappeared || self == .disappearing) : (self == .appeared || self == .appearing)
    }
}
