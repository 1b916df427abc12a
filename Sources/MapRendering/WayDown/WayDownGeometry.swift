/// Where the way down's parts go in a view of one size: the readout, the
/// cut, the labels' column and the digger's room above the cut.
///
/// Landscape: three columns — readout, the cut, the labels. Portrait (a tall
/// window, the app's default): the readout above the cut, which then depends
/// on the readout's measured height.
struct WayDownGeometry: Hashable, Sendable {
    let width: Double
    let height: Double
    let margin: Double
    let portrait: Bool
    let readoutWidth: Double
    /// The labels' column's width; 0 when there is no room for it.
    let labelWidth: Double
    /// Whether the layers' labels are drawn beside the cut: not in a
    /// window too narrow for the readout, the cut and them (GNOME's
    /// smallest), where the cut would shrink to a dot under a pile of
    /// labels. The readout still names the layer the digger is in.
    let showsLabels: Bool
    /// The ends' names' size in points.
    let nameSize: Double
    /// Points above the cut taken by the readout (0 in landscape).
    let readoutHeight: Double
    /// The standing digger's height in points.
    let diggerSize: Double
    /// The centre of the cut, on whole points so the two halves meet on a
    /// pixel edge with no seam.
    let center: MapPoint
    /// The Earth's radius on screen.
    let radius: Double

    /// The readout card's width in a view of `width` × `height` points.
    static func readoutWidth(width: Double, height: Double) -> Double {
        isPortrait(width: width, height: height)
            ? min(max(width * 0.42, 150), 300) : min(max(width * 0.22, 150), 250)
    }

    /// The narrowest cut, in points, that is drawn with the labels' column
    /// beside it.
    static let smallestCutWithLabels = 120.0

    /// The margin around everything.
    static func margin(width: Double, height: Double) -> Double { max(12, min(width, height) * 0.03) }

    /// Whether the readout goes above the cut.
    static func isPortrait(width: Double, height: Double) -> Bool { width < height * 1.25 }

    /// Points the readout takes above the cut for a card `cardHeight` high
    /// (0 in landscape): whole points, as the still picture is keyed by it.
    static func readoutHeight(card cardHeight: Double, width: Double, height: Double) -> Double {
        isPortrait(width: width, height: height) ? (cardHeight + margin(width: width, height: height)).rounded(.up) : 0
    }

    /// The places in a view of `width` × `height` points whose readout takes
    /// `readoutHeight` points above the cut (``readoutHeight(card:width:height:)``).
    init(width: Double, height: Double, readoutHeight: Double) {
        self.width = width
        self.height = height
        margin = Self.margin(width: width, height: height)
        portrait = Self.isPortrait(width: width, height: height)
        readoutWidth = Self.readoutWidth(width: width, height: height)
        nameSize = min(max(min(width, height) * 0.022, 12), 18)
        let nameBand = nameSize * 2.4
        self.readoutHeight = readoutHeight
        let areaLeft = portrait ? margin : 2 * margin + readoutWidth
        let columnWidth = min(max(width * 0.26, 150), 290)
        showsLabels = width - areaLeft - columnWidth - 2 * margin >= Self.smallestCutWithLabels
        labelWidth = showsLabels ? columnWidth : 0
        let areaWidth = max(40, width - areaLeft - labelWidth - 2 * margin)
        // The digger stands on the surface at the drop: room for him above the cut.
        let diggerRoom = min(max(min(width, height) * 0.06, 26), 64)
        let areaTop = margin + readoutHeight
        let areaHeight = max(40, height - areaTop - margin - 2 * nameBand - diggerRoom)
        radius = max(20, min(areaWidth, areaHeight) / 2)
        diggerSize = min(max(radius * 0.17, 26), diggerRoom)
        center = MapPoint(
            x: (areaLeft + areaWidth / 2).rounded(),
            y: (areaTop + nameBand + diggerRoom + areaHeight / 2).rounded())
    }

    /// Where the labels' column starts.
    var labelX: Double { min(center.x + radius + max(28, margin * 2), width - margin - labelWidth) }
}
