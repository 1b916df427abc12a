import DisplayTesting
import XCTest

/// The Wayland harness's keys: the xdotool chord names the end-to-end
/// tests use become the X keysyms wayvnc presses, Shift held where the US
/// keymap needs it (without it, wayvnc presses the unshifted key).
final class KeyChordTests: XCTestCase {
    private let control = KeyChord.control, shift = KeyChord.shift, alt = KeyChord.alt

    func testChordsTheTestsUseBecomeTheirKeysyms() throws {
        let expected: [(String, [UInt32], UInt32)] = [
            ("ctrl+f", [control], 0x66), ("ctrl+d", [control], 0x64), ("ctrl+q", [control], 0x71),
            ("alt+Left", [alt], 0xFF51), ("ctrl+Next", [control], 0xFF56), ("ctrl+Prior", [control], 0xFF55),
            ("Return", [], 0xFF0D), ("Escape", [], 0xFF1B), ("space", [], 0x20), ("Home", [], 0xFF50),
            ("F1", [], 0xFFBE), ("F11", [], 0xFFC8), ("minus", [], 0x2D), ("alt+1", [alt], 0x31),
            ("shift+Right", [shift], 0xFF53), ("Tab", [], 0xFF09), ("a", [], 0x61),
        ]
        for (chord, modifiers, key) in expected {
            XCTAssertEqual(try KeyChord(chord), KeyChord(modifiers: modifiers, key: key), chord)
        }
    }

    func testShiftedCharactersHoldShiftOnce() throws {
        XCTAssertEqual(try KeyChord("ctrl+question"), KeyChord(modifiers: [control, shift], key: 0x3F))
        XCTAssertEqual(try KeyChord("shift+question"), KeyChord(modifiers: [shift], key: 0x3F))
        XCTAssertEqual(try KeyChord("A"), KeyChord(modifiers: [shift], key: 0x41))
        XCTAssertEqual(KeyChord(typing: "M"), KeyChord(modifiers: [shift], key: 0x4D))
        XCTAssertEqual(KeyChord(typing: "m"), KeyChord(modifiers: [], key: 0x6D))
    }

    func testTypedCharactersAreLatin1OrUnicodeKeysyms() {
        XCTAssertEqual(KeyChord(typing: "á").key, 0xE1, "Latin-1 keysyms are the code points")
        XCTAssertEqual(KeyChord(typing: "马").key, 0x0100_9A6C, "others are 0x01000000 plus the code point")
        XCTAssertEqual(KeyChord(typing: "\n").key, 0xFF0D)
    }

    func testUnknownNamesAreRefused() {
        XCTAssertThrowsError(try KeyChord("ctrl+Nonesuch"))
        XCTAssertThrowsError(try KeyChord("hyper+a"))
        XCTAssertThrowsError(try KeyChord("ctrl+"))
    }
}
