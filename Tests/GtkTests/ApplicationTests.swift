import CGtk
@testable import Gtk
import XCTest

/// The application starts, activates, runs its actions and quits.
final class ApplicationTests: XCTestCase {
    func testStartupActivateActionsAndQuit() throws {
        try onMainActor {
            try requireGtk()
            let application = Application(id: "io.github.tunnel_app.LayerTest", flags: .nonUnique)
            var log: [String] = []
            application.addAction(named: "ping", accelerators: ["<Control>p", "F5"]) { log.append("ping") }
            application.onStartup { log.append("startup") }
            application.onActivate { [unowned application] in
                log.append("activate")
                application.activateAction(named: "ping")
                let accelerators = gtk_application_get_accels_for_action(application.applicationPointer, "app.ping")
                var names: [String] = []
                var cursor = accelerators
                while let name = cursor?.pointee {
                    names.append(String(cString: name))
                    cursor = cursor?.successor()
                }
                g_strfreev(accelerators)
                log.append(names.joined(separator: " "))
                application.quit()
            }
            XCTAssertEqual(application.run(), 0)
            XCTAssertEqual(log, ["startup", "activate", "ping", "<Primary>p F5"], "GTK names Control the primary modifier")
        }
    }

    func testAnApplicationWindowBelongsToItsApplication() throws {
        try onMainActor {
            try requireGtk()
            let application = Application(id: "io.github.tunnel_app.LayerWindowTest", flags: .nonUnique)
            var windowCount = -1
            application.onActivate { [unowned application] in
                let window = ApplicationWindow(application: application)
                windowCount = Int(g_list_length(gtk_application_get_windows(application.applicationPointer)))
                // The application quits by itself once its last window is destroyed.
                MainLoopSource.whenIdle { window.destroy() }
            }
            XCTAssertEqual(application.run(), 0)
            XCTAssertEqual(windowCount, 1)
        }
    }
}
