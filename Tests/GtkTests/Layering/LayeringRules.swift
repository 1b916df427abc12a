/// The package's layering, as rules over which target imports which module:
///
/// ```
/// CGtk ──▶ Gtk ──▶ ContainmentGtk ──▶ the app, the gallery
/// Containment, Geo, MapRendering, TunnelCore: no GTK at all
/// ```
///
/// Only the layer (`Gtk`) and the backend (`ContainmentGtk`) import CGtk,
/// the benchmarks included; nothing imports a layer above its own. (The
/// empty-gtk-window yardstick is C: it includes GTK's headers and has no
/// Swift imports for these rules to read.)
enum LayeringRules {
    /// The C module over GTK.
    static let gtkC = "CGtk"
    /// Every module that is, or wraps, GTK.
    static let gtkModules: Set = ["CGtk", "Gtk", "ContainmentGtk"]

    /// The targets that import CGtk because that is their job.
    static let gtkCImporters: Set = [
        "Gtk", "ContainmentGtk",
        // The layer's own tests check GObjects' references and finalization
        // in C: that is what the layer promises.
        "GtkTests",
    ]

    /// Targets that import no GTK module, nor any layer above them.
    static let platformNeutral: Set = ["Containment", "Geo", "ImageMemory", "MapRendering", "TunnelCore"]

    /// What the Swift layer over GTK may import of the package: C, and the
    /// image memory below it that MapRendering shares.
    static let layerMayImport: Set = ["CGtk", "ImageMemory"]

    /// Modules of the app the library must not name.
    static let appModules: Set = ["TunnelApp", "tunnel", "Gallery", "containment-gallery", "Geo", "MapRendering"]

    /// Every rule `targets` and their `imports` break, one sentence each.
    static func violations(targets: [PackageTarget], imports: [String: Set<String>]) -> [String] {
        let packageModules = Set(targets.map(\.name))
        let cModules = Set(targets.filter { $0.kind == .systemLibrary }.map(\.name))
        var found: [String] = []
        for target in targets where target.kind != .systemLibrary {
            let modules = imports[target.name] ?? []
            let isExample = target.path.hasPrefix("Examples/")
            if modules.contains(gtkC), !gtkCImporters.contains(target.name) {
                found.append("\(target.name) imports CGtk: only Gtk and ContainmentGtk may; use the Gtk layer")
            }
            if isExample {
                for module in modules.intersection(cModules) where module != gtkC {
                    found.append("\(target.name) (an example) imports the C module \(module)")
                }
            }
            if platformNeutral.contains(target.name) {
                for module in modules.intersection(gtkModules) {
                    found.append("\(target.name) imports \(module): it must build with no GTK")
                }
            }
            if target.name == "Gtk" {
                for module in modules.intersection(packageModules).subtracting(layerMayImport) {
                    found.append("Gtk imports \(module): the layer over GTK names nothing above it")
                }
            }
            if target.name == "ContainmentGtk" {
                for module in modules.intersection(appModules) {
                    found.append("ContainmentGtk imports \(module): the library names nothing of the app")
                }
            }
        }
        return found.sorted()
    }
}
