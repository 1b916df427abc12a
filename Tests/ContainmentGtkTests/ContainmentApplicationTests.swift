import Containment
import ContainmentGtk
import XCTest

/// The library's entry point starts GTK, shows the root controller in its
/// window, and returns once the window is closed.
final class ContainmentApplicationTests: XCTestCase {
    func testTheRootAppearsInTheWindowAndClosingItEndsTheRun() {
        onMainActor {
            let root = AppearanceRecorder()
            var setUpCount = 0
            let app = ContainmentApplication(
                id: "io.github.tunnel_app.EntryPointTest", title: "Entry point", size: Size(width: 320, height: 200),
                flags: .nonUnique
            ) { window in
                setUpCount += 1
                window.rootViewController = root
            }
            var seen: (title: String?, mapped: Bool, size: Size?)?
            root.onAppear = { [unowned app] in
                let window = app.window
                seen = (window?.toplevel?.title, window?.toplevel?.isMapped ?? false, window?.size)
                // Activated again while it runs: the same window comes forward.
                app.application.activate()
                MainLoopSource.whenIdle { window?.toplevel?.close() }
            }
            let watchdog = MainLoopSource.after(30) { [unowned app] in app.application.quit() }
            defer { watchdog.cancel() }

            XCTAssertEqual(app.run(), 0)
            XCTAssertTrue(watchdog.isActive, "the run ended by the window closing, not by the watchdog")
            XCTAssertEqual(setUpCount, 1, "activating again made no second window")
            XCTAssertEqual(seen?.title, "Entry point")
            XCTAssertEqual(seen?.mapped, true)
            XCTAssertEqual(root.appearances, ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
            XCTAssertNil(app.window, "the window is let go once the run ends")
        }
    }
}

/// A root controller that records its appearance callbacks.
@MainActor private final class AppearanceRecorder: ViewController {
    var appearances: [String] = []
    var onAppear: (() -> Void)?

    override func loadView() {
        view = View(Label("Hello"))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances.append("viewDidAppear")
        onAppear?()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        appearances.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        appearances.append("viewDidDisappear")
    }
}
