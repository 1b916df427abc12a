import Containment
import ContainmentGtk
import XCTest

/// The tab strip in a real GTK window: an accessible page-tab list that
/// follows the controller and hands the user's clicks to it.
final class GtkTabStripTests: XCTestCase {
    @MainActor private final class Refuser: TabBarControllerDelegate {
        var allows = false
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
            allows
        }
    }

    @MainActor private static func makeTabs() throws -> (Window, TabBarController, Notebook) {
        try requireGtk()
        let tabs = TabBarController()
        let children = ["Inbox", "Contacts", "Archive"].map { title -> ViewController in
            let child = ViewController()
            child.tabBarItem.title = title
            child.tabBarItem.iconName = "mail-inbox-symbolic"
            return child
        }
        tabs.setViewControllers(children, animated: false)
        let window = GtkWindowHost.makeWindow(title: "Tabs", size: Size(width: 600, height: 400))
        window.rootViewController = tabs
        window.show()
        spinMainLoop(timeout: 5) { window.isVisible }
        let notebook = try XCTUnwrap(tabs.tabBar.contentWidget as? Notebook)
        spinMainLoop(timeout: 5) { notebook.isMapped }
        return (window, tabs, notebook)
    }

    func testTheStripIsAnAccessiblePageTabListFollowingTheSelection() throws {
        try onMainActor {
            let (window, tabs, notebook) = try Self.makeTabs()
            defer { window.hide() }
            XCTAssertEqual(notebook.accessibleRole, .pageTabList)
            var pages = notebook.accessibleChildren
            XCTAssertEqual(pages.count, 3)
            XCTAssertEqual(pages.map(\.role), Array(repeating: .pageTab, count: 3))
            XCTAssertEqual(pages.map(\.name), ["Inbox", "Contacts", "Archive"])
            XCTAssertEqual(pages.map(\.isSelected), [true, false, false])

            tabs.selectedIndex = 2
            XCTAssertEqual(notebook.currentPage, 2)
            pages = notebook.accessibleChildren
            XCTAssertEqual(pages.map(\.isSelected), [false, false, true])
        }
    }

    func testTheUsersSwitchGoesThroughTheController() throws {
        try onMainActor {
            let (window, tabs, book) = try Self.makeTabs()
            defer { window.hide() }
            let delegate = Refuser()
            tabs.delegate = delegate
            // What a click on the second tab does: the notebook asks to switch.
            book.currentPage = 1
            XCTAssertEqual(tabs.selectedIndex, 0, "a refused tab was selected")
            XCTAssertEqual(book.currentPage, 0, "the strip left the controller's selection")
            delegate.allows = true
            book.currentPage = 1
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertEqual(book.currentPage, 1)
        }
    }

    func testABadgeShowsAsAPillWithItsValue() throws {
        try onMainActor {
            let (window, tabs, book) = try Self.makeTabs()
            defer { window.hide() }
            let tab = try XCTUnwrap(book.tabLabel(forPageAt: 1) as? Container)
            let pill = try XCTUnwrap(tab.children.first { $0.hasStyleClass("containment-tab-badge") } as? Label)
            XCTAssertFalse(pill.isVisible)
            tabs.viewControllers[1].tabBarItem.badgeValue = "3"
            XCTAssertTrue(pill.isVisible)
            XCTAssertEqual(pill.text, "3")
            tabs.viewControllers[1].tabBarItem.badgeValue = nil
            XCTAssertFalse(pill.isVisible)
        }
    }
}
