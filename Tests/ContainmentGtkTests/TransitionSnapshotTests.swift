@testable import ContainmentGtk
import XCTest

/// A transition's snapshot of a view has the device pixels of the screen it
/// turns on: at scale 2, painting the snapshot shows exactly what the view
/// itself draws there, not a 1× picture scaled up.
final class TransitionSnapshotTests: XCTestCase {
    /// Device pixels of `paint` on a 120×80-point surface at `scale`.
    @MainActor private static func pixels(scale: Int, _ paint: (DrawingContext) -> Void) -> [UInt32] {
        let surface = ImageSurface(pixelWidth: 120 * scale, pixelHeight: 80 * scale, scale: Double(scale))
        surface.draw(paint)
        return surface.argbPixels
    }

    /// A 120×80 drawing area of half-point lines (a device pixel wide at
    /// scale 2, a grey smear at 1) in `window`, shown.
    @MainActor private static func lines(in window: ToplevelWindow) -> (DrawingArea, SignalConnection) {
        let area = DrawingArea()
        area.sizeRequest = (120, 80)
        window.add(area)
        // Exclusively, as the handler always was: no other draw handler runs.
        let draw = area.onDrawExclusively { context, _, _ in
            context.setColor(red: 1, green: 1, blue: 1)
            context.paint()
            context.setColor(red: 0.1, green: 0.2, blue: 0.6)
            for column in stride(from: 5.0, to: 115, by: 3) { context.addRectangle(x: column, y: 5, width: 0.5, height: 70) }
            context.fill()
        }
        window.showAll()
        spinMainLoop(timeout: 0.3) { false }
        return (area, draw)
    }

    func testASnapshotAtScaleTwoShowsWhatTheViewDrawsThere() throws {
        try onMainActor {
            try requireGtk()
            let window = OffscreenWindow()
            defer { window.destroy() }
            let (area, draw) = Self.lines(in: window)
            defer { draw.disconnect() }

            let sharp = try XCTUnwrap(GtkTransitionRenderer.snapshot(area, scale: 2))
            XCTAssertEqual(sharp.imagePixelSize?.width, 240)
            XCTAssertEqual(sharp.imagePixelSize?.height, 160)
            XCTAssertEqual(sharp.deviceScale.x, 2)
            XCTAssertEqual(sharp.deviceScale.y, 2)

            let direct = Self.pixels(scale: 2) { area.draw(in: $0) }
            let fromSnapshot = Self.pixels(scale: 2) { context in
                context.setSource(sharp)
                context.paint()
            }
            XCTAssertTrue(fromSnapshot == direct, "the scale-2 snapshot does not show what the view draws at scale 2")

            // The check tells a 1× snapshot apart: scaled up, its lines are smeared.
            let soft = try XCTUnwrap(GtkTransitionRenderer.snapshot(area, scale: 1))
            XCTAssertEqual(soft.imagePixelSize?.width, 120)
            let fromSoft = Self.pixels(scale: 2) { context in
                context.setSource(soft)
                context.paint()
            }
            XCTAssertGreaterThan(zip(fromSoft, direct).filter { $0 != $1 }.count, 1000)

        }
    }

    /// Without a scale, a view in an X11 window is snapshotted into a pixmap
    /// like its window's, in the server: painting it uploads nothing.
    func testASnapshotOfAViewOnScreenIsAServerSidePixmapShowingIt() throws {
        try onMainActor {
            try requireGtk()
            let window = ToplevelWindow()
            defer { window.destroy() }
            let (area, draw) = Self.lines(in: window)
            defer { draw.disconnect() }
            let snapshot = try XCTUnwrap(GtkTransitionRenderer.snapshot(area))
            XCTAssertEqual(snapshot.kind, .xlib)
            XCTAssertEqual(snapshot.deviceScale.x, Double(area.scaleFactor))
            let scale = area.scaleFactor
            let direct = Self.pixels(scale: scale) { area.draw(in: $0) }
            let fromSnapshot = Self.pixels(scale: scale) { context in
                context.setSource(snapshot)
                context.paint()
            }
            // The server rasterises antialiased edges a little differently
            // from cairo's image backend: the same picture within a few levels.
            func channels(_ pixel: UInt32) -> [Int] { [16, 8, 0].map { Int((pixel >> $0) & 0xFF) } }
            let far = zip(fromSnapshot, direct).filter { pair in
                zip(channels(pair.0), channels(pair.1)).contains { abs($0 - $1) > 16 }
            }.count
            XCTAssertEqual(fromSnapshot.count, direct.count)
            XCTAssertEqual(far, 0, "\(far) pixels of the snapshot differ from what the view draws")
            let lines = direct.filter { channels($0)[2] < 250 }.count
            XCTAssertGreaterThan(lines, 1000, "the view drew no lines to compare")
        }
    }
}
