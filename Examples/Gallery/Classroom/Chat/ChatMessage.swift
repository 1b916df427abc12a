/// One line of the classroom chat.
struct ChatMessage: Equatable, Sendable {
    /// Who wrote it; notices from the lecture itself have none.
    let author: String?
    /// What it says.
    let text: String

    /// A message from `author`.
    init(author: String?, text: String) {
        self.author = author
        self.text = text
    }

    /// A notice from the lecture, such as the slide it turned to.
    static func notice(_ text: String) -> ChatMessage {
        ChatMessage(author: nil, text: text)
    }
}
