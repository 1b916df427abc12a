import Containment
import ContainmentTesting
import PropertyBased
import Testing

/// Thousands of random sequences of containment operations, legal and not,
/// with the hierarchy's invariants checked after every step.
@MainActor @Suite("Containment properties")
struct ContainmentPropertyTests {
    /// Every operation, including misuse and manual appearance calls.
    @Test func invariantsHoldUnderAnyOperations() async {
        await propertyCheck(count: 1500, input: Gen.int(in: 0...9_999_999).array(of: 1...40)) { codes in
            let world = RandomWorld()
            for code in codes { world.step(code, allowManualAppearance: true) }
        }
    }

    /// Controllers whose callbacks change the hierarchy: every invariant still
    /// holds (balanced appearance, one parent, views only where their
    /// controllers are), and nothing traps.
    @Test func invariantsHoldWhenCallbacksChangeTheHierarchy() async {
        await propertyCheck(count: 1500, input: Gen.int(in: 0...9_999_999).array(of: 1...40)) { codes in
            let world = RandomWorld(unruly: true)
            for code in codes { world.step(code, allowManualAppearance: true) }
        }
    }

    /// Only automatic appearance: then, whenever no transition runs, exactly
    /// the controllers whose views are in the visible window have appeared.
    @Test func appearanceFollowsTheVisibleViewTree() async {
        await propertyCheck(count: 1500, input: Gen.int(in: 0...9_999_999).array(of: 1...40)) { codes in
            let world = RandomWorld()
            for code in codes { world.step(code, allowManualAppearance: false) }
        }
    }
}

/// A window, a root and five more controllers, driven by decoded operation codes.
@MainActor private final class RandomWorld {
    let fx = Fixture(visible: false)
    let pool: [TestController]
    private var expectedStates: [ObjectIdentifier: AppearanceState] = [:]
    private var log: [String] = []

    /// How many times the unruly controllers' callbacks have acted.
    private var mischief = 0
    private var inMischief = false

    init(unruly: Bool = false) {
        pool = [fx.root] + (1...5).map { TestController("c\($0)") }
        for controller in pool { expectedStates[ObjectIdentifier(controller)] = .disappeared }
        guard unruly else { return }
        // c4 and c5 change the hierarchy from inside their own callbacks, as
        // a careless subclass would: move their view, remove themselves,
        // start a transition.
        for controller in pool.suffix(2) {
            controller.onViewWillAppear = { [unowned self, unowned controller] in self.misbehave(controller) }
            controller.onViewWillDisappear = { [unowned self, unowned controller] in self.misbehave(controller) }
        }
    }

    private func misbehave(_ controller: TestController) {
        guard !inMischief else { return }
        inMischief = true
        defer { inMischief = false }
        mischief += 1
        let parent = controller.parent as? TestController
        switch mischief % 5 {
        case 0:
            // Moves its view to the other container of its parent.
            if let parent { try? (controller.view.superview === parent.top ? parent.bottom : parent.top).addSubview(controller.view) }
        case 1:
            // Removes itself, view and all.
            controller.willMove(toParent: nil)
            controller.view.removeFromSuperview()
            controller.removeFromParent()
        case 2:
            // Starts a transition to a sibling.
            if let parent, let sibling = parent.children.first(where: { $0 !== controller }) {
                try? parent.transition(from: controller, to: sibling, duration: 0.05, options: .transitionCrossDissolve)
            }
        case 3:
            // Re-parents itself under the root.
            if parent !== fx.root { try? fx.root.addChild(controller) }
        default:
            // Moves its view into the root's bottom container.
            try? fx.root.bottom.addSubview(controller.view)
        }
    }

    private var snapshot: String { treeSnapshot(pool, window: fx.window) }

    /// Decodes `code` into one operation, runs it and checks every invariant.
    func step(_ code: Int, allowManualAppearance: Bool) {
        let kinds = allowManualAppearance ? 22 : 16
        let kind = code % kinds
        let i = (code / 22) % pool.count
        let j = (code / (22 * 6)) % pool.count
        let k = (code / (22 * 36)) % 4
        let style = TransitionStyle.allCases[(code / (22 * 36 * 4)) % TransitionStyle.allCases.count]
        let p = pool[i], c = pool[j]
        let container = k % 2 == 0 ? p.top : p.bottom

        // Reading `c.view` to pass it loads it: that is the caller's doing, not the operation's.
        if [1, 15, 21].contains(kind) {
            _ = c.view
            _ = p.view
        }
        let before = snapshot
        let mischiefBefore = mischief
        var threw = false
        var atomic = true
        func attempt(_ body: () throws -> Void) {
            do { try body() } catch { threw = true }
        }

        let events = fx.trace(layout: true, loading: true) {
            switch kind {
            case 0:
                log.append("\(p.traceName).addChild(\(c.traceName))")
                attempt { try p.addChild(c) }
            case 1:
                log.append("\(container.name!).addSubview(\(c.traceName).view)")
                attempt { try container.addSubview(c.view) }
            case 2:
                log.append("\(c.traceName).didMove(toParent: parent)")
                c.didMove(toParent: c.parent)
            case 3:
                log.append("\(c.traceName).willMove(toParent: nil)")
                c.willMove(toParent: nil)
            case 4:
                log.append("\(c.traceName).view.removeFromSuperview()")
                c.viewIfLoaded?.removeFromSuperview()
            case 5:
                log.append("\(c.traceName).removeFromParent()")
                c.removeFromParent()
            case 6:
                log.append("embed \(c.traceName) in \(container.name!)")
                atomic = false
                attempt { try fx.embed(c, in: container, of: p) }
            case 7:
                log.append("unembed \(c.traceName)")
                atomic = false
                fx.unembed(c)
            case 8, 9:
                let to = pool[(j + 1 + k) % pool.count]
                let duration = [0, 0.05, 0.1, 0.25][k]
                log.append("\(p.traceName).transition(from: \(c.traceName), to: \(to.traceName), \(duration), \(style))")
                attempt {
                    try p.transition(from: c, to: to, duration: duration, options: style.options, completion: { _ in
                        guard kind == 9 else { return }
                        c.removeFromParent()
                        to.didMove(toParent: p)
                    })
                }
            case 10:
                log.append("advance \(Double(k) * 0.03 + 0.01)")
                atomic = false
                fx.backend.driver.advance(by: Double(k) * 0.03 + 0.01)
            case 11:
                log.append("runUntilIdle")
                atomic = false
                fx.backend.driver.runUntilIdle()
            case 12:
                log.append("show")
                fx.window.show()
            case 13:
                log.append("hide")
                fx.window.hide()
            case 14:
                log.append("resize")
                fx.window.resize(to: Size(width: 400 + Double(code % 7) * 100, height: 300 + Double(k) * 100))
            case 15:
                log.append("\(container.name!).insertSubview(\(c.traceName).view, at: 0)")
                attempt { try container.insertSubview(c.view, at: 0) }
            case 16:
                log.append("\(c.traceName).beginAppearanceTransition(\(k % 2 == 0))")
                c.beginAppearanceTransition(k % 2 == 0, animated: k > 1)
            case 17:
                log.append("\(c.traceName).endAppearanceTransition()")
                c.endAppearanceTransition()
            case 18:
                log.append("toggle forwarding \(p.traceName)")
                p.forwardsAppearance.toggle()
            case 19:
                log.append("window.rootViewController = \(c.traceName)")
                fx.window.rootViewController = c
            case 20:
                log.append("\(c.traceName).addChild(\(p.traceName))")
                attempt { try c.addChild(p) }
            default:
                log.append("\(c.traceName).view into \(p.traceName).container")
                attempt { try (k % 2 == 0 ? c.top : c.bottom).addSubview(p.view) }
            }
        }

        let context = log.joined(separator: "\n")
        let misuse = threw || events.contains { $0.hasPrefix("diagnostic(") && !$0.contains("transitionInterrupted") }
        // A callback's own changes stand even when the operation around it was refused.
        if misuse && atomic && mischief == mischiefBefore {
            #expect(snapshot == before, "misuse changed the tree\nafter:\n\(context)")
        }
        checkContainment(context)
        checkAppearanceSequences(context)
        checkHosts(context)
        if !allowManualAppearance { checkVisibility(context) }
    }

    /// Every child's parent lists it exactly once; every placed child view
    /// sits inside its parent's view.
    private func checkContainment(_ context: String) {
        for controller in pool {
            for child in controller.children {
                #expect(child.parent === controller, "after:\n\(context)")
                #expect(controller.children.filter { $0 === child }.count == 1, "after:\n\(context)")
            }
            if let parent = controller.parent {
                #expect(parent.children.filter { $0 === controller }.count == 1, "after:\n\(context)")
                if let view = controller.viewIfLoaded, let superview = view.superview {
                    #expect(owner(of: superview) === parent, "\(controller.traceName) not in its parent's view\nafter:\n\(context)")
                }
            }
        }
    }

    /// Replays each controller's new appearance callbacks through the legal
    /// state machine: no callback twice in a row for the same state, will
    /// before did, and the final state is the one the controller reports.
    private func checkAppearanceSequences(_ context: String) {
        for controller in pool {
            var state = expectedStates[ObjectIdentifier(controller)]!
            for call in controller.appearanceCalls {
                let next: AppearanceState?
                switch (call, state) {
                case ("viewWillAppear", .disappeared), ("viewWillAppear", .disappearing): next = .appearing
                case ("viewDidAppear", .appearing): next = .appeared
                case ("viewWillDisappear", .appeared), ("viewWillDisappear", .appearing): next = .disappearing
                case ("viewDidDisappear", .disappearing): next = .disappeared
                default: next = nil
                }
                #expect(next != nil, "\(controller.traceName): \(call) while \(state)\nafter:\n\(context)")
                state = next ?? state
            }
            #expect(state == controller.appearanceState, "\(controller.traceName) reports the wrong state\nafter:\n\(context)")
            expectedStates[ObjectIdentifier(controller)] = controller.appearanceState
            controller.clearCalls()
        }
    }

    /// The in-memory hosts mirror the window's view tree.
    private func checkHosts(_ context: String) {
        guard let rootView = fx.window.rootViewController?.view else { return }
        func visit(_ view: View) {
            guard let host = view.host as? InMemoryViewHost else {
                Issue.record("\(view.name ?? "view") in the window has no host\nafter:\n\(context)")
                return
            }
            let childHosts = view.subviews.compactMap { $0.host as? InMemoryViewHost }
            #expect(host.children.count == childHosts.count, "after:\n\(context)")
            #expect(zip(host.children, childHosts).allSatisfy { $0 === $1 }, "hosts out of order\nafter:\n\(context)")
            #expect(host.frame == view.frame, "after:\n\(context)")
            for subview in view.subviews { visit(subview) }
        }
        visit(rootView)
    }

    /// With automatic forwarding only and no transition running, a controller
    /// has appeared exactly when its view is in the visible window.
    private func checkVisibility(_ context: String) {
        guard !fx.backend.driver.isAnimating else { return }
        for controller in pool {
            let onScreen = fx.window.isVisible && controller.viewIfLoaded?.window === fx.window
            #expect(controller.appearanceState == (onScreen ? .appeared : .disappeared),
                    "\(controller.traceName) is \(controller.appearanceState) but on screen is \(onScreen)\nafter:\n\(context)")
        }
    }

    private func owner(of view: View) -> TestController? {
        var current: View? = view
        while let candidate = current {
            if let owner = pool.first(where: { $0.viewIfLoaded === candidate }) { return owner }
            current = candidate.superview
        }
        return nil
    }
}
