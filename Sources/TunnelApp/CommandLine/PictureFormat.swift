/// The file formats a picture of the window is written in: `tunnel render`
/// and the window's export.
enum PictureFormat: String, CaseIterable, Sendable {
    /// Pixels, at `--scale` per point.
    case png
    /// Scalable vectors, for the web and drawing programs.
    case svg
    /// A one-page document the picture's size, for print and documents.
    case pdf

    /// The format a file name's extension names (`.png`, `.SVG`), or nil.
    init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }

    /// The extension, with its dot: `.png`.
    var fileExtension: String { "." + rawValue }

}
