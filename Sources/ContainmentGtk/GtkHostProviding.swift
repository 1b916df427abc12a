public import Containment

/// A platform-neutral view whose GTK host its backend knows how to build: a
/// container's chrome (a navigation bar, a tab strip, a page indicator) that
/// the core describes and the GTK backend paints with real widgets.
///
/// The core creates such views without knowing GTK; when one is added under
/// a GTK-hosted view, ``GtkViewHost/makeHost(forSubview:)`` asks it for its
/// host instead of making a plain one. The backend conforms the core's bars
/// this way, and so can an app's own chrome:
///
/// ```swift
/// final class ZoomSlider: View, GtkHostProviding {
///     func makeGtkHost() -> GtkViewHost {
///         GtkViewHost(content: Scale(orientation: .horizontal, range: 1...8, step: 1))
///     }
/// }
/// ```
@MainActor public protocol GtkHostProviding: View {
    /// A new host showing this view; called once, when the view first reaches a GTK window.
    func makeGtkHost() -> GtkViewHost
}
