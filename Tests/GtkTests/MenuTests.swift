import CGtk
@testable import Gtk
import XCTest

/// A menu model holds its items and sections, a string-state action keeps
/// the radio group's choice, and a menu button opens its menu.
final class MenuTests: XCTestCase {
    func testAStringStateActionKeepsTheChosenValueAndTellsOnlyTheUsersChoices() throws {
        try onMainActor {
            try requireGtk()
            let application = Application(id: "io.github.tunnel_app.MenuStateTest", flags: .nonUnique)
            var heard: [String] = []
            application.addAction(named: "units", state: "auto") { heard.append($0) }
            XCTAssertEqual(application.state(ofAction: "units"), "auto")
            // As a radio item does: the action itself activated with its
            // target (no registration, which would leave this process's bus
            // connection exporting an application no later test can replace).
            let action = try XCTUnwrap(g_action_map_lookup_action(cgtk_action_map(application.gobjectPointer), "units"))
            g_action_activate(action, cgtk_variant_new_string("imperial"))
            XCTAssertEqual(application.state(ofAction: "units"), "imperial")
            application.setState(ofAction: "units", to: "metric")
            XCTAssertEqual(application.state(ofAction: "units"), "metric")
            XCTAssertEqual(heard, ["imperial"], "the app's own change is not the user's choice")
            XCTAssertNil(application.state(ofAction: "missing"))
        }
    }

    func testAToggleActionFlipsOnEachActivationAndTellsOnlyTheUsersChoices() throws {
        try onMainActor {
            try requireGtk()
            let application = Application(id: "io.github.tunnel_app.MenuToggleTest", flags: .nonUnique)
            var heard: [Bool] = []
            application.addToggleAction(named: "overlay", isOn: false) { heard.append($0) }
            XCTAssertEqual(application.toggle(ofAction: "overlay"), false)
            // As a check item or its key does: activated with no value.
            let action = try XCTUnwrap(g_action_map_lookup_action(cgtk_action_map(application.gobjectPointer), "overlay"))
            g_action_activate(action, nil)
            XCTAssertEqual(application.toggle(ofAction: "overlay"), true)
            g_action_activate(action, nil)
            XCTAssertEqual(application.toggle(ofAction: "overlay"), false)
            application.setToggle(ofAction: "overlay", to: true)
            XCTAssertEqual(application.toggle(ofAction: "overlay"), true)
            XCTAssertEqual(heard, [true, false], "the app's own change is not the user's choice")
            application.addAction(named: "units", state: "auto") { _ in }
            XCTAssertNil(application.toggle(ofAction: "units"), "a string state is no toggle")
        }
    }

    func testAMenuCountsItsItemsSectionsAndSubmenus() throws {
        try onMainActor {
            try requireGtk()
            let menu = Menu(), section = Menu(), units = Menu()
            section.append("Keyboard Shortcuts", action: "app.shortcuts")
            section.append("About", action: "app.about")
            units.append("Kilometres", action: "app.units", target: "metric")
            units.append("Miles", action: "app.units", target: "imperial")
            menu.append("The Way Down", action: "app.way-down")
            menu.appendSubmenu("Units", units)
            menu.appendSection(section)
            XCTAssertEqual(menu.count, 3)
            XCTAssertEqual(section.count, 2)
            XCTAssertEqual(units.count, 2)
        }
    }

    func testAMenuButtonOpensAndClosesItsMenu() throws {
        try onMainActor {
            try requireGtk()
            let window = ToplevelWindow()
            let button = MenuButton(iconName: "open-menu-symbolic")
            let menu = Menu()
            menu.append("About", action: "app.about")
            button.menu = menu
            button.accessibleName = "Main Menu"
            window.add(button)
            window.showAll()
            XCTAssertFalse(button.isMenuShown)
            button.isActive = true
            XCTAssertTrue(button.isMenuShown, "pressing the button opens the menu")
            XCTAssertEqual(button.accessibleName, "Main Menu")
            button.isActive = false
            // The popover fades out before it hides.
            spinMainLoop(timeout: 3) { !button.isMenuShown }
            XCTAssertFalse(button.isMenuShown, "releasing it closes the menu")
            window.destroy()
        }
    }
}
