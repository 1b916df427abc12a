import Containment
import ContainmentGtk
import Foundation
@testable import Gallery
import XCTest

/// The real Classroom in a real GTK window under Xvfb: typing in the chat,
/// and moving the chat to a second toplevel window and back.
final class ClassroomWindowTests: XCTestCase {
    func testTypingAMessageAndPressingEnterShowsIt() throws {
        try MainActor.assumeIsolated {
            let (window, classroom) = try showClassroom()
            defer { window.hide() }
            let chat = try XCTUnwrap(classroom.chat as? ChatViewController)
            let entry = try XCTUnwrap(chat.entry)
            let rowsBefore = chat.displayedMessageCount

            let toplevel = try XCTUnwrap(chatToplevel(chat) as? ToplevelWindow)
            entry.grabFocus()
            toplevel.simulateTyping("hello class")
            XCTAssertEqual(entry.text, "hello class")
            let countBefore = chat.messages.count
            toplevel.simulateTyping("\n")
            spin(until: { chat.messages.count > countBefore })

            XCTAssertEqual(chat.messages.filter { $0.author == "You" }, [ChatMessage(author: "You", text: "hello class")])
            XCTAssertEqual(chat.displayedMessageCount, chat.messages.count, "every message has a row")
            XCTAssertGreaterThan(chat.displayedMessageCount, rowsBefore)
            XCTAssertEqual(entry.text, "", "the entry is cleared")
        }
    }

    func testDetachingTheChatOpensASecondWindowAndReattachingBringsItBack() throws {
        try MainActor.assumeIsolated {
            let (window, classroom) = try showClassroom()
            defer { window.hide() }
            let chat = try XCTUnwrap(classroom.chat as? ChatViewController)
            let mainWindow = try XCTUnwrap(window.toplevel)
            let recorder = TraceRecorder()
            var second: ToplevelWindow?

            try Trace.withSink(recorder) {
                try XCTUnwrap(chat.detachButton).click()
                spin(until: { chatToplevel(chat) != nil && chatToplevel(chat) !== mainWindow && chat.appearanceState == .appeared })
                second = try XCTUnwrap(chatToplevel(chat) as? ToplevelWindow)
                XCTAssertFalse(second === mainWindow)
                XCTAssertEqual(second?.isMapped, true, "the chat's window is on screen")
                XCTAssertEqual(second?.title, "Classroom Chat")
                XCTAssertTrue(mainWindow.isVisible, "the classroom's window stays")
                XCTAssertEqual(classroom.children.count, 2)
                XCTAssertNil(chat.parent)
                XCTAssertTrue(chat.isDetached)

                // The same control, now in the chat's own window, brings it back.
                try XCTUnwrap(chat.detachButton).click()
                spin(until: { chatToplevel(chat) === mainWindow && second?.isDestroyed == true })
            }
            XCTAssertTrue(chatToplevel(chat) === mainWindow)
            XCTAssertEqual(second?.isDestroyed, true, "the chat's window is gone")
            XCTAssertFalse(second?.isVisible ?? true)
            XCTAssertTrue(mainWindow.isVisible)
            XCTAssertTrue(chat.parent === classroom)
            XCTAssertEqual(classroom.children.count, 3)
            XCTAssertEqual(chat.appearanceState, .appeared)

            let chatEvents = recorder.events
                .filter { $0["controller"] == .string("chat") && !$0.name.contains("LayoutSubviews") }
                .map(\.name)
            XCTAssertEqual(chatEvents, [
                "willMove(toParent:)", "viewWillDisappear", "viewDidDisappear", "didMove(toParent:)",
                "viewWillAppear", "viewDidAppear",
                "viewWillDisappear", "viewDidDisappear",
                "willMove(toParent:)", "viewWillAppear", "viewDidAppear", "didMove(toParent:)",
            ])
        }
    }

    func testClosingTheChatsWindowReattachesIt() throws {
        try MainActor.assumeIsolated {
            let (window, classroom) = try showClassroom()
            defer { window.hide() }
            let chat = try XCTUnwrap(classroom.chat as? ChatViewController)
            classroom.detachChat()
            spin(until: { chat.appearanceState == .appeared && chatToplevel(chat)?.isMapped == true })
            let second = try XCTUnwrap(chatToplevel(chat) as? ToplevelWindow)
            second.close()   // as the title bar's close button
            spin(until: { chat.parent === classroom })
            XCTAssertTrue(chat.parent === classroom)
            XCTAssertNil(classroom.chatWindow)
            XCTAssertTrue(chatToplevel(chat) === window.toplevel)
        }
    }
}

// MARK: Support

@MainActor private func showClassroom() throws -> (Window, ClassroomViewController) {
    try requireGtkDisplay()
    let window = GtkWindowHost.makeWindow(title: "Classroom test", size: Size(width: 1200, height: 760))
    let classroom = GalleryExample.makeClassroom()
    window.rootViewController = classroom
    window.show()
    spin(until: { classroom.chat.appearanceState == .appeared })
    XCTAssertEqual(classroom.chat.appearanceState, .appeared)
    return (window, classroom)
}

/// The window the chat's view is in.
@MainActor private func chatToplevel(_ chat: ChatViewController) -> Widget? {
    chat.viewIfLoaded?.widget?.toplevel
}
