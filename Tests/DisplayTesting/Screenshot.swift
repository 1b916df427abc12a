import Foundation
import Gtk

/// A screenshot of the X server's root window, or of a region of the
/// Wayland output, read through the Gtk layer's image surface so tests can
/// assert on pixels. Shared by the app's and the gallery's end-to-end tests.
public final class Screenshot {
    /// The screenshot's size in pixels.
    public let width: Int
    /// The screenshot's height in pixels.
    public let height: Int
    /// Its pixels, row by row: copied once, as tests read thousands.
    private let pixels: [UInt32]
    private let path: String

    /// Takes a screenshot of the X server's root window with ImageMagick's
    /// `import`, keeping a copy named `savedAs` under `TUNNEL_SCREENSHOT_DIR`
    /// (or `GALLERY_SCREENSHOT_DIR`) when that is set, for a person to look at.
    public convenience init(savedAs name: String? = nil) throws {
        let path = Self.temporaryPath()
        try Tool.run("import", "-window", "root", path)
        try self.init(png: path, savedAs: name)
    }

    /// Takes a screenshot of one X window (its pixels only, its own
    /// origin at (0, 0)), kept as ``init(savedAs:)`` keeps its.
    public convenience init(xWindow id: String, savedAs name: String? = nil) throws {
        let path = Self.temporaryPath()
        try Tool.run("import", "-window", id, path)
        try self.init(png: path, savedAs: name)
    }

    /// Takes a screenshot of a rectangle of one X window (`region`'s top
    /// left at (0, 0) in the picture), kept as ``init(savedAs:)`` keeps its.
    public convenience init(
        xWindow id: String, region: (x: Int, y: Int, width: Int, height: Int), savedAs name: String? = nil
    ) throws {
        let path = Self.temporaryPath()
        try Tool.run(
            "import", "-window", id, "-crop", "\(region.width)x\(region.height)+\(region.x)+\(region.y)", "+repage",
            path)
        try self.init(png: path, savedAs: name)
    }

    /// Takes a screenshot of a rectangle of the Wayland output with grim
    /// (its top left at (0, 0) in the picture), kept as ``init(savedAs:)``
    /// keeps its. The pointer is drawn into the output's pixels on sway's
    /// headless backend: move it out of the way of what the test looks at.
    public convenience init(waylandX x: Int, y: Int, width: Int, height: Int, savedAs name: String? = nil) throws {
        let session = try WaylandSession.current()
        let path = Self.temporaryPath()
        let outcome = try Tool.execute(
            Tool.env, arguments: ["grim", "-g", "\(x),\(y) \(width)x\(height)", path],
            environment: ["WAYLAND_DISPLAY": session.display])
        guard outcome.status == 0 else { throw HarnessError("grim failed (\(outcome.status)): \(outcome.standardError)") }
        try self.init(png: path, savedAs: name)
    }

    private static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-shot-\(UUID().uuidString).png").path
    }

    /// Reads the PNG a tool wrote at `path` (and deletes it with the screenshot).
    private init(png path: String, savedAs name: String?) throws {
        self.path = path
        let environment = ProcessInfo.processInfo.environment
        if let name, let directory = environment["TUNNEL_SCREENSHOT_DIR"] ?? environment["GALLERY_SCREENSHOT_DIR"] {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: directory + "/" + name)
            try? FileManager.default.copyItem(atPath: path, toPath: directory + "/" + name)
        }
        guard let image = ImageSurface(contentsOfPNG: path) else {
            throw HarnessError("could not read screenshot \(path)")
        }
        width = image.pixelWidth
        height = image.pixelHeight
        pixels = image.argbPixels
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Reads the text in a rectangle with Tesseract OCR. The crop is
    /// inverted and enlarged first: the info cards are white on dark.
    public func recognizedText(x: Int, y: Int, width: Int, height: Int) throws -> String {
        let crop = path + "-crop-\(x)-\(y).png"
        defer { try? FileManager.default.removeItem(atPath: crop) }
        try Tool.run("convert", path, "-crop", "\(width)x\(height)+\(x)+\(y)", "+repage",
                     "-colorspace", "Gray", "-negate", "-resize", "200%", crop)
        return try Tool.run("tesseract", crop, "-", "--psm", "6")
    }

    /// The colour at a pixel, 0–255 per channel.
    public func pixel(x: Int, y: Int) -> RGB {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside the screenshot")
        // A screenshot is opaque: its premultiplied words are its colours.
        let word = pixels[y * width + x]
        return RGB(red: Int(word >> 16 & 0xFF), green: Int(word >> 8 & 0xFF), blue: Int(word & 0xFF))
    }

    /// Whether every pixel within `region` (x, y, width, height; all of the
    /// picture when nil) is the same in `other`, a screenshot of the same size.
    public func agrees(with other: Screenshot, in region: (x: Int, y: Int, width: Int, height: Int)? = nil) -> Bool {
        guard width == other.width, height == other.height else { return false }
        guard let region else { return pixels == other.pixels }
        let left = max(0, region.x), right = max(left, min(width, region.x + region.width))
        let top = max(0, region.y), bottom = max(top, min(height, region.y + region.height))
        for y in top..<bottom {
            let row = (y * width + left)..<(y * width + right)
            if pixels[row] != other.pixels[row] { return false }
        }
        return true
    }

    /// The horizontal runs of pixels within `tolerance` of `colour` on row
    /// `y`, as closed ranges.
    public func runs(
        of colour: RGB, onRow y: Int, in xs: Range<Int>? = nil, minimumLength: Int = 1, tolerance: Int = 12
    ) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        var start: Int?
        let range = xs ?? 0..<width
        for x in range {
            if pixel(x: x, y: y).isClose(to: colour, tolerance: tolerance) {
                if start == nil { start = x }
            } else if let begun = start {
                if x - begun >= minimumLength { runs.append(begun...(x - 1)) }
                start = nil
            }
        }
        if let begun = start, range.upperBound - begun >= minimumLength { runs.append(begun...(range.upperBound - 1)) }
        return runs
    }
}

/// An 8-bit RGB colour.
public struct RGB: Equatable, Sendable, CustomStringConvertible {
    /// The channels, 0–255.
    public var red: Int, green: Int, blue: Int

    /// Creates a colour from its channels.
    public init(red: Int, green: Int, blue: Int) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(red: Int((hex >> 16) & 0xFF), green: Int((hex >> 8) & 0xFF), blue: Int(hex & 0xFF))
    }

    /// Whether every channel is within `tolerance` of `other`.
    public func isClose(to other: RGB, tolerance: Int = 12) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance && abs(blue - other.blue) <= tolerance
    }

    /// `#RRGGBB`.
    public var description: String { String(format: "#%02X%02X%02X", red, green, blue) }
}
