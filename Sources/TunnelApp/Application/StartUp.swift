import Containment
import ContainmentGtk
import Dispatch
import Geo
import Gtk
import MapRendering
import TunnelCore

/// Start-up's work beside and after the window itself, in one place.
///
/// The window's first frame waits for the world data, the label fonts and
/// its maps' renderings; GTK's own start (connecting to the display, its
/// settings and theme) waits for none of them, so they run on workers
/// beside it, and the renderings are drawn while the window is built. What
/// the first frame does not need waits until it is shown, and what nothing
/// needs soon until the main loop is idle after it. The app calls three
/// moments, each once, and no other type knows what they do:
///
/// 1. ``launch(at:)``, before GTK is initialised (it initialises it);
/// 2. ``afterFirstFrame(of:)``, once both maps have drawn;
/// 3. ``whenIdle(_:)``, when the main loop is next idle after that.
///
/// The window takes what it opens with from ``opening(at:)``.
///
/// A launch that will only hand its `--at` to an instance already running
/// (another process owns the application's name on the session bus) begins
/// none of the work: it renders nothing and loads neither fonts nor data.
/// One that finds the running instance not answering says so and opens a
/// window of its own.
@MainActor
final class StartUp {
    /// What the last run left, read once.
    let state: RememberedState
    /// Whether another instance owned the application's name as this one
    /// started: this launch is expected to forward to it and exit.
    let forwardsToRunningInstance: Bool
    /// Whether the window is the session's one instance: not when the
    /// instance running did not answer, and this launch opens a window of
    /// its own rather than wait on it.
    let isUnique: Bool
    /// Where the window opens (nil: where the last run left it).
    private let startLocation: Coordinate?
    /// Where start-up's work on the world runs, in the order the main thread
    /// needs it: the colour scheme, the world data, then the maps' first
    /// frames. Below the main thread's priority (utility is nice 2 under
    /// libdispatch on Linux): on two cores the main thread, busy with GTK's
    /// own start, keeps one core and the workers share the other.
    private let worker = DispatchQueue(label: "tunnel.start-up", qos: .utility)
    /// Where the label fonts load, beside the world data rather than after
    /// it: the first renderings lay out their labels in them.
    private let fontLoading = DispatchQueue(label: "tunnel.fonts", qos: .utility)
    private var preload: AtlasPreload?
    private var colorScheme: ColorSchemeRead?
    private var fonts: BaseMapFontWarmUp?
    private var firstFrame: FirstFrameAhead?

    private init(startLocation: Coordinate?, state: RememberedState, running: RunningInstance.Status) {
        self.startLocation = startLocation
        self.state = state
        forwardsToRunningInstance = running == .answering
        if case .unresponsive(let pid) = running {
            isUnique = false
            let process = pid.map { localized("process {pid}", ["pid": String($0)]) } ?? localized("another process")
            StandardStreams.writeAll(
                "tunnel: " + localized(
                    "the Tunnel already running ({process}) does not answer; opening a window of its own",
                    ["process": process]) + "\n", to: 2)
        } else {
            isUnique = environmentValue("TUNNEL_NON_UNIQUE") != "1"
        }
    }

    // MARK: 1. Before GTK

    /// Begins start-up for a window at `startLocation` (nil: where the last
    /// run left it), initialises GTK, and begins drawing the window's first
    /// frame once the display tells its size and scale. Nil when GTK cannot
    /// open a display (nothing is left running then).
    static func launch(at startLocation: Coordinate?) -> StartUp? {
        StartPhase.mark("main")
        let state = RememberedState.load()
        // The cards and the way down write distances in the units chosen.
        MeasurementSystem.preference = state.units
        let startUp = StartUp(
            startLocation: startLocation, state: state, running: RunningInstance.status(of: AppInfo.applicationID))
        if !startUp.forwardsToRunningInstance { startUp.beginLoading() }
        guard Toolkit.initialize() else {
            startUp.settle()
            return nil
        }
        StartPhase.mark("gtkInitialised")
        if !startUp.forwardsToRunningInstance { startUp.beginFirstFrame() }
        return startUp
    }

    /// The colour scheme, the world data and the label fonts, on workers.
    private func beginLoading() {
        colorScheme = ColorSchemeRead(on: worker)
        let preload = AtlasPreload(on: worker)
        self.preload = preload
        let opening = MainWindow.opening(startLocation: startLocation, state: state)
        let zoom = GtkMapCanvas.openingZoom(at: opening.location, remembered: opening.rememberedZoom)
        preload.warmUp(forZoom: zoom, language: Language(localeIdentifier: UserLocale.messages))
        // The first renderings borrow this font map; the main thread
        // installs it once they are done with it.
        fonts = BaseMapFontWarmUp(on: fontLoading)
        fontLoading.async { StartPhase.mark("labelFontsLoaded") }
    }

    /// The maps' renderings, then the markers and the radar's face, on the
    /// start-up worker, for the views the window will open with; none when
    /// it opens on its info side.
    private func beginFirstFrame() {
        guard let preload, let fonts,
              let views = MainWindow.openingMapViews(startLocation: startLocation, state: state)
        else { return }
        let renderings = BaseMapFirstRenderings(
            views: [views.start, views.antipode], scaleFactor: views.scale,
            atlas: { try? preload.result.get() }, language: Language(localeIdentifier: UserLocale.messages),
            moment: GtkMapCanvas.currentNightMoment, antipodalLand: state.showsAntipodalLand, fonts: fonts, on: worker, whenRendered: { StartPhase.mark("firstRenderingsMade") })
        firstFrame = FirstFrameAhead(views: views, renderings: renderings, artwork: FirstFrameArtwork(for: views, on: worker))
    }

    /// Waits for the work begun, so that the process does not exit (no
    /// display) under a worker still inside fontconfig or Pango.
    private func settle() {
        worker.sync {}
        fontLoading.sync {}
    }

    // MARK: The window's opening

    /// What the one window opens with: where its digger starts (`location`,
    /// a running instance's `dig-at` that came first, or nil for the launch's
    /// own), its world data and its first frame made ahead. Applies the
    /// desktop's colour scheme first, so the first frame has its style, and
    /// hands the label fonts to the main thread before anything draws.
    func opening(at location: Coordinate?) -> MainWindow.Opening {
        if preload == nil { beginLoading() }
        if let colorScheme { DesktopAppearance.followColorScheme(colorScheme) }
        // Made for the launch's own start; a map whose view differs draws its own.
        let ahead = firstFrame
        firstFrame = nil
        if let fonts {
            // At default priority: before the frame clock's first layout and
            // paint, after the window is built and shown. Installing waits
            // for the first renderings, which are done with the fonts by then.
            MainLoopSource.post {
                fonts.install()
                StartPhase.mark("fontsInstalled")
            }
        }
        return MainWindow.Opening(
            location: location ?? startLocation, state: state, atlas: preload!, firstFrame: ahead)
    }

    // MARK: 2. After the first frame

    /// Both maps have drawn their first frame: reports it (the trace's
    /// `firstFrame`, which `tunnel-bench start` times), then begins what the
    /// first frame did not need: the reverse geocoder's index and the way
    /// down's data, on workers, and the window's icon.
    func afterFirstFrame(of window: MainWindow) {
        FirstFrameReport.emit()
        StartPhase.mark("firstFrame")
        window.root.lookup.beginLoading()
        WayDownViewController.warmUp()
        window.setIcon()
    }

    // MARK: 3. When idle

    /// The main loop is idle after the first frame: builds the search bar,
    /// whose entry, results list and interface font the first frame does not
    /// show, so that the first keystroke over a map finds it ready; and
    /// clears what saves interrupted by a kill left beside the state file.
    func whenIdle(_ window: MainWindow) {
        window.prepareSearch()
        RememberedState.removeInterruptedSaves()
    }
}
