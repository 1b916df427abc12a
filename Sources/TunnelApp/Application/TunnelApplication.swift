import Containment
import ContainmentGtk
import Dispatch
import MapRendering
import Geo
import Gtk
import TunnelCore
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The GtkApplication: one main window, unique on the session bus, with
/// its actions (the main menu's items among them) and their keys (Ctrl+Q,
/// F1, Ctrl+?, F10, F11, Ctrl+C, Ctrl+F) and a clean quit on SIGTERM and
/// SIGINT.
@MainActor
final class TunnelApplication {
    private let application: Application
    private var window: MainWindow?
    private let startLocation: Coordinate?
    /// Start-up's work beside and after the window.
    private let startUp: StartUp

    /// Creates the application for a launch begun before GTK was initialised
    /// (``StartUp/launch(at:)``), its digger at `startLocation` (nil: where
    /// the last run left it). It is not unique on the session bus when
    /// `TUNNEL_NON_UNIQUE=1` is set, so tests can run several at once, nor
    /// when the instance running does not answer.
    init(startUp: StartUp, startLocation: Coordinate?) {
        self.startUp = startUp
        self.startLocation = startLocation
        application = Application(id: AppInfo.applicationID, flags: startUp.isUnique ? [] : .nonUnique)
        Application.displayName = AppInfo.name
        application.onStartup { [unowned self] in self.applicationStarted() }
        application.onActivate { [unowned self] in self.activate() }
    }

    /// Runs the main loop until the last window closes or the user quits;
    /// returns the process exit status.
    ///
    /// The application is unique on the session bus: a second launch finds
    /// the running one, hands it its `--at` through the `app.dig-at`
    /// action, asks it to present its window, and exits.
    func run() -> Int32 {
        do {
            try application.register()
            if application.isRemote, let startLocation {
                application.activateAction(named: "dig-at", with: startLocation.latitude, startLocation.longitude)
            }
        } catch {
            StandardStreams.writeAll("tunnel: \(error.message)\n", to: STDERR_FILENO)
        }
        // The command line was already parsed by swift-argument-parser, so
        // GApplication gets none of it; a remote instance sends "activate".
        let status = application.run()
        window = nil
        return status
    }

    private func applicationStarted() {
        // GtkApplication's own start-up (the bus, the theme) is done.
        StartPhase.mark("applicationStartup")
        application.addAction(named: "quit", accelerators: ["<Primary>q"]) { [unowned self] in self.quit() }
        application.addAction(named: "about", accelerators: ["F1"]) { [unowned self] in
            if let window = self.window { AboutDialog.present(over: window.gtkWindow) }
        }
        application.addAction(named: "shortcuts", accelerators: ["<Primary>question"]) { [unowned self] in
            if let window = self.window { ShortcutsWindow.present(over: window.gtkWindow) }
        }
        application.addAction(named: "fullscreen", accelerators: ["F11"]) { [unowned self] in
            self.window?.toggleFullscreen()
        }
        application.addAction(named: "copy-coordinates", accelerators: ["<Primary>c"]) { [unowned self] in
            self.window?.copyFocusedMarker()
        }
        application.addAction(named: "copy-link", accelerators: ["<Primary><Shift>c"]) { [unowned self] in
            self.window?.copyFocusedMarkerLink()
        }
        application.addAction(named: "way-down", accelerators: ["<Primary>d"]) { [unowned self] in
            self.window?.root.toggleWayDown()
        }
        application.addAction(named: "search", accelerators: ["<Primary>f"]) { [unowned self] in
            self.window?.openSearch()
        }
        application.addAction(named: "main-menu", accelerators: ["F10"]) { [unowned self] in
            self.window?.toggleMainMenu()
        }
        application.addToggleAction(named: MainMenu.antipodalLandAction, isOn: false, accelerators: ["<Primary>l"]) {
            [unowned self] isOn in
            self.window?.showAntipodalLand(isOn)
        }
        application.addAction(named: MainMenu.unitsAction, state: MeasurementSystem.preference.rawValue) {
            [unowned self] value in
            guard let units = UnitsPreference(rawValue: value) else { return }
            self.window?.useUnits(units)
        }
        addDigAtAction()
        MainWindow.addExportActions(to: application) { [unowned self] in self.window }
        // A session's logout and `systemctl --user stop` send SIGTERM, a
        // terminal's Ctrl+C SIGINT: both quit through the main loop, saving.
        for signal in [SIGTERM, SIGINT] {
            MainLoopSource.onUnixSignal(signal) { [unowned self] in
                Trace.emit(TraceEvent("signalReceived", [("signal", .number(Double(signal)))]))
                self.quit()
                return true
            }
        }
    }

    /// `app.dig-at((dd))`: moves the digger to a latitude and longitude; a
    /// second launch with `--at` activates it on the running instance.
    private func addDigAtAction() {
        application.addAction(named: "dig-at") { [unowned self] latitude, longitude in
            guard let location = try? Coordinate.validated(latitude: latitude, longitude: longitude) else { return }
            if let window = self.window {
                window.dig(at: location)
            } else {
                self.pendingDig = location
            }
        }
    }

    /// A `dig-at` that arrived before the window existed.
    private var pendingDig: Coordinate?

    private func activate() {
        if let window {
            window.present()
            return
        }
        let window = MainWindow(application: application, opening: startUp.opening(at: pendingDig))
        pendingDig = nil
        StartPhase.mark("windowBuilt")
        self.window = window
        window.onFirstFrame = { [startUp, weak window] in
            guard let window else { return }
            startUp.afterFirstFrame(of: window)
            MainLoopSource.whenIdle { [weak window] in
                guard let window, !window.isClosed else { return }
                startUp.whenIdle(window)
            }
        }
        // The display maps the window while the start-up worker finishes
        // the maps' first frames: nothing is drawn before this returns to
        // the main loop.
        window.present()
        StartPhase.mark("windowPresented")
    }

    private func quit() {
        window?.close()
        application.quit()
    }
}
