import CGtk
@testable import Gtk
import XCTest

/// Display windows: which widgets have their own, a layout's bin window
/// holding its children's in stacking order, and handles that compare by
/// the window they stand for.
final class DisplayWindowTests: XCTestCase {
    func testALayoutsBinWindowHoldsItsChildrensWindowsTopMostFirst() throws {
        try onMainActor {
            try requireGtk()
            let window = OffscreenWindow()
            defer { window.destroy() }
            let layout = Container(gtk_layout_new(nil, nil)!)
            window.add(layout)
            XCTAssertNil(layout.binWindow, "not realized yet")
            // Event boxes have windows of their own; labels draw in their parent's.
            let boxes = (0..<3).map { _ in Container(gtk_event_box_new()!) }
            for box in boxes { layout.add(box) }
            let label = Label("windowless")
            boxes[0].add(label)
            window.showAll()
            spinMainLoop(timeout: 5) { boxes.allSatisfy(\.isMapped) }

            XCTAssertTrue(layout.hasOwnWindow)
            XCTAssertTrue(boxes[0].hasOwnWindow)
            XCTAssertFalse(label.hasOwnWindow)
            let bin = try XCTUnwrap(layout.binWindow)
            XCTAssertNotEqual(bin, layout.displayWindow, "the bin window is inside the layout's own")
            XCTAssertEqual(label.displayWindow, boxes[0].displayWindow, "a label draws in its parent's window")
            let windows = try boxes.map { try XCTUnwrap($0.displayWindow) }
            XCTAssertEqual(bin.children, windows.reversed(), "realized in order, the last on top")
            XCTAssertNil(boxes[0].binWindow, "only a layout has a bin window")
        }
    }
}
