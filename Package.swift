// swift-tools-version: 6.1
//
// Layering (each arrow is "may import"):
//
//   CGtk (C, gtk+-3.0) ──▶ ContainmentGtk ──▶ TunnelApp ──▶ tunnel, tunnel-bench
//   CCairo (C, cairo) ──▶ MapRendering ─────▶ TunnelApp
//   Containment, Geo: pure Swift, no GTK, no Cairo.
//
// Only ContainmentGtk and TunnelApp may import CGtk. Containment, Geo and
// MapRendering must build and test with no display and no GTK.
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Tunnel",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tunnel", targets: ["tunnel"]),
        .executable(name: "tunnel-bench", targets: ["tunnel-bench"]),
        .library(name: "Containment", targets: ["Containment"]),
        .library(name: "ContainmentGtk", targets: ["ContainmentGtk"]),
        .library(name: "Geo", targets: ["Geo"]),
        .library(name: "MapRendering", targets: ["MapRendering"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // C layers: module maps over one shim header each; pkg-config supplies flags.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),

        // Platform-neutral core: no GTK, no Cairo.
        .target(
            name: "Containment",
            dependencies: [.product(name: "Logging", package: "swift-log")],
            swiftSettings: strict
        ),
        .target(
            name: "Geo",
            swiftSettings: strict
        ),

        // Cairo drawing: works offscreen with no display.
        .target(
            name: "MapRendering",
            dependencies: ["CCairo", "Geo"],
            swiftSettings: strict
        ),

        // GTK backend of the containment core.
        .target(
            name: "ContainmentGtk",
            dependencies: ["CGtk", "Containment"],
            swiftSettings: strict
        ),

        // The app: controllers, command line, window.
        .target(
            name: "TunnelApp",
            dependencies: [
                "CGtk", "Containment", "ContainmentGtk", "Geo", "MapRendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "tunnel",
            dependencies: ["TunnelApp"],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "tunnel-bench",
            dependencies: ["TunnelApp", "Geo", "MapRendering", "CCairo", "ContainmentGtk", "Containment"],
            swiftSettings: strict
        ),

        .testTarget(
            name: "ContainmentTests",
            dependencies: [
                "Containment",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
        .testTarget(name: "GeoTests", dependencies: ["Geo"], swiftSettings: strict),
        .testTarget(
            name: "MapRenderingTests",
            dependencies: ["MapRendering", "Geo", "CCairo"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ContainmentGtkTests",
            dependencies: ["ContainmentGtk", "Containment", "CGtk"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "TunnelAppTests",
            dependencies: ["TunnelApp", "Geo", "CGtk", "MapRendering", "ContainmentGtk"],
            exclude: ["Support/close-window.py"],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
