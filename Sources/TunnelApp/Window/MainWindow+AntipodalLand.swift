import Containment
import TunnelCore

extension MainWindow {
    /// Lays the land at the antipodes over both maps, or takes it off:
    /// where digging from each point of a map comes out on land, and where
    /// land meets land.
    func showAntipodalLand(_ isOn: Bool) {
        for map in [root.startMap, root.antipodeMap] {
            (map.canvas as? GtkMapCanvas)?.showsAntipodalLand = isOn
        }
        Trace.emit(TraceEvent("antipodalLandShown", [("on", .bool(isOn))]))
    }
}
