import CGtk
@testable import ContainmentGtk
import XCTest

/// A transition's snapshot of a view has the device pixels of the screen it
/// turns on: at scale 2, painting the snapshot shows exactly what the view
/// itself draws there, not a 1× picture scaled up.
final class TransitionSnapshotTests: XCTestCase {
    /// Device pixels of `paint` on a 120×80-point surface at `scale`.
    @MainActor private static func pixels(scale: Int32, _ paint: (OpaquePointer) -> Void) -> [UInt32] {
        let width = 120 * scale, height = 80 * scale
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        let cr = cairo_create(surface)!
        paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * Int(height)) { $0 }
        return (0..<Int(height)).flatMap { y in (0..<Int(width)).map { data[y * stride + $0] } }
    }

    /// A 120×80 drawing area of half-point lines (a device pixel wide at
    /// scale 2, a grey smear at 1) in `window`, shown.
    @MainActor private static func lines(in window: UnsafeMutablePointer<GtkWidget>) -> (UnsafeMutablePointer<GtkWidget>, SignalConnection) {
        let area = gtk_drawing_area_new()!
        gtk_widget_set_size_request(area, 120, 80)
        gtk_container_add(cgtk_container(window), area)
        let draw = Signal.connect(area, "draw", eventHandler: { cr in
            let cr = OpaquePointer(cr)
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            cairo_set_source_rgb(cr, 0.1, 0.2, 0.6)
            for column in stride(from: 5.0, to: 115, by: 3) { cairo_rectangle(cr, column, 5, 0.5, 70) }
            cairo_fill(cr)
            return true
        })
        gtk_widget_show_all(window)
        spinMainLoop(timeout: 0.3) { false }
        return (area, draw)
    }

    func testASnapshotAtScaleTwoShowsWhatTheViewDrawsThere() throws {
        try onMainActor {
            try requireGtk()
            let window = gtk_offscreen_window_new()!
            defer { gtk_widget_destroy(window) }
            let (area, draw) = Self.lines(in: window)
            defer { draw.disconnect() }

            let sharp = try XCTUnwrap(GtkTransitionRenderer.snapshot(Widget.wrapper(for: area), scale: 2))
            XCTAssertEqual(cairo_image_surface_get_width(sharp.cairoPointer), 240)
            XCTAssertEqual(cairo_image_surface_get_height(sharp.cairoPointer), 160)
            var scaleX = 0.0, scaleY = 0.0
            cairo_surface_get_device_scale(sharp.cairoPointer, &scaleX, &scaleY)
            XCTAssertEqual(scaleX, 2)
            XCTAssertEqual(scaleY, 2)

            let direct = Self.pixels(scale: 2) { gtk_widget_draw(area, $0) }
            let fromSnapshot = Self.pixels(scale: 2) { cr in
                cairo_set_source_surface(cr, sharp.cairoPointer, 0, 0)
                cairo_paint(cr)
            }
            XCTAssertTrue(fromSnapshot == direct, "the scale-2 snapshot does not show what the view draws at scale 2")

            // The check tells a 1× snapshot apart: scaled up, its lines are smeared.
            let soft = try XCTUnwrap(GtkTransitionRenderer.snapshot(Widget.wrapper(for: area), scale: 1))
            XCTAssertEqual(cairo_image_surface_get_width(soft.cairoPointer), 120)
            let fromSoft = Self.pixels(scale: 2) { cr in
                cairo_set_source_surface(cr, soft.cairoPointer, 0, 0)
                cairo_paint(cr)
            }
            XCTAssertGreaterThan(zip(fromSoft, direct).filter { $0 != $1 }.count, 1000)

        }
    }

    /// Without a scale, a view in an X11 window is snapshotted into a pixmap
    /// like its window's, in the server: painting it uploads nothing.
    func testASnapshotOfAViewOnScreenIsAServerSidePixmapShowingIt() throws {
        try onMainActor {
            try requireGtk()
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            defer { gtk_widget_destroy(window) }
            let (area, draw) = Self.lines(in: window)
            defer { draw.disconnect() }
            let snapshot = try XCTUnwrap(GtkTransitionRenderer.snapshot(Widget.wrapper(for: area)))
            XCTAssertEqual(cairo_surface_get_type(snapshot.cairoPointer), CAIRO_SURFACE_TYPE_XLIB)
            var scaleX = 0.0, scaleY = 0.0
            cairo_surface_get_device_scale(snapshot.cairoPointer, &scaleX, &scaleY)
            XCTAssertEqual(scaleX, Double(gtk_widget_get_scale_factor(area)))
            let scale = gtk_widget_get_scale_factor(area)
            let direct = Self.pixels(scale: scale) { gtk_widget_draw(area, $0) }
            let fromSnapshot = Self.pixels(scale: scale) { cr in
                cairo_set_source_surface(cr, snapshot.cairoPointer, 0, 0)
                cairo_paint(cr)
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
