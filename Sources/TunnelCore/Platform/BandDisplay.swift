package import Containment

/// The dark band behind the panes, around the radar.
@MainActor
package protocol BandDisplay: AnyObject {
    /// The band's view.
    var view: View { get }
    /// Where the panes and the band are.
    var layout: PaneLayout? { get set }
}
