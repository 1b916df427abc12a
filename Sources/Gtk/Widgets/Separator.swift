import CGtk

/// A thin line between groups of widgets.
@MainActor
public final class Separator: Widget {
    /// A line running `orientation`-wise.
    public init(orientation: Orientation) {
        super.init(sinking: UnsafeMutableRawPointer(gtk_separator_new(orientation.gtkValue)))
    }
}
