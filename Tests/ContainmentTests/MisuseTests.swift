import Containment
import ContainmentTesting
import Testing

/// Every misuse: the typed error or diagnostic it produces, no callbacks, and
/// a hierarchy left exactly as it was.
@MainActor @Suite("Misuse")
struct MisuseTests {
    /// A visible root; `a` embedded in root's top container, `b` a child with
    /// no view placed, `x` embedded in `a`'s top container, `loose` unrelated.
    @MainActor private struct World {
        let fx = Fixture()
        let a = TestController("a")
        let b = TestController("b")
        let x = TestController("x")
        let loose = TestController("loose")

        init() throws {
            try fx.embed(a, in: fx.root.top, of: fx.root)
            try fx.root.addChild(b)
            try fx.embed(x, in: a.top, of: a)
            _ = loose.view
        }

        var controllers: [ViewController] { [fx.root, a, b, x, loose] }
        var snapshot: String { treeSnapshot(controllers, window: fx.window) }

        /// Runs `body`, expecting it to throw `expected`, change nothing and
        /// emit no trace events at all.
        func expectRefusal(
            _ expected: ContainmentError,
            sourceLocation: SourceLocation = #_sourceLocation,
            _ body: () throws -> Void
        ) {
            let before = snapshot
            let trace = fx.trace(layout: true, loading: true) {
                #expect(throws: expected, sourceLocation: sourceLocation) { try body() }
            }
            #expect(trace == [], sourceLocation: sourceLocation)
            #expect(snapshot == before, sourceLocation: sourceLocation)
        }

        /// Runs `body`, expecting exactly one diagnostic `code` and no change.
        func expectDiagnostic(
            _ code: ContainmentDiagnostic.Code,
            sourceLocation: SourceLocation = #_sourceLocation,
            _ body: () -> Void
        ) {
            let before = snapshot
            let trace = fx.trace(layout: true, loading: true, body)
            #expect(trace.filter { !$0.contains("Move(") } == ["diagnostic(\(code.rawValue))"],
                    sourceLocation: sourceLocation)
            #expect(snapshot == before, sourceLocation: sourceLocation)
        }
    }

    @Test func addingAControllerToItself() throws {
        let w = try World()
        w.expectRefusal(.childIsParent(controller: "a")) { try w.a.addChild(w.a) }
    }

    @Test func addingAnAncestorAsAChild() throws {
        let w = try World()
        w.expectRefusal(.childIsAncestor(child: "root", parent: "x")) { try w.x.addChild(w.fx.root) }
        w.expectRefusal(.childIsAncestor(child: "a", parent: "x")) { try w.x.addChild(w.a) }
    }

    @Test func addingAChildWhoseViewSitsInAnotherControllersView() throws {
        let w = try World()
        w.expectRefusal(.hierarchyInconsistency(child: "x", expectedParent: "b", actualOwner: "a")) {
            try w.b.addChild(w.x)
        }
    }

    @Test func addingTheWindowsRootAsAChild() throws {
        let w = try World()
        w.expectRefusal(.viewIsWindowRoot(view: "root.root")) { try w.loose.addChild(w.fx.root) }
    }

    @Test func placingAChildsViewUnderAnotherControllersView() throws {
        let w = try World()
        _ = w.b.view
        // b is root's child; a's container belongs to a.
        w.expectRefusal(.hierarchyInconsistency(child: "b", expectedParent: "root", actualOwner: "a")) {
            try w.a.bottom.addSubview(w.b.view)
        }
        // Moving x (a's child) straight into root's container.
        w.expectRefusal(.hierarchyInconsistency(child: "x", expectedParent: "a", actualOwner: "root")) {
            try w.fx.root.bottom.addSubview(w.x.view)
        }
        // Moving a container that holds x under loose's view.
        w.expectRefusal(.hierarchyInconsistency(child: "x", expectedParent: "a", actualOwner: "loose")) {
            try w.loose.top.addSubview(w.a.top)
        }
    }

    @Test func viewCycles() throws {
        let w = try World()
        w.expectRefusal(.viewIsSelf(view: "a.top")) { try w.a.top.addSubview(w.a.top) }
        w.expectRefusal(.viewIsAncestor(view: "root.root", superview: "x.top")) {
            try w.x.top.addSubview(w.fx.root.view)
        }
        w.expectRefusal(.viewIsAncestor(view: "a.root", superview: "x.bottom")) {
            try w.x.bottom.insertSubview(w.a.view, at: 0)
        }
    }

    @Test func movingAWindowsRootView() throws {
        let w = try World()
        let other = View()
        w.expectRefusal(.viewIsWindowRoot(view: "root.root")) { try other.addSubview(w.fx.root.view) }
    }

    @Test func transitionBetweenNonSiblings() throws {
        let w = try World()
        w.expectRefusal(.notChildren(container: "root", from: "a", to: "x")) {
            try w.fx.root.transition(from: w.a, to: w.x, duration: 0.2, options: .transitionFlipFromTop)
        }
        w.expectRefusal(.notChildren(container: "a", from: "a", to: "b")) {
            try w.a.transition(from: w.a, to: w.b, duration: 0.2)
        }
        w.expectRefusal(.notChildren(container: "root", from: "loose", to: "b")) {
            try w.fx.root.transition(from: w.loose, to: w.b, duration: 0.2)
        }
    }

    @Test func transitionToItself() throws {
        let w = try World()
        w.expectRefusal(.transitionToSelf(controller: "root")) {
            try w.fx.root.transition(from: w.a, to: w.a, duration: 0.2)
        }
    }

    @Test func transitionFromAControllerWhoseViewIsNotPlaced() throws {
        let w = try World()
        w.expectRefusal(.fromViewNotInHierarchy(from: "b")) {
            try w.fx.root.transition(from: w.b, to: w.a, duration: 0.2)
        }
        #expect(!w.b.isViewLoaded)
    }

    @Test func transitionToAControllerWhoseViewIsPlaced() throws {
        let w = try World()
        let c = TestController("c")
        try w.fx.embed(c, in: w.fx.root.bottom, of: w.fx.root)
        w.expectRefusal(.toViewAlreadyInHierarchy(to: "c")) {
            try w.fx.root.transition(from: w.a, to: c, duration: 0.2)
        }
    }

    @Test func secondTransitionOnABusyContainer() throws {
        let w = try World()
        let c = TestController("c")
        try w.fx.root.addChild(c)
        try w.fx.root.transition(from: w.a, to: w.b, duration: 0.2, options: .transitionFlipFromTop)
        w.fx.backend.driver.advance(by: 0.05)
        w.expectRefusal(.transitionInProgress(container: "root", from: "a", to: "b")) {
            try w.fx.root.transition(from: w.a, to: c, duration: 0.2)
        }
        w.expectRefusal(.transitionInProgress(container: "root", from: "a", to: "b")) {
            try w.fx.root.transition(from: w.b, to: c, duration: 0.2)
        }
        #expect(w.fx.backend.driver.isAnimating)
    }

    @Test func unbalancedAppearanceCalls() throws {
        let w = try World()
        w.expectDiagnostic(.unbalancedAppearanceTransition) { w.a.endAppearanceTransition() }
        w.expectDiagnostic(.unbalancedAppearanceTransition) { w.a.beginAppearanceTransition(true, animated: false) }
        w.expectDiagnostic(.unbalancedAppearanceTransition) { w.b.beginAppearanceTransition(false, animated: true) }
        w.expectDiagnostic(.unbalancedAppearanceTransition) { w.loose.endAppearanceTransition() }
        w.loose.beginAppearanceTransition(true, animated: false)
        w.expectDiagnostic(.unbalancedAppearanceTransition) { w.loose.beginAppearanceTransition(true, animated: false) }
    }

    @Test func didMoveToAControllerThatIsNotTheParent() throws {
        let w = try World()
        let before = w.snapshot
        let trace = w.fx.trace { w.a.didMove(toParent: w.b) }
        #expect(trace == ["a.didMove(b)", "diagnostic(didMoveToUnexpectedParent)"])
        #expect(w.snapshot == before)
    }

    @Test func addingAChildTwice() throws {
        let w = try World()
        w.expectDiagnostic(.childAlreadyAdded) { try? w.fx.root.addChild(w.a) }
    }

    @Test func invalidRootControllers() throws {
        let w = try World()
        w.expectDiagnostic(.invalidRootViewController) { w.fx.window.rootViewController = w.a }
        let other = InMemoryBackend().makeWindow(size: Size(width: 10, height: 10))
        w.expectDiagnostic(.invalidRootViewController) { other.rootViewController = w.fx.root }
        #expect(other.rootViewController == nil)
    }

    @Test func removalsWithNothingToRemoveAreSilentNoOps() throws {
        let w = try World()
        let before = w.snapshot
        let trace = w.fx.trace {
            w.loose.removeFromParent()
            w.loose.view.removeFromSuperview()
        }
        #expect(trace == [])
        #expect(w.snapshot == before)
    }

    @Test func errorsNameTheControllersInvolved() {
        let error = ContainmentError.hierarchyInconsistency(child: "startMap", expectedParent: "root", actualOwner: "antipodeMap")
        #expect(error.description.contains("startMap"))
        #expect(error.description.contains("root"))
        #expect(error.description.contains("antipodeMap"))
        #expect(ContainmentError.transitionInProgress(container: "root", from: "a", to: "b").description
            .contains("already transitioning"))
    }
}
