/// Misuse that the core refuses by throwing, leaving every controller and view
/// exactly as it was.
///
/// These are the mistakes UIKit answers with an exception (usually
/// `UIViewControllerHierarchyInconsistency` or `NSInvalidArgumentException`):
/// the requested change cannot be made without breaking the hierarchy, so the
/// caller must learn that it did not happen. Mistakes UIKit merely logs
/// (unbalanced appearance calls, a mismatched `didMove(toParent:)`) are
/// reported as `ContainmentDiagnostic`s instead; see `README.md`.
///
/// Each case names the controllers or views involved by their `traceName`.
public enum ContainmentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `addChild(_:)` was asked to add a controller to itself.
    case childIsParent(controller: String)
    /// `addChild(_:)` would make a controller its own descendant.
    case childIsAncestor(child: String, parent: String)
    /// A controller's root view would sit under a view owned by a controller
    /// other than its parent (UIKit's hierarchy inconsistency).
    case hierarchyInconsistency(child: String, expectedParent: String, actualOwner: String)
    /// A view was asked to become its own subview.
    case viewIsSelf(view: String)
    /// A view would become a descendant of one of its own subviews.
    case viewIsAncestor(view: String, superview: String)
    /// A window's root view cannot be moved under another view.
    case viewIsWindowRoot(view: String)
    /// `transition(from:to:…)` needs both controllers to be children of the receiver.
    case notChildren(container: String, from: String, to: String)
    /// `transition(from:to:…)` was given the same controller twice.
    case transitionToSelf(controller: String)
    /// The outgoing controller's view has no superview to transition in.
    case fromViewNotInHierarchy(from: String)
    /// The incoming controller's view already has a superview.
    case toViewAlreadyInHierarchy(to: String)
    /// The container view is already running a transition.
    case transitionInProgress(container: String, from: String, to: String)

    /// A message a developer can act on.
    public var description: String {
        switch self {
        case .childIsParent(let controller):
            return "cannot add \(controller) as a child of itself"
        case .childIsAncestor(let child, let parent):
            return "cannot add \(child) as a child of \(parent): \(child) is an ancestor of \(parent)"
        case .hierarchyInconsistency(let child, let expectedParent, let actualOwner):
            return "hierarchy inconsistency: the view of \(child) must be placed in the view of its parent "
                + "\(expectedParent), not in the view of \(actualOwner)"
        case .viewIsSelf(let view):
            return "cannot add view \(view) as a subview of itself"
        case .viewIsAncestor(let view, let superview):
            return "cannot add view \(view) under \(superview): \(view) is an ancestor of \(superview)"
        case .viewIsWindowRoot(let view):
            return "view \(view) is a window's root view; replace the window's root controller first"
        case .notChildren(let container, let from, let to):
            return "transition in \(container) from \(from) to \(to): both must be children of \(container)"
        case .transitionToSelf(let controller):
            return "transition from \(controller) to itself"
        case .fromViewNotInHierarchy(let from):
            return "transition from \(from): its view has no superview to transition in"
        case .toViewAlreadyInHierarchy(let to):
            return "transition to \(to): its view is already in a view hierarchy"
        case .transitionInProgress(let container, let from, let to):
            return "transition in \(container) from \(from) to \(to): the container is already transitioning"
        }
    }
}
