import Containment
import ContainmentTesting
import Testing

/// The exact ordered callbacks of adding, removing, showing, hiding, nesting
/// and resizing, on the in-memory backend.
@MainActor @Suite("Containment lifecycle")
struct ContainmentLifecycleTests {
    @Test func viewLoadsLazilyOnce() {
        let controller = TestController("a")
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.calls == ["loadView", "viewDidLoad"])
        #expect(controller.view.autoresizingMask == .flexibleSize)
    }

    @Test func defaultLoadViewMakesAnEmptyView() {
        let controller = ViewController()
        #expect(controller.view.subviews.isEmpty)
        #expect(controller.traceName == "ViewController")
    }

    @Test func addingAChildToAVisibleParent() throws {
        let fx = Fixture()
        let child = TestController("child")
        let trace = try fx.trace(layout: true, loading: true) {
            try fx.embed(child, in: fx.root.top, of: fx.root)
        }
        #expect(trace == [
            "child.willMove(root)",
            "child.loadView",
            "child.viewDidLoad",
            "child.viewWillLayoutSubviews",
            "child.viewDidLayoutSubviews",
            "child.viewWillAppear(false)",
            "child.viewDidAppear(false)",
            "child.didMove(root)",
        ])
        #expect(child.calls == [
            "willMove(root)", "loadView", "viewDidLoad",
            "viewWillLayoutSubviews", "viewDidLayoutSubviews",
            "viewWillAppear(false) movingTo=true movingFrom=false",
            "viewDidAppear(false) movingTo=true movingFrom=false",
            "didMove(root)",
        ])
        #expect(fx.root.children.map(\.traceName) == ["child"])
        #expect(child.parent === fx.root)
        #expect(!child.isMovingToParent)
        #expect(child.appearanceState == .appeared)
        #expect(child.view.superview === fx.root.top)
        #expect(child.view.frame == fx.root.top.bounds)
        #expect(fx.root.top.frame == Rect(x: 0, y: 0, width: 800, height: 300))
    }

    @Test func removingAChildFromAVisibleParent() throws {
        let fx = Fixture()
        let child = TestController("child")
        try fx.embed(child, in: fx.root.top, of: fx.root)
        child.clearCalls()
        let trace = fx.trace(layout: true) { fx.unembed(child) }
        #expect(trace == [
            "child.willMove(nil)",
            "child.viewWillDisappear(false)",
            "child.viewDidDisappear(false)",
            "child.didMove(nil)",
        ])
        #expect(child.calls == [
            "willMove(nil)",
            "viewWillDisappear(false) movingTo=false movingFrom=true",
            "viewDidDisappear(false) movingTo=false movingFrom=true",
            "didMove(nil)",
        ])
        #expect(!child.isMovingFromParent)
        #expect(child.parent == nil)
        #expect(fx.root.children.isEmpty)
        #expect(child.view.superview == nil)
        #expect(child.appearanceState == .disappeared)
    }

    @Test func addingToAHiddenParentDefersAppearanceUntilShown() throws {
        let fx = Fixture(visible: false)
        let a = TestController("a")
        let b = TestController("b")
        let embedding = try fx.trace {
            try fx.embed(a, in: fx.root.top, of: fx.root)
            try fx.embed(b, in: fx.root.bottom, of: fx.root)
        }
        #expect(embedding == ["a.willMove(root)", "a.didMove(root)", "b.willMove(root)", "b.didMove(root)"])
        let showing = fx.trace { fx.window.show() }
        #expect(showing == [
            "root.viewWillAppear(false)", "a.viewWillAppear(false)", "b.viewWillAppear(false)",
            "root.viewDidAppear(false)", "a.viewDidAppear(false)", "b.viewDidAppear(false)",
        ])
        let hiding = fx.trace { fx.window.hide() }
        #expect(hiding == [
            "root.viewWillDisappear(false)", "a.viewWillDisappear(false)", "b.viewWillDisappear(false)",
            "root.viewDidDisappear(false)", "a.viewDidDisappear(false)", "b.viewDidDisappear(false)",
        ])
        #expect(fx.trace { fx.window.hide() } == [])
        #expect(fx.window.isVisible == false)
    }

    @Test func childrenAppearInChildrenOrderNotViewOrder() throws {
        let fx = Fixture(visible: false)
        let a = TestController("a")
        let b = TestController("b")
        try fx.embed(a, in: fx.root.bottom, of: fx.root)
        try fx.embed(b, in: fx.root.top, of: fx.root)
        let showing = fx.trace { fx.window.show() }
        #expect(showing == [
            "root.viewWillAppear(false)", "a.viewWillAppear(false)", "b.viewWillAppear(false)",
            "root.viewDidAppear(false)", "a.viewDidAppear(false)", "b.viewDidAppear(false)",
        ])
    }

    @Test func aChildWhoseViewIsNotPlacedDoesNotAppear() throws {
        let fx = Fixture(visible: false)
        let a = TestController("a")
        try fx.root.addChild(a)
        let showing = fx.trace { fx.window.show() }
        #expect(showing == ["root.viewWillAppear(false)", "root.viewDidAppear(false)"])
        #expect(a.appearanceState == .disappeared)
        #expect(!a.isViewLoaded)
    }

    @Test func nestedContainersForwardDepthFirstByPhase() throws {
        let fx = Fixture()
        let mid = TestController("mid")
        let leaf = TestController("leaf")
        try fx.embed(leaf, in: mid.top, of: mid)
        let adding = try fx.trace { try fx.embed(mid, in: fx.root.top, of: fx.root) }
        #expect(adding == [
            "mid.willMove(root)",
            "mid.viewWillAppear(false)", "leaf.viewWillAppear(false)",
            "mid.viewDidAppear(false)", "leaf.viewDidAppear(false)",
            "mid.didMove(root)",
        ])
        let hiding = fx.trace { fx.window.hide() }
        #expect(hiding == [
            "root.viewWillDisappear(false)", "mid.viewWillDisappear(false)", "leaf.viewWillDisappear(false)",
            "root.viewDidDisappear(false)", "mid.viewDidDisappear(false)", "leaf.viewDidDisappear(false)",
        ])
        fx.window.show()
        let removing = fx.trace { fx.unembed(mid) }
        #expect(removing == [
            "mid.willMove(nil)",
            "mid.viewWillDisappear(false)", "leaf.viewWillDisappear(false)",
            "mid.viewDidDisappear(false)", "leaf.viewDidDisappear(false)",
            "mid.didMove(nil)",
        ])
        #expect(leaf.parent === mid)
        #expect(leaf.appearanceState == .disappeared)
    }

    @Test func addChildTakesTheChildFromItsOldParent() throws {
        let fx = Fixture()
        let old = TestController("old")
        let child = TestController("child")
        try old.addChild(child)
        let trace = try fx.trace { try fx.embed(child, in: fx.root.top, of: fx.root) }
        #expect(trace == [
            "child.willMove(root)", "child.didMove(nil)",
            "child.viewWillAppear(false)", "child.viewDidAppear(false)",
            "child.didMove(root)",
        ])
        #expect(old.children.isEmpty)
        #expect(fx.root.children.count == 1)
    }

    @Test func movingAViewWithinItsParentKeepsAppearance() throws {
        let fx = Fixture()
        let child = TestController("child")
        try fx.embed(child, in: fx.root.top, of: fx.root)
        let trace = try fx.trace { try fx.root.bottom.addSubview(child.view) }
        #expect(trace == [])
        #expect(child.view.superview === fx.root.bottom)
        #expect(child.view.frame == fx.root.bottom.bounds)
    }

    @Test func manualForwardingOnlyBeginAndEndDriveChildren() throws {
        let fx = Fixture(visible: false)
        fx.root.forwardsAppearance = false
        let child = TestController("child")
        let adding = try fx.trace { try fx.embed(child, in: fx.root.top, of: fx.root) }
        #expect(adding == ["child.willMove(root)", "child.didMove(root)"])
        let showing = fx.trace { fx.window.show() }
        #expect(showing == ["root.viewWillAppear(false)", "root.viewDidAppear(false)"])
        #expect(child.appearanceState == .disappeared)

        let manual = fx.trace {
            child.beginAppearanceTransition(true, animated: true)
            child.endAppearanceTransition()
        }
        #expect(manual == ["child.viewWillAppear(true)", "child.viewDidAppear(true)"])
        #expect(child.appearanceState == .appeared)

        let hiding = fx.trace { fx.window.hide() }
        #expect(hiding == ["root.viewWillDisappear(false)", "root.viewDidDisappear(false)"])
        #expect(child.appearanceState == .appeared)

        let removingView = fx.trace { child.view.removeFromSuperview() }
        #expect(removingView == [])
        let disappearing = fx.trace {
            child.beginAppearanceTransition(false, animated: false)
            child.endAppearanceTransition()
        }
        #expect(disappearing == ["child.viewWillDisappear(false)", "child.viewDidDisappear(false)"])
    }

    @Test func manualBeginForwardsToGrandchildrenWhenTheChildForwards() throws {
        let fx = Fixture()
        fx.root.forwardsAppearance = false
        let mid = TestController("mid")
        let leaf = TestController("leaf")
        try fx.embed(leaf, in: mid.top, of: mid)
        try fx.embed(mid, in: fx.root.top, of: fx.root)
        let trace = fx.trace {
            mid.beginAppearanceTransition(true, animated: false)
            mid.endAppearanceTransition()
        }
        #expect(trace == [
            "mid.viewWillAppear(false)", "leaf.viewWillAppear(false)",
            "mid.viewDidAppear(false)", "leaf.viewDidAppear(false)",
        ])
    }

    @Test func reversingAnAppearanceTransitionMidwayIsAllowed() {
        let controller = TestController("c")
        let fx = Fixture()
        let trace = fx.trace {
            controller.beginAppearanceTransition(true, animated: true)
            controller.beginAppearanceTransition(false, animated: true)
            controller.endAppearanceTransition()
        }
        #expect(trace == ["c.viewWillAppear(true)", "c.viewWillDisappear(true)", "c.viewDidDisappear(true)"])
        #expect(controller.appearanceState == .disappeared)
    }

    @Test func childAddedWhileParentAppearingAppearsWithIt() throws {
        let fx = Fixture(visible: false)
        let child = TestController("child")
        let trace = try fx.trace {
            fx.root.beginAppearanceTransition(true, animated: false)
            try fx.embed(child, in: fx.root.top, of: fx.root)
            fx.root.endAppearanceTransition()
        }
        #expect(trace == [
            "root.viewWillAppear(false)",
            "child.willMove(root)", "child.viewWillAppear(false)", "child.didMove(root)",
            "root.viewDidAppear(false)", "child.viewDidAppear(false)",
        ])
    }

    @Test func parentlessControllerFollowsTheViewTree() throws {
        let fx = Fixture()
        let loose = TestController("loose")
        let adding = try fx.trace { try fx.root.top.addSubview(loose.view) }
        #expect(adding == ["loose.viewWillAppear(false)", "loose.viewDidAppear(false)"])
        let hiding = fx.trace { fx.window.hide() }
        #expect(hiding == [
            "root.viewWillDisappear(false)", "loose.viewWillDisappear(false)",
            "root.viewDidDisappear(false)", "loose.viewDidDisappear(false)",
        ])
    }

    @Test func removeFromParentBeforeRemovingTheViewStillBalances() throws {
        let fx = Fixture()
        let child = TestController("child")
        try fx.embed(child, in: fx.root.top, of: fx.root)
        let trace = fx.trace {
            child.willMove(toParent: nil)
            child.removeFromParent()
            child.view.removeFromSuperview()
        }
        #expect(trace == [
            "child.willMove(nil)", "child.didMove(nil)",
            "child.viewWillDisappear(false)", "child.viewDidDisappear(false)",
        ])
    }

    @Test func windowResizeReachesEveryControllerThenLaysOut() throws {
        let fx = Fixture()
        let child = TestController("child")
        try fx.embed(child, in: fx.root.top, of: fx.root)
        let trace = fx.trace(layout: true) { fx.window.resize(to: Size(width: 1000, height: 800)) }
        #expect(trace == [
            "root.viewWillTransition(1000.0x800.0)",
            "child.viewWillTransition(1000.0x800.0)",
            "root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews",
            "child.viewWillLayoutSubviews", "child.viewDidLayoutSubviews",
        ])
        #expect(fx.root.view.frame == Rect(x: 0, y: 0, width: 1000, height: 800))
        #expect(fx.root.top.frame == Rect(x: 0, y: 0, width: 1000, height: 400))
        #expect(fx.root.bottom.frame == Rect(x: 0, y: 400, width: 1000, height: 400))
        #expect(child.view.frame == fx.root.top.bounds)
        #expect(fx.trace { fx.window.resize(to: Size(width: 1000, height: 800)) } == [])
    }

    @Test func replacingTheRootControllerOfAVisibleWindow() throws {
        let fx = Fixture()
        let next = TestController("next")
        let trace = fx.trace { fx.window.rootViewController = next }
        #expect(trace == [
            "root.viewWillDisappear(false)", "root.viewDidDisappear(false)",
            "next.viewWillAppear(false)", "next.viewDidAppear(false)",
        ])
        #expect(next.view.window === fx.window)
        #expect(fx.root.view.window == nil)
        #expect(next.view.frame.size == fx.window.size)
    }

    @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let fixed = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        let stretch = View(frame: Rect(x: 10, y: 10, width: 80, height: 80))
        stretch.autoresizingMask = .flexibleSize
        let floating = View(frame: Rect(x: 40, y: 40, width: 20, height: 20))
        floating.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin,
                                     .flexibleTopMargin, .flexibleBottomMargin]
        try? parent.addSubview(fixed)
        try? parent.addSubview(stretch)
        try? parent.addSubview(floating)
        parent.frame = Rect(x: 0, y: 0, width: 200, height: 50)
        #expect(fixed.frame == Rect(x: 10, y: 10, width: 20, height: 20))
        #expect(stretch.frame == Rect(x: 10, y: 10, width: 180, height: 30))
        #expect(floating.frame == Rect(x: 90, y: 15, width: 20, height: 20))
    }

    @Test func hostsMirrorTheViewTree() throws {
        let fx = Fixture()
        let child = TestController("child")
        try fx.embed(child, in: fx.root.top, of: fx.root)
        let rootHost = try #require(fx.root.view.host as? InMemoryViewHost)
        let topHost = try #require(fx.root.top.host as? InMemoryViewHost)
        let childHost = try #require(child.view.host as? InMemoryViewHost)
        #expect(rootHost.children.map { $0 as AnyObject } .count == 2)
        #expect(topHost.parent === rootHost)
        #expect(topHost.children.first === childHost)
        #expect(childHost.frame == fx.root.top.bounds)
        #expect(childHost.children.count == 2)
        fx.unembed(child)
        #expect(childHost.parent == nil)
        #expect(topHost.children.isEmpty)
        child.view.isHidden = true
        #expect(childHost.isHidden)
        #expect(fx.backend.operations.contains("move child.root → root.top"))
    }
}
