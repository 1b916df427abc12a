import CGtk
import Containment
import ContainmentGtk
import Dispatch
import MapRendering
import Geo
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The GtkApplication: one main window, unique on the session bus, with
/// its actions and their keys (Ctrl+Q, F1, Ctrl+?, F11, Ctrl+C, Ctrl+F) and a clean
/// quit on SIGTERM and SIGINT.
@MainActor
final class TunnelApplication {
    private let application: UnsafeMutablePointer<GtkApplication>
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
        let flags = startUp.isUnique ? G_APPLICATION_FLAGS_NONE : G_APPLICATION_NON_UNIQUE
        application = gtk_application_new(AppInfo.applicationID, flags)
        g_set_application_name(AppInfo.name)
        Signal.connect(application, "startup") { [unowned self] in self.applicationStarted() }
        Signal.connect(application, "activate") { [unowned self] in self.activate() }
    }

    /// Runs the main loop until the last window closes or the user quits;
    /// returns the process exit status.
    ///
    /// The application is unique on the session bus: a second launch finds
    /// the running one, hands it its `--at` through the `app.dig-at`
    /// action, asks it to present its window, and exits.
    func run() -> Int32 {
        let gApplication = cgtk_g_application(application)
        var error: UnsafeMutablePointer<GError>?
        if g_application_register(gApplication, nil, &error) == 0 {
            StandardStreams.writeAll("tunnel: \(takeMessage(of: error))\n", to: STDERR_FILENO)
        } else if g_application_get_is_remote(gApplication) != 0, let startLocation {
            g_action_group_activate_action(
                cgtk_action_group(application), "dig-at",
                cgtk_variant_new_double_pair(startLocation.latitude, startLocation.longitude))
        }
        // The command line was already parsed by swift-argument-parser, so
        // GApplication gets none of it; a remote instance sends "activate".
        let status = g_application_run(gApplication, 0, nil)
        window = nil
        g_object_unref(application)
        return status
    }

    private func applicationStarted() {
        // GtkApplication's own start-up (the bus, the theme) is done.
        StartPhase.mark("applicationStartup")
        addAction("quit", accelerator: "<Primary>q") { [unowned self] in self.quit() }
        addAction("about", accelerator: "F1") { [unowned self] in
            if let window = self.window { AboutDialog.present(over: ToplevelWindow(window.gtkWindow)) }
        }
        addAction("shortcuts", accelerator: "<Primary>question") { [unowned self] in
            if let window = self.window { ShortcutsWindow.present(over: ToplevelWindow(window.gtkWindow)) }
        }
        addAction("fullscreen", accelerator: "F11") { [unowned self] in self.window?.toggleFullscreen() }
        addAction("copy-coordinates", accelerator: "<Primary>c") { [unowned self] in self.window?.copyFocusedMarker() }
        addAction("way-down", accelerator: "<Primary>d") { [unowned self] in self.window?.root.toggleWayDown() }
        addAction("search", accelerator: "<Primary>f") { [unowned self] in self.window?.openSearch() }
        addDigAtAction()
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
        let action = cgtk_simple_action_new_double_pair("dig-at")!
        Signal.connect(action, "activate", pointerHandler: { [unowned self] parameter in
            guard let parameter, cgtk_variant_is_double_pair(OpaquePointer(parameter)) != 0 else { return }
            var latitude = 0.0, longitude = 0.0
            cgtk_variant_get_double_pair(OpaquePointer(parameter), &latitude, &longitude)
            guard let location = try? Coordinate.validated(latitude: latitude, longitude: longitude) else { return }
            if let window = self.window {
                window.dig(at: location)
            } else {
                self.pendingDig = location
            }
        })
        g_action_map_add_action(cgtk_action_map(application), action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    /// A `dig-at` that arrived before the window existed.
    private var pendingDig: Coordinate?

    private func addAction(_ name: String, accelerator: String, _ handler: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        Signal.connect(action, "activate", pointerHandler: { _ in handler() })
        g_action_map_add_action(cgtk_action_map(application), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        cgtk_application_set_accels(application, "app.\(name)", accelerator)
    }

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
        g_application_quit(cgtk_g_application(application))
    }
}
