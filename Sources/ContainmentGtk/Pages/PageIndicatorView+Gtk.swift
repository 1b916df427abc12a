import CGtk
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
public import Containment

extension PageIndicatorView: GtkHostProviding {
    /// A drawing area painting dots or a line, named for screen readers
    /// ("Page 3 of 250").
    public func makeGtkHost() -> GtkViewHost {
        let area = gtk_drawing_area_new()!
        let host = GtkViewHost(content: area)
        let painter = GtkPageIndicator(view: self, area: area)
        changeObserver = { [painter] _ in painter.indicatorDidChange() }
        painter.indicatorDidChange()
        return host
    }
}

/// Draws a ``PageIndicatorView`` and keeps its accessible name current.
@MainActor final class GtkPageIndicator {
    private weak var view: PageIndicatorView?
    private let area: UnsafeMutablePointer<GtkWidget>
    private var draw: SignalConnection?

    init(view: PageIndicatorView, area: UnsafeMutablePointer<GtkWidget>) {
        self.view = view
        self.area = area
        draw = Signal.connect(area, "draw", eventHandler: { [weak self] cr in
            guard let self, let view = self.view else { return false }
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(self.area, &allocation)
            PageIndicatorPainter.paint(
                OpaquePointer(cr), style: view.style, count: view.count, index: view.index,
                visibleCount: view.visibleCount,
                size: Size(width: Double(allocation.width), height: Double(allocation.height)))
            return false
        })
        if let accessible = gtk_widget_get_accessible(area) {
            atk_object_set_role(accessible, ATK_ROLE_STATUSBAR)
        }
    }

    isolated deinit { draw?.disconnect() }

    func indicatorDidChange() {
        guard let view else { return }
        if let accessible = gtk_widget_get_accessible(area) {
            atk_object_set_name(accessible, view.accessibleLabel)
        }
        gtk_widget_set_tooltip_text(area, view.accessibleLabel.isEmpty ? nil : view.accessibleLabel)
        gtk_widget_queue_draw(area)
    }
}

/// Paints a page indicator with Cairo: a translucent pill holding dots
/// (the current page bright) or, for many pages, a track with a thumb.
public enum PageIndicatorPainter {
    /// Paints into (0, 0, `size`) of `cr`, centred.
    public static func paint(
        _ cr: OpaquePointer, style: PageIndicatorView.Style, count: Int, index: Int, visibleCount: Int, size: Size
    ) {
        guard count > 0 else { return }
        let centerY = size.height / 2
        let pillHeight = 16.0
        switch style {
        case .dots:
            let spacing = 14.0, radius = 3.5
            let width = Double(count - 1) * spacing + 2 * radius + 16
            pill(cr, x: (size.width - width) / 2, y: centerY - pillHeight / 2, width: width, height: pillHeight)
            let firstX = (size.width - Double(count - 1) * spacing) / 2
            for page in 0..<count {
                let current = page >= index && page < index + max(1, visibleCount)
                cairo_arc(cr, firstX + Double(page) * spacing, centerY, radius, 0, 2 * .pi)
                cairo_set_source_rgba(cr, 1, 1, 1, current ? 0.95 : 0.4)
                cairo_fill(cr)
            }
        case .lines:
            let track = min(260, max(40, size.width - 48))
            let x = (size.width - track) / 2
            pill(cr, x: x - 10, y: centerY - pillHeight / 2, width: track + 20, height: pillHeight)
            roundedBar(cr, x: x, y: centerY - 2, width: track, height: 4)
            cairo_set_source_rgba(cr, 1, 1, 1, 0.35)
            cairo_fill(cr)
            let thumb = max(14, track * Double(max(1, visibleCount)) / Double(count))
            let positions = max(1, count - max(1, visibleCount))
            let offset = (track - thumb) * Double(min(index, positions)) / Double(positions)
            roundedBar(cr, x: x + offset, y: centerY - 2, width: thumb, height: 4)
            cairo_set_source_rgba(cr, 1, 1, 1, 0.95)
            cairo_fill(cr)
        }
    }

    private static func pill(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double) {
        roundedBar(cr, x: x, y: y, width: width, height: height)
        cairo_set_source_rgba(cr, 0.1, 0.1, 0.12, 0.55)
        cairo_fill(cr)
    }

    private static func roundedBar(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double) {
        let r = height / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - r, y + r, r, -.pi / 2, .pi / 2)
        cairo_arc(cr, x + r, y + r, r, .pi / 2, 3 * .pi / 2)
        cairo_close_path(cr)
    }
}
