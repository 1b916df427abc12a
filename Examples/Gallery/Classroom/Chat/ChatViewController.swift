import CGtk
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

    private var list: UnsafeMutablePointer<GtkWidget>?
    private(set) var entry: UnsafeMutablePointer<GtkWidget>?
    private(set) var detachButton: UnsafeMutablePointer<GtkWidget>?
    private var scrolled: UnsafeMutablePointer<GtkWidget>?
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
        gtk_container_add(cgtk_container(list), ChatRow.make(for: message))
        scrollsToNewest = true
    }

    func slideDeckDidShowSlide(at index: Int, title: String) {
        post(.notice("Slide \(index + 1): \(title)"))
    }

    /// Sends what is typed in the entry, if anything.
    func sendTypedMessage() {
        guard let entry else { return }
        let text = String(cString: gtk_entry_get_text(gtkCast(entry))).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        post(ChatMessage(author: userName, text: text))
        gtk_entry_set_text(gtkCast(entry), "")
    }

    // MARK: The view

    override func loadView() {
        ClassroomStyle.install()
        let pane = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtkAddStyleClass(pane, "classroom-pane")

        let header = ClassroomStyle.header(title: "Chat")
        let button = gtk_button_new_from_icon_name("window-new-symbolic", GTK_ICON_SIZE_BUTTON)!
        gtk_button_set_relief(cgtk_button(button), GTK_RELIEF_NONE)
        gtk_box_pack_end(cgtk_box(header), button, 0, 0, 0)
        detachButton = button
        gtk_box_pack_start(cgtk_box(pane), header, 0, 0, 0)
        gtk_box_pack_start(cgtk_box(pane), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), 0, 0, 0)

        let list = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(gtkCast(list), GTK_SELECTION_NONE)
        gtkAddStyleClass(list, "classroom-chat-list")
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(gtkCast(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_container_add(cgtk_container(scrolled), list)
        gtk_widget_set_vexpand(scrolled, 1)
        gtk_box_pack_start(cgtk_box(pane), scrolled, 1, 1, 0)

        let entry = gtk_entry_new()!
        gtk_entry_set_placeholder_text(gtkCast(entry), "Message the class…")
        gtkAddStyleClass(entry, "classroom-chat-entry")
        gtk_box_pack_end(cgtk_box(pane), entry, 0, 0, 0)

        self.list = list
        self.entry = entry
        self.scrolled = scrolled
        for message in messages { gtk_container_add(cgtk_container(list), ChatRow.make(for: message)) }
        updateDetachButton()
        view = View(gtkWidget: pane)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let entry, let detachButton, let scrolled else { return }
        let adjustment = gtk_scrolled_window_get_vadjustment(gtkCast(scrolled))!
        connections = [
            Signal.connect(entry, "activate") { [weak self] in self?.sendTypedMessage() },
            Signal.connect(detachButton, "clicked") { [weak self] in self?.onToggleDetached?() },
            // The list grows after a post is laid out: then show the newest.
            Signal.connect(UnsafeMutableRawPointer(adjustment), "changed") { [weak self] in
                guard let self, self.scrollsToNewest else { return }
                self.scrollsToNewest = false
                gtk_adjustment_set_value(adjustment,
                    gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
            },
        ]
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        scrollsToNewest = true
        if let list { gtk_widget_queue_resize(list) }
    }

    private func updateDetachButton() {
        guard let detachButton else { return }
        gtk_button_set_image(cgtk_button(detachButton), gtk_image_new_from_icon_name(
            isDetached ? "view-restore-symbolic" : "window-new-symbolic", GTK_ICON_SIZE_BUTTON))
        gtk_widget_set_tooltip_text(detachButton,
            isDetached ? "Put the chat back in the classroom" : "Open the chat in its own window")
        let accessible = gtk_widget_get_accessible(detachButton)
        atk_object_set_name(accessible, isDetached ? "Reattach chat" : "Detach chat")
    }

    /// The number of rows in the message list, for tests.
    var displayedMessageCount: Int {
        guard let list else { return 0 }
        let children = gtk_container_get_children(cgtk_container(list))
        defer { g_list_free(children) }
        return Int(g_list_length(children))
    }
}
