import Containment
import ContainmentTesting
import Geo
import TunnelCore

/// The Tunnel window's root controller on the in-memory backend: the same
/// controllers the GTK window shows, drawing on recording canvases, timed by
/// a manual clock, with the real reverse geocoder and world data.
@MainActor
final class TunnelFixture {
    let backend = InMemoryBackend()
    let views: InMemoryTunnelViews
    let window: Window
    let root: RootViewController
    let recorder = TraceRecorder()

    /// The real geocoder, loaded once for every test.
    static let geocoder = Result { try ReverseGeocoder.load() }

    /// A visible window of `size` whose digger starts at `start`.
    init(start: Coordinate = Coordinate(latitude: 56.55, longitude: 8.316667), size: Size = Size(width: 640, height: 860)) throws {
        views = InMemoryTunnelViews(backend: backend)
        let lookup = PlaceLookup(language: .english, geocoder: try Self.geocoder.get())
        root = RootViewController(start: start, zoom: nil, lookup: lookup, views: views)
        window = backend.makeWindow(size: size)
        window.rootViewController = root
        window.show()
    }

    /// The canvas of the start map, made when its view loaded.
    var startCanvas: RecordingMapCanvas { views.maps.first { $0.delegate === root.startMap }! }
    /// The canvas of the antipode map.
    var antipodeCanvas: RecordingMapCanvas { views.maps.first { $0.delegate === root.antipodeMap }! }

    /// Advances the clock by `seconds`: timers, then animation frames.
    func advance(by seconds: Double) {
        views.manual.advance(by: seconds)
    }

    /// Runs `body` with the trace recorded, and returns the events.
    func traced(_ body: () throws -> Void) rethrows -> [TraceEvent] {
        recorder.removeAll()
        try Trace.withSink(recorder, operation: body)
        return recorder.events
    }
}

extension TraceEvent {
    /// A field as text, for short comparisons.
    func text(_ name: String) -> String? {
        if case .string(let value)? = self[name] { return value }
        return nil
    }
}
