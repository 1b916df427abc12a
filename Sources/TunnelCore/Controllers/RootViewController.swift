package import Containment
package import Geo

/// The window's root: two container panes, the band between them and the
/// radar button; four children — the start and antipode maps, and the two
/// geo-info controllers that replace them when the radar is clicked.
///
/// The root only lays out its children's views and talks to them through
/// their public API. It keeps the maps in step: when the digger moves, the
/// X goes to the antipode, and the other way round.
@MainActor
package final class RootViewController: ViewController {
    /// Which side the panes show.
    package enum Side: Sendable { case maps, info }

    /// The top (or left) map with the digger.
    package let startMap: MapViewController
    /// The bottom (or right) map with the X.
    package let antipodeMap: MapViewController
    /// Names the place under the digger.
    package let startInfo: GeoInfoViewController
    /// Names the antipode.
    package let antipodeInfo: GeoInfoViewController
    /// The way down through the Earth, over both panes while it shows.
    package let wayDown: WayDownViewController

    /// The side shown, or being flipped to.
    package private(set) var side: Side = .maps
    /// Whether a flip is running (the radar ignores clicks meanwhile).
    package private(set) var isFlipping = false
    /// Called when the side changes, for remembered state.
    package var onSideChange: ((Side) -> Void)?
    /// Called once, after the first complete frame of both maps.
    package var onFirstFrame: (() -> Void)?

    private let startContainer = View()
    private let antipodeContainer = View()
    private let band: any BandDisplay
    private let radar: any RadarControl
    /// What the controllers draw with and schedule on.
    let views: any TunnelViews
    private var observations: [(MapViewController, ObserverList<Coordinate>.Token)] = []
    private var layoutAnimation: AnimationTimer?
    private var currentLayout: PaneLayout?
    private var pendingFlip: (any ScheduledWork)?
    /// The way down asked for, while its picture is drawn.
    var wayDownOpening: WayDownOpening?
    private lazy var prepareInfoCardsWhenQuiet = views.scheduler.quietPeriod(seconds: Self.infoCardsQuietSeconds) {
        [weak self] in self?.prepareInfoCardsNow()
    }
    /// Names what is at each end.
    package let lookup: PlaceLookup

    /// The duration of each pane's flip, as in the original.
    package static let flipDuration = 0.2
    /// The delay between the first pane's flip and the second's.
    package static let flipStagger = 0.2
    /// How long the panes take to move when the window changes shape.
    package static let relayoutDuration = 0.3
    /// How long the layout and the markers stay still before the info cards
    /// are prepared ahead of a flip.
    package static let infoCardsQuietSeconds = 0.3

    /// The root of a window whose digger starts at `start`, the maps at
    /// `zoom` (nil: about 1000 km across), naming places with `lookup`, and
    /// drawing on what `views` makes.
    package init(start: Coordinate, zoom: Double?, lookup: PlaceLookup, views: any TunnelViews) {
        self.views = views
        startMap = MapViewController(marker: .digger, location: start, zoom: zoom, views: views)
        antipodeMap = MapViewController(marker: .cross, location: start.antipode, zoom: zoom, views: views)
        radar = views.makeRadar()
        band = views.makeBand()
        startInfo = GeoInfoViewController(lookup: lookup, views: views)
        antipodeInfo = GeoInfoViewController(lookup: lookup, views: views)
        wayDown = WayDownViewController(views: views)
        self.lookup = lookup
        super.init()
        traceName = "root"
        startMap.traceName = "startMap"
        antipodeMap.traceName = "antipodeMap"
        startInfo.traceName = "startGeoInfo"
        antipodeInfo.traceName = "antipodeGeoInfo"
        wayDown.traceName = "wayDown"
        wayDown.onClose = { [weak self] in self?.hideWayDown() }
        for info in [startInfo, antipodeInfo] {
            info.onWayDown = { [weak self] in self?.showWayDown() }
        }
        let namer: (Coordinate) -> String? = { [weak lookup] location in
            lookup?.describeIfReady(location).map { GeoInfoText(describing: $0).title }
        }
        startMap.placeNamer = namer
        antipodeMap.placeNamer = namer
        lookup.whenReady { [weak startMap, weak antipodeMap] in
            startMap?.placeNamesDidChange()
            antipodeMap?.placeNamesDidChange()
        }
        startInfo.eyebrow = localized("Where you dig")
        antipodeInfo.eyebrow = localized("Where you come out")
        startMap.accessibleRole = localized("Start map: where you dig")
        antipodeMap.accessibleRole = localized("Antipode map: where you come out")
    }

    package override func loadView() {
        let root = View()
        root.name = "root"
        band.view.autoresizingMask = .flexibleSize
        startContainer.name = "startContainer"
        antipodeContainer.name = "antipodeContainer"
        radar.view.name = "radar"
        for subview in [band.view, startContainer, antipodeContainer, radar.view] {
            try! root.addSubview(subview)  // fresh views under a fresh root: cannot fail
        }
        view = root
    }

    package override func viewDidLoad() {
        radar.onClick = { [weak self] in self?.radarClicked() }
        // The window's first complete frame: the paint that drew the second
        // map, done and drawn by the display.
        var mapsToDraw = 2
        for map in [startMap, antipodeMap] {
            map.onFirstFrame = { [weak self] in
                mapsToDraw -= 1
                guard mapsToDraw == 0, let self else { return }
                let firstFrame = self.onFirstFrame
                self.onFirstFrame = nil
                firstFrame?()
            }
        }
        embed(startMap, in: startContainer)
        embed(antipodeMap, in: antipodeContainer)
        observations = [
            (startMap, startMap.locationObservers.add { [weak self] location in
                self?.antipodeMap.moveMarker(to: location.antipode)
                self?.prepareInfoCards()
            }),
            (antipodeMap, antipodeMap.locationObservers.add { [weak self] location in
                self?.startMap.moveMarker(to: location.antipode)
                self?.prepareInfoCards()
            }),
        ]
    }

    isolated deinit {
        for (map, token) in observations { map.locationObservers.remove(token) }
    }

    /// Adds `child` and puts its view in `container`, UIKit's way.
    private func embed(_ child: ViewController, in container: View) {
        do {
            try addChild(child)
            try container.addSubview(child.view)
            child.didMove(toParent: self)
        } catch {
            ContainmentLogging.logger.error("cannot embed \(child.traceName): \(error)")
        }
    }

    // MARK: Layout

    package override func viewWillTransition(to size: Size) {
        super.viewWillTransition(to: size)
        // A change of shape (the desktop's rotation) animates the panes to
        // their new places; a plain resize follows the window at once.
        let next = PaneLayout(width: size.width, height: size.height)
        if let currentLayout, currentLayout.orientation != next.orientation, view.window?.isVisible == true {
            animateLayout(from: currentLayout, to: next)
        }
    }

    package override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if isShowingWayDown { wayDown.view.frame = view.bounds }
        guard layoutAnimation == nil else { return }
        apply(PaneLayout(width: view.bounds.width, height: view.bounds.height))
    }

    /// The pair's views, hidden while the way down covers them.
    var paneViews: [View] { [band.view, startContainer, antipodeContainer, radar.view] }

    private func apply(_ layout: PaneLayout) {
        currentLayout = layout
        startContainer.frame = layout.startPane
        antipodeContainer.frame = layout.antipodePane
        radar.view.frame = layout.radar
        band.layout = layout
        prepareInfoCards()
    }

    /// Every distance on screen is written again in the units now chosen
    /// (``MeasurementSystem/current``): the info cards and the way down.
    package func unitsDidChange() {
        for info in [startInfo, antipodeInfo] where info.isViewLoaded { info.rewriteText() }
        if wayDown.isViewLoaded { wayDown.rewriteText() }
    }

    /// Once the layout and the markers have been still for a moment, draws
    /// the info cards' background for the panes' size ahead of a flip and
    /// lays out each card's text for its marker's place: the flip's snapshot
    /// of the incoming card is then a copy of the background and the kept
    /// text, and the flip's first frame waits on neither (`tunnel-bench
    /// frames` prints the flip's frames).
    private func prepareInfoCards() {
        prepareInfoCardsWhenQuiet.restart()
    }

    private func prepareInfoCardsNow() {
        guard side == .maps, view.window != nil else { return }
        let panes = [(startMap, startInfo), (antipodeMap, antipodeInfo)].compactMap {
            map, info -> (size: Size, canvas: any InfoCanvas)? in
            guard let view = map.viewIfLoaded, let canvas = info.canvasAhead(showing: map.location) else { return nil }
            return (view.frame.size, canvas)
        }
        views.prepareInfoCards(panes, like: view)
    }

    private func animateLayout(from old: PaneLayout, to new: PaneLayout) {
        layoutAnimation?.cancel()
        guard let driver = view.window?.animationDriver else { return apply(new) }
        let timer = AnimationTimer(duration: Self.relayoutDuration, curve: .easeInOut)
        layoutAnimation = timer
        // The target is read each frame: the window may still be resizing.
        timer.start(
            on: driver, pacing: view,
            onFrame: { [weak self] progress in
                guard let self, progress < 1 else { return }
                let target = PaneLayout(width: self.view.bounds.width, height: self.view.bounds.height)
                self.apply(PaneLayout.interpolated(from: old, to: target, progress: progress))
            },
            onEnd: { [weak self] in
                guard let self else { return }
                self.layoutAnimation = nil
                self.apply(PaneLayout(width: self.view.bounds.width, height: self.view.bounds.height))
            })
    }

    // MARK: The radar flip

    /// Flips both panes to the other side: the top one now, the bottom one
    /// 0.2 s later. Clicks while a flip runs are ignored.
    package func radarClicked() {
        guard !isFlipping else { return }
        // A flip asked for while the way down's picture is drawn wins.
        cancelOpeningWayDown()
        isFlipping = true
        radar.isSensitive = false
        let target: Side = side == .maps ? .info : .maps
        let (start, antipode) = beginMove(to: target)
        // Stacked panes turn about the horizontal axis, side-by-side panes
        // about the vertical one.
        let sideBySide = currentLayout?.orientation == .sideBySide
        let options: TransitionOptions = switch (target, sideBySide) {
        case (.info, false): [.transitionFlipFromTop, .curveEaseIn]
        case (.maps, false): [.transitionFlipFromBottom, .curveEaseIn]
        case (.info, true): [.transitionFlipFromLeft, .curveEaseIn]
        case (.maps, true): [.transitionFlipFromRight, .curveEaseIn]
        }
        var remaining = 2
        let finishOne = { [weak self] in
            remaining -= 1
            guard remaining == 0, let self else { return }
            self.isFlipping = false
            self.radar.isSensitive = true
            self.onSideChange?(target)
        }
        flip(from: start.from, to: start.to, options: options, completion: finishOne)
        pendingFlip = views.scheduler.after(Self.flipStagger) { [weak self] in
            self?.pendingFlip = nil
            self?.flip(from: antipode.from, to: antipode.to, options: options, completion: finishOne)
        }
    }

    /// Moves the digger to `location` as a second launch's `--at` does: the
    /// X follows to the antipode. `revealing` (a place chosen by name): the
    /// top map glides until the place is in its middle, even when it was
    /// already in view, and from the info side the panes flip back to the
    /// maps first. Returns whether a flip back began.
    @discardableResult
    package func dig(at location: Coordinate, revealing: Bool) -> Bool {
        let flipsBack = revealing && side == .info && !isFlipping
        if flipsBack { radarClicked() }
        startMap.jump(to: location)
        if revealing { startMap.glideToMarker() }
        return flipsBack
    }

    /// Shows `side` at once, with no animation (start-up from remembered state).
    package func show(_ side: Side) {
        guard side != self.side, !isFlipping else { return }
        let (start, antipode) = beginMove(to: side)
        for pane in [start, antipode] { flip(from: pane.from, to: pane.to, options: .transitionNone, duration: 0) {} }
    }

    /// Records `target` as the side shown, has the info panes look up their
    /// places when they are about to show, and returns each pane's outgoing
    /// and incoming controller.
    private func beginMove(to target: Side) -> (
        start: (from: ViewController, to: ViewController), antipode: (from: ViewController, to: ViewController)
    ) {
        side = target
        guard target == .info else {
            return ((startInfo, startMap), (antipodeInfo, antipodeMap))
        }
        startInfo.show(startMap.location)
        antipodeInfo.show(antipodeMap.location)
        return ((startMap, startInfo), (antipodeMap, antipodeInfo))
    }

    /// One pane's flip, as a containment transition: add the incoming child,
    /// tell the outgoing one it is leaving, transition, then finish both moves.
    private func flip(
        from: ViewController, to: ViewController, options: TransitionOptions,
        duration: Double = RootViewController.flipDuration, completion: @escaping () -> Void
    ) {
        do {
            try addChild(to)
            from.willMove(toParent: nil)
            // The incoming pane takes the outgoing one's place (the transition leaves it to us).
            if let place = from.viewIfLoaded?.frame { to.view.frame = place }
            try transition(from: from, to: to, duration: duration, options: options, completion: { [weak self] _ in
                from.removeFromParent()
                to.didMove(toParent: self)
                completion()
            })
        } catch {
            // Leave the hierarchy as it was and say why; the radar works again.
            ContainmentLogging.logger.error("flip from \(from.traceName) to \(to.traceName) failed: \(error)")
            if to.parent === self && to.viewIfLoaded?.superview == nil { to.removeFromParent() }
            completion()
        }
    }
}
