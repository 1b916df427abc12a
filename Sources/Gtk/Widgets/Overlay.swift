import CGtk

/// Shows one main child and floats others above it, each placed by its own
/// alignment and margins.
@MainActor
public final class Overlay: Container {
    /// An empty overlay; ``Container/add(_:)`` sets the main child.
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_overlay_new()))
    }

    /// Floats `child` over the main child.
    public func addOverlay(_ child: Widget) {
        guard !isDestroyed else { return }
        gtk_overlay_add_overlay(pointer(as: GtkOverlay.self), child.widgetPointer)
    }
}
