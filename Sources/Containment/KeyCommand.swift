/// A keyboard shortcut a controller answers while it is on screen: the
/// counterpart of UIKit's `UIKeyCommand`.
///
/// A controller lists its commands in ``ViewController/keyCommands``; the
/// window offers each key press to the controllers on screen, the deepest
/// first, so a navigation controller inside a tab answers Alt+Left before
/// the tab controller around it does.
///
/// ```swift
/// override var keyCommands: [KeyCommand] {
///     [KeyCommand(.left, modifiers: .alternate, title: "Back") { [weak self] in
///         self?.popViewController(animated: true) != nil
///     }]
/// }
/// ```
public struct KeyCommand: Sendable {
    /// A key, by what it means rather than by a platform's key code.
    public enum Input: Hashable, Sendable {
        /// A printable character, lowercase for letters (`"q"`, `"1"`, `"+"`).
        case character(Character)
        case left, right, up, down
        case pageUp, pageDown, home, end
        case tab, escape, enter, space, backspace
        case function(Int)
        /// The mouse's or keyboard's dedicated back button.
        case back
        /// The mouse's or keyboard's dedicated forward button.
        case forward
    }

    /// Modifier keys held with the input.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Creates a set from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Control (Ctrl).
        public static let control = Modifiers(rawValue: 1 << 0)
        /// Alt.
        public static let alternate = Modifiers(rawValue: 1 << 1)
        /// Shift.
        public static let shift = Modifiers(rawValue: 1 << 2)
        /// Super (the logo key).
        public static let command = Modifiers(rawValue: 1 << 3)
    }

    /// The key.
    public let input: Input
    /// The modifiers that must be held, exactly.
    public let modifiers: Modifiers
    /// What the command does, for a shortcuts window or menu.
    public let title: String
    /// Runs the command; returns false when it had nothing to do (a back
    /// command on a root page), so the key goes on to the next controller.
    public let action: @MainActor () -> Bool

    /// Creates a command.
    public init(
        _ input: Input, modifiers: Modifiers = [], title: String,
        action: @escaping @MainActor () -> Bool
    ) {
        self.input = input
        self.modifiers = modifiers
        self.title = title
        self.action = action
    }

    /// Whether a press of `input` with exactly `modifiers` triggers this command.
    public func matches(_ input: Input, modifiers: Modifiers) -> Bool {
        self.input == input && self.modifiers == modifiers
    }
}
