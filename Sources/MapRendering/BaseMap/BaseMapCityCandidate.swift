/// A place that may get a label, projected once: normalised position,
/// population and name.
struct BaseMapCityCandidate {
    let name: String
    let population: Int
    let position: SIMD2<Double>
}
