public import ArgumentParser
import TunnelCore
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import Geo
import Gtk
import MapRendering
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tunnel render`: draws the window's content offscreen into a PNG, SVG or
/// PDF file, with no display — the maps side, or the geo-info side with
/// `--info`.
public struct RenderCommand: ParsableCommand {
    /// The subcommand's name, help and examples, translated when shown.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "render",
            abstract: localized("Render the window's content to a PNG, SVG or PDF file, with no display."),
            discussion: TunnelCommand.examples(
                [
                    "tunnel render --at 56.55,8.316667 --size 640x860 --output tunnel.png",
                    "tunnel render --at -33.86,151.21 --size 1200x700 --info --scale 2 --output info.png",
                    "tunnel render --at Madrid --output madrid.png",
                    "tunnel render --at Madrid --info --output madrid.pdf",
                    "tunnel render --at Madrid --time 2026-06-21T20:00:00Z --output solstice.png",
                    "tunnel render --at 39.9,116.4 --overlay antipodes --output beijing.png",
                    "tunnel render --at Madrid --view globe --output globes.png",
                ], afterText: false))
    }

    /// The moment whose night the maps shade (`--time`).
    @OptionGroup public var when: MomentOption

    /// Where the digger stands; `.unconditional` reads `--at -33.86,151.21` as typed.
    @Option(parsing: .unconditional, help: ArgumentHelp(localized("Where the digger stands: LAT,LON, a geo: link or a place's name."), valueName: "LAT,LON|NAME"))
    public var at: CoordinateArgument

    /// The window size in points.
    @Option(help: ArgumentHelp(localized("Window size in points."), valueName: "WxH"))
    public var size: String = "640x860"

    /// Render the geo-info side.
    @Flag(help: ArgumentHelp(localized("Show the geo-info side instead of the maps.")))
    public var info = false

    /// Pixels per point.
    @Option(help: ArgumentHelp(localized("Pixels per point of a PNG, 1 to 4 (2 for a HiDPI picture).")))
    public var scale: Int = 1

    /// The file to write.
    @Option(name: .shortAndLong, help: ArgumentHelp(localized("The file to write: FILE.png, FILE.svg or FILE.pdf."), valueName: "file"))
    public var output: String

    /// The file's format, when its name does not say; nil: from the name's
    /// extension. Read as text, so an unknown one gets our own message.
    @Option(
        help: ArgumentHelp(localized("The file's format: png, svg or pdf (by default, from the file's extension)."), valueName: "format"),
        completion: .list(PictureFormat.allCases.map(\.rawValue)))
    public var format: String?

    /// What lies over the maps: `antipodes`, the land at the antipodes
    /// (where digging comes out on land). Read as text, so an unknown one
    /// gets our own message.
    @Option(
        help: ArgumentHelp(localized("Lay over the maps: antipodes (the land at the antipodes)."), valueName: "overlay"),
        completion: .list(["antipodes"]))
    public var overlay: String?

    /// How the map side shows the Earth: `map` (flat, as the window does)
    /// or `globe` (a ball centred on each marker). Read as text, so an
    /// unknown one gets our own message.
    @Option(
        help: ArgumentHelp(localized("How the maps show the Earth: map or globe (default: map)."), valueName: "view"),
        completion: .list(["map", "globe"]))
    public var view: String = "map"

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
            throw ValidationError(localized("--size '{size}' is not WIDTHxHEIGHT (e.g. 640x860)", ["size": text]))
        }
        guard (100...8192).contains(width), (100...8192).contains(height) else {
            throw ValidationError(localized("--size {size}: each side must be between 100 and 8192 points", ["size": text]))
        }
        return (width, height)
    }

    /// Checks every option before anything is drawn or written.
    public func validate() throws {
        try at.validate(option: "--at")
        guard view == "map" || view == "globe" else {
            throw ValidationError(localized("--view '{view}': must be map or globe", ["view": String(view.prefix(40))]))
        }
        if let overlay, overlay != "antipodes" {
            throw ValidationError(localized(
                "--overlay '{overlay}': the only overlay is antipodes", ["overlay": String(overlay.prefix(40))]))
        }
        let (width, height) = try Self.parseSize(size)
        guard (1...4).contains(scale) else {
            throw ValidationError(localized("--scale {scale}: must be 1, 2, 3 or 4", ["scale": String(scale)]))
        }
        let pixels = width * scale * height * scale
        guard pixels <= Self.maximumPixels else {
            throw ValidationError(localized(
                "--size {size} --scale {scale}: {width}×{height} is {pixels} pixels; the limit is {limit} (7680×4320)",
                ["size": size, "scale": String(scale), "width": String(width * scale), "height": String(height * scale),
                 "pixels": String(pixels), "limit": String(Self.maximumPixels)]))
        }
        let path = OutputPath(output)
        _ = try pictureFormat(path)
        let folder = path.split.folder
        var info = stat()
        guard (folder + [0]).withUnsafeBufferPointer({ stat($0.baseAddress!, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            let shown = OutputPath(String(decoding: folder.map { UInt8(bitPattern: $0) }, as: UTF8.self), option: []).quoted
            throw ValidationError(
                localized("--output {file}: the folder {folder} does not exist", ["file": path.quoted, "folder": shown]))
        }
    }

    /// The format to write: `--format`'s, which the file's extension must
    /// not contradict, or the extension's.
    func pictureFormat(_ path: OutputPath) throws -> PictureFormat {
        let named = PictureFormat(fileName: output)
        guard let format else {
            guard let named else {
                throw ValidationError(localized(
                    "--output {file}: the file name must end in .png, .svg or .pdf (or give --format)", ["file": path.quoted]))
            }
            return named
        }
        guard let chosen = PictureFormat(rawValue: format.lowercased()) else {
            let shown = OutputPath(format, option: []).quoted
            throw ValidationError(localized("--format {format}: must be png, svg or pdf", ["format": shown]))
        }
        if let named, named != chosen {
            throw ValidationError(localized(
                "--format {format}: the file name {file} ends in {extension}",
                ["format": chosen.rawValue, "file": path.quoted, "extension": named.fileExtension]))
        }
        return chosen
    }

    /// Renders and writes the picture atomically (a temporary file renamed into
    /// place), so a failure never leaves half a picture.
    public func run() throws {
        setUpTranslations()
        // Before the part file exists: an unknown name writes nothing.
        let start = try at.resolveForRun(option: "--at", command: "tunnel render")
        let (width, height) = try Self.parseSize(size)
        // The part file is created first: an unwritable folder fails at once,
        // and SIGTERM/SIGINT from now on remove it on the way out.
        let path = OutputPath(output)
        let format = try pictureFormat(path)
        let picture: PictureFile
        do {
            picture = try PictureFile(path: path, format: format)
        } catch {
            Self.fail(error.message(for: path), status: 1)
        }
        let atlas: WorldAtlas
        let geocoder: ReverseGeocoder
        do {
            atlas = try WorldAtlas.load()
            geocoder = try ReverseGeocoder(atlas: atlas)
        } catch {
            picture.abandon()  // before exiting, which runs no deinit
            Self.fail(error.description, status: 1)
        }
        let language = Language(localeIdentifier: UserLocale.messages)
        let painter = WindowPainter(
            start: start, showsInfo: info, zoom: nil, moment: when.moment, showsAntipodalLand: overlay == "antipodes",
            showsGlobes: view == "globe")
        func name(_ location: Coordinate) -> String {
            GeoInfoText(describing: geocoder.describe(location, language: language)).title
        }
        do {
            try picture.write(
                width: Double(width), height: Double(height), scale: scale, title: WindowPainter.title(naming: name(start))
            ) { context in
                painter.paint(in: context, width: Double(width), height: Double(height), atlas: atlas) { location, eyebrow in
                    // The cards tell the time at `--time`, as the window's tell it now.
                    let place = geocoder.describe(location, language: language)
                    let text = GeoInfoText(
                        describing: place, localDay: SystemLocalClock.localDay(at: place, moment: when.moment))
                    return GeoInfoCardContent(kind: .place, eyebrow: eyebrow, title: text.title, lines: text.lines)
                } name: { location in
                    name(location)
                }
            }
        } catch {
            Self.fail(error.message(for: path), status: 1)
        }
    }

    /// Writes "tunnel render: MESSAGE" on standard error and exits with `status`.
    private static func fail(_ message: String, status: Int32) -> Never {
        StandardStreams.writeAll("tunnel render: " + message + "\n", to: 2)
        exitProcess(status)
    }
}
