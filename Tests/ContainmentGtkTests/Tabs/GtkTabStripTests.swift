import CGtk
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

    @MainActor private static func makeTabs() throws -> (Window, TabBarController, UnsafeMutablePointer<GtkWidget>) {
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
        let notebook = try XCTUnwrap(tabs.tabBar.gtkContentWidget)
        spinMainLoop(timeout: 5) { gtk_widget_get_mapped(notebook) != 0 }
        return (window, tabs, notebook)
    }

    @MainActor private static func tabAccessibles(_ notebook: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<AtkObject>] {
        let list = gtk_widget_get_accessible(notebook)!
        return (0..<atk_object_get_n_accessible_children(list)).compactMap { atk_object_ref_accessible_child(list, $0) }
    }

    @MainActor private static func isSelected(_ accessible: UnsafeMutablePointer<AtkObject>) -> Bool {
        let states = atk_object_ref_state_set(accessible)!
        defer { g_object_unref(states) }
        return atk_state_set_contains_state(states, ATK_STATE_SELECTED) != 0
    }

    func testTheStripIsAnAccessiblePageTabListFollowingTheSelection() throws {
        try onMainActor {
            let (window, tabs, notebook) = try Self.makeTabs()
            defer { window.hide() }
            XCTAssertEqual(atk_object_get_role(gtk_widget_get_accessible(notebook)), ATK_ROLE_PAGE_TAB_LIST)
            var pages = Self.tabAccessibles(notebook)
            defer { pages.forEach { g_object_unref($0) } }
            XCTAssertEqual(pages.count, 3)
            XCTAssertEqual(pages.map { atk_object_get_role($0) }, Array(repeating: ATK_ROLE_PAGE_TAB, count: 3))
            XCTAssertEqual(pages.map { atk_object_get_name($0).map { String(cString: $0) } }, ["Inbox", "Contacts", "Archive"])
            XCTAssertEqual(pages.map(Self.isSelected), [true, false, false])

            tabs.selectedIndex = 2
            XCTAssertEqual(gtk_notebook_get_current_page(UnsafeMutablePointer(OpaquePointer(notebook))), 2)
            pages.forEach { g_object_unref($0) }
            pages = Self.tabAccessibles(notebook)
            XCTAssertEqual(pages.map(Self.isSelected), [false, false, true])
        }
    }

    func testTheUsersSwitchGoesThroughTheController() throws {
        try onMainActor {
            let (window, tabs, notebook) = try Self.makeTabs()
            defer { window.hide() }
            let delegate = Refuser()
            tabs.delegate = delegate
            let book = UnsafeMutablePointer<GtkNotebook>(OpaquePointer(notebook))
            // What a click on the second tab does: the notebook asks to switch.
            gtk_notebook_set_current_page(book, 1)
            XCTAssertEqual(tabs.selectedIndex, 0, "a refused tab was selected")
            XCTAssertEqual(gtk_notebook_get_current_page(book), 0, "the strip left the controller's selection")
            delegate.allows = true
            gtk_notebook_set_current_page(book, 1)
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertEqual(gtk_notebook_get_current_page(book), 1)
        }
    }

    func testABadgeShowsAsAPillWithItsValue() throws {
        try onMainActor {
            let (window, tabs, notebook) = try Self.makeTabs()
            defer { window.hide() }
            let book = UnsafeMutablePointer<GtkNotebook>(OpaquePointer(notebook))
            func badge() -> UnsafeMutablePointer<GtkWidget>? {
                let label = gtk_notebook_get_tab_label(book, gtk_notebook_get_nth_page(book, 1))!
                let list = gtk_container_get_children(cgtk_container(label))
                defer { g_list_free(list) }
                var node = list
                while let current = node {
                    let widget = current.pointee.data.assumingMemoryBound(to: GtkWidget.self)
                    if gtk_style_context_has_class(gtk_widget_get_style_context(widget), "containment-tab-badge") != 0 {
                        return widget
                    }
                    node = current.pointee.next
                }
                return nil
            }
            let pill = try XCTUnwrap(badge())
            XCTAssertEqual(gtk_widget_get_visible(pill), 0)
            tabs.viewControllers[1].tabBarItem.badgeValue = "3"
            XCTAssertEqual(gtk_widget_get_visible(pill), 1)
            XCTAssertEqual(String(cString: gtk_label_get_text(cgtk_label(pill))), "3")
            tabs.viewControllers[1].tabBarItem.badgeValue = nil
            XCTAssertEqual(gtk_widget_get_visible(pill), 0)
        }
    }
}
