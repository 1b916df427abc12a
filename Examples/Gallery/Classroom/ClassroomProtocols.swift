/// How the classroom's children talk to each other: through these protocols,
/// never through each other's views. Each child implements the part it
/// owns; the example wires them once (see `ClassroomExample.swift`).

/// Something that shows one slide of a deck at a time: the keynote pane.
@MainActor protocol SlideShowing: AnyObject {
    /// Shows slide `index` (zero-based), animated when it is a change.
    func showSlide(at index: Int)
}

/// Something told when the deck shows another slide: the chat.
@MainActor protocol SlideDeckObserving: AnyObject {
    /// The deck now shows slide `index` (zero-based), titled `title`.
    func slideDeckDidShowSlide(at index: Int, title: String)
}

/// Something that takes chat messages: the chat pane.
@MainActor protocol ChatPosting: AnyObject {
    /// Adds `message` to the conversation.
    func post(_ message: ChatMessage)
}

/// A pane that can leave its parent for a window of its own and come back.
///
/// The pane only shows the control and says when it is used; its parent
/// moves it (see `ClassroomViewController.detachChat()`).
@MainActor protocol DetachablePane: AnyObject {
    /// Whether the pane is in a window of its own; the control follows it.
    var isDetached: Bool { get set }
    /// Called when the user asks to detach or reattach the pane.
    var onToggleDetached: (@MainActor () -> Void)? { get set }
}
