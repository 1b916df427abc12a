public import Foundation

/// A folder of one test's own under the temporary directory: made empty
/// at the start, so a test can assert on everything left in it, and
/// removed at the end.
public struct ScratchFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Makes a new, empty folder whose name starts with `prefix`.
    public init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Removes the folder and all in it; a folder already gone is fine.
    public func remove() { try? FileManager.default.removeItem(at: url) }
}
