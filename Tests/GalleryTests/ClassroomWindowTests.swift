import CGtk
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

            let toplevel = try XCTUnwrap(chatToplevel(chat))
            gtk_widget_grab_focus(entry)
            for character in "hello class" {
                press(gdk_unicode_to_keyval(character.unicodeScalars.first!.value), in: toplevel)
            }
            XCTAssertEqual(String(cString: gtk_entry_get_text(gtkCast(entry))), "hello class")
            let countBefore = chat.messages.count
            press(guint(GDK_KEY_Return), in: toplevel)
            spin(until: { chat.messages.count > countBefore })

            XCTAssertEqual(chat.messages.filter { $0.author == "You" }, [ChatMessage(author: "You", text: "hello class")])
            XCTAssertEqual(chat.displayedMessageCount, chat.messages.count, "every message has a row")
            XCTAssertGreaterThan(chat.displayedMessageCount, rowsBefore)
            XCTAssertEqual(String(cString: gtk_entry_get_text(gtkCast(entry))), "", "the entry is cleared")
        }
    }

    func testDetachingTheChatOpensASecondWindowAndReattachingBringsItBack() throws {
        try MainActor.assumeIsolated {
            let (window, classroom) = try showClassroom()
            defer { window.hide() }
            let chat = try XCTUnwrap(classroom.chat as? ChatViewController)
            let mainWindow = try XCTUnwrap((window.host as? GtkWindowHost)?.gtkWindow)
            let recorder = TraceRecorder()

            try Trace.withSink(recorder) {
                gtk_button_clicked(cgtk_button(try XCTUnwrap(chat.detachButton)))
                spin(until: { chatToplevel(chat) != nil && chatToplevel(chat) != mainWindow && chat.appearanceState == .appeared })
                let second = try XCTUnwrap(chatToplevel(chat))
                XCTAssertNotEqual(second, mainWindow)
                XCTAssertEqual(gtk_widget_get_mapped(second), 1, "the chat's window is on screen")
                XCTAssertEqual(String(cString: gtk_window_get_title(cgtk_window(second))), "Classroom Chat")
                XCTAssertEqual(visibleToplevelCount(), 2)
                XCTAssertEqual(classroom.children.count, 2)
                XCTAssertNil(chat.parent)
                XCTAssertTrue(chat.isDetached)

                // The same control, now in the chat's own window, brings it back.
                gtk_button_clicked(cgtk_button(try XCTUnwrap(chat.detachButton)))
                spin(until: { chatToplevel(chat) == mainWindow && visibleToplevelCount() == 1 })
            }
            XCTAssertEqual(chatToplevel(chat), mainWindow)
            XCTAssertEqual(visibleToplevelCount(), 1)
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
            spin(until: { chat.appearanceState == .appeared && chatToplevel(chat).map { gtk_widget_get_mapped($0) != 0 } == true })
            let second = try XCTUnwrap(chatToplevel(chat))
            gtk_window_close(cgtk_window(second))   // as the title bar's close button
            spin(until: { chat.parent === classroom })
            XCTAssertTrue(chat.parent === classroom)
            XCTAssertNil(classroom.chatWindow)
            XCTAssertEqual(chatToplevel(chat), (window.host as? GtkWindowHost)?.gtkWindow)
        }
    }
}

// MARK: Support

/// Delivers a key press and release to `window` as GDK would: the window
/// hands it to its focus widget, whose key bindings and input method run.
@MainActor private func press(_ keyval: guint, in window: UnsafeMutablePointer<GtkWidget>) {
    // Key bindings (Enter's "activate") match the hardware key, so give
    // the event the keycode the keymap has for the keyval.
    var keys: UnsafeMutablePointer<GdkKeymapKey>?
    var count: Int32 = 0
    var keycode: guint16 = 0
    if gdk_keymap_get_entries_for_keyval(gdk_keymap_get_for_display(gdk_display_get_default()), keyval, &keys, &count) != 0,
       let keys, count > 0 {
        keycode = guint16(keys.pointee.keycode)
        g_free(keys)
    }
    for type in [GDK_KEY_PRESS, GDK_KEY_RELEASE] {
        let event = gdk_event_new(type)!
        event.withMemoryRebound(to: GdkEventKey.self, capacity: 1) { key in
            key.pointee.window = gtk_widget_get_window(window)
            g_object_ref(UnsafeMutableRawPointer(key.pointee.window))   // the event owns a reference
            key.pointee.send_event = 1
            key.pointee.time = guint32(GDK_CURRENT_TIME)
            key.pointee.keyval = keyval
            key.pointee.hardware_keycode = keycode
            key.pointee.state = 0
        }
        gtk_main_do_event(event)
        gdk_event_free(event)
    }
}

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

@MainActor private func chatToplevel(_ chat: ChatViewController) -> UnsafeMutablePointer<GtkWidget>? {
    guard let widget = chat.viewIfLoaded?.gtkWidget, let top = gtk_widget_get_toplevel(widget),
          gtk_widget_is_toplevel(top) != 0 else { return nil }
    return top
}

@MainActor private func visibleToplevelCount() -> Int {
    let list = gtk_window_list_toplevels()
    defer { g_list_free(list) }
    var count = 0
    var node = list
    while let current = node {
        if let data = current.pointee.data, gtk_widget_get_visible(data.assumingMemoryBound(to: GtkWidget.self)) != 0 {
            count += 1
        }
        node = current.pointee.next
    }
    return count
}
