public import Geo

/// What the way-down picture shows: the layers, their labels, the two ends,
/// the readout and where the digger is. Strings arrive formatted and
/// translated; the painter only places them.
public struct WayDownScene: Hashable, Sendable {
    /// Light or dark surroundings (the layers keep their colours).
    public enum Appearance: Hashable, Sendable {
        /// A warm paper background.
        case light
        /// A deep night background.
        case dark
    }

    /// One layer's label: a bold name and smaller detail lines.
    public struct Label: Hashable, Sendable {
        /// Which layer it names.
        public var layer: EarthLayer
        /// "Outer core".
        public var title: String
        /// "2891–5150 km", "3700–5400 °C", "136–329 GPa".
        public var details: [String]

        /// Creates a label.
        public init(layer: EarthLayer, title: String, details: [String]) {
            self.layer = layer
            self.title = title
            self.details = details
        }
    }

    /// The readout beside the cut: a large clock and a few lines.
    public struct Readout: Hashable, Sendable {
        /// "12:34" since the drop.
        public var clock: String
        /// A caption above the clock ("Falling", "Paused").
        public var caption: String
        /// Depth, speed, the two fall times, the peak speed.
        public var lines: [String]

        /// Creates a readout.
        public init(clock: String, caption: String, lines: [String]) {
            self.clock = clock
            self.caption = caption
            self.lines = lines
        }
    }

    /// The layers, crust chosen by the ends.
    public var profile: TunnelProfile
    /// The starting end's name, drawn above the cut.
    public var startName: String
    /// The antipode's name, drawn below the cut.
    public var endName: String
    /// One label per layer shown, outermost first.
    public var labels: [Label]
    /// The readout.
    public var readout: Readout
    /// The digger's distance along the tunnel, km (0 at the start, the diameter at the antipode).
    public var distanceKm: Double
    /// Light or dark.
    public var appearance: Appearance
    /// Where a fall through a uniform Earth would be at the same moment, km
    /// along the tunnel, drawn as a faint ring so PREM's head start shows;
    /// nil for none.
    public var uniformDistanceKm: Double?
    /// The ring's caption ("uniform Earth").
    public var uniformCaption: String

    /// Creates a scene.
    public init(
        profile: TunnelProfile, startName: String, endName: String, labels: [Label], readout: Readout,
        distanceKm: Double, appearance: Appearance = .light, uniformDistanceKm: Double? = nil,
        uniformCaption: String = ""
    ) {
        self.profile = profile
        self.startName = startName
        self.endName = endName
        self.labels = labels
        self.readout = readout
        self.distanceKm = distanceKm
        self.appearance = appearance
        self.uniformDistanceKm = uniformDistanceKm
        self.uniformCaption = uniformCaption
    }
}
