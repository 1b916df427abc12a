import CGtk
@testable import Gtk
import XCTest

/// A wrapper owns exactly one reference: it sinks a new widget's floating
/// reference, adopts what a constructor hands over, and drops its
/// reference once, when it goes.
final class ObjectOwnershipTests: XCTestCase {
    func testANewWidgetIsSunkAndFreedWhenItsWrapperGoes() throws {
        try onMainActor {
            try requireGtk()
            var finalization: Finalization?
            do {
                let label = Label("Hello")
                XCTAssertFalse(isFloating(label.gobjectPointer), "the floating reference is the wrapper's now")
                XCTAssertEqual(referenceCount(of: label.gobjectPointer), 1)
                finalization = Finalization(of: label.gobjectPointer)
            }
            XCTAssertEqual(finalization?.count, 1, "released with its wrapper, exactly once")
        }
    }

    func testAChildOutlivesItsWrapperWhileItsParentHoldsIt() throws {
        try onMainActor {
            try requireGtk()
            let box = Box(orientation: .vertical)
            var finalization: Finalization?
            do {
                let label = Label("Inside")
                box.append(label)
                XCTAssertEqual(referenceCount(of: label.gobjectPointer), 2, "the wrapper's and the box's")
                finalization = Finalization(of: label.gobjectPointer)
            }
            XCTAssertEqual(finalization?.count, 0, "the box still holds the label")
            XCTAssertFalse(box.children.first is Label, "its wrapper is gone, so a plain one is made")
            XCTAssertEqual(box.children.count, 1)
            box.destroy()
            XCTAssertEqual(finalization?.count, 1, "destroying the box releases its child")
        }
    }

    func testAWidgetMadeInCIsSunkByItsWrapper() throws {
        try onMainActor {
            try requireGtk()
            let pointer = gtk_drawing_area_new()!
            XCTAssertTrue(isFloating(UnsafeMutableRawPointer(pointer)))
            let finalization = Finalization(of: UnsafeMutableRawPointer(pointer))
            do {
                let widget = Widget(pointer)
                XCTAssertFalse(isFloating(widget.gobjectPointer))
                XCTAssertEqual(referenceCount(of: widget.gobjectPointer), 1)
            }
            XCTAssertTrue(finalization.isFinalizedOnce)
        }
    }

    func testAnAdoptedObjectKeepsTheReferenceItCameWith() throws {
        try onMainActor {
            try requireGtk()
            var finalization: Finalization?
            do {
                let provider = CssProvider(css: "label { color: red; }")
                XCTAssertEqual(referenceCount(of: provider.gobjectPointer), 1, "no reference added")
                finalization = Finalization(of: provider.gobjectPointer)
            }
            XCTAssertEqual(finalization?.count, 1)
        }
    }

    func testAWrapperIsFoundAgainFromItsPointer() throws {
        try onMainActor {
            try requireGtk()
            let box = Box(orientation: .horizontal)
            let label = Label("Child")
            box.append(label)
            XCTAssertTrue(label.parent === box, "the parent is the box's own wrapper")
            XCTAssertTrue(Widget.wrapper(for: label.widgetPointer) === label)
            XCTAssertTrue(box.children.first === label)
        }
    }

    func testAToplevelLivesUntilDestroyedThenGoesWithItsWrapper() throws {
        try onMainActor {
            try requireGtk()
            var finalization: Finalization?
            do {
                let window = ToplevelWindow(title: "Owned")
                XCTAssertEqual(referenceCount(of: window.gobjectPointer), 2, "GTK's toplevel reference and the wrapper's")
                finalization = Finalization(of: window.gobjectPointer)
                window.destroy()
                XCTAssertTrue(window.isDestroyed)
                XCTAssertEqual(finalization?.count, 0, "the wrapper keeps the destroyed object valid")
            }
            XCTAssertEqual(finalization?.count, 1)
        }
    }

    func testADestroyedWindowsWrapperIsSafeToUseAndStaysClosed() throws {
        try onMainActor {
            try requireGtk()
            let window = ToplevelWindow(title: "Closed")
            let box = Box(orientation: .vertical)
            window.add(box)
            window.showAll()
            spinMainLoop(timeout: 5) { window.isMapped }
            XCTAssertTrue(window.isMapped)
            window.destroy()
            XCTAssertTrue(window.isDestroyed)
            XCTAssertTrue(box.isDestroyed, "the window's destruction reaches its children")

            // Everything after destruction is harmless and brings nothing
            // back; a GTK warning or critical would abort the test.
            let previous = g_log_set_always_fatal(GLogLevelFlags(
                rawValue: G_LOG_FLAG_RECURSION.rawValue | G_LOG_LEVEL_ERROR.rawValue
                    | G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue))
            defer { g_log_set_always_fatal(previous) }
            window.title = "Still closed"
            window.present()
            window.show()
            window.showAll()
            window.add(Label("Late"))
            box.append(Label("Late too"))
            window.destroy()
            spinMainLoop(timeout: 0.2) { false }
            XCTAssertFalse(window.isMapped)
            XCTAssertFalse(window.isVisible)
            XCTAssertEqual(window.title, "Still closed")
        }
    }

    func testAPointerWithoutAWrapperGetsAPlainOne() throws {
        try onMainActor {
            try requireGtk()
            let pointer = gtk_label_new("C")!
            g_object_ref_sink(pointer)
            defer { g_object_unref(pointer) }
            let first = Widget.wrapper(for: pointer)
            XCTAssertTrue(Widget.wrapper(for: pointer) === first)
            XCTAssertEqual(referenceCount(of: first.gobjectPointer), 2)
        }
    }

    func testRemovingAChildFromItsParentLeavesItToItsWrapper() throws {
        try onMainActor {
            try requireGtk()
            let box = Box(orientation: .vertical)
            let label = Label("Moving")
            box.append(label)
            label.removeFromParent()
            XCTAssertNil(label.parent)
            XCTAssertEqual(box.children.count, 0)
            XCTAssertEqual(referenceCount(of: label.gobjectPointer), 1)
            label.removeFromParent()
        }
    }

    func testAWindowMadeInCIsWrappedWithItsOwnReference() throws {
        try onMainActor {
            try requireGtk()
            let pointer = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            let finalization = Finalization(of: UnsafeMutableRawPointer(pointer))
            do {
                let window = ToplevelWindow(pointer)
                window.title = "Wrapped"
                XCTAssertEqual(referenceCount(of: window.gobjectPointer), 2)
                window.destroy()
            }
            XCTAssertTrue(finalization.isFinalizedOnce)
        }
    }
}
