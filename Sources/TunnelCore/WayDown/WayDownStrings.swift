public import Geo
public import MapRendering

extension SurfaceKind {
    /// Sea ends get oceanic crust; land and lakes sit on continental crust.
    public init(_ description: LocationDescription) {
        self = description.surface == .sea ? .ocean : .land
    }
}

/// The way down's words and numbers for people, translated: layer names,
/// the labels' depth/temperature/pressure lines, the readout, and the
/// command line's summary. The physics stays in Geo; only wording is here.
public enum WayDownStrings {
    /// The layer's name: "Outer core", "外核".
    public static func name(_ layer: EarthLayer) -> String {
        switch layer {
        case .ocean: localized("Ocean")
        case .crust: localized("Crust")
        case .upperMantle: localized("Upper mantle")
        case .transitionZone: localized("Transition zone")
        case .lowerMantle: localized("Lower mantle")
        case .outerCore: localized("Outer core")
        case .innerCore: localized("Inner core")
        }
    }

    /// "2,891–5,150 km"; "1,796–3,200 mi" in miles.
    static func depthRange(_ span: LayerSpan, units: MeasurementSystem) -> String {
        let scale = units == .imperial ? 1 / MeasurementSystem.kilometresPerMile : 1
        let values: KeyValuePairs = [
            "top": LocalizedFormat.grouped(Int((span.topKm * scale).rounded())),
            "bottom": LocalizedFormat.grouped(Int((span.bottomKm * scale).rounded())),
        ]
        switch units {
        case .metric:
            // TRANSLATORS: a range of depths below the surface; {top} and {bottom} are numbers.
            return localized("{top}–{bottom} km", values)
        case .imperial:
            // TRANSLATORS: a range of depths below the surface in miles; {top} and {bottom} are numbers.
            return localized("{top}–{bottom} mi", values)
        }
    }

    /// A pressure in GPa: two decimals below 1 (the ocean's 0.03), one below 10, whole numbers above.
    static func gigapascals(_ value: Double) -> String {
        value < 1 ? LocalizedFormat.decimal(value, fractionDigits: 2)
            : value < 10 ? LocalizedFormat.decimal(value, fractionDigits: 1) : LocalizedFormat.grouped(Int(value.rounded()))
    }

    /// A temperature rounded as loosely as the geotherm is known: to 5 °C
    /// below 100, to 10 below 1000, to 50 above.
    static func celsius(_ value: Double) -> String {
        let step = value < 100 ? 5.0 : value < 1000 ? 10 : 50
        return LocalizedFormat.grouped(Int((value / step).rounded() * step))
    }

    /// One label per layer the tunnel crosses, outermost first: its name, its
    /// depth range (both ends' when the crust differs), and its approximate
    /// temperature and pressure range; depths in `units`.
    public static func labels(for journey: TunnelJourney, units: MeasurementSystem = .current) -> [WayDownScene.Label] {
        let profile = journey.profile
        let start = profile.startColumn, end = profile.endColumn
        return EarthLayer.allCases.compactMap { layer -> WayDownScene.Label? in
            let here = start.first { $0.layer == layer }, there = end.first { $0.layer == layer }
            guard let span = here ?? there else { return nil }
            var depth = depthRange(span, units: units)
            if let here, let there, here != there {
                // TRANSLATORS: the crust's depths under the start, then under the antipode.
                depth = localized("{here} here · {there} at the antipode", [
                    "here": depthRange(here, units: units), "there": depthRange(there, units: units),
                ])
            } else if here == nil {
                // TRANSLATORS: a layer found only under the antipode (its ocean).
                depth = localized("{range} at the antipode", ["range": depthRange(span, units: units)])
            } else if there == nil {
                // TRANSLATORS: a layer found only under the start (its ocean).
                depth = localized("{range} here", ["range": depthRange(span, units: units)])
            }
            let top = journey.conditions(atDepthKm: span.topKm)
            let bottom = journey.conditions(atDepthKm: span.bottomKm)
            // The geotherm is the rock's; sea water is near freezing at depth
            // and warm at the top, so the ocean says only its pressure.
            let conditions = layer == .ocean
                // TRANSLATORS: the pressure range of the ocean layer, e.g. "0.00–0.03 GPa".
                ? localized("{low}–{high} GPa", [
                    "low": gigapascals(top.gigapascals), "high": gigapascals(bottom.gigapascals),
                ])
                // TRANSLATORS: approximate temperatures and pressures of a layer, e.g. "≈ 1,650–2,500 °C · 24–136 GPa".
                : localized("≈ {cold}–{hot} °C · {low}–{high} GPa", [
                    "cold": celsius(top.celsius), "hot": celsius(bottom.celsius),
                    "low": gigapascals(top.gigapascals), "high": gigapascals(bottom.gigapascals),
                ])
            return WayDownScene.Label(layer: layer, title: name(layer), details: [depth, conditions])
        }
    }

    /// "12:34": minutes and seconds since the drop.
    public static func clock(seconds: Double) -> String {
        let whole = max(0, Int(seconds.rounded(.down)))
        let s = whole % 60
        return "\(whole / 60):" + (s < 10 ? "0\(s)" : "\(s)")
    }

    /// Minutes with one decimal: "38.1".
    static func minutes(_ seconds: Double) -> String { LocalizedFormat.decimal(seconds / 60, fractionDigits: 1) }

    /// km/s with one decimal: "9.9".
    static func kilometresPerSecond(_ metresPerSecond: Double) -> String {
        LocalizedFormat.decimal(metresPerSecond / 1000, fractionDigits: 1)
    }

    /// Whole miles per hour: "22,147".
    static func milesPerHour(_ metresPerSecond: Double) -> String {
        LocalizedFormat.grouped(Int((metresPerSecond * 3.6 / MeasurementSystem.kilometresPerMile).rounded()))
    }

    /// "Speed 9.9 km/s"; "Speed 22,147 mph" in miles.
    static func speedLine(_ metresPerSecond: Double, units: MeasurementSystem) -> String {
        switch units {
        case .metric:
            // TRANSLATORS: the digger's speed in kilometres per second.
            localized("Speed {speed} km/s", ["speed": kilometresPerSecond(metresPerSecond)])
        case .imperial:
            // TRANSLATORS: the digger's speed in miles per hour, for locales that measure in miles.
            localized("Speed {speed} mph", ["speed": milesPerHour(metresPerSecond)])
        }
    }

    /// "Peak 9.9 km/s at the centre"; "Peak 22,147 mph at the centre" in miles.
    static func peakLine(_ metresPerSecond: Double, units: MeasurementSystem) -> String {
        switch units {
        case .metric:
            // TRANSLATORS: the highest speed of the fall, reached at the Earth's centre.
            localized("Peak {speed} km/s at the centre", ["speed": kilometresPerSecond(metresPerSecond)])
        case .imperial:
            // TRANSLATORS: the highest speed of the fall in miles per hour, reached at the Earth's centre.
            localized("Peak {speed} mph at the centre", ["speed": milesPerHour(metresPerSecond)])
        }
    }

    /// The readout for the train at `state`, its depth and speeds in `units`.
    public static func readout(
        _ state: GravityTrain.State, journey: TunnelJourney, playing: Bool, units: MeasurementSystem = .current
    ) -> WayDownScene.Readout {
        let physics = journey.physics
        let arrived = state.time >= physics.prem.oneWayTime
        let caption = arrived ? localized("Arrived at the antipode")
            : playing ? localized("Falling") : state.time > 0 ? localized("Paused") : localized("Ready to drop")
        let layer = name(journey.profile.layer(atDistanceKm: state.distance / 1000))
        return WayDownScene.Readout(
            clock: clock(seconds: state.time),
            caption: caption,
            lines: [
                // TRANSLATORS: the digger's depth below the surface and the layer he is in.
                localized("Depth {depth} · {layer}", [
                    "depth": LocalizedFormat.distance(kilometres: state.depth / 1000, units: units), "layer": layer,
                ]),
                speedLine(state.speed, units: units),
                fallTimes(physics),
                peakLine(physics.prem.peakSpeed, units: units),
            ])
    }

    /// "PREM 38.1 min · uniform 42.2 min".
    static func fallTimes(_ physics: TunnelJourney.Physics) -> String {
        // TRANSLATORS: fall times to the antipode through the PREM Earth model and through a uniform Earth.
        localized("PREM {prem} min · uniform {uniform} min", [
            "prem": minutes(physics.prem.oneWayTime), "uniform": minutes(physics.uniform.oneWayTime),
        ])
    }

    /// The command line's lines about the tunnel, each ending in a newline;
    /// its length and peak speed in `units`.
    public static func summary(_ journey: TunnelJourney, units: MeasurementSystem = .current) -> String {
        let physics = journey.physics
        let layers = journey.profile.segments.prefix { $0.layer != .innerCore }.map { name($0.layer) } + [name(.innerCore)]
        let length = LocalizedFormat.distance(kilometres: journey.profile.lengthKm, units: units)
        let prem = minutes(physics.prem.oneWayTime), uniform = minutes(physics.uniform.oneWayTime)
        let first = switch units {
        case .metric:
            // TRANSLATORS: the tunnel's length and its fall times; {length} is a distance with its unit.
            localized("Tunnel: {length} through the centre; the fall takes {prem} min (PREM), {uniform} min (uniform Earth), peak {speed} km/s", [
                "length": length, "prem": prem, "uniform": uniform, "speed": kilometresPerSecond(physics.prem.peakSpeed),
            ])
        case .imperial:
            // TRANSLATORS: the tunnel's length and its fall times, for locales that measure in miles; {speed} is in miles per hour.
            localized("Tunnel: {length} through the centre; the fall takes {prem} min (PREM), {uniform} min (uniform Earth), peak {speed} mph", [
                "length": length, "prem": prem, "uniform": uniform, "speed": milesPerHour(physics.prem.peakSpeed),
            ])
        }
        // TRANSLATORS: the layers on the way down to the centre, already translated and joined.
        let second = localized("Down to the centre: {layers}", ["layers": LocalizedFormat.list(layers)])
        return first + "\n" + second + "\n"
    }
}
