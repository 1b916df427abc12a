import Gtk
import TunnelCore

/// A picture of the window written atomically as PNG, SVG or PDF: into a
/// part file made first (so an unwritable folder fails before any drawing),
/// renamed into place once whole, removed on any failure. `tunnel render`
/// and the window's export both write through it.
final class PictureFile {
    /// Why a picture was not written.
    enum Failure: Error {
        /// The file could not be created, written or renamed: the system's reason.
        case cannotWrite(reason: String)
        /// Cairo could not make an image this many pixels across and down.
        case cannotCreateImage(width: Int, height: Int)
    }

    /// The format written.
    let format: PictureFormat
    private let part: PartFile
    private let descriptor: Int32
    private var isDone = false

    /// Creates the part file for a `format` picture at `path`; see
    /// ``PartFile/init(for:removesOnSignals:)`` for `removesOnSignals`.
    init(path: OutputPath, format: PictureFormat, removesOnSignals: Bool = true) throws(Failure) {
        self.format = format
        do {
            part = try PartFile(for: path, removesOnSignals: removesOnSignals)
            descriptor = try part.create()
        } catch {
            throw .cannotWrite(reason: error.reason)
        }
    }

    deinit {
        abandon()
    }

    /// Removes the part file, unless the picture was written.
    func abandon() {
        if !isDone { part.remove() }
        isDone = true
    }

    /// Draws `width` × `height` points with `paint` (at `scale` pixels per
    /// point for PNG; SVG and PDF keep shapes and text as vectors), writes
    /// the file and renames it into place. `title` names a PDF's document.
    /// On failure nothing is left behind.
    func write(
        width: Double, height: Double, scale: Int, title: String?, paint: (DrawingContext) -> Void
    ) throws(Failure) {
        defer { abandon() }
        let problem: String?
        switch format {
        case .png:
            let image = ImageSurface(width: width, height: height, scale: Double(scale))
            guard image.isValid else { throw .cannotCreateImage(width: image.pixelWidth, height: image.pixelHeight) }
            image.draw(paint)
            problem = part.write(to: descriptor) { write in image.writePNG(write) }
        case .svg, .pdf:
            problem = part.write(to: descriptor) { write in
                let picture: VectorSurface = format == .svg
                    ? SVGSurface(width: width, height: height, write: write)
                    : PDFSurface(width: width, height: height, write: write)
                if let title, let pdf = picture as? PDFSurface { pdf.title = title }
                picture.draw(paint)
                return picture.finish()
            }
        }
        if let problem { throw .cannotWrite(reason: problem) }
        do {
            try part.commit()
        } catch {
            throw .cannotWrite(reason: error.reason)
        }
        isDone = true
    }
}

extension PictureFile.Failure {
    /// The failure in a sentence naming `path`, as `tunnel render` says it.
    func message(for path: OutputPath) -> String {
        switch self {
        case .cannotWrite(let reason):
            localized("cannot write {file}: {reason}", ["file": path.quoted, "reason": reason])
        case .cannotCreateImage(let width, let height):
            localized("cannot create a {width}×{height} image", ["width": String(width), "height": String(height)])
        }
    }
}
