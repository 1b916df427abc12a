@testable import Gtk
import XCTest

/// Activating a running application runs its activate handlers again, as a
/// second launch does.
final class ApplicationActivationTests: XCTestCase {
    func testActivatingARunningApplicationRunsItsHandlersAgain() throws {
        try onMainActor {
            try requireGtk()
            let application = Application(id: "io.github.tunnel_app.ActivationTest", flags: .nonUnique)
            var activations = 0
            application.onActivate { [unowned application] in
                activations += 1
                if activations == 1 {
                    application.activate()
                    XCTAssertEqual(activations, 2, "the handlers ran again at once")
                } else {
                    MainLoopSource.whenIdle { application.quit() }
                }
            }
            // Ended by the watchdog only if the second activation never came.
            let watchdog = MainLoopSource.after(10) { [unowned application] in application.quit() }
            defer { watchdog.cancel() }
            XCTAssertEqual(application.run(), 0)
            XCTAssertTrue(watchdog.isActive, "the second activation quit the run")
            XCTAssertEqual(activations, 2)
        }
    }
}
