import Containment
import ContainmentTesting
import PropertyBased
import Testing

/// Random sequences of tab operations — setting controllers, selecting in
/// code and as the user (with a delegate that sometimes refuses), keys,
/// showing and hiding the window — with the invariants checked after every step.
@MainActor @Suite("TabBarController properties")
struct TabBarControllerPropertyTests {
    @Test func invariantsHoldUnderAnyTabOperations() async {
        await propertyCheck(count: 800, input: Gen.int(in: 0...9_999_999).array(of: 1...40)) { codes in
            let world = TabWorld()
            for code in codes { world.step(code) }
        }
    }
}

@MainActor private final class TabWorld: TabBarControllerDelegate {
    let backend = InMemoryBackend()
    let window: Window
    let tabs = TabBarController()
    let pool = (1...5).map { TestController("t\($0)") }
    /// Controllers whose view loading was legitimate: selected while the tab controller's view was loaded.
    private var shown: [ObjectIdentifier] = []
    private var refused: ObjectIdentifier?
    private var log: [String] = []

    init() {
        tabs.traceName = "tabs"
        window = backend.makeWindow(size: Size(width: 640, height: 480))
        window.rootViewController = tabs
    }

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        ObjectIdentifier(viewController) != refused
    }

    func step(_ code: Int) {
        let kind = code % 9
        let argument = code / 9
        switch kind {
        case 0, 1:
            // A random subset of the pool in a random order, maybe with repeats.
            var chosen: [TestController] = []
            var bits = argument
            for _ in 0..<(bits % 6) {
                bits /= 5
                chosen.append(pool[bits % pool.count])
            }
            log.append("set \(chosen.map(\.traceName))")
            tabs.setViewControllers(chosen, animated: false)
        case 2:
            log.append("selectedIndex = \(argument % 6)")
            tabs.selectedIndex = argument % 6
        case 3:
            let candidate = pool[argument % pool.count]
            refused = argument % 3 == 0 ? ObjectIdentifier(candidate) : nil
            tabs.delegate = self
            log.append("user selects \(argument % 6) refusing \(argument % 3 == 0 ? candidate.traceName : "none")")
            tabs.selectAsUser(argument % 6)
        case 4:
            log.append("show")
            window.show()
        case 5:
            log.append("hide")
            window.hide()
        case 6:
            let keys: [(KeyCommand.Input, KeyCommand.Modifiers)] = [
                (.pageDown, .control), (.pageUp, .control), (.tab, .control), (.tab, [.control, .shift]),
                (.character("1"), .alternate), (.character("4"), .alternate),
            ]
            let (input, modifiers) = keys[argument % keys.count]
            log.append("key \(input) \(modifiers.rawValue)")
            window.handleKeyPress(input, modifiers: modifiers)
        case 7:
            log.append("selectedViewController = \(pool[argument % pool.count].traceName)")
            tabs.selectedViewController = pool[argument % pool.count]
        default:
            log.append("resize")
            window.resize(to: Size(width: Double(300 + argument % 700), height: Double(200 + argument % 500)))
        }
        if tabs.isViewLoaded, let selected = tabs.selectedViewController { shown.append(ObjectIdentifier(selected)) }
        check()
    }

    private func check() {
        let context = Comment(rawValue: log.joined(separator: "; "))
        let list = tabs.viewControllers
        // One parent: exactly the listed controllers are the tab controller's children.
        #expect(Set(list.map(ObjectIdentifier.init)).count == list.count, context)
        #expect(Set(tabs.children.map(ObjectIdentifier.init)) == Set(list.map(ObjectIdentifier.init)), context)
        for controller in pool {
            let listed = list.contains { $0 === controller }
            #expect((controller.parent === tabs) == listed, context)
            #expect(!controller.isMovingToParent && !controller.isMovingFromParent, context)
        }
        // A selection exactly when there are tabs, always in range.
        if list.isEmpty {
            #expect(tabs.selectedIndex == nil, context)
        } else {
            #expect(tabs.selectedIndex.map { list.indices.contains($0) } == true, context)
        }
        let onScreen = window.isVisible
        for controller in pool {
            let selected = controller === tabs.selectedViewController
            // Views only where their controllers are: only the selected tab's view is in the tree.
            let inTree = controller.viewIfLoaded?.superview != nil
            #expect(inTree == (selected && tabs.isViewLoaded), context)
            if inTree {
                let container = controller.viewIfLoaded?.superview
                #expect(container?.name == "tabContent" && container?.superview === tabs.viewIfLoaded, context)
            }
            // A view loads only once its tab has been shown.
            if controller.isViewLoaded { #expect(shown.contains(ObjectIdentifier(controller)), context) }
            // Appeared exactly when selected in a visible window.
            let expected: AppearanceState = selected && onScreen ? .appeared : .disappeared
            #expect(controller.appearanceState == expected, context)
            // Balanced: callbacks cycle will-appear, did-appear, will-disappear, did-disappear.
            let cycle = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
            for (index, call) in controller.appearanceCalls.enumerated() {
                #expect(call == cycle[index % 4], context)
            }
        }
        if tabs.isViewLoaded {
            #expect(tabs.tabBar.items.count == list.count, context)
            #expect(tabs.tabBar.selectedIndex == tabs.selectedIndex, context)
        }
    }
}
