@testable import Gtk
import XCTest

/// An object's reference count follows who holds it: its wrapper, then a
/// container it is put in.
final class ReferenceCountTests: XCTestCase {
    func testAContainerAddsAReferenceAndGivesItBackWhenTheChildLeaves() throws {
        try onMainActor {
            try requireGtk()
            let label = Label("counted")
            XCTAssertEqual(label.referenceCount, 1, "the wrapper sank the floating reference")
            let box = OffscreenWindow()
            defer { box.destroy() }
            box.add(label)
            XCTAssertEqual(label.referenceCount, 2)
            box.remove(label)
            XCTAssertEqual(label.referenceCount, 1)
        }
    }
}
