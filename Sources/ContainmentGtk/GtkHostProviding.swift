public import Containment

/// A platform-neutral view whose GTK host its backend knows how to build: a
/// container's chrome (a navigation bar, a tab strip, a page indicator) that
/// the core describes and the GTK backend paints with real widgets.
///
/// The core creates such views without knowing GTK; when one is added under
/// a GTK-hosted view, ``GtkViewHost/makeHost(forSubview:)`` asks it for its
/// host instead of making a plain one. The backend conforms the core's view
/// types in an extension:
///
/// ```swift
/// extension NavigationBar: GtkHostProviding {
///     public func makeGtkHost() -> GtkViewHost { GtkNavigationBarHost(bar: self) }
/// }
/// ```
@MainActor public protocol GtkHostProviding: View {
    /// A new host showing this view; called once, when the view first reaches a GTK window.
    func makeGtkHost() -> GtkViewHost
}
