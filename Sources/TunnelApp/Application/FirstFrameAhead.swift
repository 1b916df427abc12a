import MapRendering

/// The window's first frame, begun on the start-up worker before the window
/// exists: what it is expected to show, and what is drawn for it there.
struct FirstFrameAhead {
    /// The window size, views, radar size and scale expected.
    let views: MainWindow.OpeningViews
    /// The maps' base renderings.
    let renderings: BaseMapFirstRenderings
    /// The markers and the radar's face painted over them.
    let artwork: FirstFrameArtwork
}
