import CGtk
import ContainmentGtk

/// The Tunnel window: two map panes with a dark band between them and the
/// radar button centred in the band.
@MainActor
final class MainWindow {
    /// The GtkApplicationWindow.
    let window: UnsafeMutablePointer<GtkWidget>
    private let root: UnsafeMutablePointer<GtkWidget>
    private let startPane: UnsafeMutablePointer<GtkWidget>
    private let antipodePane: UnsafeMutablePointer<GtkWidget>
    private let radarButton: UnsafeMutablePointer<GtkWidget>
    private var layout = PaneLayout(width: 640, height: 860)

    init(application: UnsafeMutablePointer<GtkApplication>) {
        window = gtk_application_window_new(application)
        gtk_window_set_title(tunnel_window(window), AppInfo.name)
        gtk_window_set_default_size(tunnel_window(window), 640, 860)
        gtk_window_set_icon_name(tunnel_window(window), AppInfo.applicationID)

        root = gtk_fixed_new()
        startPane = gtk_drawing_area_new()
        antipodePane = gtk_drawing_area_new()
        radarButton = RadarButton.make()
        for child in [startPane, antipodePane, radarButton] {
            gtk_fixed_put(tunnel_fixed(root), child, 0, 0)
        }
        gtk_container_add(tunnel_container(window), root)

        Signal.connect(root, "draw", eventHandler: { [unowned self] cr in
            self.drawBand(OpaquePointer(cr))
            return false
        })
        for pane in [startPane, antipodePane] {
            Signal.connect(pane, "draw", eventHandler: { cr in
                Palette.drawOcean(OpaquePointer(cr), widget: pane)
                return false
            })
        }
        Signal.connect(root, "size-allocate", after: true, pointerHandler: { [unowned self] rect in
            guard let rect else { return }
            let allocation = rect.assumingMemoryBound(to: GtkAllocation.self).pointee
            self.lay(out: allocation)
        })
    }

    /// Shows the window and brings it to the front.
    func present() {
        gtk_widget_show_all(window)
        gtk_window_present(tunnel_window(window))
    }

    /// Closes and destroys the window.
    func close() {
        gtk_widget_destroy(window)
    }

    /// GtkFixed gives children their requested size; after it has, place
    /// them where the layout says, relative to the root's own allocation.
    private func lay(out allocation: GtkAllocation) {
        layout = PaneLayout(width: Double(allocation.width), height: Double(allocation.height))
        place(startPane, at: layout.startPane, in: allocation)
        place(antipodePane, at: layout.antipodePane, in: allocation)
        place(radarButton, at: layout.radar, in: allocation)
    }

    private func place(_ widget: UnsafeMutablePointer<GtkWidget>, at frame: PaneLayout.Frame, in parent: GtkAllocation) {
        var rect = GtkAllocation(
            x: parent.x + Int32(frame.x), y: parent.y + Int32(frame.y),
            width: Int32(frame.width), height: Int32(frame.height))
        gtk_widget_size_allocate(widget, &rect)
    }

    private func drawBand(_ cr: OpaquePointer) {
        Palette.band.set(on: cr)
        cairo_paint(cr)
    }
}
