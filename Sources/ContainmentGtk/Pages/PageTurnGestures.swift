#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Containment

/// Turns pointer and scroll events into a page controller's turns, as
/// libadwaita's `AdwCarousel` does: a drag past a small threshold starts an
/// interactive turn that follows the pointer; the release completes it
/// past halfway or when flicked, and cancels it otherwise. A mouse wheel
/// turns one page per notch; a touchpad's smooth scroll follows the fingers
/// like a drag.
@MainActor final class PageTurnGestures {
    /// Pointer travel, in points, before a press becomes a drag.
    static let dragThreshold = 8.0
    /// Touchpad scroll units per full turn.
    static let scrollUnitsPerTurn = 12.0

    private weak var view: PageContainerView?
    private var pressPoint: Point?
    private var dragDirection: PageViewController.NavigationDirection?
    private var dragRefused = false
    private var samples: [(time: Double, fraction: Double)] = []
    private var wheelAccumulator = 0.0
    private var touchpadAccumulator = 0.0
    private var touchpadDirection: PageViewController.NavigationDirection?
    /// Some touchpads never send a stop event: a pause in the scrolling
    /// ends the turn instead.
    private lazy var touchpadIdle = QuietPeriod(seconds: 0.2) { [weak self] in
        guard let self, let pages = self.pages else { return }
        self.endTouchpadScroll(pages)
    }

    init(view: PageContainerView) { self.view = view }

    private var pages: PageViewController? { view?.pageViewController }

    private var isHorizontal: Bool { pages?.navigationOrientation != .vertical }

    /// Along the turning axis, the pointer moving this way means "forward".
    private var forwardSign: Double {
        guard let pages else { return -1 }
        if pages.navigationOrientation == .vertical { return -1 }
        return pages.isLayoutRightToLeft ? 1 : -1
    }

    private var extent: Double {
        guard let view else { return 1 }
        return max(1, isHorizontal ? view.bounds.width : view.bounds.height)
    }

    // MARK: - Drag

    func press(_ event: ButtonEvent) -> Bool {
        guard event.button == 1, event.kind == .press else { return false }
        pressPoint = Point(x: event.rootX, y: event.rootY)
        dragDirection = nil
        dragRefused = false
        samples = []
        return true
    }

    func motion(_ event: MotionEvent) -> Bool {
        guard let pressPoint, let pages, !dragRefused else { return false }
        let delta = isHorizontal ? event.rootX - pressPoint.x : event.rootY - pressPoint.y
        if dragDirection == nil {
            guard abs(delta) >= Self.dragThreshold else { return true }
            let direction: PageViewController.NavigationDirection = delta * forwardSign > 0 ? .forward : .reverse
            guard pages.beginInteractiveTurn(direction) else {
                dragRefused = true
                return true
            }
            dragDirection = direction
        }
        guard let dragDirection else { return true }
        let towards = dragDirection == .forward ? forwardSign : -forwardSign
        let fraction = min(1, max(0, delta * towards / extent))
        pages.updateInteractiveTurn(fraction)
        samples.append((Double(event.time) / 1000, fraction))
        if samples.count > 6 { samples.removeFirst(samples.count - 6) }
        return true
    }

    func release(_ event: ButtonEvent) -> Bool {
        guard event.button == 1, pressPoint != nil else { return false }
        pressPoint = nil
        guard dragDirection != nil, let pages else { return true }
        dragDirection = nil
        pages.endInteractiveTurn(velocity: releaseVelocity(at: Double(event.time) / 1000))
        return true
    }

    /// Fractions per second over the last tenth of a second of the drag.
    private func releaseVelocity(at time: Double) -> Double {
        let recent = samples.filter { time - $0.time <= 0.1 }
        guard let first = recent.first, let last = recent.last, last.time - first.time > 0.005 else { return 0 }
        // A pointer that stopped before letting go has no velocity.
        guard time - last.time < 0.05 else { return 0 }
        return (last.fraction - first.fraction) / (last.time - first.time)
    }

    // MARK: - Scroll

    func scroll(_ event: ScrollEvent) -> Bool {
        guard let pages else { return false }
        switch event.direction {
        case .up, .left:
            let forward = event.direction == .left && pages.isLayoutRightToLeft
            return pages.turnPage(forward ? .forward : .reverse)
        case .down, .right:
            let reverse = event.direction == .right && pages.isLayoutRightToLeft
            return pages.turnPage(reverse ? .reverse : .forward)
        case .smooth:
            break
        }
        // Smooth: the dominant axis; horizontal deltas follow the reading order.
        var delta = abs(event.deltaX) > abs(event.deltaY) ? event.deltaX : event.deltaY
        if abs(event.deltaX) > abs(event.deltaY) && pages.isLayoutRightToLeft { delta = -delta }
        let isTouchpad = event.isFromTouch
        let isStop = event.isStop
        if isTouchpad {
            return touchpadScroll(delta, stop: isStop, pages: pages)
        }
        // A wheel: one notch (1.0) is one page.
        wheelAccumulator += delta
        guard abs(wheelAccumulator) >= 1 else { return true }
        let direction: PageViewController.NavigationDirection = wheelAccumulator > 0 ? .forward : .reverse
        wheelAccumulator = 0
        return pages.turnPage(direction)
    }

    private func touchpadScroll(_ delta: Double, stop: Bool, pages: PageViewController) -> Bool {
        if stop {
            endTouchpadScroll(pages)
            return true
        }
        touchpadAccumulator += delta
        if touchpadDirection == nil, abs(touchpadAccumulator) > 0.3 {
            let direction: PageViewController.NavigationDirection = touchpadAccumulator > 0 ? .forward : .reverse
            if pages.beginInteractiveTurn(direction) { touchpadDirection = direction } else { touchpadAccumulator = 0 }
        }
        if let direction = touchpadDirection {
            let signed = direction == .forward ? touchpadAccumulator : -touchpadAccumulator
            pages.updateInteractiveTurn(min(1, max(0, signed / Self.scrollUnitsPerTurn)))
        }
        touchpadIdle.restart()
        return true
    }

    private func endTouchpadScroll(_ pages: PageViewController) {
        touchpadIdle.cancel()
        touchpadAccumulator = 0
        guard touchpadDirection != nil else { return }
        touchpadDirection = nil
        pages.endInteractiveTurn()
    }
}
