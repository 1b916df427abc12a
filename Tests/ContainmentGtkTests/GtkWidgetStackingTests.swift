import Containment
import ContainmentGtk
import Foundation
import XCTest

/// Subviews' GTK widgets stack in `subviews` order, whether the container
/// was on screen when they moved or not; and a container that parks removed
/// subviews (a tab bar's content) keeps their widgets realized, hidden, so
/// showing a tab again costs no realization.
final class GtkWidgetStackingTests: XCTestCase {
    private static let size = Size(width: 320, height: 240)

    /// The children of `container`'s bin window, top-most first, as GDK keeps them.
    @MainActor private static func stacking(in container: View) throws -> [DisplayWindow] {
        try XCTUnwrap(try XCTUnwrap(container.widget).binWindow).children
    }

    /// `views`' GdkWindows, in the given order.
    @MainActor private static func windows(of views: [View]) throws -> [DisplayWindow] {
        try views.map { try XCTUnwrap(try XCTUnwrap($0.widget).displayWindow) }
    }

    @MainActor private static func makeScene(show: Bool) throws -> (Window, View, [View]) {
        try requireGtk()
        let window = GtkWindowHost.makeWindow(title: "Stacking", size: Self.size)
        let root = ViewController()
        window.rootViewController = root
        let container = View(frame: Rect(x: 0, y: 0, width: 320, height: 240))
        try root.view.addSubview(container)
        let children = (0..<3).map { index in
            View(DrawingArea(), frame: Rect(x: Double(index) * 20, y: 0, width: 200, height: 200))
        }
        for child in children { try container.addSubview(child) }
        if show {
            window.show()
            spinMainLoop(timeout: 10) { window.isVisible && children[2].widget!.isMapped }
        }
        return (window, container, children)
    }

    func testAReorderedSubviewsWidgetMovesToItsPlaceInTheStack() throws {
        try onMainActor {
            let (window, container, children) = try Self.makeScene(show: true)
            defer { window.hide() }
            XCTAssertEqual(try Self.stacking(in: container), try Self.windows(of: children.reversed()))

            // Brought to the front, as a pushed page is.
            try container.addSubview(children[0])
            XCTAssertEqual(try Self.stacking(in: container), try Self.windows(of: container.subviews.reversed()))
            XCTAssertIdentical(container.subviews.last, children[0])

            // Sent to the back, as the page a pop uncovers is.
            try container.insertSubview(children[0], at: 0)
            XCTAssertEqual(try Self.stacking(in: container), try Self.windows(of: container.subviews.reversed()))
            XCTAssertIdentical(container.subviews.first, children[0])
        }
    }

    func testSubviewsReorderedBeforeTheWindowIsShownStackInOrderOnceMapped() throws {
        try onMainActor {
            let (window, container, children) = try Self.makeScene(show: false)
            defer { window.hide() }
            // GtkLayout realizes its children in the order they were put in it;
            // the subviews' order is different by now.
            try container.insertSubview(children[2], at: 0)
            try container.addSubview(children[0])
            window.show()
            spinMainLoop(timeout: 10) { window.isVisible && children[0].widget!.isMapped }
            XCTAssertEqual(container.subviews.map { ObjectIdentifier($0) },
                           [children[2], children[1], children[0]].map { ObjectIdentifier($0) })
            XCTAssertEqual(try Self.stacking(in: container), try Self.windows(of: container.subviews.reversed()))
        }
    }

    func testATabShownAgainKeepsItsRealizedWidgetParkedInTheContent() throws {
        try onMainActor {
            try requireGtk()
            let window = GtkWindowHost.makeWindow(title: "Parking", size: Self.size)
            defer { window.hide() }
            let first = ColorController(name: "first", red: 1, green: 0, blue: 0, usesGtk: true)
            let second = ColorController(name: "second", red: 0, green: 0, blue: 1, usesGtk: true)
            let tabs = TabBarController()
            tabs.setViewControllers([first, second], animated: false)
            window.rootViewController = tabs
            window.show()
            let firstWidget = try XCTUnwrap(first.view.widget)
            spinMainLoop(timeout: 10) { firstWidget.isMapped }
            let firstWindow = try XCTUnwrap(firstWidget.displayWindow)
            let content = try XCTUnwrap(first.view.superview)

            tabs.selectedIndex = 1
            XCTAssertNil(first.view.superview, "the model: the old tab's view left the content")
            XCTAssertIdentical(firstWidget.parent, try XCTUnwrap(content.widget), "its widget stays parked in the content")
            XCTAssertFalse(firstWidget.isVisible, "hidden while parked")
            XCTAssertTrue(firstWidget.isRealized, "still realized")
            first.view.isHidden = false
            XCTAssertFalse(firstWidget.isVisible, "a parked widget stays hidden")

            tabs.selectedIndex = 0
            spinMainLoop(timeout: 10) { firstWidget.isMapped }
            XCTAssertTrue(firstWidget.isVisible)
            XCTAssertEqual(firstWidget.displayWindow, firstWindow, "shown again without a new realization")
            let secondWidget = try XCTUnwrap(second.view.widget)
            XCTAssertFalse(secondWidget.isVisible)
            XCTAssertEqual(try Self.stacking(in: content).first, firstWindow, "the shown tab is on top")

            // A tab taken out of the tabs stays hidden until it is shown elsewhere or freed.
            tabs.setViewControllers([first], animated: false)
            XCTAssertNil(second.viewIfLoaded?.superview)
            XCTAssertFalse(secondWidget.isVisible)
        }
    }
}
