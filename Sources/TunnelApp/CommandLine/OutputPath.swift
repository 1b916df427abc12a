#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file name given on the command line, as the bytes the user typed.
///
/// Swift decodes the process's arguments as UTF-8, replacing what is not
/// (`out-\377.png` becomes `out-\u{FFFD}.png`), and a file written under the
/// decoded name would be another file. The bytes are taken from the
/// arguments themselves, by the argument the parser read the name from.
struct OutputPath {
    /// The path's bytes, as typed.
    let bytes: [CChar]
    /// The path as text, for messages: at most its first
    /// ``quotedLength`` characters.
    let quoted: String

    /// The most characters of a path a message quotes: a name of thousands
    /// of characters stays a short line.
    static let quotedLength = 60

    /// The path the parser read as `value` for `option` (`--output`, `-o`),
    /// with the user's bytes when `value` is a decoding of an argument that
    /// was not UTF-8.
    init(_ value: String, option names: [String] = ["--output", "-o"], arguments: [[CChar]] = Self.processArguments) {
        bytes = Self.rawBytes(of: value, after: names, in: arguments) ?? Array(value.utf8CString.dropLast())
        quoted = value.count > Self.quotedLength ? String(value.prefix(Self.quotedLength)) + "…" : value
    }

    /// The folder part and the file name, as bytes: `/tmp`, `out.png`.
    var split: (folder: [CChar], name: [CChar]) {
        guard let slash = bytes.lastIndex(of: CChar(UInt8(ascii: "/"))) else {
            return (Array(".".utf8CString.dropLast()), bytes)
        }
        let folder = slash == 0 ? [bytes[0]] : Array(bytes[..<slash])
        return (folder, Array(bytes[(slash + 1)...]))
    }

    /// The process's arguments, each as its bytes.
    static var processArguments: [[CChar]] {
        (0..<Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
        }
    }

    /// The bytes of the argument that decodes to `value`: the one after an
    /// option named in `names`, or one of the form `--option=VALUE`.
    private static func rawBytes(of value: String, after names: [String], in arguments: [[CChar]]) -> [CChar]? {
        func text(_ bytes: some Collection<CChar>) -> String {
            String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        for (index, argument) in arguments.enumerated() {
            let word = text(argument)
            if names.contains(word), index + 1 < arguments.count, text(arguments[index + 1]) == value {
                return arguments[index + 1]
            }
            for name in names where name.hasPrefix("--") && word == name + "=" + value {
                return Array(argument.dropFirst(name.utf8.count + 1))
            }
        }
        return nil
    }
}
