/// JSON string literals for the package's hand-written JSON: the trace's
/// lines and the command line's `--json` documents. Both write their fields
/// in a fixed order, byte for byte the same from run to run, which the
/// standard library's encoders do not promise; both escape text here, so
/// there is one set of escaping rules to get right.
package enum JSONText {
    /// `string` as a JSON string literal, quotes included.
    ///
    /// Escapes what JSON requires (the quote, the backslash and the control
    /// characters below U+0020: the usual three by name, the rest as
    /// `\u00XX`) and nothing else, so non-ASCII text stays readable.
    package static func quoted(_ string: String) -> String {
        var out = "\""
        out.reserveCapacity(string.utf8.count + 2)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
