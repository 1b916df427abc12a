extension PageViewController {
    /// Left/Right (Up/Down when vertical; mirrored right to left) and
    /// Page Up/Down, each turning one spread, as in libadwaita's `AdwCarousel`.
    /// A key with no page that way goes on to the next controller.
    public var pageTurnKeyCommands: [KeyCommand] {
        let (back, forward): (KeyCommand.Input, KeyCommand.Input) = switch navigationOrientation {
        case .horizontal: isLayoutRightToLeft ? (.right, .left) : (.left, .right)
        case .vertical: (.up, .down)
        }
        return [
            KeyCommand(back, title: "Previous Page") { [weak self] in self?.turnPage(.reverse) ?? false },
            KeyCommand(forward, title: "Next Page") { [weak self] in self?.turnPage(.forward) ?? false },
            KeyCommand(.pageUp, title: "Previous Page") { [weak self] in self?.turnPage(.reverse) ?? false },
            KeyCommand(.pageDown, title: "Next Page") { [weak self] in self?.turnPage(.forward) ?? false },
        ]
    }
}
