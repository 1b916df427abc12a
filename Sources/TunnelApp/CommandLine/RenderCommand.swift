public import ArgumentParser
import CGtk
import Foundation
import Geo
import MapRendering

/// `tunnel render`: draws the window's content offscreen into a PNG, with
/// no display — the maps side, or the geo-info side with `--info`.
public struct RenderCommand: ParsableCommand {
    /// The subcommand's name, help and examples.
    public static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the window's content to a PNG file, with no display.",
        discussion: """
            Examples:
              tunnel render --at 56.55,8.316667 --size 640x860 --output tunnel.png
              tunnel render --at -33.86,151.21 --size 1200x700 --info --scale 2 --output info.png
              tunnel render --at Madrid --output madrid.png
            """)

    /// Where the digger stands; `.unconditional` reads `--at -33.86,151.21` as typed.
    @Option(parsing: .unconditional, help: ArgumentHelp("Where the digger stands: LAT,LON or a place's name.", valueName: "LAT,LON|NAME"))
    public var at: CoordinateArgument

    /// The window size in points.
    @Option(help: ArgumentHelp("Window size in points.", valueName: "WxH"))
    public var size: String = "640x860"

    /// Render the geo-info side.
    @Flag(help: "Show the geo-info side instead of the maps.")
    public var info = false

    /// Pixels per point.
    @Option(help: "Pixels per point, 1 to 4 (2 for a HiDPI picture).")
    public var scale: Int = 1

    /// The PNG to write.
    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG file to write.", valueName: "file"))
    public var output: String

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// The most pixels a picture may have (7680×4320, 8K UHD): about 130 MB
    /// of image memory and a few seconds of work. Bigger sizes are refused
    /// before anything is drawn, rather than taking gigabytes and minutes.
    public static let maximumPixels = 7680 * 4320

    /// The parsed size, or a reason it is not one.
    static func parseSize(_ text: String) throws -> (width: Int, height: Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw ValidationError("--size '\(text)' is not WIDTHxHEIGHT (e.g. 640x860)")
        }
        guard (100...8192).contains(width), (100...8192).contains(height) else {
            throw ValidationError("--size \(text): each side must be between 100 and 8192 points")
        }
        return (width, height)
    }

    /// Checks every option before anything is drawn or written.
    public func validate() throws {
        try at.validate(option: "--at")
        let (width, height) = try Self.parseSize(size)
        guard (1...4).contains(scale) else { throw ValidationError("--scale \(scale): must be 1, 2, 3 or 4") }
        let pixels = width * scale * height * scale
        guard pixels <= Self.maximumPixels else {
            throw ValidationError(
                "--size \(size) --scale \(scale): \(width * scale)×\(height * scale) is \(pixels) pixels; "
                    + "the limit is \(Self.maximumPixels) (7680×4320)")
        }
        guard output.lowercased().hasSuffix(".png") else {
            throw ValidationError("--output \(output): the file name must end in .png")
        }
        let directory = URL(fileURLWithPath: output).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--output \(output): the folder \(directory) does not exist")
        }
    }

    /// Renders and writes the PNG atomically (a temporary file renamed into
    /// place), so a failure never leaves half a picture.
    public func run() throws {
        setUpTranslations()
        // Before the part file exists: an unknown name writes nothing.
        let start = try at.resolveForRun(option: "--at", command: "tunnel render")
        let (width, height) = try Self.parseSize(size)
        // The part file is created first: an unwritable folder fails at once,
        // and SIGTERM/SIGINT from now on remove it on the way out.
        let temporary = output + ".part-\(getpid())"
        let part = PartFile(path: temporary)
        let descriptor: Int32
        do {
            descriptor = try part.create()
        } catch {
            Self.fail("tunnel render: cannot write \(output): \(error.reason)", status: 1)
        }
        let atlas: WorldAtlas
        let geocoder: ReverseGeocoder
        do {
            atlas = try WorldAtlas.load()
            geocoder = try ReverseGeocoder(atlas: atlas)
        } catch {
            part.remove()
            Self.fail("tunnel render: \(error.description)", status: 1)
        }
        let language = Language(localeIdentifier: UserLocale.messages)
        let painter = WindowPainter(start: start, showsInfo: info, zoom: nil)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width * scale), Int32(height * scale)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            part.remove()
            Self.fail("tunnel render: cannot create a \(width * scale)×\(height * scale) image", status: 1)
        }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_scale(cr, Double(scale), Double(scale))
        painter.paint(cr, width: Double(width), height: Double(height), atlas: atlas) { location, eyebrow in
            let text = GeoInfoText(describing: geocoder.describe(location, language: language))
            return GeoInfoCardContent(kind: .place, eyebrow: eyebrow, title: text.title, lines: text.lines)
        } name: { location in
            GeoInfoText(describing: geocoder.describe(location, language: language)).title
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)

        if let reason = part.writePNG(surface, to: descriptor) {
            part.remove()
            Self.fail("tunnel render: cannot write \(output): \(reason)", status: 1)
        }
        guard rename(temporary, output) == 0 else {
            let reason = String(cString: strerror(errno))
            part.remove()
            Self.fail("tunnel render: cannot write \(output): \(reason)", status: 1)
        }
        part.disarm()
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        StandardStreams.writeAll(message + "\n", to: 2)
        Foundation.exit(status)
    }
}
