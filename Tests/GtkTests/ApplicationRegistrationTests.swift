@testable import Gtk
import XCTest

/// An application registers, tells whether it runs elsewhere, and carries
/// a pair of numbers through an action, as a second launch hands over its
/// place.
final class ApplicationRegistrationTests: XCTestCase {
    func testAPairActionCarriesBothNumbersAndARegisteredLoneApplicationIsLocal() throws {
        try onMainActor {
            try requireGtk()
            let application = Application(id: "io.github.tunnel_app.PairTest", flags: .nonUnique)
            XCTAssertFalse(application.isRemote, "not registered yet")
            var received: [Double] = []
            application.addAction(named: "place") { first, second in received += [first, second] }
            application.onActivate { [unowned application] in
                application.activateAction(named: "place", with: -33.8568, 151.2153)
                application.quit()
            }
            try application.register()
            XCTAssertFalse(application.isRemote, "a non-unique application always runs here")
            XCTAssertEqual(application.run(), 0)
            XCTAssertEqual(received, [-33.8568, 151.2153])
        }
    }

    func testTheDisplayTellsAScaleAndAWorkArea() throws {
        try onMainActor {
            try requireGtk()
            XCTAssertTrue(Display.isOpen)
            XCTAssertGreaterThanOrEqual(Display.primaryMonitorScale, 1)
            let area = try XCTUnwrap(Display.primaryWorkArea, "Xvfb's screen is the work area")
            XCTAssertGreaterThan(area.width, 0)
            XCTAssertGreaterThan(area.height, 0)
            Display.sync()
        }
    }
}
