import Gtk

extension MainWindow {
    /// Registers `app.export` (Ctrl+S) and `app.print` (Ctrl+P) on
    /// `application`, acting on the window `window` returns (none: nothing
    /// happens). The main menu's Export and Print items name these actions;
    /// call once, from the application's start-up.
    static func addExportActions(to application: Application, window: @escaping @MainActor () -> MainWindow?) {
        application.addAction(named: "export", accelerators: ["<Primary>s"]) {
            window()?.exportView()
        }
        application.addAction(named: "print", accelerators: ["<Primary>p"]) {
            window()?.printView()
        }
    }
}
