import Containment
import ContainmentGtk
import Foundation

/// The gallery's application: one window whose root controller shows the
/// examples, under a GNOME header bar.
@MainActor
public enum GalleryApplication {
    /// The application ID, shared by the desktop file and the icon.
    public static let applicationID = "io.github.tunnel_app.ContainmentGallery"

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
        return run(initialExample: example)
    }

    private static func run(initialExample: String?) -> Int32 {
        Application.displayName = "Containment Gallery"
        // Feeds the lifecycle panel; installed before any controller exists
        // so the panel shows the trace from the very start.
        let traceSink = LifecycleTraceSink(
            next: ProcessInfo.processInfo.environment["CONTAINMENT_TRACE"] == "1" ? StandardErrorTraceSink() : nil)
        Trace.setSink(traceSink)
        // Several galleries may run at once (tests start their own).
        let app = ContainmentApplication(
            id: applicationID, title: "Containment Gallery", size: Size(width: 1280, height: 800), flags: .nonUnique
        ) { window in
            GalleryStyle.install()
            let root = GalleryRootViewController(examples: GalleryExample.all, initialExampleID: initialExample)
            traceSink.attach { [weak root] events in root?.lifecycle.append(events) }
            window.toplevel?.setTitlebar(makeHeaderBar(for: root))
            window.rootViewController = root
        }
        return app.run()
    }

    /// A GNOME header bar: the title, the selected example's summary, and
    /// toggles for the source and the lifecycle panel.
    private static func makeHeaderBar(for root: GalleryRootViewController) -> HeaderBar {
        let header = HeaderBar()
        header.title = "Containment Gallery"
        header.showsCloseButton = true
        root.onSelectionChange = { example in header.subtitle = example.summary }

        let source = ToggleButton()
        let sourceContent = Box(orientation: .horizontal, spacing: 6)
        sourceContent.add(Image(iconName: "text-x-generic-symbolic"))
        sourceContent.add(Label("Source"))
        source.add(sourceContent)
        source.tooltip = "Show the example's source"
        source.onToggled { [weak root] isActive in root?.showsSource = isActive }
        header.addAtStart(source)

        let lifecycle = ToggleButton()
        lifecycle.add(Image(iconName: "sidebar-show-right-symbolic"))
        lifecycle.tooltip = "Show the lifecycle panel"
        lifecycle.isActive = root.showsLifecycle
        lifecycle.onToggled { [weak root] isActive in root?.showsLifecycle = isActive }
        header.addAtEnd(lifecycle)
        header.showAll()
        return header
    }
}
