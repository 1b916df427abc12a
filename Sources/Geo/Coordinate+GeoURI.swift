extension Coordinate {
    /// `geo:-33.86000,151.21000`: the point as a `geo:` link (RFC 5870),
    /// five decimals, which ``GeoURI/init(parsing:)`` reads back to within
    /// half of 0.00001°. What "Copy link" puts on the clipboard.
    public var geoURI: String { GeoURI(coordinate: self).description }
}
