extension StringProtocol {
    /// The text without the spaces and tabs at either end (line breaks kept):
    /// what Foundation's `trimmingCharacters(in: .whitespaces)` returns, here
    /// so the app needs no Foundation (and its ICU data) for it.
    var trimmingSpaces: String {
        let isSpace = { (character: Character) in character.isWhitespace && !character.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }),
              let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
