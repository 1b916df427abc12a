import ContainmentGtk

/// The classroom's look: panes as cards on the window's background, quiet
/// notices in the chat. Installed once for the screen.
@MainActor
enum ClassroomStyle {
    private static var isInstalled = false

    static let css = """
        .classroom-pane {
            background-color: @theme_base_color;
            border: 1px solid @borders;
            border-radius: 8px;
        }
        .classroom-pane-header { padding: 4px 4px 4px 12px; min-height: 34px; }
        .classroom-pane-title { font-weight: bold; }
        .classroom-chat-list { background-color: transparent; }
        .classroom-chat-message { padding: 6px 12px; }
        .classroom-chat-author { font-weight: bold; font-size: smaller; color: @theme_selected_bg_color; }
        .classroom-chat-notice { font-size: smaller; font-style: italic; opacity: 0.65; }
        .classroom-chat-entry { margin: 8px; }
        .classroom-controls { padding: 4px 8px; }
        .classroom-time { font-feature-settings: "tnum"; opacity: 0.8; }
        """

    static func install() {
        guard !isInstalled else { return }
        isInstalled = CssProvider(css: css).addToDefaultScreen()
    }

    /// A pane's header bar: its title on the left; add buttons at its end.
    static func header(title: String) -> Box {
        let header = Box(orientation: .horizontal, spacing: 4)
        header.addStyleClass("classroom-pane-header")
        let label = Label(title)
        label.xAlignment = 0
        label.addStyleClass("classroom-pane-title")
        header.append(label, expands: true)
        return header
    }
}
