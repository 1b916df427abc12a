import DisplayTesting
import Foundation
import XCTest

/// The real gallery's Classroom under Xvfb: a message typed in the chat,
/// the chat detached into its own window with its button and put back with
/// the same button there. The chat controller moves between parents (the
/// trace shows UIKit's moves and balanced appearance) and keeps its messages.
final class ClassroomDetachTests: XCTestCase {
    /// The chat's own window's title.
    private static let chatTitle = "Classroom Chat"

    /// Where the Classroom's chat pane puts its controls at 1280×800 (no
    /// window manager: the gallery's window is at 0,0).
    private static let entry = (x: 778.0, y: 812.0)
    private static let detachButton = (x: 869.0, y: 130.0)
    /// The chat pane's message list, in the gallery's window.
    private static let messages = (x: 668, y: 150, width: 220, height: 200)

    /// The chat's own window, if it is on screen.
    private func chatWindow(_ gallery: GalleryProcess) throws -> String? {
        try Tool.run("xdotool", "search", "--all", "--onlyvisible", "--pid", "\(gallery.process.processIdentifier)",
                     "--name", "^\(Self.chatTitle)$", allowFailure: true)
            .split(separator: "\n").first.map(String.init)
    }

    private func waitFor(_ what: String, timeout: TimeInterval = 10, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw HarnessError("timed out waiting for \(what)")
    }

    func testTheChatMovesToItsOwnWindowAndBackKeepingItsMessages() throws {
        let gallery = try GalleryProcess(arguments: ["--example", "classroom"])
        try gallery.waitForWindow()
        try gallery.waitForTrace("the chat on screen") { $0.events(named: "viewDidAppear", controller: "chat").count == 1 }
        try gallery.waitForQuiet()

        // A message, typed and sent with Enter.
        try gallery.click(x: Self.entry.x, y: Self.entry.y)
        try Tool.run("xdotool", "type", "--delay", "20", "hello tunnel")
        try Tool.run("xdotool", "key", "Return")
        try waitFor("the message in the chat") {
            let text = try Screenshot().recognizedText(
                x: Self.messages.x, y: Self.messages.y, width: Self.messages.width, height: Self.messages.height)
            return text.contains("hello tunnel")
        }

        // Detach: the chat leaves the classroom and is the root of a window of its own.
        var start = gallery.trace.events.count
        try gallery.click(x: Self.detachButton.x, y: Self.detachButton.y)
        try waitFor("the chat's own window") { try chatWindow(gallery) != nil }
        var log = try gallery.waitForTrace("the chat appearing in its window") { log in
            log.suffix(from: start).contains { $0.name == "viewDidAppear" && $0.controller == "chat" }
        }
        let detachEvents = log.suffix(from: start).filter { $0.controller == "chat" && !$0.name.contains("Layout") }
        XCTAssertEqual(detachEvents.map(\.name), [
            "willMove(toParent:)", "viewWillDisappear", "viewDidDisappear", "didMove(toParent:)",
            "viewWillAppear", "viewDidAppear",
        ])
        XCTAssertTrue(detachEvents.filter { $0.name.hasSuffix("(toParent:)") }.allSatisfy { $0.fields["parent"] is NSNull },
                      "the chat has no parent in its own window")
        let detached = try Screenshot(savedAs: "classroom-detached.png")
        let chatID = try XCTUnwrap(try chatWindow(gallery))
        let geometry = try Tool.run("xdotool", "getwindowgeometry", chatID)
        XCTAssertTrue(geometry.contains("380x620"), "the chat's window: \(geometry)")
        // The chat's window (at 0,0) shows the message typed before.
        let inWindow = try detached.recognizedText(x: 0, y: 40, width: 370, height: 160)
        XCTAssertTrue(inWindow.contains("hello tunnel"), "the detached chat reads: \(inWindow)")

        // The same button, now in the chat's window's header, puts it back.
        start = gallery.trace.events.count
        try gallery.click(x: 356, y: 21)
        try waitFor("the chat's window to close") { try chatWindow(gallery) == nil }
        log = try gallery.waitForTrace("the chat back in the classroom") { log in
            log.suffix(from: start).contains { $0.name == "didMove(toParent:)" && $0.controller == "chat" }
        }
        let moves = log.suffix(from: start).filter { $0.controller == "chat" && $0.name.hasSuffix("(toParent:)") }
        XCTAssertEqual(moves.map(\.name), ["willMove(toParent:)", "didMove(toParent:)"])
        XCTAssertEqual(moves.map { $0.string("parent") }, ["classroom", "classroom"])

        let final = try gallery.waitForQuiet()
        XCTAssertEqual(final.events(named: "viewWillAppear", controller: "chat").count,
                       final.events(named: "viewDidAppear", controller: "chat").count)
        XCTAssertEqual(final.events(named: "viewWillDisappear", controller: "chat").count,
                       final.events(named: "viewDidDisappear", controller: "chat").count)
        XCTAssertEqual(final.appearance(from: start, controllers: ["chat"]).last, "chat viewDidAppear",
                       "the chat is on screen again")
        let back = try Screenshot(savedAs: "classroom-reattached.png")
        let text = try back.recognizedText(
            x: Self.messages.x, y: Self.messages.y, width: Self.messages.width, height: Self.messages.height)
        XCTAssertTrue(text.contains("hello tunnel"), "the chat kept its messages; it reads: \(text)")
    }
}
