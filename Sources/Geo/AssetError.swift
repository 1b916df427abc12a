/// Why a world-data asset could not be used.
///
/// Every case names the file, so a message shown to a user or a maintainer
/// says which asset to regenerate or reinstall.
public enum AssetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No asset folder with world data was found; lists the folders tried.
    case folderNotFound(tried: [String])
    /// The file does not exist or cannot be opened.
    case missing(file: String, reason: String)
    /// The file could not be read completely.
    case unreadable(file: String, reason: String)
    /// The file is shorter than its header or its header's counts require.
    case truncated(file: String, expectedBytes: UInt64, actualBytes: UInt64)
    /// The file does not start with the expected magic bytes.
    case badMagic(file: String, expected: String)
    /// The file's format version is not one this reader understands.
    case unsupportedVersion(file: String, version: UInt32, supported: UInt32)
    /// The file is longer than its header's counts say (a sign of corruption).
    case sizeMismatch(file: String, expectedBytes: UInt64, actualBytes: UInt64)
    /// A record points outside its section, or a value is out of range.
    case corrupt(file: String, detail: String)

    /// The asset file (or folder) the error is about.
    public var file: String {
        switch self {
        case .folderNotFound(let tried): tried.first ?? ""
        case .missing(let file, _), .unreadable(let file, _), .truncated(let file, _, _),
            .badMagic(let file, _), .unsupportedVersion(let file, _, _),
            .sizeMismatch(let file, _, _), .corrupt(let file, _):
            file
        }
    }

    /// A one-line, human-readable explanation.
    public var description: String {
        switch self {
        case .folderNotFound(let tried):
            "world data not found; looked in: \(tried.joined(separator: ", ")) (set TUNNEL_DATA_DIR)"
        case .missing(let file, let reason):
            "\(file): missing (\(reason))"
        case .unreadable(let file, let reason):
            "\(file): cannot be read (\(reason))"
        case .truncated(let file, let expected, let actual):
            "\(file): truncated: \(actual) bytes, at least \(expected) needed"
        case .badMagic(let file, let expected):
            "\(file): bad magic, not a \(expected) file"
        case .unsupportedVersion(let file, let version, let supported):
            "\(file): unsupported format version \(version) (this build reads version \(supported))"
        case .sizeMismatch(let file, let expected, let actual):
            "\(file): size mismatch: \(actual) bytes, header says \(expected)"
        case .corrupt(let file, let detail):
            "\(file): corrupt: \(detail)"
        }
    }
}
