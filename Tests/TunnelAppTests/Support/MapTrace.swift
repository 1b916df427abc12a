import DisplayTesting
import Geo
import MapRendering

extension TraceLog {
    /// The last view a map reported (`mapViewChanged`): where its places
    /// are in its pane, for a test to point at them or find their pixels.
    func viewport(of controller: String) throws -> MapViewport {
        guard let event = events(named: "mapViewChanged", controller: controller).last,
              let latitude = event.number("latitude"), let longitude = event.number("longitude"),
              let zoom = event.number("zoom"), let width = event.number("width"), let height = event.number("height")
        else { throw HarnessError("no mapViewChanged for \(controller)") }
        return MapViewport(center: Coordinate(latitude: latitude, longitude: longitude), zoom: zoom, width: width, height: height)
    }
}

extension TraceLog.Event {
    /// The place the event names (`locationChanged`, `markerMoved`,
    /// `searchChosen`), if it has a latitude and a longitude.
    var coordinate: Coordinate? {
        guard let latitude = number("latitude"), let longitude = number("longitude") else { return nil }
        return Coordinate(latitude: latitude, longitude: longitude)
    }
}
