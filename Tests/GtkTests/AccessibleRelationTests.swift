import CGtk
@testable import Gtk
import XCTest

/// What screen readers are told a widget is, and which widget drives which.
final class AccessibleRelationTests: XCTestCase {
    func testAFieldControlsItsListBothWays() throws {
        try onMainActor {
            try requireGtk()
            let field = SearchEntry()
            let list = ListBox()
            XCTAssertEqual(field.accessiblyControlledWidgets.count, 0)
            field.addAccessibleRelation(controlling: list)
            XCTAssertEqual(field.accessiblyControlledWidgets.count, 1)
            XCTAssertTrue(field.accessiblyControlledWidgets.first === list, "the list's own wrapper comes back")
            // The list's side of it, as a screen reader reads it.
            let relations = try XCTUnwrap(atk_object_ref_relation_set(gtk_widget_get_accessible(list.widgetPointer)))
            defer { g_object_unref(UnsafeMutableRawPointer(relations)) }
            let controlledBy = try XCTUnwrap(atk_relation_set_get_relation_by_type(relations, ATK_RELATION_CONTROLLED_BY))
            let targets = try XCTUnwrap(atk_relation_get_target(controlledBy))
            XCTAssertEqual(targets.pointee.len, 1)
            XCTAssertEqual(UnsafeMutableRawPointer(targets.pointee.pdata[0]),
                           UnsafeMutableRawPointer(gtk_widget_get_accessible(field.widgetPointer)))
        }
    }

    func testAListRoleRoundTrips() throws {
        try onMainActor {
            try requireGtk()
            let list = ListBox()
            XCTAssertEqual(list.accessibleRole, .other, "GTK calls it a list box")
            list.accessibleRole = .list
            XCTAssertEqual(list.accessibleRole, .list)
            XCTAssertEqual(atk_object_get_role(gtk_widget_get_accessible(list.widgetPointer)), ATK_ROLE_LIST)
        }
    }
}
