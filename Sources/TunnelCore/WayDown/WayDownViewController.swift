package import Containment
import Dispatch
package import Geo
import MapRendering

/// The third view of the pair: the way down from the digger to the
/// antipode, to scale, with the gravity train's fall played on the window's
/// frame clock (the core's ``AnimationDriver``), paused and scrubbed.
///
/// The fall is computed once in Geo (``TunnelJourney``); this controller
/// keeps the time shown, whether it plays, and the two ends' names and
/// surfaces, which decide the crust.
@MainActor
package final class WayDownViewController: ViewController {
    /// Real seconds the whole fall takes when played (the real one takes ~38 min).
    package static let playbackDuration = 24.0

    /// Called when the person asks to go back (Escape, the back button).
    package var onClose: (() -> Void)?

    /// Simulated seconds since the drop.
    package private(set) var time = 0.0
    /// Whether the fall is playing.
    package private(set) var isPlaying = false
    /// The tunnel shown. Lazy: the physics is integrated on first use, never
    /// while the window starts (``warmUp()`` does it off the main thread).
    package private(set) lazy var journey = TunnelJourney(start: .land, end: .ocean)

    /// Integrates the shared physics on a background thread, so the first
    /// Ctrl+D finds it ready; call once the window has drawn.
    package static func warmUp() {
        DispatchQueue.global(qos: .utility).async { _ = TunnelJourney.physics }
    }

    private var start = Coordinate(latitude: 0, longitude: 0)
    private var startName = ""
    private var endName = ""
    private let views: any TunnelViews
    private var canvas: (any WayDownCanvas)?
    private var playback: (any AnimationHandle)?
    private var lastFrameTime: Double?
    private var request = 0
    /// Between viewDidAppear and viewDidDisappear: a late answer of the
    /// look-up is traced only while the view shows.
    private var isShowing = false
    /// The layers' labels and the tunnel they were made for: made once per
    /// tunnel, not per frame: formatting numbers is a real share of a
    /// frame's work while the fall plays (`tunnel-bench waydown` prints the
    /// frames).
    private var madeLabels: (profile: TunnelProfile, units: MeasurementSystem, labels: [WayDownScene.Label])?

    /// Seconds from the start to the antipode through PREM.
    package var duration: Double { journey.physics.prem.oneWayTime }

    /// The way down, drawn on a canvas `views` makes.
    package init(views: any TunnelViews) {
        self.views = views
        super.init()
    }

    package override func loadView() {
        let canvas = views.makeWayDownCanvas(duration: duration)
        canvas.traceName = traceName
        canvas.onClose = { [weak self] in self?.onClose?() }
        canvas.onTogglePlay = { [weak self] in self?.togglePlay() }
        canvas.onScrub = { [weak self] seconds in self?.scrub(to: seconds) }
        canvas.onStep = { [weak self] minutes in self?.scrub(to: (self?.time ?? 0) + minutes * 60) }
        canvas.onRewind = { [weak self] in self?.scrub(to: 0) }
        self.canvas = canvas
        view = canvas.view
        view.name = traceName
        update()
    }

    /// Writes the scene's numbers again: the units of distance changed.
    package func rewriteText() {
        update()
    }

    /// Shows the tunnel from `location` to its antipode, back at the drop
    /// and paused; names and surfaces come from `lookup` (coordinates until
    /// it answers, and land at both ends until it knows better).
    package func show(from location: Coordinate, lookup: PlaceLookup) {
        pause()
        start = location
        time = 0
        startName = LocalizedFormat.coordinates(location)
        endName = LocalizedFormat.coordinates(location.antipode)
        request += 1
        let ticket = request
        var here: LocationDescription?, there: LocationDescription?
        let finish = { [weak self] in
            guard let self, ticket == self.request, let here, let there else { return }
            self.startName = GeoInfoText(describing: here).title
            self.endName = GeoInfoText(describing: there).title
            self.journey = TunnelJourney(start: SurfaceKind(here), end: SurfaceKind(there))
            self.update()
            if self.isShowing { self.traceShown() }
        }
        lookup.describe(location) { result in
            here = try? result.get()
            finish()
        }
        lookup.describe(location.antipode) { result in
            there = try? result.get()
            finish()
        }
        update()
    }

    /// Has the picture for a view `width` × `height` points big drawn
    /// ahead, for frames like those of `view`'s window, then calls
    /// `whenReady` (at once when it is ready or cannot be prepared): the
    /// view's first frame then only paints it. Call after ``show(from:lookup:)``.
    package func prepare(width: Double, height: Double, like view: View, whenReady: @escaping () -> Void) {
        loadViewIfNeeded()
        guard let canvas else { return whenReady() }
        canvas.prepare(width: width, height: height, like: view, whenReady: whenReady)
    }

    /// Forgets the preparation under way; its `whenReady` is not called.
    package func cancelPreparation() { canvas?.cancelPreparation() }

    package override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        canvas?.focus()
        isShowing = true
        traceShown()
    }

    package override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isShowing = false
        // The picture is drawn again, ahead, if the view comes back.
        canvas?.releasePicture()
    }

    package override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        pause()
    }

    /// `wayDown`: shown, with its ends' surfaces and both fall times; again
    /// when the look-up names the ends after the view appeared.
    private func traceShown() {
        Trace.emit(TraceEvent("wayDown", [
            ("latitude", .number(start.latitude)), ("longitude", .number(start.longitude)),
            ("start", .string(journey.profile.start.rawValue)), ("end", .string(journey.profile.end.rawValue)),
            ("premMinutes", .number(duration / 60)),
            ("uniformMinutes", .number(journey.physics.uniform.oneWayTime / 60)),
        ]))
    }

    // MARK: Playback

    /// Plays from the current time (from the drop again once arrived), or pauses.
    package func togglePlay() {
        isPlaying ? pause() : play()
    }

    /// Starts the fall on the frame clock.
    package func play() {
        guard !isPlaying else { return }
        if time >= duration { time = 0 }
        isPlaying = true
        lastFrameTime = nil
        tracePlayback()
        guard let driver = view.window?.animationDriver else { return }
        let rate = duration / Self.playbackDuration
        playback = driver.startFrames(for: view) { [weak self] frameTime in
            guard let self, self.isPlaying else { return false }
            let elapsed = self.lastFrameTime.map { frameTime - $0 } ?? 0
            self.lastFrameTime = frameTime
            self.time = min(self.duration, self.time + max(0, elapsed) * rate)
            if self.time >= self.duration {
                self.isPlaying = false
                self.playback = nil
                self.update()
                Trace.emit(TraceEvent("wayDownArrived", [("seconds", .number(self.time))]))
                return false
            }
            self.update()
            return true
        }
        update()
    }

    /// Stops the fall where it is.
    package func pause() {
        guard isPlaying else { return }
        isPlaying = false
        playback?.cancel()
        playback = nil
        update()
        tracePlayback()
    }

    /// Shows the fall at `seconds` (clamped to the trip).
    package func scrub(to seconds: Double) {
        time = min(max(seconds.isFinite ? seconds : 0, 0), duration)
        lastFrameTime = nil
        update()
        Trace.emit(TraceEvent("wayDownTime", [("seconds", .number(time)), ("playing", .bool(isPlaying))]))
    }

    private func tracePlayback() {
        Trace.emit(TraceEvent("wayDownPlayback", [("playing", .bool(isPlaying)), ("seconds", .number(time))]))
    }

    /// The layers' labels for the tunnel shown.
    private var labels: [WayDownScene.Label] {
        let units = MeasurementSystem.current
        if let madeLabels, madeLabels.profile == journey.profile, madeLabels.units == units { return madeLabels.labels }
        let labels = WayDownStrings.labels(for: journey, units: units)
        madeLabels = (journey.profile, units, labels)
        return labels
    }

    /// Hands the canvas the scene for the current time.
    private func update() {
        guard let canvas else { return }
        let state = journey.physics.prem.state(at: time)
        canvas.scene = WayDownScene(
            profile: journey.profile, startName: startName, endName: endName,
            labels: labels,
            readout: WayDownStrings.readout(state, journey: journey, playing: isPlaying),
            distanceKm: state.distance / 1000,
            // The uniform Earth's fall at the same moment, while it is under way.
            uniformDistanceKm: time > 0 && time < journey.physics.uniform.oneWayTime
                ? journey.physics.uniform.state(at: time).distance / 1000 : nil,
            // TRANSLATORS: caption of the ring marking where a fall through a uniform Earth would be.
            uniformCaption: localized("uniform Earth"))
        canvas.setTime(time)
        canvas.setPlaying(isPlaying)
    }
}
