package import Containment

/// What a geo-info controller asks of the canvas that draws its card.
@MainActor
package protocol InfoCanvas: AnyObject {
    /// The card's view.
    var view: View { get }
    /// The card's name in the trace's `frame` events.
    var traceName: String { get set }
    /// What the card shows.
    var content: GeoInfoViewController.Content? { get set }
    /// The small line above the title.
    var eyebrow: String? { get set }
    /// Called by the card's "The way down" button.
    var onWayDown: (() -> Void)? { get set }
}
