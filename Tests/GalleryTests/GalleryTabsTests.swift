import DisplayTesting
import Foundation
import Gallery
import XCTest

/// The real gallery under Xvfb, switching tabs with the keyboard and the
/// mouse; checked in the trace and on screen.
final class GalleryTabsTests: XCTestCase {
    func testKeysSwitchTabsWithBalancedCallbacksAndLoadViewsOnFirstShow() throws {
        let basics = try galleryTabIndex(of: "basics"), tunnel = try galleryTabIndex(of: "tunnel")
        let gallery = try GalleryProcess(arguments: ["--example", "basics"])
        try gallery.waitForWindow()
        let log = try gallery.waitForTrace("basics on screen") { $0.events(named: "viewDidAppear", controller: "front").count == 1 }
        XCTAssertTrue(log.events(named: "loadView", controller: "tunnel").isEmpty, "an unshown tab loaded its view")
        XCTAssertTrue(log.events(named: "loadView", controller: "root").isEmpty, "Tunnel was built before its tab was shown")
        let first = try gallery.waitForTabHighlight("the Basics tab", savedAs: "gallery-tabs-basics.png") { _ in true }

        // Ctrl+PageDown: the next tab.
        var start = gallery.trace.events.count
        try gallery.key("ctrl+Next")
        var (switched, mark) = try gallery.waitForSwitch(to: "tunnel", after: start)
        XCTAssertEqual(switched.events[mark].number("index"), Double(tunnel))
        XCTAssertEqual(switched.appearance(from: mark, controllers: ["basics", "tunnel"]),
                       expectedTabSwitch(from: "basics", to: "tunnel"))
        XCTAssertEqual(switched.events(named: "loadView", controller: "tunnel").count, 1)
        let loadIndex = try XCTUnwrap(switched.events.indices.first {
            switched.events[$0].name == "loadView" && switched.events[$0].controller == "tunnel"
        })
        XCTAssertGreaterThan(loadIndex, mark, "the tab's view loaded before it was first shown")
        // Everything that appeared under basics disappeared, and balanced.
        XCTAssertEqual(switched.appearance(from: mark, controllers: ["flipCard", "front"]),
                       ["flipCard viewWillDisappear", "front viewWillDisappear",
                        "flipCard viewDidDisappear", "front viewDidDisappear"])
        let second = try gallery.waitForTabHighlight("the Tunnel tab", savedAs: "gallery-tabs-tunnel.png") {
            $0.x.lowerBound > first.x.upperBound
        }
        XCTAssertEqual(second.y, first.y)

        // Alt+1 back to the first tab: no second load.
        start = gallery.trace.events.count
        try gallery.key("alt+\(basics + 1)")
        (switched, mark) = try gallery.waitForSwitch(to: "basics", after: start)
        XCTAssertEqual(switched.appearance(from: mark, controllers: ["basics", "tunnel"]),
                       expectedTabSwitch(from: "tunnel", to: "basics"))
        XCTAssertEqual(switched.events(named: "loadView", controller: "basics").count, 1)
        try gallery.waitForTabHighlight("the Basics tab again") { $0.x == first.x }

        // Alt+2 to the Tunnel tab again.
        start = gallery.trace.events.count
        try gallery.key("alt+\(tunnel + 1)")
        (switched, mark) = try gallery.waitForSwitch(to: "tunnel", after: start)
        XCTAssertEqual(switched.appearance(from: mark, controllers: ["basics", "tunnel"]),
                       expectedTabSwitch(from: "basics", to: "tunnel"))
        XCTAssertEqual(switched.events(named: "loadView", controller: "tunnel").count, 1)
        XCTAssertEqual(switched.events(named: "loadView", controller: "root").count, 1)

        // Ctrl+PageUp: the previous tab (Basics sits just before Tunnel).
        XCTAssertEqual(basics, tunnel - 1, "the gallery's tab order changed; pick another pair")
        start = gallery.trace.events.count
        try gallery.key("ctrl+Prior")
        (switched, mark) = try gallery.waitForSwitch(to: "basics", after: start)
        XCTAssertEqual(switched.events[mark].number("index"), Double(basics))
        XCTAssertEqual(switched.appearance(from: mark, controllers: ["basics", "tunnel"]),
                       expectedTabSwitch(from: "tunnel", to: "basics"))
        try gallery.waitForTabHighlight("the Basics tab after Ctrl+PageUp") { $0.x == first.x }

        // Every appearance callback balanced: as many will as did, per controller.
        let final = try gallery.waitForQuiet()
        for controller in ["basics", "tunnel", "front", "root", "startMap"] {
            XCTAssertEqual(final.events(named: "viewWillAppear", controller: controller).count,
                           final.events(named: "viewDidAppear", controller: controller).count, controller)
            XCTAssertEqual(final.events(named: "viewWillDisappear", controller: controller).count,
                           final.events(named: "viewDidDisappear", controller: controller).count, controller)
        }
    }

    func testClickingATabSelectsIt() throws {
        let basics = try galleryTabIndex(of: "basics"), tunnel = try galleryTabIndex(of: "tunnel")
        let gallery = try GalleryProcess(arguments: ["--example", "basics"])
        try gallery.waitForWindow()
        try gallery.waitForTrace("basics on screen") { $0.events(named: "viewDidAppear", controller: "front").count == 1 }
        let first = try gallery.waitForTabHighlight("the Basics tab") { _ in true }
        let shot = try Screenshot()
        let target = try gallery.tabCenter(index: tunnel, selectedIndex: basics, in: shot)

        let start = gallery.trace.events.count
        try gallery.click(x: target.x, y: target.y)
        let (switched, mark) = try gallery.waitForSwitch(to: "tunnel", after: start)
        XCTAssertEqual(switched.appearance(from: mark, controllers: ["basics", "tunnel"]),
                       expectedTabSwitch(from: "basics", to: "tunnel"))
        let moved = try gallery.waitForTabHighlight("the clicked tab", savedAs: "gallery-tabs-clicked.png") {
            $0.x.lowerBound > first.x.upperBound
        }
        XCTAssertTrue(moved.x.contains(Int(target.x)), "the underline is not under the clicked tab")
    }

    func testExampleArgumentSelectsTheInitialTabAndLeavesOthersUnloaded() throws {
        let gallery = try GalleryProcess(arguments: ["--example", "tunnel"])
        try gallery.waitForWindow()
        let log = try gallery.waitForTrace("Tunnel on screen") { $0.events(named: "viewDidAppear", controller: "startMap").count == 1 }
        XCTAssertEqual(log.events(named: "viewDidAppear", controller: "tunnel").count, 1)
        XCTAssertTrue(log.events(named: "loadView", controller: "basics").isEmpty)
        XCTAssertTrue(log.events(named: "viewWillAppear", controller: "basics").isEmpty)
    }

    func testUnknownExampleIsRefusedWithTheKnownOnes() throws {
        let gallery = try GalleryProcess(arguments: ["--example", "nonesuch"])
        XCTAssertEqual(try gallery.waitForExit(), 2)
        XCTAssertTrue(gallery.stderr.contains("tunnel"), gallery.stderr)
    }
}
