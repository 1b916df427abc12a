/// Folds names and queries to the byte strings the search index compares, so
/// case, diacritics and punctuation do not matter: "Málaga" → `malaga`,
/// "São Paulo" → `sao paulo`, "Zürich" → `zurich`, "Saint-Étienne" →
/// `saint etienne`, "N'Djamena" → `ndjamena`, "ß" → `ss`, "Łódź" → `lodz`.
///
/// Works on UTF-8 bytes with a generated table (``SearchFoldingTable``) and a
/// few ranges, never Foundation or ICU: the index folds 170,000 names when
/// it is built and one query per keystroke. The rules:
/// - ASCII letters lower-cased; digits kept.
/// - Latin letters with diacritics (U+00C0–U+024F, U+1E00–U+1EFF) to their
///   ASCII letters; combining marks (U+0300–U+036F) dropped.
/// - Greek and Cyrillic capitals lower-cased; fullwidth ASCII (as a Chinese
///   input method may type it) folded as ASCII.
/// - Apostrophes and middle dots (' ’ ‘ ʻ ʼ ´ · ・) dropped; every other ASCII
///   symbol, dash and space becomes one space; leading and trailing spaces go.
/// - Anything else (Chinese, Arabic …) is kept byte for byte.
enum SearchFolding {
    /// The byte that separates words in folded text.
    static let space: UInt8 = 0x20

    /// The folded bytes of `text`.
    static func fold(_ text: String) -> [UInt8] {
        var output: [UInt8] = []
        var copy = text
        copy.withUTF8 { fold($0, into: &output) }
        return output
    }

    /// Appends the folded bytes of the UTF-8 `input` to `output`. Invalid
    /// UTF-8 bytes are skipped. O(input).
    static func fold(_ input: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        let begin = output.count
        // A separator is written only before the next kept character, so
        // runs collapse and none leads or trails.
        var pendingSpace = false
        @inline(__always) func emit(_ byte: UInt8) {
            if pendingSpace {
                if output.count > begin { output.append(space) }
                pendingSpace = false
            }
            output.append(byte)
        }
        var index = 0
        let count = input.count
        while index < count {
            let lead = input[index]
            if lead < 0x80 {
                index += 1
                switch lead {
                case 0x41...0x5A: emit(lead | 0x20)
                case 0x61...0x7A, 0x30...0x39: emit(lead)
                case 0x27, 0x60: break  // ' `
                default: pendingSpace = true
                }
                continue
            }
            // Decode one multi-byte scalar; skip a malformed lead byte.
            let length: Int
            var scalar: UInt32
            switch lead {
            case 0xC2...0xDF: (length, scalar) = (2, UInt32(lead & 0x1F))
            case 0xE0...0xEF: (length, scalar) = (3, UInt32(lead & 0x0F))
            case 0xF0...0xF4: (length, scalar) = (4, UInt32(lead & 0x07))
            default:
                index += 1
                continue
            }
            guard index + length <= count else { return }
            var valid = true
            for offset in 1..<length {
                let next = input[index + offset]
                if next & 0xC0 != 0x80 { valid = false }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            guard valid else {
                index += 1
                continue
            }
            switch foldScalar(scalar) {
            case .drop: break
            case .space: pendingSpace = true
            case .ascii(let folded):
                emit(UInt8(folded & 0xFF))
                if folded > 0xFF { emit(UInt8(folded >> 8)) }
            case .scalar(let kept):
                if kept == scalar {
                    for offset in 0..<length { emit(input[index + offset]) }
                } else {
                    appendUTF8(kept, emit: emit)
                }
            }
            index += length
        }
    }

    private enum Folded {
        case drop
        case space
        /// One or two ASCII bytes, low byte first.
        case ascii(UInt16)
        case scalar(UInt32)
    }

    private static func foldScalar(_ scalar: UInt32) -> Folded {
        switch scalar {
        case 0x00A0, 0x2000...0x200A, 0x2010...0x2015, 0x3000: return .space
        case 0x00B4, 0x00B7, 0x02B9, 0x02BB, 0x02BC, 0x2018, 0x2019, 0x30FB: return .drop
        case 0x0300...0x036F: return .drop
        case SearchFoldingTable.latinStart..<(SearchFoldingTable.latinStart + UInt32(SearchFoldingTable.latin1AndExtended.count)):
            let folded = SearchFoldingTable.latin1AndExtended[Int(scalar - SearchFoldingTable.latinStart)]
            return folded == 0xFFFF ? .scalar(scalar) : .ascii(folded)
        case SearchFoldingTable.additionalStart..<(SearchFoldingTable.additionalStart
            + UInt32(SearchFoldingTable.latinAdditional.count)):
            let folded = SearchFoldingTable.latinAdditional[Int(scalar - SearchFoldingTable.additionalStart)]
            return folded == 0xFFFF ? .scalar(scalar) : .ascii(folded)
        case 0x0391...0x03A9: return .scalar(scalar + 0x20)  // Greek capitals
        case 0x03C2: return .scalar(0x03C3)  // final sigma
        case 0x0410...0x042F: return .scalar(scalar + 0x20)  // Cyrillic capitals
        case 0x0400...0x040F: return .scalar(scalar + 0x50)
        case 0xFF01...0xFF5E:  // fullwidth ASCII
            let ascii = UInt8(scalar - 0xFF01 + 0x21)
            switch ascii {
            case 0x41...0x5A: return .ascii(UInt16(ascii | 0x20))
            case 0x61...0x7A, 0x30...0x39: return .ascii(UInt16(ascii))
            case 0x27, 0x60: return .drop
            default: return .space
            }
        default: return .scalar(scalar)
        }
    }

    private static func appendUTF8(_ scalar: UInt32, emit: (UInt8) -> Void) {
        switch scalar {
        case ..<0x80: emit(UInt8(scalar))
        case ..<0x800:
            emit(UInt8(0xC0 | scalar >> 6))
            emit(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            emit(UInt8(0xE0 | scalar >> 12))
            emit(UInt8(0x80 | scalar >> 6 & 0x3F))
            emit(UInt8(0x80 | scalar & 0x3F))
        default:
            emit(UInt8(0xF0 | scalar >> 18))
            emit(UInt8(0x80 | scalar >> 12 & 0x3F))
            emit(UInt8(0x80 | scalar >> 6 & 0x3F))
            emit(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
