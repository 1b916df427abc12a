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
        let area = DrawingArea()
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
    private let area: DrawingArea
    private var draw: SignalConnection?

    init(view: PageIndicatorView, area: DrawingArea) {
        self.view = view
        self.area = area
        draw = area.onDraw { [weak self] context, width, height in
            guard let view = self?.view else { return }
            PageIndicatorPainter.paint(
                context, style: view.style, count: view.count, index: view.index,
                visibleCount: view.visibleCount, size: Size(width: width, height: height))
        }
        area.accessibleRole = .statusBar
    }

    isolated deinit { draw?.disconnect() }

    func indicatorDidChange() {
        guard let view else { return }
        area.accessibleName = view.accessibleLabel
        area.tooltip = view.accessibleLabel.isEmpty ? nil : view.accessibleLabel
        area.queueDraw()
    }
}

/// Paints a page indicator with Cairo: a translucent pill holding dots
/// (the current page bright) or, for many pages, a track with a thumb.
public enum PageIndicatorPainter {
    /// Paints into (0, 0, `size`) of `context`, centred.
    public static func paint(
        _ context: DrawingContext, style: PageIndicatorView.Style, count: Int, index: Int, visibleCount: Int, size: Size
    ) {
        guard count > 0 else { return }
        let centerY = size.height / 2
        let pillHeight = 16.0
        switch style {
        case .dots:
            let spacing = 14.0, radius = 3.5
            let width = Double(count - 1) * spacing + 2 * radius + 16
            pill(context, x: (size.width - width) / 2, y: centerY - pillHeight / 2, width: width, height: pillHeight)
            let firstX = (size.width - Double(count - 1) * spacing) / 2
            for page in 0..<count {
                let current = page >= index && page < index + max(1, visibleCount)
                context.addCircle(centerX: firstX + Double(page) * spacing, centerY: centerY, radius: radius)
                context.setColor(red: 1, green: 1, blue: 1, alpha: current ? 0.95 : 0.4)
                context.fill()
            }
        case .lines:
            let track = min(260, max(40, size.width - 48))
            let x = (size.width - track) / 2
            pill(context, x: x - 10, y: centerY - pillHeight / 2, width: track + 20, height: pillHeight)
            roundedBar(context, x: x, y: centerY - 2, width: track, height: 4)
            context.setColor(red: 1, green: 1, blue: 1, alpha: 0.35)
            context.fill()
            let thumb = max(14, track * Double(max(1, visibleCount)) / Double(count))
            let positions = max(1, count - max(1, visibleCount))
            let offset = (track - thumb) * Double(min(index, positions)) / Double(positions)
            roundedBar(context, x: x + offset, y: centerY - 2, width: thumb, height: 4)
            context.setColor(red: 1, green: 1, blue: 1, alpha: 0.95)
            context.fill()
        }
    }

    private static func pill(_ context: DrawingContext, x: Double, y: Double, width: Double, height: Double) {
        roundedBar(context, x: x, y: y, width: width, height: height)
        context.setColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 0.55)
        context.fill()
    }

    private static func roundedBar(_ context: DrawingContext, x: Double, y: Double, width: Double, height: Double) {
        let r = height / 2
        context.newSubPath()
        context.addArc(centerX: x + width - r, centerY: y + r, radius: r, from: -.pi / 2, to: .pi / 2)
        context.addArc(centerX: x + r, centerY: y + r, radius: r, from: .pi / 2, to: 3 * .pi / 2)
        context.closePath()
    }
}
