import CGtk
import Containment
import ContainmentGtk
import Dispatch
import MapRendering
public import Geo
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The GtkApplication: one main window, unique on the session bus, with
/// its actions and their keys (Ctrl+Q, F1, Ctrl+?, F11, Ctrl+C, Ctrl+F) and a clean
/// quit on SIGTERM and SIGINT.
@MainActor
public final class TunnelApplication {
    private let application: UnsafeMutablePointer<GtkApplication>
    private var window: MainWindow?
    private let startLocation: Coordinate?
    /// What the last run left, read once at start-up.
    private let state: RememberedState
    /// The world data, loading while GTK starts.
    private let preload: AtlasPreload
    /// The desktop's colour scheme, read while GTK starts.
    private let colorScheme: ColorSchemeRead
    /// The label fonts, loaded while GTK starts.
    private let fonts: BaseMapFontWarmUp
    /// The window's first frame, drawn while the window is built.
    private let firstFrame: FirstFrameAhead?

    /// What start-up does before GTK is initialised: the remembered state,
    /// then, on one start-up worker, the desktop's colour scheme and the
    /// world data, and on another the label fonts. Made before `gtk_init`,
    /// so they run while GTK connects to the display and reads its settings
    /// instead of after (the first frame waits for them); made even before
    /// the command line is parsed when it looks like it opens the window
    /// (``OpenCommand/mayBeChosen(by:)``), since none of it depends on the
    /// options and parsing takes a while.
    @MainActor
    struct Launch {
        /// Where the window opens; nil until ``open(at:)`` (and after it,
        /// when it opens where the last run left it).
        private(set) var startLocation: Coordinate?
        let state: RememberedState
        let preload: AtlasPreload
        let colorScheme: ColorSchemeRead
        let fonts: BaseMapFontWarmUp
        /// Where start-up's work on the world runs, in the order the main
        /// thread needs it: the colour scheme (before the window is built),
        /// the world data (as it is built) and, once the display is open,
        /// the maps' first frames (before they are drawn).
        ///
        /// Below the main thread's priority (utility QoS is nice 2 under
        /// libdispatch on Linux): on two cores the main thread, busy with
        /// GTK's own start, keeps one core, and the start-up workers share
        /// the other instead of preempting it.
        let startUp = DispatchQueue(label: "tunnel.start-up", qos: .utility)
        /// Where the label fonts are loaded: fontconfig's start and Pango's
        /// matching of every label face (about 9 ms of CPU), beside the
        /// world data instead of after it, so the first frames, which lay
        /// their labels out in these faces, find them loaded. The main
        /// thread idles for the first frames once its window is built; the
        /// two chains end sooner side by side than one after the other.
        let fontLoading = DispatchQueue(label: "tunnel.fonts", qos: .utility)

        /// Starts loading for a window whose start is told later, by
        /// ``open(at:)``.
        init() {
            colorScheme = ColorSchemeRead(on: startUp)
            state = RememberedState.load()
            preload = AtlasPreload(on: startUp)
            // The first frames are rendered with this font map: by the maps'
            // first renderings, which borrow it, or, on the info side, by
            // the main thread once it installs it.
            fonts = BaseMapFontWarmUp(on: fontLoading)
            // The queue is serial: this runs once the fonts are loaded.
            fontLoading.async { StartPhase.mark("labelFontsLoaded") }
        }

        /// Starts loading for a window at `startLocation` (nil: where the
        /// last run left it, or the default).
        init(startLocation: Coordinate?) {
            self.init()
            open(at: startLocation)
        }

        /// Tells where the window opens (nil: where the last run left it,
        /// or the default), so the world data's warm-up prepares the first
        /// maps' zoom once the data is loaded.
        mutating func open(at startLocation: Coordinate?) {
            self.startLocation = startLocation
            let opening = MainWindow.opening(startLocation: startLocation, state: state)
            let zoom = MapCanvas.openingZoom(at: opening.location, remembered: opening.rememberedZoom)
            preload.warmUp(forZoom: zoom, language: Language(localeIdentifier: UserLocale.messages))
        }

        /// Waits for the work begun so far, so that the process does not
        /// exit (on an error before the window opens) under a worker still
        /// inside fontconfig, Pango or the world data.
        func settle() {
            startUp.sync {}
            fontLoading.sync {}
        }

        /// Starts drawing the window's first frame on the start-up worker,
        /// for the views the window will open with: the maps' renderings,
        /// then the markers and the radar's face, which the first frame
        /// needs only after the renderings. Call once the display is open
        /// (it tells the pane sizes and the scale). Nil when the window
        /// opens on its info side.
        func drawFirstFrame() -> FirstFrameAhead? {
            guard let views = MainWindow.openingMapViews(startLocation: startLocation, state: state) else { return nil }
            let preload = preload
            let renderings = BaseMapFirstRenderings(
                views: [views.start, views.antipode], scaleFactor: views.scale,
                atlas: { try? preload.result.get() }, language: Language(localeIdentifier: UserLocale.messages),
                fonts: fonts,
                on: startUp, whenRendered: { StartPhase.mark("firstRenderingsMade") })
            return FirstFrameAhead(views: views, renderings: renderings, artwork: FirstFrameArtwork(for: views, on: startUp))
        }
    }

    /// Creates the application. It is not unique on the session bus when
    /// `TUNNEL_NON_UNIQUE=1` is set, so tests can run several at once.
    public convenience init(startLocation: Coordinate? = nil) {
        self.init(Launch(startLocation: startLocation))
    }

    /// Creates the application from a launch begun before GTK was initialised.
    init(_ launch: Launch) {
        startLocation = launch.startLocation
        state = launch.state
        preload = launch.preload
        colorScheme = launch.colorScheme
        fonts = launch.fonts
        firstFrame = launch.drawFirstFrame()
        var flags = G_APPLICATION_FLAGS_NONE
        if environmentValue("TUNNEL_NON_UNIQUE") == "1" {
            flags = G_APPLICATION_NON_UNIQUE
        }
        application = gtk_application_new(AppInfo.applicationID, flags)
        g_set_application_name(AppInfo.name)
        Signal.connect(application, "startup") { [unowned self] in self.startUp() }
        Signal.connect(application, "activate") { [unowned self] in self.activate() }
    }

    /// Runs the main loop until the last window closes or the user quits;
    /// returns the process exit status.
    ///
    /// The application is unique on the session bus: a second launch finds
    /// the running one, hands it its `--at` through the `app.dig-at`
    /// action, asks it to present its window, and exits.
    public func run() -> Int32 {
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

    private func startUp() {
        // GtkApplication's own start-up (the bus, the theme) is done.
        StartPhase.mark("applicationStartup")
        addAction("quit", accelerator: "<Primary>q") { [unowned self] in self.quit() }
        addAction("about", accelerator: "F1") { [unowned self] in
            if let window = self.window { AboutDialog.present(over: window.gtkWindow) }
        }
        addAction("shortcuts", accelerator: "<Primary>question") { [unowned self] in
            if let window = self.window { ShortcutsWindow.present(over: window.gtkWindow) }
        }
        addAction("fullscreen", accelerator: "F11") { [unowned self] in self.window?.toggleFullscreen() }
        addAction("copy-coordinates", accelerator: "<Primary>c") { [unowned self] in self.window?.copyFocusedMarker() }
        addAction("way-down", accelerator: "<Primary>d") { [unowned self] in self.window?.root.toggleWayDown() }
        addAction("search", accelerator: "<Primary>f") { [unowned self] in self.window?.openSearch() }
        addDigAtAction()
        DesktopAppearance.followColorScheme(colorScheme)
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
        let window = MainWindow(
            application: application, startLocation: pendingDig ?? startLocation, state: state, preload: preload,
            firstFrame: firstFrame)
        pendingDig = nil
        StartPhase.mark("windowBuilt")
        self.window = window
        // The X server maps the window while the start-up worker finishes
        // the maps' first frames: showing it lays out no text, and nothing
        // is drawn before this function returns to the main loop.
        window.present()
        StartPhase.mark("windowPresented")
        // Before the first draw: the maps' first frame sets labels in these
        // fonts, and installing waits until the first renderings are done
        // with them.
        fonts.install()
        StartPhase.mark("fontsInstalled")
    }

    private func quit() {
        window?.close()
        g_application_quit(cgtk_g_application(application))
    }
}
