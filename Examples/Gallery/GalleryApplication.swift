import CGtk
import Containment
import ContainmentGtk
import Foundation

/// The gallery's GtkApplication: one window whose root controller shows the
/// examples.
@MainActor
public final class GalleryApplication {
    /// The application ID, shared by the desktop file and the icon.
    public static let applicationID = "io.github.tunnel_app.ContainmentGallery"

    private let application: UnsafeMutablePointer<GtkApplication>
    private let initialExample: String?
    private var window: Window?
    private var root: GalleryRootViewController?
    private var headerBar: UnsafeMutablePointer<GtkWidget>?
    /// Feeds the lifecycle panel; installed before any controller exists so
    /// the panel shows the trace from the very start.
    private let traceSink = LifecycleTraceSink(
        next: ProcessInfo.processInfo.environment["CONTAINMENT_TRACE"] == "1" ? StandardErrorTraceSink() : nil)

    private init(initialExample: String?) {
        self.initialExample = initialExample
        // Several galleries may run at once (tests start their own).
        application = gtk_application_new(Self.applicationID, G_APPLICATION_NON_UNIQUE)
        g_set_application_name("Containment Gallery")
        Trace.setSink(traceSink)
        Signal.connect(application, "activate") { [unowned self] in self.activate() }
    }

    /// Parses `arguments` (`--example ID`), runs the main loop until the
    /// window closes and returns the exit status.
    public static func main(arguments: [String]) -> Int32 {
        var example: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--example":
                guard let id = remaining.popFirst(), GalleryExample.named(id) != nil else {
                    let ids = GalleryExample.all.map(\.id).joined(separator: ", ")
                    FileHandle.standardError.write(Data("containment-gallery: --example needs one of: \(ids)\n".utf8))
                    return 2
                }
                example = id
            case "--help", "-h":
                print("usage: containment-gallery [--example ID]")
                return 0
            default:
                FileHandle.standardError.write(Data("containment-gallery: unknown argument '\(argument.prefix(40))'\n".utf8))
                return 2
            }
        }
        return MainActor.assumeIsolated {
            let app = GalleryApplication(initialExample: example)
            let status = g_application_run(cgtk_g_application(app.application), 0, nil)
            app.window = nil
            return status
        }
    }

    private func activate() {
        if let window, let host = window.host as? GtkWindowHost {
            gtk_window_present(cgtk_window(host.gtkWindow))
            return
        }
        let gtkWindow = gtk_application_window_new(application)!
        gtk_window_set_title(cgtk_window(gtkWindow), "Containment Gallery")
        GalleryStyle.install()
        let window = GtkWindowHost.makeWindow(wrapping: gtkWindow, size: Size(width: 1280, height: 800))
        let root = GalleryRootViewController(examples: GalleryExample.all, initialExampleID: initialExample)
        traceSink.attach { [weak root] events in root?.lifecycle.append(events) }
        let header = makeHeaderBar(for: root)
        gtk_window_set_titlebar(cgtk_window(gtkWindow), header)
        root.onSelectionChange = { [weak self] example in
            guard let header = self?.headerBar else { return }
            gtk_header_bar_set_subtitle(cgtk_tabs_header_bar(header), example.summary)
        }
        window.rootViewController = root
        self.window = window
        self.root = root
        window.show()
        gtk_window_present(cgtk_window(gtkWindow))
    }

    /// A GNOME header bar: the title, the selected example's summary, and
    /// toggles for the source and the lifecycle panel.
    private func makeHeaderBar(for root: GalleryRootViewController) -> UnsafeMutablePointer<GtkWidget> {
        let header = gtk_header_bar_new()!
        gtk_header_bar_set_title(cgtk_tabs_header_bar(header), "Containment Gallery")
        gtk_header_bar_set_show_close_button(cgtk_tabs_header_bar(header), 1)

        let source = gtk_toggle_button_new()!
        let sourceContent = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_container_add(cgtk_container(sourceContent),
                          gtk_image_new_from_icon_name("text-x-generic-symbolic", GTK_ICON_SIZE_BUTTON))
        gtk_container_add(cgtk_container(sourceContent), gtk_label_new("Source"))
        gtk_container_add(cgtk_container(source), sourceContent)
        gtk_widget_set_tooltip_text(source, "Show the example's source")
        Signal.connect(source, "toggled") { [weak root] in
            root?.showsSource = gtk_toggle_button_get_active(cgtk_tabs_toggle_button(source)) != 0
        }
        gtk_header_bar_pack_start(cgtk_tabs_header_bar(header), source)

        let lifecycle = gtk_toggle_button_new()!
        gtk_container_add(cgtk_container(lifecycle),
                          gtk_image_new_from_icon_name("sidebar-show-right-symbolic", GTK_ICON_SIZE_BUTTON))
        gtk_widget_set_tooltip_text(lifecycle, "Show the lifecycle panel")
        gtk_toggle_button_set_active(cgtk_tabs_toggle_button(lifecycle), root.showsLifecycle ? 1 : 0)
        Signal.connect(lifecycle, "toggled") { [weak root] in
            root?.showsLifecycle = gtk_toggle_button_get_active(cgtk_tabs_toggle_button(lifecycle)) != 0
        }
        gtk_header_bar_pack_end(cgtk_tabs_header_bar(header), lifecycle)
        gtk_widget_show_all(header)
        headerBar = header
        return header
    }
}
