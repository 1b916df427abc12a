package import Containment
package import Geo

/// The flip side of a map pane: names what is at a location — the place,
/// region and country, or the ocean, sea or lake — in large white text on
/// the dark card.
@MainActor
package final class GeoInfoViewController: ViewController {
    /// What the pane shows.
    package enum Content: Equatable {
        /// A look-up is under way.
        case lookingUp(Coordinate)
        /// The answer.
        case described(GeoInfoText)
        /// The look-up failed; the text says why.
        case failed(GeoInfoText)
    }

    private let lookup: PlaceLookup
    private let views: any TunnelViews
    private var canvas: (any InfoCanvas)?
    /// The location shown, or being looked up.
    package private(set) var location: Coordinate?
    /// What the pane shows now.
    package private(set) var content: Content? {
        // The same text again (a minute's rewrite within the minute) keeps
        // the canvas's laid-out text.
        didSet { if content != oldValue { canvas?.content = content } }
    }
    private var request = 0
    /// Called by the card's "The way down" button.
    package var onWayDown: (() -> Void)? {
        didSet { canvas?.onWayDown = onWayDown }
    }
    /// A small line above the title saying which end this is.
    package var eyebrow: String? {
        didSet { canvas?.eyebrow = eyebrow }
    }

    /// A card naming what `lookup` finds, drawn on a canvas `views` makes.
    package init(lookup: PlaceLookup, views: any TunnelViews) {
        self.lookup = lookup
        self.views = views
        super.init()
    }

    package override func loadView() {
        let canvas = views.makeInfoCanvas()
        canvas.traceName = traceName
        canvas.content = content
        canvas.eyebrow = eyebrow
        canvas.onWayDown = onWayDown
        self.canvas = canvas
        view = canvas.view
        view.name = traceName
    }

    /// The pane's canvas, its view loaded and `location` looked up, for the
    /// card's text to be laid out ahead of the flip that shows it (which
    /// looks the same location up again, and finds the same answer).
    package func canvasAhead(showing location: Coordinate) -> (any InfoCanvas)? {
        loadViewIfNeeded()
        if location != self.location { show(location) }
        return canvas
    }

    /// Writes the card's text again for the location shown: the units of
    /// distance changed.
    package func rewriteText() {
        guard let location else { return }
        show(location)
    }

    // MARK: The local time

    /// Rewrites the text at the next minute while the card is on screen:
    /// its local time and sunrise and sunset move on with the clock.
    private var minuteRewrite: (any ScheduledWork)?
    /// When (on the scheduler's clock) the text written last shows a past
    /// minute; nil while it tells no time.
    private var timeGoesStaleAt: Double?

    private func scheduleMinuteRewrite() {
        minuteRewrite?.cancel()
        minuteRewrite = nil
        timeGoesStaleAt = views.localClock.map { views.scheduler.now + $0.secondsToNextMinute }
        guard let clock = views.localClock, appearanceState == .appeared || appearanceState == .appearing else { return }
        minuteRewrite = views.scheduler.after(clock.secondsToNextMinute) { [weak self] in
            self?.rewriteText()
        }
    }

    package override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Prepared ahead minutes ago, the card would show a stale time; within
        // the minute it was written, the flip's first frame does not look the
        // place up again.
        guard let staleAt = timeGoesStaleAt, case .described = content else { return }
        let wait = staleAt - views.scheduler.now
        if wait <= 0 { return rewriteText() }
        minuteRewrite?.cancel()
        minuteRewrite = views.scheduler.after(wait) { [weak self] in self?.rewriteText() }
    }

    package override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        minuteRewrite?.cancel()
        minuteRewrite = nil
    }

    /// Looks up `location` and shows the answer: at once when the look-up is
    /// instant, after "Looking up…" when it is not. A failure replaces any
    /// earlier answer, so the pane never shows stale text.
    package func show(_ location: Coordinate) {
        self.location = location
        request += 1
        let ticket = request
        var answered = false
        lookup.describe(location) { [weak self] result in
            answered = true
            guard let self, ticket == self.request else { return }  // a newer look-up won
            switch result {
            case .success(let description):
                let localDay = self.views.localClock?.localDay(at: description)
                self.content = .described(GeoInfoText(describing: description, localDay: localDay))
                self.scheduleMinuteRewrite()
            case .failure(let failure):
                self.content = .failed(.failed(failure.description, at: location))
            }
        }
        if !answered { content = .lookingUp(location) }
    }
}
