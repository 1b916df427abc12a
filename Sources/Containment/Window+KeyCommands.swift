extension Window {
    /// For backends: offers a key press to the controllers on screen, the
    /// deepest first (children before their parents, later children — those
    /// drawn on top — before earlier ones); the first command that matches
    /// and returns true handles it.
    ///
    /// - Parameter textInputHasFocus: True when a text field has the keyboard
    ///   focus; plain keys (no Control, Alt or Super) are then left to it.
    /// - Returns: Whether a command handled the press.
    @discardableResult
    public func handleKeyPress(
        _ input: KeyCommand.Input, modifiers: KeyCommand.Modifiers, textInputHasFocus: Bool = false
    ) -> Bool {
        guard isVisible, let root = rootViewController else { return false }
        let wantsPlainKeys = !textInputHasFocus
            || !modifiers.intersection([.control, .alternate, .command]).isEmpty
            || input == .back || input == .forward
        guard wantsPlainKeys else { return false }
        for controller in root.controllersOnScreenDeepestFirst() {
            for command in controller.keyCommands where command.matches(input, modifiers: modifiers) {
                if command.action() { return true }
            }
        }
        return false
    }
}

extension ViewController {
    /// This controller and its descendants that have appeared, deepest first.
    func controllersOnScreenDeepestFirst() -> [ViewController] {
        guard appearanceState == .appeared else { return [] }
        return children.reversed().flatMap { $0.controllersOnScreenDeepestFirst() } + [self]
    }
}
