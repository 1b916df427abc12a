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

    private init(initialExample: String?) {
        self.initialExample = initialExample
        // Several galleries may run at once (tests start their own).
        application = gtk_application_new(Self.applicationID, G_APPLICATION_NON_UNIQUE)
        g_set_application_name("Containment Gallery")
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
        let window = GtkWindowHost.makeWindow(wrapping: gtkWindow, size: Size(width: 1100, height: 760))
        window.rootViewController = GalleryRootViewController(
            examples: GalleryExample.all, initialExampleID: initialExample)
        self.window = window
        window.show()
        gtk_window_present(cgtk_window(gtkWindow))
    }
}
