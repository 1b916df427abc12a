@testable import Gtk
import XCTest

/// A notebook's tabs, as a screen reader finds them: a page-tab list of
/// page tabs, named by their labels, the shown one selected; and the
/// widget in each tab.
final class AccessibleChildrenTests: XCTestCase {
    func testANotebooksTabsAreNamedPageTabsAndTheShownOneIsSelected() throws {
        try onMainActor {
            try requireGtk()
            let window = OffscreenWindow()
            defer { window.destroy() }
            let notebook = Notebook()
            let tabs = ["One", "Two"].map { Label($0) }
            for tab in tabs { notebook.appendPage(Label("page"), tab: tab) }
            window.add(notebook)
            window.showAll()
            spinMainLoop(timeout: 5) { notebook.isMapped }

            XCTAssertEqual(notebook.accessibleRole, .pageTabList)
            let elements = notebook.accessibleChildren
            XCTAssertEqual(elements.map(\.role), [.pageTab, .pageTab])
            XCTAssertEqual(elements.map(\.name), ["One", "Two"])
            XCTAssertEqual(elements.map(\.isSelected), [true, false])
            notebook.currentPage = 1
            XCTAssertEqual(notebook.accessibleChildren.map(\.isSelected), [false, true])

            XCTAssertIdentical(notebook.tabLabel(forPageAt: 1), tabs[1])
            XCTAssertNil(notebook.tabLabel(forPageAt: 2))
            XCTAssertNil(notebook.tabLabel(forPageAt: -1))
            XCTAssertEqual(Label("plain").accessibleChildren.count, 0)
        }
    }
}
