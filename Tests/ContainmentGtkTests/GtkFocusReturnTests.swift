import Containment
import ContainmentGtk
import XCTest

/// Focus comes back, as in GNOME's containers: after a pop or a switch back
/// to a tab, the keyboard focus is on the widget that had it in the page
/// shown again, in a real GTK window under Xvfb.
final class GtkFocusReturnTests: XCTestCase {
    private static let size = Size(width: 640, height: 480)

    /// A page of two buttons; a test gives the second one the focus.
    @MainActor private final class FormPage: ViewController {
        let first = Button(label: "First")
        let second = Button(label: "Second")
        /// Runs in `viewDidAppear`: a page that places the focus itself.
        var onAppear: (() -> Void)?

        init(title: String) {
            super.init()
            traceName = title
            navigationItem.title = title
            tabBarItem.title = title
        }

        override func loadView() {
            let box = Box(orientation: .vertical, spacing: 6)
            box.append(first)
            box.append(second)
            view = View(box)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            onAppear?()
        }
    }

    /// A navigation controller on `Home` (its second button focused), with
    /// `Details` to push, in a window on screen.
    @MainActor private struct NavigationScene {
        let home = FormPage(title: "Home")
        let details = FormPage(title: "Details")
        let navigation: NavigationController
        let window: Window
        let toplevel: ToplevelWindow

        init(title: String) throws {
            navigation = NavigationController(rootViewController: home)
            (window, toplevel) = try GtkFocusReturnTests.show(navigation, title: title)
            GtkFocusReturnTests.focusSecond(of: home)
        }

        func close() {
            toplevel.destroy()
            withExtendedLifetime(window) {}
        }
    }

    @MainActor private static func show(_ root: ViewController, title: String) throws -> (Window, ToplevelWindow) {
        let window = GtkWindowHost.makeWindow(title: title, size: Self.size)
        let toplevel = try XCTUnwrap((window.host as? GtkWindowHost)?.toplevel)
        window.rootViewController = root
        window.show()
        spinMainLoop(timeout: 10) { window.isVisible && window.size == Self.size && root.appearanceState == .appeared }
        return (window, toplevel)
    }

    @MainActor private static func focusSecond(of page: FormPage) {
        spinMainLoop(timeout: 5) { page.second.isMapped }
        page.second.grabFocus()
        XCTAssertTrue(page.second.isFocus, "the test could not give the button the focus")
    }

    func testAPopGivesTheFocusBackToTheRevealedPage() throws {
        try onMainActor {
            try requireGtk()
            let scene = try NavigationScene(title: "focus-after-pop")
            defer { scene.close() }
            let (home, details, navigation, toplevel) = (scene.home, scene.details, scene.navigation, scene.toplevel)

            for animated in [true, false] {
                navigation.pushViewController(details, animated: animated)
                spinMainLoop(timeout: 10) { details.appearanceState == .appeared && home.appearanceState == .disappeared }
                details.first.grabFocus()
                XCTAssertFalse(home.second.isFocus)

                navigation.popViewController(animated: animated)
                spinMainLoop(timeout: 10) { home.appearanceState == .appeared && details.parent == nil }
                XCTAssertTrue(home.second.isFocus, "after an \(animated ? "animated" : "instant") pop the focus is on \(toplevel.focusedWidget.map { "\($0)" } ?? "nothing")")
            }
        }
    }

    func testSwitchingBackToATabGivesItsFocusBack() throws {
        try onMainActor {
            try requireGtk()
            let inbox = FormPage(title: "Inbox")
            let contacts = FormPage(title: "Contacts")
            let tabs = TabBarController()
            tabs.setViewControllers([inbox, contacts], animated: false)
            let (window, toplevel) = try Self.show(tabs, title: "focus-after-tab-switch")
            defer { toplevel.destroy(); withExtendedLifetime(window) {} }
            Self.focusSecond(of: inbox)

            tabs.selectedIndex = 1
            spinMainLoop(timeout: 10) { contacts.appearanceState == .appeared && inbox.appearanceState == .disappeared }
            contacts.first.grabFocus()

            tabs.selectedIndex = 0
            spinMainLoop(timeout: 10) { inbox.appearanceState == .appeared }
            XCTAssertTrue(inbox.second.isFocus, "back on the first tab the focus is on \(toplevel.focusedWidget.map { "\($0)" } ?? "nothing")")
            XCTAssertFalse(contacts.first.isFocus)
        }
    }

    func testAFocusThePageChoseItselfIsKept() throws {
        try onMainActor {
            try requireGtk()
            let scene = try NavigationScene(title: "focus-chosen-by-page")
            defer { scene.close() }
            let (home, details, navigation) = (scene.home, scene.details, scene.navigation)

            navigation.pushViewController(details, animated: false)
            spinMainLoop(timeout: 10) { details.appearanceState == .appeared }
            // The page moves the focus itself as it comes back: that choice stands.
            home.onAppear = { home.first.grabFocus() }
            navigation.popViewController(animated: false)
            spinMainLoop(timeout: 10) { home.appearanceState == .appeared && details.parent == nil }
            XCTAssertTrue(home.first.isFocus)
        }
    }
}
