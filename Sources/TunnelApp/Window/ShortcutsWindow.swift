import ContainmentGtk
import MapRendering
import TunnelCore

/// The keyboard shortcuts window (Ctrl+?): every key the README's Keys
/// table lists, in GNOME's own GtkShortcutsWindow, with translated titles.
@MainActor
enum ShortcutsWindow {
    /// One row: GTK accelerator syntax (several separated by spaces) and what it does.
    struct Shortcut {
        let accelerators: String
        let title: String
    }

    /// The groups shown, in order: what the window lists, and what tests check.
    static var groups: [(title: String, shortcuts: [Shortcut])] {
        [
            (localized("Maps"), [
                Shortcut(accelerators: "Tab <Shift>Tab", title: localized("Move focus between the two maps and the radar button")),
                Shortcut(accelerators: "Left Up Right Down", title: localized("Move the focused map’s marker")),
                Shortcut(
                    accelerators: "<Shift>Left <Shift>Up <Shift>Right <Shift>Down",
                    title: localized("Move the marker a bigger step")),
                Shortcut(accelerators: "plus minus", title: localized("Zoom the focused map in or out")),
                Shortcut(accelerators: "Home", title: localized("Glide the map back to its marker")),
                Shortcut(accelerators: "<Primary>c", title: localized("Copy the focused marker’s coordinates")),
                Shortcut(accelerators: "<Primary><Shift>c", title: localized("Copy the focused marker as a geo: link")),
            ]),
            (localized("Search"), [
                Shortcut(accelerators: "<Primary>f", title: localized("Find a place by name (or start typing over a map)")),
                Shortcut(accelerators: "Down Up", title: localized("Move between the places found")),
                Shortcut(accelerators: "Return", title: localized("Dig at the selected place")),
                Shortcut(accelerators: "Escape", title: localized("Close the search")),
            ]),
            (localized("Radar"), [
                Shortcut(accelerators: "space Return", title: localized("Flip to what is here and at the antipode, and back")),
            ]),
            (localized("The way down"), [
                Shortcut(accelerators: "<Primary>d", title: localized("Show the way down through the Earth, and back")),
                Shortcut(accelerators: "<Primary>l", title: localized("Lay the land at the antipodes over the maps, and take it off")),
                Shortcut(accelerators: "space", title: localized("Play or pause the fall")),
                Shortcut(accelerators: "Left Right", title: localized("Step the fall by a minute (Shift: five)")),
                Shortcut(accelerators: "Home", title: localized("Back to the drop")),
                Shortcut(accelerators: "Escape", title: localized("Back to the maps")),
            ]),
            (localized("Window"), [
                Shortcut(accelerators: "F10", title: localized("Main Menu")),
                Shortcut(accelerators: "<Primary>s", title: localized("Export the view")),
                Shortcut(accelerators: "<Primary>p", title: localized("Print the view")),
                Shortcut(accelerators: "F11", title: localized("Full screen")),
                Shortcut(accelerators: "<Primary>question", title: localized("Keyboard shortcuts")),
                Shortcut(accelerators: "F1", title: localized("About Tunnel")),
                Shortcut(accelerators: "<Primary>q", title: localized("Quit")),
            ]),
        ]
    }

    /// Shows the window over `parent` and returns it; it closes itself
    /// (Escape or its close button).
    @discardableResult
    static func present(over parent: ToplevelWindow) -> ToplevelWindow? {
        installStyle()
        // GtkShortcutsWindow's sections, groups and shortcuts are meant to
        // be built from a definition; the builder goes once the window is
        // made, the window lives on until it is closed.
        guard let window = Builder(definition: definition)?.window(withID: "shortcuts") else { return nil }
        window.setTransient(for: parent)
        window.title = localized("Keyboard Shortcuts")
        window.showAll()
        window.present()
        return window
    }

    private static var styleInstalled = false

    /// The page switcher's buttons are radio buttons that draw no
    /// indicator, but the theme still gives a checked one's hidden
    /// indicator an SVG bullet, and loading it brought in gdk-pixbuf's SVG
    /// loader: librsvg, libxml2, libstdc++ and ICU, resident for good, for
    /// an image never drawn (`DesktopBehaviourTests` checks it stays out). Nothing else in the app draws radio
    /// buttons' indicators in a stack switcher, so the rule is for the screen.
    private static func installStyle() {
        guard !styleInstalled else { return }
        styleInstalled = CssProvider(css: "stackswitcher radio { -gtk-icon-source: none; }").addToDefaultScreen()
    }

    /// The GtkBuilder definition, built from ``groups``.
    static var definition: String {
        var xml = """
            <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>
            <child><object class="GtkShortcutsSection"><property name="visible">1</property>
            <property name="section-name">shortcuts</property><property name="max-height">12</property>
            """
        for group in groups {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"visible\">1</property>"
            xml += "<property name=\"title\">\(group.title.markupEscaped)</property>"
            for shortcut in group.shortcuts {
                xml += "<child><object class=\"GtkShortcutsShortcut\"><property name=\"visible\">1</property>"
                xml += "<property name=\"accelerator\">\(shortcut.accelerators.markupEscaped)</property>"
                xml += "<property name=\"title\">\(shortcut.title.markupEscaped)</property></object></child>"
            }
            xml += "</object></child>"
        }
        return xml + "</object></child></object></interface>"
    }
}
