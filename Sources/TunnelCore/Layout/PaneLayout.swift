public import Containment

/// Where the two map panes, the band between them and the radar button go
/// in a window of a given size.
///
/// Each pane takes 42% of the window's long side and the band the 16% in
/// between, as in the original app. A tall window stacks the panes; a wide
/// one puts them side by side (the desktop's "rotation").
public struct PaneLayout: Equatable, Sendable {
    /// A rectangle in window points: the containment core's `Rect`, so the
    /// root controller can hand frames straight to its views.
    public typealias Frame = Rect

    /// How the panes are arranged.
    public enum Orientation: Sendable {
        /// Start pane above, antipode pane below.
        case stacked
        /// Start pane left, antipode pane right.
        case sideBySide
    }

    /// The fraction of the long side each pane takes.
    public static let paneFraction = 0.42
    /// The radar button's box, before it is shrunk to fit the band; the
    /// artwork leaves room in it for its shadow and focus ring.
    public static let preferredRadarDiameter = 84.0

    /// The arrangement chosen for this size.
    public let orientation: Orientation
    /// The start map's pane.
    public let startPane: Frame
    /// The antipode map's pane.
    public let antipodePane: Frame
    /// The band between the panes.
    public let band: Frame
    /// The radar button, centred in the band.
    public let radar: Frame

    /// A layout from its parts (for animation between two layouts).
    init(orientation: Orientation, startPane: Frame, antipodePane: Frame, band: Frame, radar: Frame) {
        self.orientation = orientation
        self.startPane = startPane
        self.antipodePane = antipodePane
        self.band = band
        self.radar = radar
    }

    /// Lays out a window of `width` × `height` points.
    ///
    /// The panes sit side by side once the window is wider than it is tall.
    public init(width: Double, height: Double) {
        let width = max(width, 1)
        let height = max(height, 1)
        orientation = width > height ? .sideBySide : .stacked
        switch orientation {
        case .stacked:
            let pane = (height * Self.paneFraction).rounded()
            startPane = Frame(x: 0, y: 0, width: width, height: pane)
            antipodePane = Frame(x: 0, y: height - pane, width: width, height: pane)
            band = Frame(x: 0, y: pane, width: width, height: height - 2 * pane)
        case .sideBySide:
            let pane = (width * Self.paneFraction).rounded()
            startPane = Frame(x: 0, y: 0, width: pane, height: height)
            antipodePane = Frame(x: width - pane, y: 0, width: pane, height: height)
            band = Frame(x: pane, y: 0, width: width - 2 * pane, height: height)
        }
        let diameter = min(Self.preferredRadarDiameter, 0.8 * min(band.width, band.height)).rounded()
        let center = band.center
        radar = Frame(
            x: (center.x - diameter / 2).rounded(), y: (center.y - diameter / 2).rounded(),
            width: diameter, height: diameter)
    }
}
