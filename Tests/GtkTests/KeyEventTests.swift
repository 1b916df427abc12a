import CGtk
@testable import Gtk
import XCTest

/// Keys read as Swift constants, and a key press can be made in code.
final class KeyEventTests: XCTestCase {
    func testAKeyEventMadeInCodeCarriesItsKeyAndModifiers() {
        let event = KeyEvent(key: .minus, modifiers: [.shift])
        XCTAssertEqual(event.key, .minus)
        XCTAssertEqual(event.keyval, UInt32(GDK_KEY_minus))
        XCTAssertEqual(event.modifiers, [.shift])
        XCTAssertEqual(event.hardwareKeycode, 0)
        XCTAssertNotEqual(KeyEvent(key: .keypadSubtract).key, .minus, "the keypad's keys are keys of their own")
    }

    func testADeliveredKeyMatchesTheConstants() throws {
        try onMainActor {
            try requireGtk()
            let (window, area) = makeAreaInOffscreenWindow()
            defer { window.destroy() }
            var keys: [Key] = []
            area.canFocus = true
            area.onKeyPress { keys.append($0.key); return true }
            sendKey(GDK_KEY_KP_Left, to: area)
            sendKey(GDK_KEY_Escape, to: area)
            sendKey(GDK_KEY_equal, to: area)
            XCTAssertEqual(keys, [.keypadLeft, .escape, .equal])
        }
    }

    func testTheVisibleCharacterIsWhatTheKeyTypes() {
        XCTAssertEqual(KeyEvent(key: Key(rawValue: UInt32(GDK_KEY_A))).visibleCharacter, "A", "as typed, in its case")
        XCTAssertEqual(KeyEvent(key: Key(rawValue: UInt32(GDK_KEY_a))).visibleCharacter, "a")
        XCTAssertEqual(KeyEvent(key: Key(rawValue: gdk_unicode_to_keyval(0x9A6C))).visibleCharacter, "马")
        XCTAssertEqual(KeyEvent(key: .plus).visibleCharacter, "+")
        XCTAssertNil(KeyEvent(key: .space).visibleCharacter, "a space shows nothing")
        XCTAssertNil(KeyEvent(key: .escape).visibleCharacter, "a control character")
        XCTAssertNil(KeyEvent(key: .left).visibleCharacter, "no character at all")
    }
}
