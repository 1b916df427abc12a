import Containment
import ContainmentTesting
import Testing

/// `addChild` (or `removeFromParent`) taking a controller that a container
/// still lists: the container lets go of it, so no container ever lists a
/// controller that is not its child, and no later operation of the old
/// container reaches into the new parent.
@MainActor @Suite("Re-parenting")
struct ReparentingTests {
    /// Every container's lists name only its children, and each child has one parent listing it.
    private func expectConsistent(_ containers: [ViewController], sourceLocation: SourceLocation = #_sourceLocation) {
        for container in containers {
            var listed: [ViewController] = container.children
            if let navigation = container as? NavigationController { listed += navigation.viewControllers }
            if let tabs = container as? TabBarController { listed += tabs.viewControllers }
            for controller in listed {
                #expect(controller.parent === container,
                        "\(container.traceName) lists \(controller.traceName), child of \(controller.parent?.traceName ?? "nil")",
                        sourceLocation: sourceLocation)
            }
        }
    }

    @Test func takingAPageBelowTheTopOfANavigationStack() throws {
        let fx = Fixture()
        let a = TestController("a"), b = TestController("b"), c = TestController("c")
        let navigation = NavigationController(rootViewController: a)
        navigation.traceName = "nav"
        try fx.embed(navigation, in: fx.root.top, of: fx.root)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        let q = TestController("q")
        try fx.embed(q, in: fx.root.bottom, of: fx.root)

        try q.addChild(b)
        try q.top.addSubview(b.view)
        b.didMove(toParent: q)
        #expect(navigation.viewControllers.map(\.traceName) == ["a", "c"])
        #expect(navigation.navigationBar.backTitle == "Back")
        expectConsistent([fx.root, navigation, q])

        // The pop goes back to a, and leaves b where it now is.
        navigation.popViewController(animated: true)
        fx.backend.driver.runUntilIdle()
        #expect(navigation.viewControllers.map(\.traceName) == ["a"])
        #expect(b.parent === q)
        #expect(b.view.superview === q.top)
        expectConsistent([fx.root, navigation, q])
        expectSettled([a, b, c, q, navigation], in: fx.window)
    }

    @Test func takingAPageWhosePopIsPending() throws {
        let fx = Fixture()
        let a = TestController("a"), b = TestController("b"), c = TestController("c")
        let navigation = NavigationController(rootViewController: a)
        navigation.traceName = "nav"
        try fx.embed(navigation, in: fx.root.top, of: fx.root)
        navigation.setViewControllers([a, b, c], animated: false)
        let q = TestController("q")
        try fx.embed(q, in: fx.root.bottom, of: fx.root)
        // Pops c and b; b's removal waits for the slide.
        navigation.popToRootViewController(animated: true)
        try q.addChild(b)
        fx.backend.driver.runUntilIdle()
        #expect(b.parent === q)
        #expect(q.children.contains { $0 === b })
        expectConsistent([fx.root, navigation, q])
    }

    @Test(arguments: [0, 1])
    func takingAnUnselectedTab(selected: Int) throws {
        let fx = Fixture()
        let a = TestController("a"), b = TestController("b"), c = TestController("c")
        let tabs = TabBarController()
        tabs.traceName = "tabs"
        tabs.setViewControllers([a, b, c], animated: false)
        try fx.embed(tabs, in: fx.root.top, of: fx.root)
        tabs.selectedIndex = selected == 0 ? 0 : 2
        let q = TestController("q")
        try fx.embed(q, in: fx.root.bottom, of: fx.root)

        try q.addChild(b)
        #expect(tabs.viewControllers.map(\.traceName) == ["a", "c"])
        #expect(tabs.tabBar.items.count == 2)
        #expect(tabs.selectedViewController === (selected == 0 ? a : c))
        #expect(tabs.tabBar.selectedIndex == tabs.selectedIndex)
        expectConsistent([fx.root, tabs, q])
    }

    @Test func aRemovalsOwnDidMoveReAddingTheChildElsewhereLeavesOneParent() throws {
        let fx = Fixture()
        let other = TestController("other"), third = TestController("third")
        let child = Wanderer(to: third)
        try fx.root.addChild(child)
        try fx.root.addChild(other)
        try fx.root.addChild(third)
        try other.addChild(child)
        #expect(child.parent === third)
        expectConsistent([fx.root, other, third])
    }
}

/// A controller that, told it left its parent, joins `destination` at once.
@MainActor private final class Wanderer: ViewController {
    let destination: ViewController
    var once = true
    init(to destination: ViewController) {
        self.destination = destination
        super.init()
        traceName = "wanderer"
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        guard parent == nil, once else { return }
        once = false
        try? destination.addChild(self)
    }
}
