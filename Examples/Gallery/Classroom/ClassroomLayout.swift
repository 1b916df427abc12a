import Containment

/// Where the classroom's panes go for a given size: the master's whole
/// layout, as a value, so it is tested without a display.
///
/// Wide: video, slides and chat side by side. Narrow: stacked, the video
/// first. Without the chat (detached to its own window), the video and the
/// slides share the room.
struct ClassroomLayout: Equatable {
    /// How the panes are arranged.
    enum Arrangement: Equatable { case sideBySide, stacked }

    /// The arrangement for this size.
    let arrangement: Arrangement
    /// The video pane's frame.
    let video: Rect
    /// The slides' frame.
    let keynote: Rect
    /// The chat's frame; `nil` when the chat is detached.
    let chat: Rect?

    /// Widths from here up put the panes side by side.
    static let sideBySideMinimumWidth = 900.0
    /// The gap between panes and around them.
    static let spacing = 12.0
    /// The chat column's share of a wide layout's width.
    static let chatShare = 0.26

    init(size: Size, showsChat: Bool) {
        let gap = Self.spacing
        let inner = Rect(x: gap, y: gap, width: max(0, size.width - 2 * gap), height: max(0, size.height - 2 * gap))
        arrangement = size.width >= Self.sideBySideMinimumWidth ? .sideBySide : .stacked
        switch arrangement {
        case .sideBySide:
            let chatWidth = showsChat ? (inner.width * Self.chatShare).rounded() : 0
            let paneWidth = ((inner.width - chatWidth - (showsChat ? 2 : 1) * gap) / 2).rounded(.down)
            video = Rect(x: inner.minX, y: inner.minY, width: paneWidth, height: inner.height)
            keynote = Rect(x: video.maxX + gap, y: inner.minY, width: paneWidth, height: inner.height)
            chat = showsChat ? Rect(x: keynote.maxX + gap, y: inner.minY, width: inner.maxX - keynote.maxX - gap, height: inner.height) : nil
        case .stacked:
            let chatHeight = showsChat ? (inner.height * 0.3).rounded() : 0
            let paneHeight = ((inner.height - chatHeight - (showsChat ? 2 : 1) * gap) / 2).rounded(.down)
            video = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: paneHeight)
            keynote = Rect(x: inner.minX, y: video.maxY + gap, width: inner.width, height: paneHeight)
            chat = showsChat ? Rect(x: inner.minX, y: keynote.maxY + gap, width: inner.width, height: inner.maxY - keynote.maxY - gap) : nil
        }
    }
}
