import CGtk
import Containment
import ContainmentGtk
import Dispatch
import Geo
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
    let gtkWindow: UnsafeMutablePointer<GtkWidget>
    /// The containment window.
    let window: Window
    /// The root controller.
    let root: RootViewController
    /// What the controllers draw with.
    private let views: GtkTunnelViews
    private var state: RememberedState
    /// Why the world data could not be loaded, if it could not.
    private let dataProblem: String?
    /// Find a place by name (Ctrl+F, or typing over a map), built on first
    /// use or by ``prepareSearch()``.
    private(set) lazy var search = makeSearchBar()
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
    init(application: UnsafeMutablePointer<GtkApplication>, opening start: Opening) {
        let startLocation = start.location, state = start.state, preload = start.atlas, firstFrame = start.firstFrame
        self.state = state
        gtkWindow = gtk_application_window_new(application)
        gtk_window_set_title(cgtk_window(gtkWindow), AppInfo.name)

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
        root = RootViewController(start: opening.location, zoom: opening.rememberedZoom, lookup: lookup, views: views)
        window = GtkWindowHost.makeWindow(wrapping: gtkWindow, size: size)
        searchService = PlaceSearchService(
            atlas: atlas, unavailableReason: atlasProblem ?? localized("World data missing"))
        self.language = language
        window.rootViewController = root
        root.onFirstFrame = { [weak self] in self?.onFirstFrame?() }
        connectMapKeysToSearch()
        if state.showsInfo { root.show(.info) }
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
        Signal.connect(gtkWindow, "configure-event", eventHandler: { [weak self] _ in
            self?.stateDidChange()
            return false
        })
        Signal.connect(gtkWindow, "window-state-event", eventHandler: { [weak self] event in
            let state = event.assumingMemoryBound(to: GdkEventWindowState.self).pointee.new_window_state
            self?.isFullscreen = state.rawValue & GDK_WINDOW_STATE_FULLSCREEN.rawValue != 0
            return false
        })
        Signal.connect(gtkWindow, "delete-event", eventHandler: { [weak self] _ in
            self?.saveWhenQuiet.cancel()
            self?.saveState()
            return false
        })
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
    private func stateDidChange() {
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
            gtk_window_unfullscreen(cgtk_window(gtkWindow))
        } else {
            gtk_window_fullscreen(cgtk_window(gtkWindow))
        }
    }

    /// The focused map's marker (the digger when neither map has focus),
    /// as `tunnel --at` takes it: `-33.86000,151.21000`.
    var focusedMarkerText: String {
        let antipodeFocused = root.antipodeMap.view.gtkContentWidget.map { gtk_widget_is_focus($0) != 0 } ?? false
        let location = antipodeFocused ? root.antipodeMap.location : root.startMap.location
        return Coordinate.fixed(location.latitude, fractionDigits: 5) + ","
            + Coordinate.fixed(location.longitude, fractionDigits: 5)
    }

    /// Puts the focused marker's coordinates on the clipboard (Ctrl+C); in
    /// a text field (the search entry) Ctrl+C copies its selected text, as
    /// everywhere else on the desktop. The app's accelerator sees the key
    /// before the field does, hence the field's own copy here.
    func copyFocusedMarker() {
        if let focus = gtk_window_get_focus(cgtk_window(gtkWindow)), cgtk_is_text_input(focus) != 0 {
            cgtk_search_copy_clipboard(focus)
            Trace.emit(TraceEvent("copied", [("text", .string(Self.selectedText(of: focus)))]))
            return
        }
        let text = focusedMarkerText
        gtk_clipboard_set_text(cgtk_clipboard_default(), text, -1)
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
    private static var displayScale: Double {
        guard let display = gdk_display_get_default(),
              let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0)
        else { return 1 }
        return Double(max(1, gdk_monitor_get_scale_factor(monitor)))
    }

    /// A remembered size no bigger than the monitor's work area (a saved
    /// 20000×20000 window would otherwise take gigabytes in the app and the
    /// X server), and no smaller than the window can lay out.
    static func clampedToWorkArea(_ size: Size) -> Size {
        guard let display = gdk_display_get_default(),
              let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0)
        else { return size }
        var area = GdkRectangle()
        gdk_monitor_get_workarea(monitor, &area)
        guard area.width > 0, area.height > 0 else { return size }
        return Size(
            width: max(200, min(size.width, Double(area.width))),
            height: max(200, min(size.height, Double(area.height))))
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
                guard let self else { return icon.release() }
                icon.apply(to: self.gtkWindow)
            }
        }
    }

    /// Shows the window and brings it to the front; says so if the world
    /// data could not be loaded (the maps then show only the ocean).
    func present() {
        window.show()
        gtk_window_present(cgtk_window(gtkWindow))
        if let dataProblem { showDataProblem(dataProblem) }
    }

    private func showDataProblem(_ problem: String) {
        let text = localized("Tunnel could not load its world data, so the maps show only the sea and places cannot be named.")
            + "\n\n" + problem
        let dialog = cgtk_message_dialog_new(cgtk_window(gtkWindow), GTK_MESSAGE_WARNING, GTK_BUTTONS_CLOSE, text)!
        gtk_window_set_title(cgtk_window(dialog), localized("World data missing"))
        Signal.connect(dialog, "response", pointerHandler: { _ in gtk_widget_destroy(dialog) })
        gtk_widget_show(dialog)
    }

    /// Saves the remembered state and destroys the window.
    func close() {
        saveWhenQuiet.cancel()
        releaseSearchIndexWhenClosed.cancel()
        saveState()
        gtk_widget_destroy(gtkWindow)
    }

    /// Writes what the next launch should restore.
    func saveState() {
        let location = root.startMap.location
        state.latitude = location.latitude
        state.longitude = location.longitude
        state.zoom = root.startMap.zoom
        state.showsInfo = root.side == .info
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_size(cgtk_window(gtkWindow), &width, &height)
        if width > 0 && height > 0 {
            state.windowWidth = Int(width)
            state.windowHeight = Int(height)
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
