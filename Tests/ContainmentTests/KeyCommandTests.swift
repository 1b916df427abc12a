import Containment
import Testing

/// A controller answering one command, counting how often it ran.
@MainActor private final class ShortcutController: ViewController {
    let command: (KeyCommand.Input, KeyCommand.Modifiers)
    let handles: Bool
    private(set) var runs = 0

    init(_ name: String, _ input: KeyCommand.Input, _ modifiers: KeyCommand.Modifiers = [], handles: Bool = true) {
        command = (input, modifiers)
        self.handles = handles
        super.init()
        traceName = name
    }

    override var keyCommands: [KeyCommand] {
        [KeyCommand(command.0, modifiers: command.1, title: "Test") { [unowned self] in
            runs += 1
            return handles
        }]
    }
}

@MainActor
@Suite("Key commands")
struct KeyCommandTests {
    @Test func theDeepestControllerOnScreenAnswersFirst() throws {
        let fixture = Fixture()
        let outer = ShortcutController("outer", .left, .alternate)
        let inner = ShortcutController("inner", .left, .alternate)
        try fixture.embed(outer, in: fixture.root.top, of: fixture.root)
        try fixture.embed(inner, in: outer.view, of: outer)

        #expect(fixture.window.handleKeyPress(.left, modifiers: .alternate))
        #expect(inner.runs == 1)
        #expect(outer.runs == 0)
    }

    @Test func aCommandWithNothingToDoPassesTheKeyOn() throws {
        let fixture = Fixture()
        let outer = ShortcutController("outer", .escape)
        let inner = ShortcutController("inner", .escape, handles: false)
        try fixture.embed(outer, in: fixture.root.top, of: fixture.root)
        try fixture.embed(inner, in: outer.view, of: outer)

        #expect(fixture.window.handleKeyPress(.escape, modifiers: []))
        #expect(inner.runs == 1)
        #expect(outer.runs == 1)
    }

    @Test func modifiersMustMatchExactly() throws {
        let fixture = Fixture()
        let child = ShortcutController("child", .pageDown, .control)
        try fixture.embed(child, in: fixture.root.top, of: fixture.root)

        #expect(!fixture.window.handleKeyPress(.pageDown, modifiers: []))
        #expect(!fixture.window.handleKeyPress(.pageDown, modifiers: [.control, .shift]))
        #expect(fixture.window.handleKeyPress(.pageDown, modifiers: .control))
        #expect(child.runs == 1)
    }

    @Test func controllersOffScreenDoNotAnswer() throws {
        let fixture = Fixture()
        let child = ShortcutController("child", .right)
        try fixture.root.addChild(child)   // added, but its view is not placed
        #expect(!fixture.window.handleKeyPress(.right, modifiers: []))

        fixture.window.hide()
        try fixture.root.top.addSubview(child.view)
        child.didMove(toParent: fixture.root)
        #expect(!fixture.window.handleKeyPress(.right, modifiers: []))
        #expect(child.runs == 0)
    }

    @Test func plainKeysStayWithAFocusedTextField() throws {
        let fixture = Fixture()
        let plain = ShortcutController("plain", .left)
        let combined = ShortcutController("combined", .character("1"), .alternate)
        try fixture.embed(plain, in: fixture.root.top, of: fixture.root)
        try fixture.embed(combined, in: fixture.root.bottom, of: fixture.root)

        #expect(!fixture.window.handleKeyPress(.left, modifiers: [], textInputHasFocus: true))
        #expect(fixture.window.handleKeyPress(.character("1"), modifiers: .alternate, textInputHasFocus: true))
        #expect(plain.runs == 0)
        #expect(combined.runs == 1)
    }
}
