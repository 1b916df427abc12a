import Containment
import ContainmentTesting
import Testing

/// A transition whose container appears or disappears around it, or whose
/// controllers change the hierarchy from its callbacks: once everything
/// settles, a controller has appeared exactly when its view is in the
/// visible window, and every appearance sequence is balanced.
@MainActor @Suite("Transition appearance")
struct TransitionAppearanceTests {
    /// `p` in root's top container, `a` shown in `p.top`, `b` a child of `p` to transition to.
    @MainActor struct World {
        let fx: Fixture
        let p = TestController("p")
        let a = TestController("a")
        let b = TestController("b")

        init(visible: Bool) throws {
            fx = Fixture(visible: visible)
            try fx.embed(p, in: fx.root.top, of: fx.root)
            try fx.embed(a, in: p.top, of: p)
            try p.addChild(b)
            for controller in [fx.root, p, a, b] { controller.clearCalls() }
            initial = Dictionary(uniqueKeysWithValues: [fx.root, p, a, b].map {
                (ObjectIdentifier($0), $0.appearanceState)
            })
        }

        /// Each controller's state when its calls were cleared.
        let initial: [ObjectIdentifier: AppearanceState]

        /// The UIKit way to swap `a` for `b`, counting completions.
        func swap(duration: Double, completions: Counter) throws {
            a.willMove(toParent: nil)
            try p.transition(from: a, to: b, duration: duration, options: .transitionCrossDissolve, completion: { [a, b, p] _ in
                completions.count += 1
                a.removeFromParent()
                b.didMove(toParent: p)
            })
        }

        var controllers: [TestController] { [fx.root, p, a, b] }
    }

    @MainActor final class Counter {
        var count = 0
    }

    @Test(arguments: [0, 0.25])
    func aTransitionStartedFromTheContainersViewWillAppear(duration: Double) throws {
        let w = try World(visible: false)
        let completions = Counter()
        w.p.onViewWillAppear = { try? w.swap(duration: duration, completions: completions) }
        w.fx.window.show()
        w.fx.backend.driver.runUntilIdle()
        #expect(completions.count == 1)
        #expect(w.a.viewIfLoaded?.superview == nil)
        #expect(w.b.view.superview === w.p.top)
        expectSettled(w.controllers, in: w.fx.window)
        // b appears with its parent, after it: parent did before child did.
        #expect(w.b.appearanceCalls == ["viewWillAppear", "viewDidAppear"])
        #expect(w.a.appearanceCalls.isEmpty)
    }

    @Test func aContainerThatAppearsWhileItsChildrenTransition() throws {
        let w = try World(visible: true)
        let x = TestController("x")
        try w.fx.root.addChild(x)
        try w.fx.root.transition(from: w.p, to: x, duration: 0.1)
        w.fx.backend.driver.advance(by: 0.05)
        #expect(w.p.appearanceState == .disappearing)
        let completions = Counter()
        try w.swap(duration: 1, completions: completions)
        w.fx.backend.driver.advance(by: 0.1)
        #expect(w.p.appearanceState == .disappeared)
        try w.fx.root.transition(from: x, to: w.p, duration: 0.1)
        w.fx.backend.driver.runUntilIdle()
        #expect(completions.count == 1)
        #expect(w.a.viewIfLoaded?.superview == nil)
        expectSettled(w.controllers + [x], in: w.fx.window)
        expectBalanced(w.controllers + [x], initial: w.initial)
    }

    @Test func aChildRemovedWhileItsParentDisappearsStillDisappears() throws {
        let w = try World(visible: true)
        let x = TestController("x")
        try w.fx.root.addChild(x)
        try w.fx.root.transition(from: w.p, to: x, duration: 0.1)
        #expect(w.a.appearanceState == .disappearing)
        w.fx.unembed(w.a)
        w.fx.backend.driver.runUntilIdle()
        #expect(w.a.calls.contains("viewDidDisappear(true) movingTo=false movingFrom=true"))
        expectSettled(w.controllers + [x], in: w.fx.window)
        expectBalanced(w.controllers + [x], initial: w.initial)
    }

    @Test func aContainerRemovingItselfFromViewWillDisappearTakesItsChildrenAlong() throws {
        let w = try World(visible: true)
        var once = true
        w.p.onViewWillDisappear = {
            guard once else { return }
            once = false
            w.fx.unembed(w.p)
        }
        w.fx.window.hide()
        #expect(w.p.parent == nil)
        expectSettled(w.controllers, in: w.fx.window)
        expectBalanced(w.controllers, initial: w.initial)
    }

    // MARK: - Re-entrant calls from a running transition's callbacks

    @Test func aSecondTransitionFromTheIncomingViewWillAppearIsRefusedAlone() throws {
        let w = try World(visible: true)
        let c = TestController("c")
        try w.p.addChild(c)
        var inner: (any Error)?
        var once = true
        w.b.onViewWillAppear = {
            guard once else { return }
            once = false
            do { try w.p.transition(from: w.a, to: c, duration: 0.1) } catch { inner = error }
        }
        let completions = Counter()
        try w.swap(duration: 0.25, completions: completions)
        w.fx.backend.driver.runUntilIdle()
        #expect(inner as? ContainmentError == .transitionInProgress(container: "p", from: "a", to: "b"))
        #expect(completions.count == 1)
        #expect(w.p.children.map(\.traceName) == ["b", "c"])
        #expect(w.p.top.subviews.map(\.displayName) == ["b.root"])
        #expect(c.viewIfLoaded?.superview == nil)
        expectSettled(w.controllers + [c], in: w.fx.window)
        expectBalanced(w.controllers + [c], initial: w.initial)
    }

    @Test func theOutgoingChildRemovingItselfFromViewWillDisappear() throws {
        let w = try World(visible: true)
        var once = true
        w.a.onViewWillDisappear = {
            guard once else { return }
            once = false
            w.a.willMove(toParent: nil)
            w.a.view.removeFromSuperview()
            w.a.removeFromParent()
        }
        let completions = Counter()
        try w.swap(duration: 0.25, completions: completions)
        w.fx.backend.driver.runUntilIdle()
        #expect(completions.count == 1)
        #expect(w.a.parent == nil)
        #expect(w.p.children.map(\.traceName) == ["b"])
        #expect(w.p.top.subviews.map(\.displayName) == ["b.root"])
        #expect(w.a.calls.contains("viewDidDisappear(true) movingTo=false movingFrom=true"))
        expectSettled(w.controllers, in: w.fx.window)
        expectBalanced(w.controllers, initial: w.initial)
    }

    /// How a child is put on screen or taken off it while its callback moves its own view.
    enum Move: String, CaseIterable, CustomTestStringConvertible {
        case addingFromViewWillAppear, removingFromViewWillDisappear
        case incomingOfATransition, outgoingOfATransition
        var testDescription: String { rawValue }
    }

    @Test(arguments: Move.allCases)
    func aChildMovingItsOwnViewToAnotherContainerStaysOnScreen(move: Move) throws {
        let w = try World(visible: true)
        let mover = move == .outgoingOfATransition || move == .removingFromViewWillDisappear ? w.a : w.b
        var once = true
        let hop = {
            guard once else { return }
            once = false
            try? w.p.bottom.addSubview(mover.view)
        }
        switch move {
        case .addingFromViewWillAppear:
            w.b.onViewWillAppear = hop
            try w.p.top.addSubview(w.b.view)
        case .removingFromViewWillDisappear:
            w.a.onViewWillDisappear = hop
            w.a.view.removeFromSuperview()
        case .incomingOfATransition:
            w.b.onViewWillAppear = hop
            try? w.p.transition(from: w.a, to: w.b, duration: 0.25)
        case .outgoingOfATransition:
            w.a.onViewWillDisappear = hop
            try? w.p.transition(from: w.a, to: w.b, duration: 0.25)
        }
        w.fx.backend.driver.runUntilIdle()
        #expect(mover.view.superview === w.p.bottom)
        expectSettled(w.controllers, in: w.fx.window)
        expectBalanced(w.controllers, initial: w.initial)
    }

    /// Found by the fuzz test: while a window shows, an earlier child's
    /// `viewWillAppear` swaps a later child out with a transition of no
    /// duration. The forwarding that was under way must not then make the
    /// child it no longer holds appear.
    @Test func aChildSwappedOutByASiblingsViewWillAppearIsNotMadeToAppear() throws {
        let fx = Fixture(visible: false)
        let early = TestController("early")
        let late = TestController("late")
        let incoming = TestController("incoming")
        try fx.embed(early, in: fx.root.top, of: fx.root)
        try fx.embed(late, in: fx.root.bottom, of: fx.root)
        var completions = 0
        var once = true
        early.onViewWillAppear = {
            guard once else { return }
            once = false
            try? fx.root.addChild(incoming)
            late.willMove(toParent: nil)
            try? fx.root.transition(from: late, to: incoming, duration: 0, options: [], completion: { _ in
                completions += 1
                late.removeFromParent()
                incoming.didMove(toParent: fx.root)
            })
        }
        fx.window.show()
        fx.backend.driver.runUntilIdle()
        #expect(completions == 1)
        #expect(late.parent == nil && late.appearanceState == .disappeared)
        #expect(late.appearanceCalls.isEmpty)
        #expect(incoming.appearanceState == .appeared)
        expectSettled([fx.root, early, late, incoming], in: fx.window)
        expectBalanced([fx.root, early, late, incoming])
    }
}

/// Once nothing runs: appeared exactly when the view is in the visible window.
@MainActor func expectSettled(
    _ controllers: [ViewController], in window: Window, sourceLocation: SourceLocation = #_sourceLocation
) {
    for controller in controllers {
        let onScreen = window.isVisible && controller.viewIfLoaded?.window === window
        #expect(controller.appearanceState == (onScreen ? .appeared : .disappeared),
                "\(controller.traceName) is \(controller.appearanceState) but on screen is \(onScreen)",
                sourceLocation: sourceLocation)
        #expect(!controller.isMovingToParent && !controller.isMovingFromParent, sourceLocation: sourceLocation)
    }
}

/// Each controller's recorded appearance calls follow the legal state machine.
/// `initial` is each controller's state when its calls were last cleared.
@MainActor func expectBalanced(
    _ controllers: [TestController], initial: [ObjectIdentifier: AppearanceState] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for controller in controllers {
        var state = initial[ObjectIdentifier(controller)] ?? .disappeared
        for call in controller.appearanceCalls {
            switch (call, state) {
            case ("viewWillAppear", .disappeared), ("viewWillAppear", .disappearing): state = .appearing
            case ("viewDidAppear", .appearing): state = .appeared
            case ("viewWillDisappear", .appeared), ("viewWillDisappear", .appearing): state = .disappearing
            case ("viewDidDisappear", .disappearing): state = .disappeared
            default:
                Issue.record("\(controller.traceName): \(call) while \(state)", sourceLocation: sourceLocation)
            }
        }
    }
}
