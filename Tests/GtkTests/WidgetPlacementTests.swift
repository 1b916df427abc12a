import CGtk
@testable import Gtk
import XCTest

/// Where a widget is, what it shows over itself, and what it paints on:
/// realization, coordinates, cursors and surfaces like its window's.
final class WidgetPlacementTests: XCTestCase {
    func testRealizeGivesAWidgetItsWindowBeforeItShows() throws {
        try onMainActor {
            try requireGtk()
            let window = OffscreenWindow()
            defer { window.destroy() }
            let area = DrawingArea()
            window.add(area)
            XCTAssertFalse(area.isRealized)
            area.realize()
            XCTAssertTrue(area.isRealized)
            XCTAssertFalse(area.isMapped, "realized, not shown")
        }
    }

    func testAWidgetKnowsWhatItIsInsideAndWhereItsWindowsFocusIs() throws {
        try onMainActor {
            try requireGtk()
            let window = OffscreenWindow()
            defer { window.destroy() }
            let column = Box(orientation: .vertical)
            let button = Button(label: "Go")
            let loose = Label("Not in a window")
            column.append(button)
            window.add(column)
            window.showAll()
            XCTAssertTrue(button.isInside(column))
            XCTAssertTrue(button.isInside(window))
            XCTAssertTrue(column.isInside(column), "a widget counts as inside itself")
            XCTAssertFalse(column.isInside(button))
            XCTAssertFalse(loose.isInside(column))

            XCTAssertNil(loose.focusInWindow, "no window, no focus")
            button.grabFocus()
            XCTAssertTrue(column.focusInWindow === button)
            XCTAssertTrue(button.focusInWindow === button)
        }
    }

    func testTranslatedPointsLandWhereTheWidgetWasAllocated() throws {
        try onMainActor {
            try requireGtk()
            let window = OffscreenWindow()
            defer { window.destroy() }
            let column = Box(orientation: .vertical)
            let top = Label("Top")
            top.sizeRequest = (60, 20)
            let bottom = Label("Bottom")
            column.append(top)
            column.append(bottom)
            window.add(column)
            window.showAll()
            let allocation = bottom.allocation
            XCTAssertGreaterThanOrEqual(allocation.y, 20)
            let corner = try XCTUnwrap(bottom.translate(x: 0, y: 0, to: window))
            XCTAssertEqual(corner.x, allocation.x)
            XCTAssertEqual(corner.y, allocation.y)
            let below = try XCTUnwrap(bottom.translate(x: 3, y: allocation.height, to: top))
            XCTAssertEqual(below.x, 3 + allocation.x - top.allocation.x)
            XCTAssertEqual(below.y, allocation.y + allocation.height - top.allocation.y)
            XCTAssertNil(bottom.translate(x: 0, y: 0, to: Label("Elsewhere")), "no common window")
        }
    }

    func testACursorNeedsTheWidgetsWindow() throws {
        try onMainActor {
            try requireGtk()
            let log = LogCapture()
            defer { log.stop() }
            XCTAssertFalse(DrawingArea().setCursor(named: "grab"), "no window yet")
            let (window, area) = makeAreaInOffscreenWindow()
            defer { window.destroy() }
            XCTAssertTrue(area.setCursor(named: "move"))
            let cursor = try XCTUnwrap(gdk_window_get_cursor(gtk_widget_get_window(area.widgetPointer)))
            XCTAssertEqual(gdk_cursor_get_cursor_type(cursor), GDK_CURSOR_IS_PIXMAP, "a named cursor")
            XCTAssertTrue(area.setCursor(named: nil))
            XCTAssertNil(gdk_window_get_cursor(gtk_widget_get_window(area.widgetPointer)), "back to the parent's")
            XCTAssertEqual(log.messages, [])
        }
    }

    func testAnOpaqueSurfaceLikeTheWindowsHasNoAlpha() throws {
        try onMainActor {
            try requireGtk()
            XCTAssertNil(DrawingArea().makeSimilarOpaqueSurface(width: 1, height: 1), "no window yet")
            let (window, area) = makeAreaInOffscreenWindow()
            defer { window.destroy() }
            let surface = try XCTUnwrap(area.makeSimilarOpaqueSurface(width: 4, height: 3))
            XCTAssertTrue(surface.isValid)
            XCTAssertEqual(cairo_surface_get_content(surface.cairoPointer), CAIRO_CONTENT_COLOR)
            XCTAssertEqual(surface.deviceScale.x, Double(area.scaleFactor))
            XCTAssertEqual(surface.deviceScale.y, Double(area.scaleFactor))
        }
    }

    func testAnImagesDeviceScaleIsItsScale() {
        let image = ImageSurface(pixelWidth: 8, pixelHeight: 8, scale: 2)
        XCTAssertEqual(image.deviceScale.x, 2)
        XCTAssertEqual(image.deviceScale.y, 2)
    }

    func testSelectedTextIsAFieldsSelection() throws {
        try onMainActor {
            try requireGtk()
            let entry = Entry()
            entry.text = "Madrid"
            XCTAssertNil(entry.selectedText, "nothing selected")
            gtk_editable_select_region(OpaquePointer(entry.gobjectPointer), 0, 3)
            XCTAssertEqual(entry.selectedText, "Mad")
            XCTAssertNil(Label("Madrid").selectedText, "no text field")
        }
    }
}
