import Locking
import MapRendering

/// What a map's first frame can take from the start-up worker: its base
/// rendering and its marker's image, each drawn ahead for the view the
/// window is expected to open with and each used only if the frame turns
/// out as expected.
struct MapFirstFrame {
    /// The base map rendered ahead.
    let rendering: BaseMapFirstRendering
    /// The marker drawn ahead at the frame's expected anchor, if it was.
    let marker: MadeAhead<MarkerArtwork.Image>?
}
