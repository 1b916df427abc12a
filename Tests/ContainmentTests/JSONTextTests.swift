@testable import Containment
import Foundation
import Testing

/// The one JSON string escaper the trace and the command line's `--json` share.
@Suite("JSON string literals")
struct JSONTextTests {
    @Test func escapesWhatJSONRequiresByName() {
        #expect(JSONText.quoted(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
        #expect(JSONText.quoted("a\nb\rc\td") == #""a\nb\rc\td""#)
    }

    @Test func escapesOtherControlCharactersAsCodePoints() {
        #expect(JSONText.quoted("\u{0}\u{1}\u{1F}") == #""\u0000\u0001\u001f""#)
        // DEL and the C1 controls are allowed as they are.
        #expect(JSONText.quoted("\u{7F}\u{85}") == "\"\u{7F}\u{85}\"")
    }

    @Test func leavesOtherTextAsItIs() {
        #expect(JSONText.quoted("São Paulo 上海 /") == "\"São Paulo 上海 /\"")
        #expect(JSONText.quoted("") == #""""#)
    }

    /// Every scalar below U+0100 and a few beyond, one string each, read back
    /// by a JSON parser as the same text.
    @Test func roundTripsThroughAJSONParser() throws {
        let scalars = (0..<0x100).compactMap(Unicode.Scalar.init) + ["\u{2028}", "\u{FEFF}", "😀"]
        for scalar in scalars {
            let text = "x\(Character(scalar))y"
            let document = "[" + JSONText.quoted(text) + "]"
            let parsed = try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String]
            #expect(parsed == [text], "U+\(String(scalar.value, radix: 16))")
        }
    }
}
