import Containment
import ContainmentGtk
import Dispatch
import Geo
import Gtk
import MapRendering
import TunnelCore
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The Tunnel window: a GtkApplicationWindow hosting the containment
/// `Window` whose root controller lays out the two panes, the band and the
/// radar button.
@MainActor
final class MainWindow {
    /// The GtkApplicationWindow.
    let gtkWindow: ApplicationWindow
    /// The containment window.
    let window: Window
    /// The root controller.
    let root: RootViewController
    /// The title bar: search and the main menu.
    let headerBar = MainHeaderBar(menu: MainMenu.make())
    /// What the controllers draw with.
    let views: GtkTunnelViews
    private var state: RememberedState
    /// Why the world data could not be loaded, if it could not.
    private let dataProblem: String?
    /// Find a place by name (Ctrl+F, or typing over a map), built on first
    /// use or by ``prepareSearch()``.
    private(set) lazy var search = makeSearchBar()
    /// Whether ``search`` has been built (its first use builds it).
    var hasBuiltSearch = false
    /// What ``search`` looks places up in.
    let searchService: PlaceSearchService
    /// The language of place names.
    let language: Language
    /// A place was chosen on the info side: the top map takes the keyboard
    /// once the panes have flipped back to it.
    var focusesTopMapAfterFlip = false

    /// The default window size: tall, so the panes stack as in the original.
    static let defaultSize = Size(width: 640, height: 860)
    /// Western Denmark, where the original app started.
    static let defaultLocation = Coordinate(latitude: 56.55, longitude: 8.316667)

    /// What a window opens with.
    struct Opening {
        /// Where the digger starts; nil: where the last run left it, or the default.
        let location: Coordinate?
        /// What the last run left.
        let state: RememberedState
        /// The world data, loading.
        let atlas: AtlasPreload
        /// The first frame begun ahead for ``openingMapViews(startLocation:state:)``, if it was.
        let firstFrame: FirstFrameAhead?
    }

    /// The window for `application`, opening as `opening` says.
    init(application: Application, opening start: Opening) {
        let startLocation = start.location, state = start.state, preload = start.atlas, firstFrame = start.firstFrame
        self.state = state
        gtkWindow = ApplicationWindow(application: application)
        gtkWindow.title = AppInfo.name
        gtkWindow.setTitlebar(headerBar.widget)

        let atlas: WorldAtlas?
        var atlasProblem: String?
        switch preload.result {
        case .success(let loaded):
            atlas = loaded
        case .failure(let error):
            atlas = nil
            atlasProblem = error.localizedDescription
            AppLogging.logger.error("world data could not be loaded: \(error.description)")
        }
        dataProblem = atlasProblem
        StartPhase.mark("atlasReceived")
        let language = Language(localeIdentifier: UserLocale.messages)
        let lookup: PlaceLookup
        if let atlas {
            lookup = PlaceLookup(language: language, scheduler: GLibScheduler.shared) { try ReverseGeocoder(atlas: atlas) }
        } else {
            let reason = atlasProblem ?? localized("World data missing")
            lookup = PlaceLookup(language: language, scheduler: GLibScheduler.shared) {
                throw PlaceLookup.Failure(description: reason)
            }
        }

        let opening = Self.opening(startLocation: startLocation, state: state)
        // Worked out once: the work area is the X server's to tell, a round
        // trip or two each time it is asked.
        let size = firstFrame?.views.windowSize ?? Self.openingSize(state)
        let firstFrames = firstFrame.flatMap { first in
            let renderings = first.renderings.renderings
            return renderings.count == 2
                ? (start: MapFirstFrame(rendering: renderings[0], marker: first.artwork.startMarker),
                   antipode: MapFirstFrame(rendering: renderings[1], marker: first.artwork.antipodeMarker))
                : nil
        }
        views = GtkTunnelViews(
            atlas: atlas, firstFrames: firstFrames, radarFace: firstFrame?.artwork.radarFace)
        views.showsAntipodalLand = state.showsAntipodalLand
        root = RootViewController(start: opening.location, zoom: opening.rememberedZoom, lookup: lookup, views: views)
        window = GtkWindowHost.makeWindow(wrapping: gtkWindow, size: size)
        searchService = PlaceSearchService(
            atlas: atlas, unavailableReason: atlasProblem ?? localized("World data missing"))
        self.language = language
        window.rootViewController = root
        root.onFirstFrame = { [weak self] in self?.onFirstFrame?() }
        connectMapKeysToSearch()
        connectHeaderBar()
        if state.showsInfo { root.show(.info) }
        application.setToggle(ofAction: MainMenu.antipodalLandAction, to: state.showsAntipodalLand)
        if state.showsAntipodalLand { showAntipodalLand(true) }
        root.onSideChange = { [weak self] side in
            self?.state.showsInfo = side == .info
            self?.stateDidChange()
            if self?.focusesTopMapAfterFlip == true {
                self?.focusesTopMapAfterFlip = false
                self?.focusTopMap()
            }
        }
        for map in [root.startMap, root.antipodeMap] {
            map.onStateChange = { [weak self] in self?.stateDidChange() }
        }
        gtkWindow.onConfigure { [weak self] in self?.stateDidChange() }
        gtkWindow.onFullscreenChange { [weak self] isFullscreen in self?.isFullscreen = isFullscreen }
        gtkWindow.onDeleteRequest { [weak self] in
            self?.saveWhenQuiet.cancel()
            self?.saveState()
            return false
        }
    }

    /// How long after the last change the state is written: a drag writes
    /// once when it settles, not once per frame.
    static let saveDelay = 1.0
    private lazy var saveWhenQuiet = QuietPeriod(seconds: Self.saveDelay) { [weak self] in self?.saveState() }
    /// Whether the window fills the screen (F11).
    private(set) var isFullscreen = false
    /// Why the last save failed, if it did: reported once per reason.
    private var lastSaveProblem: String?
    /// Called once, when both maps have drawn their first frame.
    var onFirstFrame: (() -> Void)?

    /// Whether the window has been closed (its GTK window destroyed).
    var isClosed: Bool { (window.host as? GtkWindowHost)?.isDestroyed == true }

    /// Builds the search bar now, if no search has built it yet.
    func prepareSearch() {
        _ = search
    }

    /// Something the next launch restores changed: save it soon, so a
    /// session that ends with SIGKILL still loses at most a second.
    func stateDidChange() {
        saveWhenQuiet.restart()
    }

    /// How long the search bar stays closed before its index goes: long
    /// enough that a user who reopens it at once finds it still there.
    static let searchIndexKeepSeconds = 3.0
    /// Lets the search index go once the bar has stayed closed a while.
    lazy var releaseSearchIndexWhenClosed = QuietPeriod(seconds: Self.searchIndexKeepSeconds) { [weak self] in
        guard let self else { return }
        if self.search.isOpen {
            Trace.emit(TraceEvent("searchIndexKept"))
        } else if self.searchService.releaseIndex() {
            Trace.emit(TraceEvent("searchIndexReleased"))
        }
    }

    /// Moves the digger to `location` (a second launch's `--at`).
    func dig(at location: Coordinate) {
        root.dig(at: location, revealing: false)
    }

    /// Leaves or enters full screen.
    func toggleFullscreen() {
        if isFullscreen {
            gtkWindow.unfullscreen()
        } else {
            gtkWindow.fullscreen()
        }
    }

    /// The focused map's marker (the digger when neither map has focus).
    var focusedMarker: Coordinate {
        let antipodeFocused = root.antipodeMap.view.contentWidget?.isFocus ?? false
        return antipodeFocused ? root.antipodeMap.location : root.startMap.location
    }

    /// The focused marker as `tunnel --at` takes it: `-33.86000,151.21000`.
    var focusedMarkerText: String {
        let location = focusedMarker
        return Coordinate.fixed(location.latitude, fractionDigits: 5) + ","
            + Coordinate.fixed(location.longitude, fractionDigits: 5)
    }

    /// Puts the focused marker on the clipboard as a geo: link (RFC 5870,
    /// `geo:-33.86000,151.21000`, Ctrl+Shift+C), which maps and other
    /// desktops' apps open.
    func copyFocusedMarkerLink() {
        let text = focusedMarker.geoURI
        Clipboard.default.setText(text)
        Trace.emit(TraceEvent("copied", [("text", .string(text))]))
    }

    /// Puts the focused marker's coordinates on the clipboard (Ctrl+C); in
    /// a text field (the search entry) Ctrl+C copies its selected text, as
    /// everywhere else on the desktop. The app's accelerator sees the key
    /// before the field does, hence the field's own copy here.
    func copyFocusedMarker() {
        if let focus = gtkWindow.focusedWidget, focus.takesTextInput {
            focus.copySelectionToClipboard()
            Trace.emit(TraceEvent("copied", [("text", .string(focus.selectedText ?? ""))]))
            return
        }
        let text = focusedMarkerText
        Clipboard.default.setText(text)
        Trace.emit(TraceEvent("copied", [("text", .string(text))]))
    }

    /// Where the digger starts as the window opens, and the zoom its maps
    /// open at if one is remembered: a `startLocation` asked for at launch
    /// (shown at the default span), else where the last run left off, else
    /// ``defaultLocation``.
    static func opening(
        startLocation: Coordinate?, state: RememberedState
    ) -> (location: Coordinate, rememberedZoom: Double?) {
        startLocation.map { ($0, nil) } ?? (state.location ?? defaultLocation, state.zoom)
    }

    /// The window's size as it opens: the remembered one (or the default),
    /// within the work area.
    static func openingSize(_ state: RememberedState) -> Size {
        clampedToWorkArea(
            state.windowWidth.flatMap { w in state.windowHeight.map { Size(width: Double(w), height: Double($0)) } }
                ?? defaultSize)
    }

    /// What the window's first frame is expected to show, worked out before
    /// the window exists.
    struct OpeningViews: Sendable {
        /// The window's size, in points.
        let windowSize: Size
        /// The start map's view.
        let start: MapViewport
        /// The antipode map's view.
        let antipode: MapViewport
        /// Where the digger opens.
        let startLocation: Coordinate
        /// The radar button's size, in points.
        let radarSize: Size
        /// Device pixels per point.
        let scale: Double
    }

    /// What the window's first frame is expected to show when it opens
    /// with `state`, its digger at `startLocation` (as
    /// ``init(application:startLocation:state:preload:firstFrame:)`` takes
    /// it): the window's size, each map's view, the radar button's size and
    /// the display's scale. Known once the display is open, before the
    /// window exists, so the first frame can be drawn meanwhile. Nil when the
    /// window opens on its info side, whose maps draw only when the panes
    /// flip back.
    static func openingMapViews(startLocation: Coordinate?, state: RememberedState) -> OpeningViews? {
        guard !state.showsInfo else { return nil }
        let opening = Self.opening(startLocation: startLocation, state: state)
        let size = openingSize(state)
        let layout = PaneLayout(width: size.width, height: size.height)
        func view(at location: Coordinate, in pane: PaneLayout.Frame) -> MapViewport {
            GtkMapCanvas.openingViewport(
                at: location, zoom: GtkMapCanvas.openingZoom(at: location, remembered: opening.rememberedZoom),
                width: pane.width, height: pane.height)
        }
        let start = opening.location
        return OpeningViews(
            windowSize: size, start: view(at: start, in: layout.startPane),
            antipode: view(at: start.antipode, in: layout.antipodePane), startLocation: start,
            radarSize: Size(width: layout.radar.width, height: layout.radar.height), scale: displayScale)
    }

    /// Device pixels per point on the display (GDK_SCALE, or the X
    /// settings): what every window's widgets draw at on X11.
    private static var displayScale: Double { Double(Display.primaryMonitorScale) }

    /// The smallest the window's content becomes: GNOME's smallest window,
    /// 360×294 points, less the title bar above the content.
    static let minimumContentSize = Size(width: 360, height: 294 - MainHeaderBar.expectedHeight)

    /// A remembered size no bigger than the monitor's work area (a saved
    /// 20000×20000 window would otherwise take gigabytes in the app and the
    /// X server), and no smaller than ``minimumContentSize``.
    static func clampedToWorkArea(_ size: Size) -> Size {
        let minimum = minimumContentSize
        guard let area = Display.primaryWorkArea else {
            return Size(width: max(minimum.width, size.width), height: max(minimum.height, size.height))
        }
        return Size(
            width: max(minimum.width, min(size.width, Double(area.width))),
            height: max(minimum.height, min(size.height, Double(area.height) - MainHeaderBar.expectedHeight)))
    }

    /// Uses the installed icon when the theme has it; otherwise (running from
    /// the source tree, or installed outside `XDG_DATA_DIRS`) the PNG from
    /// Assets/icons or the prefix's share/icons. Decoded on a worker
    /// (``WindowIcon``).
    func setIcon() {
        let fallback = AssetLocator.default.iconThemeDirectory + "/hicolor/256x256/apps/\(AppInfo.applicationID).png"
        guard let sources = WindowIcon.themeSources(named: AppInfo.applicationID)
            ?? (AssetLocator.fileExists(fallback) ? [WindowIcon.Source(path: fallback, size: 256)] : nil)
        else { return }
        DispatchQueue.global(qos: .utility).async { [weak self] in
            let icon = WindowIcon.decode(sources)
            MainLoopSource.post { [weak self] in
                guard let self else { return }
                icon.apply(to: self.gtkWindow)
            }
        }
    }

    /// Shows the window and brings it to the front; says so if the world
    /// data could not be loaded (the maps then show only the ocean).
    func present() {
        window.show()
        gtkWindow.present()
        if let dataProblem { showDataProblem(dataProblem) }
    }

    private func showDataProblem(_ problem: String) {
        let text = localized("Tunnel could not load its world data, so the maps show only the sea and places cannot be named.")
            + "\n\n" + problem
        let dialog = MessageDialog(parent: gtkWindow, kind: .warning, buttons: .close, text: text)
        dialog.title = localized("World data missing")
        dialog.onResponse { [dialog] _ in dialog.destroy() }
        dialog.show()
    }

    /// Saves the remembered state and destroys the window.
    func close() {
        saveWhenQuiet.cancel()
        releaseSearchIndexWhenClosed.cancel()
        saveState()
        gtkWindow.destroy()
    }

    /// Writes what the next launch should restore.
    func saveState() {
        let location = root.startMap.location
        state.latitude = location.latitude
        state.longitude = location.longitude
        state.zoom = root.startMap.zoom
        state.showsInfo = root.side == .info
        state.units = MeasurementSystem.preference
        state.showsAntipodalLand = views.showsAntipodalLand
        let size = gtkWindow.size
        if size.width > 0 && size.height > 0 {
            state.windowWidth = size.width
            state.windowHeight = size.height
        }
        // Said once, and again only when the reason changes: a folder that
        // cannot be written stays so for every save of the session.
        let problem = state.save()
        if let problem, problem != lastSaveProblem {
            StandardStreams.writeAll("tunnel: \(problem)\n", to: STDERR_FILENO)
        }
        lastSaveProblem = problem
        Trace.emit(TraceEvent("stateSaved", [("saved", .bool(problem == nil))]))
    }
}
