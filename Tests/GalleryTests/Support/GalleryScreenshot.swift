import CGtk
import Foundation

/// A screenshot of the X server's root window, read with Cairo so tests can
/// assert on pixels.
final class GalleryScreenshot {
    private let surface: OpaquePointer
    let width: Int
    let height: Int
    private let stride: Int
    private let data: UnsafeMutablePointer<UInt8>
    private let path: String

    /// Takes a screenshot with ImageMagick's `import`, keeping a copy named
    /// `name` under `GALLERY_SCREENSHOT_DIR` when that is set.
    init(savedAs name: String? = nil) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-shot-\(UUID().uuidString).png").path
        try Tool.run("import", "-window", "root", path)
        self.path = path
        if let name, let directory = ProcessInfo.processInfo.environment["GALLERY_SCREENSHOT_DIR"] {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: directory + "/" + name)
            try? FileManager.default.copyItem(atPath: path, toPath: directory + "/" + name)
        }
        guard let surface = cairo_image_surface_create_from_png(path),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw HarnessError("could not read screenshot \(path)")
        }
        cairo_surface_flush(surface)
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
        data = cairo_image_surface_get_data(surface)
    }

    deinit {
        cairo_surface_destroy(surface)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The colour at a pixel, 0–255 per channel.
    func pixel(x: Int, y: Int) -> GalleryRGB {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside the screenshot")
        // Cairo stores ARGB32 as native-endian 32-bit words: B, G, R, A in memory on x86.
        let offset = y * stride + x * 4
        return GalleryRGB(red: Int(data[offset + 2]), green: Int(data[offset + 1]), blue: Int(data[offset]))
    }

    /// The horizontal runs of pixels close to `colour` on row `y`, as closed ranges.
    func runs(of colour: GalleryRGB, onRow y: Int, in xs: Range<Int>? = nil, minimumLength: Int = 1) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        var start: Int?
        let range = xs ?? 0..<width
        for x in range {
            if pixel(x: x, y: y).isClose(to: colour) {
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
struct GalleryRGB: Equatable, CustomStringConvertible {
    var red: Int, green: Int, blue: Int

    init(red: Int, green: Int, blue: Int) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    init(hex: UInt32) {
        self.init(red: Int((hex >> 16) & 0xFF), green: Int((hex >> 8) & 0xFF), blue: Int(hex & 0xFF))
    }

    /// Whether every channel is within `tolerance` of `other`.
    func isClose(to other: GalleryRGB, tolerance: Int = 12) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance && abs(blue - other.blue) <= tolerance
    }

    var description: String { String(format: "#%02X%02X%02X", red, green, blue) }
}
