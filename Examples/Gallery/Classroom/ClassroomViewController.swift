import Containment
import ContainmentGtk

/// The classroom: containment as a refactoring tool.
///
/// One controller used to play the lecture, turn the slides and run the
/// chat. Split up, each job is a child controller that owns its logic —
/// ``LectureVideoViewController``, ``KeynoteViewController``,
/// ``ChatViewController`` — and this master only does what a parent does:
/// it embeds the children, lays their containers out (side by side when
/// wide, stacked when narrow, animated through `viewWillTransition(to:)`),
/// and moves the chat to a window of its own and back. It never reaches
/// into a child's views; the children talk through protocols.
@MainActor
final class ClassroomViewController: ViewController {
    /// The lecture recording.
    let video: ViewController
    /// The slides.
    let keynote: ViewController
    /// The chat, which can leave for its own window.
    let chat: any ViewController & DetachablePane

    private let videoContainer = View()
    private let keynoteContainer = View()
    private let chatContainer = View()
    private let makeChatWindow: PaneWindow.Factory
    /// The chat's own window while it is detached.
    private(set) var chatWindow: (any PaneWindow)?
    private var arrangement: ClassroomLayout.Arrangement?
    private var animatesNextLayout = false

    /// How long the panes take to move to their new places.
    static let relayoutDuration = 0.3

    /// A classroom of three children; `makeChatWindow` builds the window the
    /// chat moves to when detached.
    init(video: ViewController, keynote: ViewController, chat: any ViewController & DetachablePane,
         makeChatWindow: @escaping PaneWindow.Factory) {
        self.video = video
        self.keynote = keynote
        self.chat = chat
        self.makeChatWindow = makeChatWindow
        super.init()
        traceName = "classroom"
    }

    override func loadView() {
        let root = View()
        root.name = "classroom"
        videoContainer.name = "videoContainer"
        keynoteContainer.name = "keynoteContainer"
        chatContainer.name = "chatContainer"
        for container in [videoContainer, keynoteContainer, chatContainer] {
            try! root.addSubview(container)  // fresh views under a fresh root: cannot fail
        }
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        embed(video, in: videoContainer)
        embed(keynote, in: keynoteContainer)
        embed(chat, in: chatContainer)
        chat.onToggleDetached = { [weak self] in self?.toggleChatDetached() }
    }

    /// Adds `child` and puts its view in `container`, UIKit's way.
    private func embed(_ child: ViewController, in container: View) {
        do {
            try addChild(child)
            try container.addSubview(child.view)
            child.didMove(toParent: self)
        } catch {
            ContainmentLogging.logger.error("classroom: cannot embed \(child.traceName): \(error)")
        }
    }

    // MARK: Layout

    /// The layout for the current bounds.
    var layout: ClassroomLayout {
        ClassroomLayout(size: view.bounds.size, showsChat: chatWindow == nil)
    }

    override func viewWillTransition(to size: Size) {
        super.viewWillTransition(to: size)
        // The desktop's rotation: when the window changes shape enough to
        // rearrange the panes, they glide to their new places.
        animatesNextLayout = true
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let next = layout
        let rearranged = arrangement != nil && arrangement != next.arrangement
        apply(next, animated: animatesNextLayout && rearranged)
        animatesNextLayout = false
    }

    private func apply(_ layout: ClassroomLayout, animated: Bool) {
        arrangement = layout.arrangement
        chatContainer.isHidden = layout.chat == nil
        let place: @MainActor () -> Void = { [self] in
            videoContainer.frame = layout.video
            keynoteContainer.frame = layout.keynote
            if let chat = layout.chat { chatContainer.frame = chat }
        }
        if animated, view.window?.isVisible == true {
            View.animate(withDuration: Self.relayoutDuration, options: .curveEaseInOut, animations: place)
        } else {
            place()
        }
    }

    // MARK: Detaching the chat

    /// Moves the chat to its own window, or back.
    func toggleChatDetached() {
        if chatWindow == nil { detachChat() } else { reattachChat() }
    }

    /// The chat leaves the classroom and becomes the root of its own window.
    func detachChat() {
        guard chatWindow == nil, chat.parent === self else { return }
        chat.willMove(toParent: nil)
        chat.view.removeFromSuperview()
        chat.removeFromParent()

        let window = makeChatWindow("Classroom Chat", Size(width: 380, height: 620))
        window.onClose = { [weak self] in self?.reattachChat() }
        window.window.rootViewController = chat
        window.show()
        chatWindow = window
        chat.isDetached = true
        apply(layout, animated: true)
    }

    /// The chat leaves its window and comes back to the classroom.
    func reattachChat() {
        guard let window = chatWindow else { return }
        window.window.rootViewController = nil
        window.close()
        chatWindow = nil
        embed(chat, in: chatContainer)
        chat.isDetached = false
        apply(layout, animated: true)
    }
}
