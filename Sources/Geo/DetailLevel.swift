/// Level of detail of polygon geometry; coarser for zoomed-out views.
///
/// Countries are coverage-simplified per level, so shared borders stay
/// identical between neighbours at every level. Tolerances: `low` 0.1°,
/// `medium` 0.02°, `high` 0.01°.
public enum DetailLevel: Int, CaseIterable, Sendable {
    /// ~0.1° tolerance: the whole world or a continent (≈45k points worldwide).
    case low
    /// ~0.02° tolerance: a country or region (≈195k points worldwide).
    case medium
    /// ~0.01° tolerance: closer views, and the reverse geocoder's country test (≈318k points).
    case high
}
