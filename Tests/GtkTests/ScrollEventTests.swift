import CGtk
@testable import Gtk
import XCTest

/// A scroll tells where the pointer was, so a map zooms around it.
final class ScrollEventTests: XCTestCase {
    func testAScrollArrivesWithThePointersPosition() throws {
        try onMainActor {
            try requireGtk()
            let (window, area) = makeAreaInOffscreenWindow()
            defer { window.destroy() }
            var scrolls: [ScrollEvent] = []
            area.onScroll { scrolls.append($0); return true }
            send(GDK_SCROLL, to: area) { event in
                event.withMemoryRebound(to: GdkEventScroll.self, capacity: 1) { scroll in
                    scroll.pointee.direction = GDK_SCROLL_UP
                    scroll.pointee.x = 21.5
                    scroll.pointee.y = 8
                }
            }
            XCTAssertEqual(scrolls.first?.direction, .up)
            XCTAssertEqual(scrolls.first?.x, 21.5)
            XCTAssertEqual(scrolls.first?.y, 8)
        }
    }
}
