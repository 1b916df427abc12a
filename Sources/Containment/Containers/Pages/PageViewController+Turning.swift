extension PageViewController {
    /// Shows `viewControllers` (one page, or two for a spread), turning to
    /// them in `direction` when `animated`, as UIKit's method of the same name.
    ///
    /// A turn already running ends first (an animated one completes, one
    /// following the pointer cancels). Pages that stay visible stay children;
    /// the others leave once the turn is over. The delegate is not told:
    /// `completion` is (with `true` once the new pages show).
    ///
    /// - Parameter viewControllers: One page, or two when ``pagesPerSpread`` is 2.
    ///   A different count is reported as
    ///   `ContainmentDiagnostic.Code.pageCountMismatch` and changes nothing.
    public func setViewControllers(
        _ viewControllers: [ViewController],
        direction: NavigationDirection,
        animated: Bool,
        completion: (@MainActor (_ finished: Bool) -> Void)? = nil
    ) {
        guard viewControllers.count == pagesPerSpread else {
            ContainmentLogging.report(ContainmentDiagnostic(
                code: .pageCountMismatch,
                message: "\(traceName) shows \(pagesPerSpread) page(s) at a time, "
                    + "not \(viewControllers.count)"))
            return
        }
        turn?.finishNow()
        let current = self.viewControllers
        if current.count == viewControllers.count && zip(current, viewControllers).allSatisfy({ $0 === $1 }) {
            completion?(true)
            return
        }
        guard !current.isEmpty, isViewLoaded else {
            replacePagesImmediately(with: viewControllers)
            completion?(true)
            return
        }
        // Pages visible before and after stay put; the turn moves the rest.
        let outgoing = current.filter { page in !viewControllers.contains { $0 === page } }
        let incoming = viewControllers.filter { page in !current.contains { $0 === page } }
        guard !outgoing.isEmpty || !incoming.isEmpty else {
            self.viewControllers = viewControllers
            layoutRestingPages()
            completion?(true)
            return
        }
        startTurn(direction: direction, outgoing: current, incoming: viewControllers,
                  userInitiated: false, interactive: false, animated: animated, completion: completion)
    }

    /// Turns one spread in `direction`, asking the data source for the
    /// pages, as a user's key press does. The delegate is told.
    ///
    /// - Returns: False when there is no page that way or nothing to turn.
    @discardableResult
    public func turnPage(_ direction: NavigationDirection, animated: Bool = true) -> Bool {
        if let running = turn {
            // A key held down: land the running turn, then take the next one.
            running.finishNow()
        }
        guard let incoming = neighbours(direction) else { return false }
        startTurn(direction: direction, outgoing: viewControllers, incoming: incoming,
                  userInitiated: true, interactive: false, animated: animated, completion: nil)
        return true
    }

    // MARK: - Interactive turns

    /// Begins a turn that follows the pointer (or a smooth scroll): the data
    /// source is asked for the pages that way, they become children and
    /// begin to appear, and the delegate is told.
    ///
    /// - Returns: False when there is no page that way, a turn is running, or
    ///   no page shows.
    @discardableResult
    public func beginInteractiveTurn(_ direction: NavigationDirection) -> Bool {
        guard turn == nil, !viewControllers.isEmpty, let incoming = neighbours(direction) else { return false }
        startTurn(direction: direction, outgoing: viewControllers, incoming: incoming,
                  userInitiated: true, interactive: true, animated: true, completion: nil)
        return true
    }

    /// Moves the interactive turn to `fraction` (0...1) of the way.
    public func updateInteractiveTurn(_ fraction: Double) {
        guard let turn, turn.isInteractive else { return }
        turn.update(fraction)
    }

    /// The fraction of the running turn, 0...1; nil without a turn.
    public var turnFraction: Double? { turn?.fraction }

    /// The direction of the running turn; nil without a turn.
    public var turnDirection: NavigationDirection? { turn?.direction }

    /// Releases the interactive turn: past halfway, or flicked forward faster
    /// than ``flickVelocity`` (fractions per second), it completes; otherwise
    /// it springs back and the delegate hears `transitionCompleted == false`.
    public func endInteractiveTurn(velocity: Double = 0) {
        guard let turn, turn.isInteractive else { return }
        let completes: Bool
        if velocity > Self.flickVelocity { completes = true }
        else if velocity < -Self.flickVelocity { completes = false }
        else { completes = turn.fraction > 0.5 }
        turn.run(toCompletion: completes, duration: turnDuration)
    }

    /// Cancels the interactive turn, springing back.
    public func cancelInteractiveTurn() {
        guard let turn, turn.isInteractive else { return }
        turn.run(toCompletion: false, duration: turnDuration)
    }

    /// A release faster than this, in turn fractions per second, decides the
    /// turn by its direction rather than by how far it went.
    public static let flickVelocity = 2.0

    // MARK: - Internals

    /// The spread before or after the visible one, from the data source.
    func neighbours(_ direction: NavigationDirection) -> [ViewController]? {
        guard let dataSource, !viewControllers.isEmpty else { return nil }
        var pages: [ViewController] = []
        var anchor = direction == .forward ? viewControllers.last! : viewControllers.first!
        for _ in 0..<pagesPerSpread {
            let next = direction == .forward
                ? dataSource.pageViewController(self, viewControllerAfter: anchor)
                : dataSource.pageViewController(self, viewControllerBefore: anchor)
            guard let next else { break }
            pages.append(next)
            anchor = next
        }
        guard !pages.isEmpty else { return nil }
        if direction == .reverse { pages.reverse() }
        // The last spread of a book with an odd page count is half empty:
        // the spread shows what there is, aligned to its first slot.
        return pages
    }

    func startTurn(
        direction: NavigationDirection, outgoing: [ViewController], incoming: [ViewController],
        userInitiated: Bool, interactive: Bool, animated: Bool,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        loadViewIfNeeded()
        let turn = PageTurn(
            owner: self, direction: direction, outgoing: outgoing, incoming: incoming,
            isUserInitiated: userInitiated, isInteractive: interactive, animated: animated,
            completion: completion)
        self.turn = turn
        turn.begin()
        if !interactive { turn.run(toCompletion: true, duration: turnDuration) }
    }

    /// Swaps the visible pages with no turn (nothing showed yet, or the view is not loaded).
    func replacePagesImmediately(with pages: [ViewController]) {
        let old = viewControllers
        let leaving = old.filter { page in !pages.contains { $0 === page } }
        let arriving = pages.filter { page in !old.contains { $0 === page } }
        for page in arriving {
            do { try addChild(page) } catch {
                ContainmentLogging.report(ContainmentDiagnostic(
                    code: .pageCountMismatch, message: "page \(page.traceName) cannot join \(traceName): \(error)"))
            }
        }
        viewControllers = pages
        if isOnScreen {
            for page in leaving { page.beginAppearanceTransitionIfNeeded(false, animated: false) }
            for page in arriving { page.beginAppearanceTransitionIfNeeded(true, animated: false) }
        }
        if isViewLoaded {
            for page in pages { placeRestingPage(page) }
        }
        for page in leaving where page.appearanceState.isTransitioning { page.endAppearanceTransition() }
        if appearanceState == .appeared {
            for page in arriving where page.appearanceState == .appearing { page.endAppearanceTransition() }
        }
        for page in leaving {
            page.willMove(toParent: nil)
            page.viewIfLoaded?.removeFromSuperview()
            page.removeFromParent()
        }
        for page in arriving { page.didMove(toParent: self) }
        updatePageIndicator()
    }

    /// Fills or trims the spread after ``spineLocation`` changed.
    func spineLocationDidChange() {
        if transitionStyle == .scroll && spineLocation != .min {
            spineLocation = .min
            return
        }
        turn?.finishNow()
        guard let first = viewControllers.first else { return }
        if pagesPerSpread == 1 {
            replacePagesImmediately(with: [first])
        } else if viewControllers.count == 1 {
            if let after = dataSource?.pageViewController(self, viewControllerAfter: first) {
                replacePagesImmediately(with: [first, after])
            } else if let before = dataSource?.pageViewController(self, viewControllerBefore: first) {
                replacePagesImmediately(with: [before, first])
            } else {
                layoutRestingPages()
            }
        }
        layoutRestingPages()
        updatePageIndicator()
    }
}
