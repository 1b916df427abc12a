import CGtk
@testable import Gtk
import XCTest

/// Handlers connected through wrappers fire with Swift values and are
/// released with their object, not with their wrapper.
final class WidgetSignalTests: XCTestCase {
    func testClickedFiresForClicksAndGoesWithTheButton() throws {
        try onMainActor {
            try requireGtk()
            var clicks = 0
            var released = 0
            var finalization: Finalization?
            do {
                let button = Button(label: "Press")
                let probe = DeinitProbe { released += 1 }
                button.onClicked { _ = probe; clicks += 1 }
                button.click()
                button.click()
                finalization = Finalization(of: button.gobjectPointer)
            }
            XCTAssertEqual(clicks, 2)
            XCTAssertEqual(finalization?.count, 1)
            XCTAssertEqual(released, 1, "the handler was released with the button")
        }
    }

    func testAHandlerOutlivesItsWrapperWhileTheWidgetLives() throws {
        try onMainActor {
            try requireGtk()
            let box = Box(orientation: .vertical)
            var clicks = 0
            do {
                let button = Button(label: "Inside")
                button.onClicked { clicks += 1 }
                box.append(button)
            }
            let button = try XCTUnwrap(box.children.first)
            gtk_button_clicked(UnsafeMutableRawPointer(button.widgetPointer).assumingMemoryBound(to: GtkButton.self))
            XCTAssertEqual(clicks, 1)
        }
    }

    func testToggledReportsTheNewState() throws {
        try onMainActor {
            try requireGtk()
            let toggle = ToggleButton()
            var states: [Bool] = []
            toggle.onToggled { states.append($0) }
            toggle.isActive = true
            toggle.click()
            XCTAssertEqual(states, [true, false])
        }
    }

    func testEntryActivateAndText() throws {
        try onMainActor {
            try requireGtk()
            let entry = Entry()
            entry.placeholderText = "Message"
            var sent: [String] = []
            entry.onActivate { [unowned entry] in sent.append(entry.text) }
            entry.text = "hello"
            gtk_widget_activate(entry.widgetPointer)
            XCTAssertEqual(sent, ["hello"])
            XCTAssertEqual(entry.placeholderText, "Message")
            XCTAssertTrue(entry.takesTextInput)
            XCTAssertFalse(Label().takesTextInput)
        }
    }

    func testSwitchPageGivesTheIndexAndCanBeStopped() throws {
        try onMainActor {
            try requireGtk()
            let notebook = Notebook()
            for title in ["One", "Two", "Three"] { notebook.appendPage(Box(orientation: .vertical), tab: Label(title)) }
            notebook.showAll()
            var asked: [Int] = []
            notebook.onSwitchPage { [unowned notebook] index in
                asked.append(index)
                if index == 2 { notebook.stopEmission(of: "switch-page") }
            }
            notebook.currentPage = 1
            XCTAssertEqual(notebook.currentPage, 1)
            notebook.currentPage = 2
            XCTAssertEqual(asked, [1, 2])
            XCTAssertEqual(notebook.currentPage, 1, "a stopped switch keeps the page")
        }
    }

    func testDialogResponseGivesTheResponse() throws {
        try onMainActor {
            try requireGtk()
            let dialog = MessageDialog(parent: nil, kind: .warning, buttons: .close, text: "Careful")
            defer { dialog.destroy() }
            var responses: [Int] = []
            dialog.onResponse { responses.append($0) }
            gtk_dialog_response(UnsafeMutableRawPointer(dialog.widgetPointer).assumingMemoryBound(to: GtkDialog.self),
                                GTK_RESPONSE_CLOSE.rawValue)
            XCTAssertEqual(responses, [Int(GTK_RESPONSE_CLOSE.rawValue)])
        }
    }

    func testDestroyHandlersRunOnceAndTheWrapperKnows() throws {
        try onMainActor {
            try requireGtk()
            let label = Label()
            var destroyed = 0
            label.onDestroy { destroyed += 1 }
            XCTAssertFalse(label.isDestroyed)
            label.destroy()
            label.destroy()
            XCTAssertEqual(destroyed, 1)
            XCTAssertTrue(label.isDestroyed)
        }
    }

    func testSizeAllocateReportsTheAllocation() throws {
        try onMainActor {
            try requireGtk()
            let area = DrawingArea()
            var seen: [Allocation] = []
            area.onSizeAllocate { seen.append($0) }
            area.show()
            _ = area.minimumSize
            area.allocate(Allocation(x: 3, y: 4, width: 50, height: 20))
            XCTAssertEqual(seen.last, Allocation(x: 3, y: 4, width: 50, height: 20))
            XCTAssertEqual(area.allocatedWidth, 50)
            XCTAssertEqual(area.allocation, Allocation(x: 3, y: 4, width: 50, height: 20))
        }
    }
}
