import CGtk

/// A menu's contents, as GIO describes them (`GMenu`): items that name
/// actions, sections between separators, and submenus. Menu buttons and
/// popovers build their widgets from it, so the same menu can be shown in
/// several places and each item follows its action's state (enabled, the
/// radio mark of a stateful action).
///
/// ```swift
/// let menu = Menu()
/// menu.append("Keyboard Shortcuts", action: "app.shortcuts")
/// menu.append("About Notes", action: "app.about")
/// menuButton.menu = menu
/// ```
@MainActor
public final class Menu: Object {
    /// An empty menu.
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(g_menu_new()))
    }

    /// Adds an item labelled `label` that activates `action`
    /// (`"app.quit"`, `"win.print"`) with no parameter.
    public func append(_ label: String, action: String) {
        g_menu_append(menuPointer, label, action)
    }

    /// Adds an item labelled `label` that activates `action` with the
    /// string `target`: one of a radio group, marked while the action's
    /// state equals `target` (see ``Application/addAction(named:state:_:)``).
    public func append(_ label: String, action: String, target: String) {
        let item = cgtk_menu_item_new_with_string_target(label, action, target)
        g_menu_append_item(menuPointer, item)
        g_object_unref(UnsafeMutableRawPointer(item))
    }

    /// Adds `section` as a group of items set apart by separators, under
    /// `heading` if one is given.
    public func appendSection(_ section: Menu, heading: String? = nil) {
        g_menu_append_section(menuPointer, heading, cgtk_menu_model(section.gobjectPointer))
    }

    /// Adds `submenu` under an item labelled `label`.
    public func appendSubmenu(_ label: String, _ submenu: Menu) {
        g_menu_append_submenu(menuPointer, label, cgtk_menu_model(submenu.gobjectPointer))
    }

    /// How many items, sections and submenus the menu holds at its top level.
    public var count: Int {
        Int(g_menu_model_get_n_items(cgtk_menu_model(gobjectPointer)))
    }

    var menuPointer: OpaquePointer { OpaquePointer(gobjectPointer) }
}
