import Containment
import Geo
import TunnelCore

extension MainWindow {
    /// Lays the land at the antipodes over both maps, or takes it off:
    /// where digging from each point of a map comes out on land, and where
    /// land meets land.
    func showAntipodalLand(_ isOn: Bool) {
        views.showsAntipodalLand = isOn
        let canvases = [root.startMap, root.antipodeMap].compactMap { $0.canvas as? GtkMapCanvas }
        for canvas in canvases {
            canvas.showsAntipodalLand = isOn
            canvas.antipodalLandCaption = nil
        }
        Trace.emit(TraceEvent("antipodalLandShown", [("on", .bool(isOn))]))
        stateDidChange()
        guard isOn else { return }
        // Counted once on a worker from the world data, as `tunnel stats` counts.
        root.lookup.landShares { shares in
            guard canvases.first?.showsAntipodalLand ?? false else { return }
            let caption = Self.antipodalLandCaption(shares)
            for canvas in canvases { canvas.antipodalLandCaption = caption }
            Trace.emit(TraceEvent("antipodalLandCaptioned", [("text", .string(caption))]))
        }
    }

    /// "13 % of land has land opposite (orange)".
    static func antipodalLandCaption(_ shares: LandShares) -> String {
        let share = LocalizedFormat.decimal(shares.landToLandShareOfLand * 100, fractionDigits: 0)
        return localized("{share} % of land has land opposite (orange)", ["share": share])
    }
}
