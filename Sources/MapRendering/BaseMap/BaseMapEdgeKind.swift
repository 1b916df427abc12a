/// How the base map strokes one polygon edge.
enum BaseMapEdgeKind: UInt8 {
    /// Not stroked: an artificial cut (the antimeridian split, the south edge
    /// of Antarctica) or the second copy of a shared border.
    case hidden = 0
    /// Land meets water.
    case coast = 1
    /// Land meets land: stroked once, by the first feature that has it.
    case border = 2
}
