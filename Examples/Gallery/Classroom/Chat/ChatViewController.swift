import Containment
import ContainmentGtk
import Foundation

/// The chat pane: a message list and an entry; Enter sends.
///
/// It owns the conversation (``messages``), shows it, and takes messages
/// from anyone through ``ChatPosting`` — the slides post one per slide
/// through ``SlideDeckObserving``. Its detach button only says it was
/// pressed; the parent moves it (``DetachablePane``).
@MainActor
final class ChatViewController: ViewController, ChatPosting, SlideDeckObserving, DetachablePane {
    /// The conversation, oldest first.
    private(set) var messages: [ChatMessage]
    /// The name messages typed here are sent under.
    let userName: String

    var onToggleDetached: (@MainActor () -> Void)?
    var isDetached = false {
        didSet { updateDetachButton() }
    }

    private var list: ListBox?
    private(set) var entry: Entry?
    private(set) var detachButton: Button?
    private var scrolled: ScrolledWindow?
    private var scrollsToNewest = false
    private var connections: [SignalConnection] = []

    init(userName: String = "You", messages: [ChatMessage] = []) {
        self.userName = userName
        self.messages = messages
        super.init()
        traceName = "chat"
    }

    isolated deinit {
        for connection in connections { connection.disconnect() }
    }

    // MARK: Talking to the others

    func post(_ message: ChatMessage) {
        messages.append(message)
        guard let list else { return }
        list.add(ChatRow.make(for: message))
        scrollsToNewest = true
    }

    func slideDeckDidShowSlide(at index: Int, title: String) {
        post(.notice("Slide \(index + 1): \(title)"))
    }

    /// Sends what is typed in the entry, if anything.
    func sendTypedMessage() {
        guard let entry else { return }
        let text = entry.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        post(ChatMessage(author: userName, text: text))
        entry.text = ""
    }

    // MARK: The view

    override func loadView() {
        ClassroomStyle.install()
        let pane = Box(orientation: .vertical)
        pane.addStyleClass("classroom-pane")

        let header = ClassroomStyle.header(title: "Chat")
        let button = Button(iconName: "window-new-symbolic")
        button.isFlat = true
        header.appendAtEnd(button)
        detachButton = button
        pane.append(header)
        pane.append(Separator(orientation: .horizontal))

        let list = ListBox()
        list.selectionMode = .none
        list.addStyleClass("classroom-chat-list")
        let scrolled = ScrolledWindow()
        scrolled.setPolicy(horizontal: .never, vertical: .automatic)
        scrolled.add(list)
        scrolled.expandsVertically = true
        pane.append(scrolled, expands: true)

        let entry = Entry()
        entry.placeholderText = "Message the class…"
        entry.addStyleClass("classroom-chat-entry")
        pane.appendAtEnd(entry)

        self.list = list
        self.entry = entry
        self.scrolled = scrolled
        for message in messages { list.add(ChatRow.make(for: message)) }
        updateDetachButton()
        view = View(pane)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let entry, let detachButton, let scrolled else { return }
        let adjustment = scrolled.verticalAdjustment
        connections = [
            entry.onActivate { [weak self] in self?.sendTypedMessage() },
            detachButton.onClicked { [weak self] in self?.onToggleDetached?() },
            // The list grows after a post is laid out: then show the newest.
            adjustment.onChanged { [weak self] in
                guard let self, self.scrollsToNewest else { return }
                self.scrollsToNewest = false
                adjustment.value = adjustment.upper - adjustment.pageSize
            },
        ]
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        scrollsToNewest = true
        list?.queueResize()
    }

    private func updateDetachButton() {
        guard let detachButton else { return }
        detachButton.setImage(Image(iconName: isDetached ? "view-restore-symbolic" : "window-new-symbolic"))
        detachButton.tooltip = isDetached ? "Put the chat back in the classroom" : "Open the chat in its own window"
        detachButton.accessibleName = isDetached ? "Reattach chat" : "Detach chat"
    }

    /// The number of rows in the message list, for tests.
    var displayedMessageCount: Int { list?.children.count ?? 0 }
}
