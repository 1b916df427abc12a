import Gtk

/// An ARGB32 image surface drawn from a widget or by a painter, with pixel access.
@MainActor final class Pixels {
    let surface: ImageSurface
    let width: Int32
    let height: Int32

    init(width: Int32, height: Int32) {
        self.width = width
        self.height = height
        surface = ImageSurface(pixelWidth: Int(width), pixelHeight: Int(height))
    }

    /// What `widget` draws now (`Widget.draw(in:)`, the whole widget tree).
    convenience init(drawing widget: Widget) {
        self.init(width: Int32(widget.allocatedWidth), height: Int32(widget.allocatedHeight))
        surface.draw { widget.draw(in: $0) }
    }

    /// Fills the whole surface with one colour.
    func fill(red: Double, green: Double, blue: Double) {
        surface.draw { context in
            context.setColor(red: red, green: green, blue: blue)
            context.paint()
        }
    }

    /// The pixel at (x, y) as 0...255 red, green, blue.
    func rgb(_ x: Int32, _ y: Int32) -> (red: Int, green: Int, blue: Int) {
        Self.rgb(surface.argbPixels, x, y, width: width)
    }

    /// The pixel at (x, y) of `words` (the surface's premultiplied ARGB
    /// words, rows of `width`), as its red, green and blue bytes.
    private static func rgb(_ words: [UInt32], _ x: Int32, _ y: Int32, width: Int32) -> (red: Int, green: Int, blue: Int) {
        let word = words[Int(y) * Int(width) + Int(x)]
        return (Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF))
    }

    /// How many pixels of row `y` satisfy `test`.
    func count(row y: Int32, where test: ((red: Int, green: Int, blue: Int)) -> Bool) -> Int {
        let words = surface.argbPixels
        return (0..<width).filter { test(Self.rgb(words, $0, y, width: width)) }.count
    }

    /// How many pixels of column `x` satisfy `test`.
    func count(column x: Int32, where test: ((red: Int, green: Int, blue: Int)) -> Bool) -> Int {
        let words = surface.argbPixels
        return (0..<height).filter { test(Self.rgb(words, x, $0, width: width)) }.count
    }

    func writePNG(_ path: String) {
        surface.writePNG(to: path)
    }
}
