import Containment

// The way down: a third view of the pair, over both panes.
extension RootViewController {
    /// Whether the way down is showing.
    package var isShowingWayDown: Bool { wayDown.parent === self }

    /// Whether the way down is asked for and its picture is being drawn.
    package var isOpeningWayDown: Bool { wayDownOpening != nil }

    /// Shows the way down from the digger to the antipode over both panes,
    /// once its picture is drawn: on a worker, while the maps stay live, so
    /// its first frame only paints.
    package func showWayDown() {
        guard !isShowingWayDown, !isOpeningWayDown, !isFlipping else { return }
        wayDown.show(from: startMap.location, lookup: lookup)
        let scheduler = views.scheduler
        let ticket = WayDownOpening(began: scheduler.now)
        wayDownOpening = ticket
        let size = view.bounds.size
        wayDown.prepare(width: size.width, height: size.height, like: view) { [weak self] in
            guard let self, self.wayDownOpening === ticket else { return }
            self.wayDownOpening = nil
            Trace.emit(TraceEvent("wayDownPrepared", [("ms", .number((scheduler.now - ticket.began) * 1000))]))
            self.presentWayDown()
        }
    }

    /// Forgets a way down asked for and not yet shown.
    package func cancelOpeningWayDown() {
        guard isOpeningWayDown else { return }
        wayDownOpening = nil
        wayDown.cancelPreparation()
        Trace.emit(TraceEvent("wayDownClosed"))
    }

    /// Adds the way down as a child controller, UIKit's way: add, place the
    /// view, finish the move.
    private func presentWayDown() {
        guard !isShowingWayDown, !isFlipping else { return }
        do {
            try addChild(wayDown)
            wayDown.view.frame = view.bounds
            try view.addSubview(wayDown.view)
            wayDown.didMove(toParent: self)
        } catch {
            ContainmentLogging.logger.error("cannot show the way down: \(error)")
            if wayDown.parent === self { wayDown.removeFromParent() }
            return
        }
        // The panes beneath leave the focus chain and the screen reader's view.
        for pane in paneViews { pane.isHidden = true }
    }

    /// Returns to the pair, UIKit's way: tell the child, remove its view,
    /// remove it; the panes come back.
    package func hideWayDown() {
        guard isShowingWayDown else { return }
        wayDown.willMove(toParent: nil)
        wayDown.view.removeFromSuperview()
        wayDown.removeFromParent()
        for pane in paneViews { pane.isHidden = false }
        Trace.emit(TraceEvent("wayDownClosed"))
        if side == .maps { startMap.focus() }
    }

    /// Shows the way down, or goes back from it or from opening it (Ctrl+D).
    package func toggleWayDown() {
        if isShowingWayDown {
            hideWayDown()
        } else if isOpeningWayDown {
            cancelOpeningWayDown()
        } else {
            showWayDown()
        }
    }
}

/// One request to open the way down, told apart from a later one by identity.
final class WayDownOpening {
    /// When it was asked for, on the scheduler's clock (seconds).
    let began: Double

    init(began: Double) { self.began = began }
}
