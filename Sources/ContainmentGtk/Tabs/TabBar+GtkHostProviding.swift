public import Containment

extension TabBar: GtkHostProviding {
    /// A host showing the strip as a GtkNotebook's tabs (see ``GtkTabStrip``).
    public func makeGtkHost() -> GtkViewHost {
        GtkTabStrip(bar: self).host
    }
}
