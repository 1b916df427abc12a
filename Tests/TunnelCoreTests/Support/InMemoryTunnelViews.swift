import Containment
import ContainmentTesting
import Geo
import MapRendering
import TunnelCore

/// The controllers' canvases with no display: views of the in-memory
/// backend, recording what the controllers ask of them, and a scheduler on
/// the backend's clock.
@MainActor
final class InMemoryTunnelViews: TunnelViews {
    let backend: InMemoryBackend
    let manual: ManualScheduler
    var scheduler: any TunnelScheduler { manual }
    /// Every canvas made, by kind.
    private(set) var maps: [RecordingMapCanvas] = []
    private(set) var cards: [RecordingInfoCanvas] = []
    private(set) var wayDowns: [RecordingWayDownCanvas] = []
    private(set) var radar: RecordingRadar?
    /// Each preparation of the info cards: the sizes asked for.
    private(set) var preparedCards: [[Size]] = []
    /// The cards' clock; nil (no local time) unless a test sets one.
    var localClock: (any LocalClock)?

    init(backend: InMemoryBackend) {
        self.backend = backend
        manual = ManualScheduler(driver: backend.driver)
    }

    func makeMapCanvas(for map: MapViewController) -> any MapCanvas {
        let canvas = RecordingMapCanvas(delegate: map, zoom: map.initialZoom ?? 5)
        maps.append(canvas)
        return canvas
    }

    func makeInfoCanvas() -> any InfoCanvas {
        let canvas = RecordingInfoCanvas()
        cards.append(canvas)
        return canvas
    }

    func prepareInfoCards(_ panes: [(size: Size, canvas: any InfoCanvas)], like view: View) {
        preparedCards.append(panes.map(\.size))
    }

    func makeWayDownCanvas(duration: Double) -> any WayDownCanvas {
        let canvas = RecordingWayDownCanvas()
        wayDowns.append(canvas)
        return canvas
    }

    func makeRadar() -> any RadarControl {
        let radar = RecordingRadar()
        self.radar = radar
        return radar
    }

    func makeBand() -> any BandDisplay {
        RecordingBand()
    }
}

/// A map canvas that records the controller's requests.
@MainActor
final class RecordingMapCanvas: MapCanvas {
    let view = View()
    unowned let delegate: any MapCanvasDelegate
    var zoom: Double
    /// `markerDidMove(animated:)` calls, with where the marker was then.
    private(set) var markerMoves: [(location: Coordinate, animated: Bool)] = []
    private(set) var recentrings: [Bool] = []
    private(set) var focusCount = 0
    private(set) var placeNameRefreshes = 0

    init(delegate: any MapCanvasDelegate, zoom: Double) {
        self.delegate = delegate
        self.zoom = zoom
    }

    func markerDidMove(animated: Bool) { markerMoves.append((delegate.markerLocation, animated)) }
    func startRecentring(force: Bool) { recentrings.append(force) }
    func placeNamesDidChange() { placeNameRefreshes += 1 }
    func updateAccessibility() {}
    func focus() { focusCount += 1 }

    /// The user dragged the marker to `location`, as the GTK canvas reports a drag frame.
    func drag(to location: Coordinate) {
        delegate.mapCanvas(self, userMovedMarkerTo: location)
    }
}

/// An info card that keeps what it was told to show.
@MainActor
final class RecordingInfoCanvas: InfoCanvas {
    let view = View()
    var traceName = ""
    var content: GeoInfoViewController.Content?
    var eyebrow: String?
    var onWayDown: (() -> Void)?
}

/// A way-down canvas whose preparation the test finishes.
@MainActor
final class RecordingWayDownCanvas: WayDownCanvas {
    let view = View()
    var traceName = ""
    var scene: WayDownScene?
    var onClose: (() -> Void)?
    var onTogglePlay: (() -> Void)?
    var onScrub: ((Double) -> Void)?
    var onStep: ((Double) -> Void)?
    var onRewind: (() -> Void)?
    private(set) var time = 0.0
    private(set) var isPlaying = false
    /// The preparation under way: its size and what to call when done.
    private(set) var preparing: (width: Double, height: Double, whenReady: () -> Void)?
    private(set) var focusCount = 0
    private(set) var released = 0

    func setTime(_ seconds: Double) { time = seconds }
    func setPlaying(_ playing: Bool) { isPlaying = playing }
    func prepare(width: Double, height: Double, like view: View, whenReady: @escaping () -> Void) {
        preparing = (width, height, whenReady)
    }
    func cancelPreparation() { preparing = nil }
    func focus() { focusCount += 1 }
    func releasePicture() { released += 1 }

    /// The picture is drawn: the way down may show.
    func finishPreparation() {
        let done = preparing?.whenReady
        preparing = nil
        done?()
    }
}

/// A radar button the test clicks.
@MainActor
final class RecordingRadar: RadarControl {
    let view = View()
    var onClick: (() -> Void)?
    var isSensitive = true

    /// A click, if the button takes clicks now.
    func click() {
        if isSensitive { onClick?() }
    }
}

/// The band, which only keeps its layout.
@MainActor
final class RecordingBand: BandDisplay {
    let view = View()
    var layout: PaneLayout?
}

/// A clock on the manual scheduler's time: 10:00 at UTC+01:00 when the test
/// starts, a minute later each minute; the Sun rises at 08:30 and sets at
/// 16:00 everywhere.
@MainActor
final class ManualLocalClock: LocalClock {
    private let scheduler: ManualScheduler
    private let start: Double
    /// How often the cards asked.
    private(set) var readings = 0

    init(scheduler: ManualScheduler) {
        self.scheduler = scheduler
        start = scheduler.now
    }

    private var minutes: Int { Int(((scheduler.now - start) / 60).rounded(.down)) }

    func localDay(at place: LocationDescription) -> LocalDay? {
        readings += 1
        let minute = minutes % 60
        let time = "10:" + (minute < 10 ? "0" : "") + String(minute)
        return LocalDay(time: time, offset: "UTC+01:00", sun: .risesAndSets(sunrise: "08:30", sunset: "16:00"))
    }

    var secondsToNextMinute: Double { 60 - (scheduler.now - start).truncatingRemainder(dividingBy: 60) }
}
