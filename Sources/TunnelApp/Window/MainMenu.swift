import Gtk
import TunnelCore

/// The main menu's contents: what the window can show, what it can make
/// of the view (export, print), the units distances are written in, and
/// the app's help. Every item names an `app.` action of
/// ``TunnelApplication``, so each also answers to its shortcut.
@MainActor
enum MainMenu {
    /// The units action's name; its state is a ``UnitsPreference`` raw value.
    static let unitsAction = "units"
    /// The on-or-off action laying the land at the antipodes over the maps.
    static let antipodalLandAction = "antipodal-land"

    /// A new menu model.
    static func make() -> Menu {
        let menu = Menu()

        let views = Menu()
        views.append(localized("The Way Down"), action: "app.way-down")
        views.append(localized("Land at the Antipodes"), action: "app.\(antipodalLandAction)")
        menu.appendSection(views)

        let output = Menu()
        output.append(localized("Export…"), action: "app.export")
        output.append(localized("Print…"), action: "app.print")
        menu.appendSection(output)

        let units = Menu()
        // TRANSLATORS: the units of distance chosen by the language and region settings.
        units.append(localized("As the Region Says"), action: "app.\(unitsAction)", target: UnitsPreference.automatic.rawValue)
        units.append(localized("Kilometres"), action: "app.\(unitsAction)", target: UnitsPreference.metric.rawValue)
        units.append(localized("Miles"), action: "app.\(unitsAction)", target: UnitsPreference.imperial.rawValue)
        // TRANSLATORS: heading of the main menu's choice of units of distance.
        menu.appendSection(units, heading: localized("Distances"))

        let help = Menu()
        help.append(localized("Keyboard Shortcuts"), action: "app.shortcuts")
        help.append(localized("About Tunnel"), action: "app.about")
        menu.appendSection(help)
        return menu
    }
}
