import ContainmentGtk

/// The widgets of one chat message: the author above the text, or a quiet
/// centred line for a notice from the lecture.
@MainActor
enum ChatRow {
    static func make(for message: ChatMessage) -> ListBoxRow {
        let row = ListBoxRow()
        row.isActivatable = false
        let box = Box(orientation: .vertical, spacing: 2)
        box.addStyleClass("classroom-chat-message")
        if let author = message.author {
            let name = Label(author)
            name.xAlignment = 0
            name.addStyleClass("classroom-chat-author")
            box.append(name)
            box.append(wrappingLabel(message.text, xAlignment: 0))
        } else {
            let notice = wrappingLabel(message.text, xAlignment: 0.5)
            notice.addStyleClass("classroom-chat-notice")
            box.append(notice)
        }
        row.add(box)
        row.showAll()
        return row
    }

    private static func wrappingLabel(_ text: String, xAlignment: Float) -> Label {
        let label = Label(text)
        label.lineWrapping = .wordCharacter
        label.xAlignment = xAlignment
        label.isSelectable = true
        label.maximumWidthInCharacters = 1
        return label
    }
}
