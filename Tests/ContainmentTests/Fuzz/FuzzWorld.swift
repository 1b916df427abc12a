import Containment
import ContainmentTesting
import Testing

/// A small deterministic generator, so a failure repeats.
struct FuzzRandom {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(max(1, bound)))
    }

    mutating func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[next(items.count)] }
    mutating func coin() -> Bool { next(2) == 0 }
}

/// A window whose root holds custom containers (`root`, `c1`, `c2`, each
/// with a top and a bottom container view), a navigation controller, a tab
/// bar controller, a page controller and four leaves, `l4` of which changes
/// the hierarchy from its own appearance callbacks. Operations pick any of
/// them, in any nesting; see ``NestedContainerFuzzTests``.
@MainActor final class FuzzWorld {
    let fx = Fixture()
    let c1 = TestController("c1"), c2 = TestController("c2")
    let nav = NavigationController()
    let tabs = TabBarController()
    let pages = PageViewController(transitionStyle: .scroll)
    let book = NumberedBook(count: 6)
    let leaves = (1...4).map { TestController("l\($0)") }
    private(set) var failed = false

    private var random: FuzzRandom
    private var log: [String] = []
    private let recorder = TraceRecorder()
    /// The trace of the last step, for the failure message: what the
    /// operation that broke an invariant set off.
    private var lastStepTrace: [String] = []
    private var containerStates: [String: AppearanceState] = ["nav": .disappeared, "tabs": .disappeared, "pages": .disappeared]
    private var inMischief = false

    init(seed: UInt64) {
        random = FuzzRandom(state: seed)
        nav.traceName = "nav"
        tabs.traceName = "tabs"
        pages.traceName = "pages"
        pages.dataSource = book
        pages.setViewControllers([book.page(0)], direction: .forward, animated: false)
        for unruly in [leaves[3], c2] {
            unruly.onViewWillAppear = { [unowned self, unowned unruly] in self.misbehave(unruly) }
            unruly.onViewWillDisappear = { [unowned self, unowned unruly] in self.misbehave(unruly) }
        }
    }

    /// The custom containers, whose top and bottom views take children.
    private var customs: [TestController] { [fx.root, c1, c2] }
    /// Everything an operation may move.
    private var movable: [ViewController] { [c1, c2, nav, tabs, pages] + leaves }
    /// Everything alive that records its appearance calls.
    private var testControllers: [TestController] { customs + leaves + book.alive }
    /// Every controller alive.
    private var all: [ViewController] { [fx.root, c1, c2, nav, tabs, pages] + leaves + book.alive }

    // MARK: - Operations

    /// One random operation, then every invariant.
    func step() {
        guard !failed else { return }
        Trace.withSink(recorder) { perform(random.next(20)) }
        // Nothing running is as good as settled.
        check(settled: !fx.backend.driver.isAnimating && !pages.isTurning)
    }

    /// Ends whatever runs, then checks everything, visibility included.
    func settleAndCheck() {
        guard !failed else { return }
        log.append("settle")
        Trace.withSink(recorder) {
            for _ in 0..<3 {
                pages.cancelInteractiveTurn()
                fx.backend.driver.runUntilIdle()
            }
        }
        check(settled: true)
    }

    private func perform(_ kind: Int) {
        switch kind {
        case 0, 1, 19:
            guard let child = random.pick(movable), let owner = random.pick(customs) else { return }
            let container = random.coin() ? owner.top : owner.bottom
            log.append("embed \(child.traceName) in \(container.name!)")
            try? fx.embed(child, in: container, of: owner)
        case 2:
            guard let child = random.pick(movable) else { return }
            log.append("unembed \(child.traceName)")
            fx.unembed(child)
        case 3:
            guard let page = random.pick(movable) else { return }
            let animated = random.coin()
            log.append("nav.push \(page.traceName) \(animated)")
            nav.pushViewController(page, animated: animated)
        case 4:
            log.append("nav.pop")
            nav.popViewController(animated: random.coin())
        case 5:
            if random.coin() {
                log.append("nav.popToRoot")
                nav.popToRootViewController(animated: random.coin())
            } else {
                let stack = subset()
                log.append("nav.setViewControllers \(stack.map(\.traceName))")
                nav.setViewControllers(stack, animated: random.coin())
            }
        case 6:
            let tabbed = subset()
            log.append("tabs.setViewControllers \(tabbed.map(\.traceName))")
            tabs.setViewControllers(tabbed, animated: false)
        case 7:
            let index = random.next(4)
            log.append("tabs.select \(index)")
            if random.coin() { tabs.selectedIndex = index } else { tabs.selectAsUser(index) }
        case 8:
            let forward = random.coin()
            log.append("pages.turn \(forward ? "forward" : "reverse")")
            pages.turnPage(forward ? .forward : .reverse, animated: random.coin())
        case 9:
            interactiveTurn()
        case 10:
            customTransition()
        case 11:
            guard let child = random.pick(movable), let owner = random.pick(customs) else { return }
            log.append("\(owner.traceName).addChild(\(child.traceName))")
            try? owner.addChild(child)
        case 12:
            guard let child = random.pick(movable) else { return }
            log.append("\(child.traceName).removeFromParent()")
            child.removeFromParent()
        case 13:
            let interval = Double(random.next(8) + 1) * 0.03
            log.append("advance \(interval)")
            fx.backend.driver.advance(by: interval)
        case 14:
            log.append("runUntilIdle")
            fx.backend.driver.runUntilIdle()
        case 15:
            if fx.window.isVisible {
                log.append("hide")
                fx.window.hide()
            } else {
                log.append("show")
                fx.window.show()
            }
        case 16:
            log.append("resize")
            fx.window.resize(to: Size(width: Double(400 + random.next(5) * 100), height: Double(300 + random.next(4) * 100)))
        case 17:
            settleAndCheck()
        default:
            let number = random.next(book.count)
            log.append("pages.setViewControllers p\(number)")
            pages.setViewControllers([book.page(number)], direction: random.coin() ? .forward : .reverse, animated: random.coin())
        }
    }

    private func subset() -> [ViewController] {
        movable.filter { _ in random.next(3) == 0 }
    }

    private func interactiveTurn() {
        switch random.next(4) {
        case 0:
            let forward = random.coin()
            log.append("pages.beginInteractiveTurn \(forward)")
            pages.beginInteractiveTurn(forward ? .forward : .reverse)
        case 1:
            let fraction = Double(random.next(101)) / 100
            log.append("pages.updateInteractiveTurn \(fraction)")
            pages.updateInteractiveTurn(fraction)
        case 2:
            log.append("pages.endInteractiveTurn")
            pages.endInteractiveTurn(velocity: Double(random.next(9) - 4))
        default:
            log.append("pages.cancelInteractiveTurn")
            pages.cancelInteractiveTurn()
        }
    }

    /// The UIKit way to swap one child of a custom container for another.
    private func customTransition() {
        guard let owner = random.pick(customs),
              let from = random.pick(owner.children.filter { $0.viewIfLoaded?.superview != nil }),
              let to = random.pick(movable.filter { $0 !== from })
        else { return }
        let duration = [0, 0.1, 0.25][random.next(3)]
        log.append("\(owner.traceName).transition \(from.traceName) → \(to.traceName) \(duration)")
        try? owner.addChild(to)
        from.willMove(toParent: nil)
        try? owner.transition(from: from, to: to, duration: duration, options: .transitionCrossDissolve,
                              completion: { [weak owner] _ in
                                  from.removeFromParent()
                                  if let owner, to.parent === owner { to.didMove(toParent: owner) }
                              })
    }

    /// The callbacks of `l4` and `c2`: what a careless subclass does from
    /// `viewWillAppear` or `viewWillDisappear`.
    private func misbehave(_ me: TestController) {
        guard !inMischief else { return }
        inMischief = true
        defer { inMischief = false }
        let name = me.traceName
        switch random.next(8) {
        case 0:
            log.append("  \(name) hops to its parent's other container")
            if let parent = me.parent as? TestController {
                try? (me.view.superview === parent.top ? parent.bottom : parent.top).addSubview(me.view)
            }
        case 1:
            log.append("  \(name) removes itself")
            fx.unembed(me)
        case 2:
            log.append("  \(name) pushes l1")
            nav.pushViewController(leaves[0], animated: random.coin())
        case 3:
            log.append("  \(name) pops")
            nav.popViewController(animated: random.coin())
        case 4:
            log.append("  \(name) selects tab 0")
            tabs.selectedIndex = 0
        case 5:
            log.append("  \(name) turns the page")
            pages.turnPage(.forward, animated: random.coin())
        case 6:
            log.append("  \(name) takes l2")
            try? me.addChild(leaves[1])
        default:
            log.append("  \(name) starts a transition")
            customTransition()
        }
    }

    // MARK: - Invariants

    private var context: String { log.suffix(40).joined(separator: "\n") }

    private func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition, !failed else { return }
        failed = true
        Issue.record("""
            \(message())
            after \(log.count) operations, the last ones:
            \(context)
            the last step's trace:
            \(lastStepTrace.joined(separator: "\n"))
            """)
    }

    private func check(settled: Bool) {
        checkContainment()
        checkAppearanceSequences()
        if settled { checkVisibility() }
    }

    private func checkContainment() {
        for controller in all {
            expect(!controller.isMovingToParent && !controller.isMovingFromParent,
                   "\(controller.traceName) has a moving flag set outside its callbacks")
            for child in controller.children {
                expect(child.parent === controller, "\(controller.traceName) lists \(child.traceName), child of \(child.parent?.traceName ?? "nil")")
                expect(controller.children.filter { $0 === child }.count == 1, "\(controller.traceName) lists \(child.traceName) twice")
            }
            if let parent = controller.parent {
                expect(parent.children.contains { $0 === controller }, "\(parent.traceName) does not list its child \(controller.traceName)")
                if let superview = controller.viewIfLoaded?.superview {
                    let owner = self.owner(of: superview)
                    expect(owner === parent, "\(controller.traceName)'s view sits in \(owner?.traceName ?? "nothing"), not in \(parent.traceName)")
                }
            }
        }
        for (container, listed) in [(nav as ViewController, nav.viewControllers), (tabs, tabs.viewControllers), (pages, pages.viewControllers)] {
            for controller in listed {
                expect(controller.parent === container, "\(container.traceName) lists \(controller.traceName), child of \(controller.parent?.traceName ?? "nil")")
            }
        }
    }

    /// Replays each controller's appearance calls through the legal state machine.
    private func checkAppearanceSequences() {
        for controller in testControllers {
            var state = controller.stateAtClear
            for call in controller.appearanceCalls {
                let next = Self.advance(state, call)
                expect(next != nil, "\(controller.traceName): \(call) while \(state)")
                state = next ?? state
            }
            expect(state == controller.appearanceState, "\(controller.traceName) reports \(controller.appearanceState), its calls say \(state)")
            controller.clearCalls()
        }
        for event in recorder.events {
            guard ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"].contains(event.name),
                  case .string(let name)? = event["controller"], let state = containerStates[name]
            else { continue }
            let next = Self.advance(state, event.name)
            expect(next != nil, "\(name): \(event.name) while \(state)")
            containerStates[name] = next ?? state
        }
        lastStepTrace = recorder.events.map(\.jsonLine)
        recorder.removeAll()
        for container in [nav as ViewController, tabs, pages] {
            expect(containerStates[container.traceName] == container.appearanceState,
                   "\(container.traceName) reports \(container.appearanceState), its calls say \(containerStates[container.traceName]!)")
        }
    }

    private static func advance(_ state: AppearanceState, _ call: String) -> AppearanceState? {
        switch (call, state) {
        case ("viewWillAppear", .disappeared), ("viewWillAppear", .disappearing): return .appearing
        case ("viewDidAppear", .appearing): return .appeared
        case ("viewWillDisappear", .appeared), ("viewWillDisappear", .appearing): return .disappearing
        case ("viewDidDisappear", .disappearing): return .disappeared
        default: return nil
        }
    }

    /// Settled: appeared exactly when the view is in the visible window;
    /// the book's pages alive only while they are pages.
    private func checkVisibility() {
        for controller in all {
            let onScreen = fx.window.isVisible && controller.viewIfLoaded?.window === fx.window
            expect(controller.appearanceState == (onScreen ? .appeared : .disappeared),
                   "settled, \(controller.traceName) is \(controller.appearanceState) but on screen is \(onScreen)")
        }
        for page in book.alive {
            expect(page.parent === pages, "\(page.traceName) is alive but no longer a page")
        }
    }

    private func owner(of view: View) -> ViewController? {
        var current: View? = view
        while let candidate = current {
            if let owner = all.first(where: { $0.viewIfLoaded === candidate }) { return owner }
            current = candidate.superview
        }
        return nil
    }
}
