import CGtk
import Gtk
import XCTest

final class FramePaintTests: XCTestCase {
    /// Asked from the first widget's `draw`, the body runs once, after every
    /// widget of that frame has drawn, and never again for later frames.
    func testRunsOnceAfterTheWholeFramesPaint() throws {
        try onMainActor {
            try requireGtk()
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            gtk_window_set_default_size(cgtk_window(window), 120, 60)
            let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            let first = gtk_drawing_area_new()!
            let second = gtk_drawing_area_new()!
            for area in [first, second] {
                gtk_widget_set_size_request(area, 60, 60)
                gtk_container_add(cgtk_container(box), area)
            }
            gtk_container_add(cgtk_container(window), box)

            var log: [String] = []
            var asked = false
            Signal.connect(first, "draw", eventHandler: { _ in
                log.append("first")
                if !asked {
                    asked = true
                    FramePaint.whenPainted(first) { log.append("painted") }
                    // Not inside the paint that asked.
                    log.append("asked")
                }
                return false
            })
            Signal.connect(second, "draw", eventHandler: { _ in
                log.append("second")
                return false
            })
            gtk_widget_show_all(window)
            spinMainLoop(timeout: 3) { log.contains("painted") }
            XCTAssertEqual(Array(log.prefix(4)), ["first", "asked", "second", "painted"])

            // Later frames do not run it again.
            for _ in 0..<3 {
                gtk_widget_queue_draw(window)
                let drawn = log.count
                spinMainLoop(timeout: 1) { log.count >= drawn + 2 }
            }
            XCTAssertEqual(log.filter { $0 == "painted" }.count, 1, "\(log)")
            gtk_widget_destroy(window)
        }
    }

    /// A widget that has no frame clock (never realized) still gets its body
    /// run, on the main loop, not at once.
    func testAnUnrealizedWidgetRunsItOnTheMainLoop() throws {
        try onMainActor {
            try requireGtk()
            let area = g_object_ref_sink(UnsafeMutableRawPointer(gtk_drawing_area_new()!))!
                .assumingMemoryBound(to: GtkWidget.self)
            var ran = false
            FramePaint.whenPainted(area) { ran = true }
            XCTAssertFalse(ran)
            spinMainLoop(timeout: 1) { ran }
            XCTAssertTrue(ran)
            g_object_unref(area)
        }
    }
}
