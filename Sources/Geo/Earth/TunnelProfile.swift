/// The layers of the Earth, as the way down names them.
public enum EarthLayer: String, Hashable, Sendable, CaseIterable {
    /// Sea water above the crust at an ocean end.
    case ocean
    /// Continental (~35 km) or oceanic (~7 km) crust.
    case crust
    /// From the Moho to the 400 km discontinuity.
    case upperMantle
    /// 400–670 km: the mantle transition zone.
    case transitionZone
    /// 670 km to the core–mantle boundary at 2891 km.
    case lowerMantle
    /// Liquid iron, 2891–5149.5 km.
    case outerCore
    /// Solid iron, 5149.5 km to the centre.
    case innerCore
}

/// What lies at the surface at one end of the tunnel.
public enum SurfaceKind: String, Hashable, Sendable {
    /// Dry land: thick continental crust.
    case land
    /// Sea: a water layer over thin oceanic crust.
    case ocean
}

/// One layer straight below one end: its depth range, km.
public struct LayerSpan: Hashable, Sendable {
    /// Which layer.
    public var layer: EarthLayer
    /// Depth of its top below the surface, km.
    public var topKm: Double
    /// Depth of its bottom (for the inner core, the centre), km.
    public var bottomKm: Double
}

/// One stretch of the tunnel inside one layer.
public struct TunnelSegment: Hashable, Sendable {
    /// Which layer.
    public var layer: EarthLayer
    /// Distance along the tunnel from the starting end where it enters, km.
    public var entryKm: Double
    /// Distance along the tunnel from the starting end where it leaves, km.
    public var exitKm: Double
}

/// The layers a straight tunnel through the centre crosses, with the crust
/// chosen by each end: under continents thick (~35 km, e.g. Christensen &
/// Mooney, JGR 100 (1995) 9761, mean 39 km), under oceans thin (~7 km of
/// crust below PREM's 3 km of water). Deeper boundaries are PREM's.
public struct TunnelProfile: Hashable, Sendable {
    /// Thickness of continental crust used, km.
    public static let continentalCrustKm = 35.0
    /// Thickness of oceanic crust used, km.
    public static let oceanicCrustKm = 7.0
    /// Depth of the water layer at an ocean end, km (PREM's ocean).
    public static let oceanDepthKm = 3.0
    /// Earth's radius, km (PREM).
    public static let radiusKm = PREM.radiusKm

    /// The surface at the starting end.
    public let start: SurfaceKind
    /// The surface at the far end (the antipode).
    public let end: SurfaceKind

    /// The profile of a tunnel from a `start` surface to an `end` surface.
    public init(start: SurfaceKind, end: SurfaceKind) {
        self.start = start
        self.end = end
    }

    /// The tunnel's length, km: the Earth's diameter.
    public var lengthKm: Double { 2 * Self.radiusKm }

    /// The layers straight below a surface of `kind`, from the top to the centre.
    public static func column(_ kind: SurfaceKind) -> [LayerSpan] {
        var spans: [LayerSpan] = []
        var moho = continentalCrustKm
        if kind == .ocean {
            spans.append(LayerSpan(layer: .ocean, topKm: 0, bottomKm: oceanDepthKm))
            spans.append(LayerSpan(layer: .crust, topKm: oceanDepthKm, bottomKm: oceanDepthKm + oceanicCrustKm))
            moho = oceanDepthKm + oceanicCrustKm
        } else {
            spans.append(LayerSpan(layer: .crust, topKm: 0, bottomKm: moho))
        }
        let prem = PREM.radiusKm
        spans += [
            LayerSpan(layer: .upperMantle, topKm: moho, bottomKm: prem - 5971),
            LayerSpan(layer: .transitionZone, topKm: prem - 5971, bottomKm: prem - 5701),
            LayerSpan(layer: .lowerMantle, topKm: prem - 5701, bottomKm: prem - 3480),
            LayerSpan(layer: .outerCore, topKm: prem - 3480, bottomKm: prem - 1221.5),
            LayerSpan(layer: .innerCore, topKm: prem - 1221.5, bottomKm: prem),
        ]
        return spans
    }

    /// The column below the starting end.
    public var startColumn: [LayerSpan] { Self.column(start) }
    /// The column below the far end.
    public var endColumn: [LayerSpan] { Self.column(end) }

    /// Every stretch of the tunnel in order from the start: down through the
    /// start's column, once through the inner core, up through the end's.
    public var segments: [TunnelSegment] {
        let length = lengthKm
        var result = startColumn.dropLast().map { TunnelSegment(layer: $0.layer, entryKm: $0.topKm, exitKm: $0.bottomKm) }
        let core = startColumn[startColumn.count - 1]
        result.append(TunnelSegment(layer: .innerCore, entryKm: core.topKm, exitKm: length - core.topKm))
        result += endColumn.dropLast().reversed().map {
            TunnelSegment(layer: $0.layer, entryKm: length - $0.bottomKm, exitKm: length - $0.topKm)
        }
        return result
    }

    /// The layer at `distanceKm` along the tunnel from the start.
    public func layer(atDistanceKm distanceKm: Double) -> EarthLayer {
        let d = min(max(distanceKm, 0), lengthKm)
        return segments.first { d <= $0.exitKm }?.layer ?? .crust
    }
}
