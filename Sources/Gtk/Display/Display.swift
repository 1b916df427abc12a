import CGtk

/// The display GTK opened: the X server or the Wayland compositor, and
/// what it says about its monitors.
@MainActor
public enum Display {
    /// Whether GTK has opened a display (after ``Toolkit/initialize()``).
    public static var isOpen: Bool { gdk_display_get_default() != nil }

    /// Waits until the display server has handled every request sent so
    /// far: what a window drew is then on the screen, not on its way there.
    public static func sync() {
        guard let display = gdk_display_get_default() else { return }
        gdk_display_sync(display)
    }

    /// Device pixels per point on the primary monitor (GDK_SCALE, or the
    /// desktop's setting); 1 with no display.
    public static var primaryMonitorScale: Int {
        guard let monitor = primaryMonitor else { return 1 }
        return Int(max(1, gdk_monitor_get_scale_factor(monitor)))
    }

    /// The part of the primary monitor that windows may cover (without
    /// panels and docks), in points; nil when the display does not tell.
    public static var primaryWorkArea: (x: Int, y: Int, width: Int, height: Int)? {
        guard let monitor = primaryMonitor else { return nil }
        var area = GdkRectangle()
        gdk_monitor_get_workarea(monitor, &area)
        guard area.width > 0, area.height > 0 else { return nil }
        return (Int(area.x), Int(area.y), Int(area.width), Int(area.height))
    }

    /// The primary monitor, or the first one where none is primary (Wayland).
    private static var primaryMonitor: OpaquePointer? {
        guard let display = gdk_display_get_default() else { return nil }
        return gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0)
    }
}
