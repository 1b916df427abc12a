import Foundation
import XCTest

/// The package keeps its layers: only the Gtk layer and the backend import
/// CGtk, and no layer imports one above it. Read from Package.swift and the
/// sources' import lines; no display needed.
final class LayeringTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testThePackageKeepsItsLayers() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = PackageTarget.declared(in: manifest)
        XCTAssertTrue(targets.contains(PackageTarget(name: "Gallery", kind: .target, path: "Examples/Gallery")))
        XCTAssertTrue(targets.contains(PackageTarget(name: "Gtk", kind: .target, path: "Sources/Gtk")))
        let imports = SourceImports.modulesByTarget(targets, root: Self.root)
        // Besides C, the layer may use only ImageMemory, which knows no GTK
        // and gives large image surfaces pages of their own.
        XCTAssertEqual(imports["Gtk"], ["CGtk", "ImageMemory"], "the layer imports C and the image memory, nothing above")
        XCTAssertTrue(imports["ContainmentGtk"]?.contains("Gtk") == true)
        XCTAssertEqual(LayeringRules.violations(targets: targets, imports: imports), [])
    }

    // MARK: - The rules catch what they are for

    private let targets = [
        PackageTarget(name: "CGtk", kind: .systemLibrary, path: "Sources/CGtk"),
        PackageTarget(name: "CCairo", kind: .systemLibrary, path: "Sources/CCairo"),
        PackageTarget(name: "Gtk", kind: .target, path: "Sources/Gtk"),
        PackageTarget(name: "Containment", kind: .target, path: "Sources/Containment"),
        PackageTarget(name: "ContainmentGtk", kind: .target, path: "Sources/ContainmentGtk"),
        PackageTarget(name: "TunnelApp", kind: .target, path: "Sources/TunnelApp"),
        PackageTarget(name: "Gallery", kind: .target, path: "Examples/Gallery"),
        PackageTarget(name: "some-bench", kind: .executableTarget, path: "Benchmarks/some-bench"),
    ]

    func testAnExampleImportingCGtkOrCCairoFails() {
        let violations = LayeringRules.violations(targets: targets, imports: [
            "Gallery": ["Containment", "ContainmentGtk", "CGtk", "CCairo"],
        ])
        XCTAssertEqual(violations, [
            "Gallery (an example) imports the C module CCairo",
            "Gallery imports CGtk: only Gtk and ContainmentGtk may; use the Gtk layer",
        ])
    }

    func testALayerImportingOneAboveItFails() {
        let violations = LayeringRules.violations(targets: targets, imports: [
            "Containment": ["Gtk"],
            "Gtk": ["CGtk", "Containment"],
            "ContainmentGtk": ["CGtk", "Gtk", "Containment", "TunnelApp"],
        ])
        XCTAssertEqual(violations, [
            "Containment imports Gtk: it must build with no GTK",
            "ContainmentGtk imports TunnelApp: the library names nothing of the app",
            "Gtk imports Containment: the layer over GTK names nothing above it",
        ])
    }

    func testOnlyTheAllowedTargetsMayImportCGtk() {
        let withNewcomer = targets + [PackageTarget(name: "Newcomer", kind: .target, path: "Sources/Newcomer")]
        let violations = LayeringRules.violations(targets: withNewcomer, imports: [
            "Gtk": ["CGtk"], "ContainmentGtk": ["CGtk", "Gtk"], "TunnelApp": ["CGtk"], "some-bench": ["CGtk"],
            "Newcomer": ["CGtk"],
        ])
        XCTAssertEqual(violations, [
            "Newcomer imports CGtk: only Gtk and ContainmentGtk may; use the Gtk layer",
            "TunnelApp imports CGtk: only Gtk and ContainmentGtk may; use the Gtk layer",
            "some-bench imports CGtk: only Gtk and ContainmentGtk may; use the Gtk layer",
        ], "the app and the benchmarks speak the layer")
    }

    func testImportLinesAreReadWhateverTheirAttributes() {
        let source = """
        import CGtk
        @testable import Gallery
        @_exported public import Gtk
        internal import struct Foundation.URL
        #if canImport(Glibc)
        import Glibc
        #endif
        // import NotAModule
        let text = "import AlsoNot"
        """
        XCTAssertEqual(SourceImports.modules(in: source), ["CGtk", "Gallery", "Gtk", "Foundation", "Glibc"])
    }

    func testManifestTargetsGetTheirPaths() {
        let manifest = """
        .systemLibrary(name: "CGtk", pkgConfig: "gtk+-3.0"),
        .target(name: "Gtk", dependencies: ["CGtk"], swiftSettings: strict),
        .target(
            name: "Gallery",
            dependencies: [.product(name: "Logging", package: "swift-log")],
            path: "Examples/Gallery"
        ),
        .testTarget(name: "GtkTests", dependencies: ["Gtk"]),
        """
        XCTAssertEqual(PackageTarget.declared(in: manifest), [
            PackageTarget(name: "CGtk", kind: .systemLibrary, path: "Sources/CGtk"),
            PackageTarget(name: "Gtk", kind: .target, path: "Sources/Gtk"),
            PackageTarget(name: "Gallery", kind: .target, path: "Examples/Gallery"),
            PackageTarget(name: "GtkTests", kind: .testTarget, path: "Tests/GtkTests"),
        ])
    }
}
