import CGtk
import ContainmentGtk
import Foundation
import MapRendering
public import Geo

/// The GtkApplication: one main window, a quit action on Ctrl+Q.
@MainActor
public final class TunnelApplication {
    private let application: UnsafeMutablePointer<GtkApplication>
    private var window: MainWindow?
    private let startLocation: Coordinate?
    /// What the last run left, read once at start-up.
    private let state = RememberedState.load()
    /// The world data, loading while GTK starts.
    private let preload: AtlasPreload

    /// Creates the application. It is not unique on the session bus when
    /// `TUNNEL_NON_UNIQUE=1` is set, so tests can run several at once.
    public init(startLocation: Coordinate? = nil) {
        self.startLocation = startLocation
        let start = startLocation ?? state.location ?? MainWindow.defaultLocation
        let zoom = (startLocation == nil ? state.zoom : nil)
            ?? MapViewport.zoom(
                spanningKilometres: MapCanvas.initialSpanKilometres, atLatitude: start.latitude,
                width: MainWindow.defaultSize.width)
        preload = AtlasPreload(zoom: zoom)
        var flags = G_APPLICATION_FLAGS_NONE
        if ProcessInfo.processInfo.environment["TUNNEL_NON_UNIQUE"] == "1" {
            flags = G_APPLICATION_NON_UNIQUE
        }
        application = gtk_application_new(AppInfo.applicationID, flags)
        g_set_application_name(AppInfo.name)
        Signal.connect(application, "startup") { [unowned self] in self.startUp() }
        Signal.connect(application, "activate") { [unowned self] in self.activate() }
    }

    /// Runs the main loop until the last window closes or the user quits;
    /// returns the process exit status.
    public func run() -> Int32 {
        // The command line was already parsed by swift-argument-parser, so
        // GApplication gets none of it.
        let status = g_application_run(cgtk_g_application(application), 0, nil)
        window = nil
        g_object_unref(application)
        return status
    }

    private func startUp() {
        addAction("quit", accelerator: "<Primary>q") { [unowned self] in self.quit() }
        addAction("about", accelerator: "F1") { [unowned self] in
            if let window = self.window { AboutDialog.present(over: window.gtkWindow) }
        }
    }

    private func addAction(_ name: String, accelerator: String, _ handler: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        Signal.connect(action, "activate", pointerHandler: { _ in handler() })
        g_action_map_add_action(cgtk_action_map(application), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        cgtk_application_set_accels(application, "app.\(name)", accelerator)
    }

    private func activate() {
        if let window {
            window.present()
            return
        }
        let window = MainWindow(
            application: application, startLocation: startLocation, state: state, preload: preload)
        self.window = window
        window.present()
    }

    private func quit() {
        window?.close()
        g_application_quit(cgtk_g_application(application))
    }
}
