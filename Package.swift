// swift-tools-version: 6.1
//
// Layering (each arrow is "may import"):
//
//   CGtk (C, gtk+-3.0) ──▶ Gtk ──▶ ContainmentGtk ──▶ TunnelApp ──▶ tunnel
//   CCairo (C, cairo) ──▶ ImageMemory ──▶ MapRendering ──▶ TunnelApp
//   (ImageMemory, under Gtk too: large images' pages go back with them.)
//   Containment, Geo: pure Swift, no GTK, no Cairo.
//   Gtk: the Swift layer over GTK, GLib, Cairo and Pango (owned wrappers,
//   signals, main-loop sources, a drawing context); names nothing above it.
//   Locking: the package's one lock, its one wait for work another thread
//   finishes (Latch) and the hand-overs built on them, below everything
//   that shares state.
//   ContainmentTesting: the core's test doubles (in-memory backend, manual
//   clock), a product of its own so the shipped library carries none.
//   Examples/: the gallery (Gallery ──▶ containment-gallery), built on the
//   library like any other app: Containment and ContainmentGtk, no C.
//   Benchmarks/: tunnel-bench, containment-bench and the empty-gtk-window
//   yardstick; built with the package, never installed.
//
// Only Gtk and ContainmentGtk import CGtk, the benchmarks included
// (LayeringTests enforces it); the C yardstick includes GTK's headers.
// Containment, Geo and MapRendering must build and test with no display and
// no GTK. The library (Containment, ContainmentGtk) names nothing of the app.
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
        .library(name: "Containment", targets: ["Containment"]),
        .library(name: "ContainmentGtk", targets: ["ContainmentGtk"]),
        .library(name: "Gtk", targets: ["Gtk"]),
        .library(name: "ContainmentTesting", targets: ["ContainmentTesting"]),
        .executable(name: "containment-gallery", targets: ["containment-gallery"]),
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

        // The package's one lock (a Mutex whose hand-overs ThreadSanitizer sees),
        // its one wait (Latch), and values made on one thread for others
        // (MadeAhead for one taker, Promised for any reader).
        .target(
            name: "Locking",
            swiftSettings: strict
        ),

        // Platform-neutral core: no GTK, no Cairo.
        .target(
            name: "Containment",
            dependencies: ["Locking", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict
        ),
        .target(
            name: "ContainmentTesting",
            dependencies: ["Containment"],
            swiftSettings: strict
        ),
        .target(
            name: "Geo",
            dependencies: ["Locking"],
            swiftSettings: strict
        ),

        // Image surfaces whose pixels go back to the system with them, for
        // the large images that follow the window's size.
        .target(
            name: "ImageMemory",
            dependencies: ["CCairo"],
            swiftSettings: strict
        ),

        // Cairo drawing: works offscreen with no display.
        .target(
            name: "MapRendering",
            dependencies: ["CCairo", "Geo", "ImageMemory", "Locking"],
            swiftSettings: strict
        ),

        // The Swift layer over GTK: the only target besides ContainmentGtk
        // that imports CGtk.
        .target(
            name: "Gtk",
            dependencies: ["CGtk", "ImageMemory"],
            swiftSettings: strict
        ),

        // GTK backend of the containment core.
        .target(
            name: "ContainmentGtk",
            dependencies: ["CGtk", "Gtk", "Containment"],
            swiftSettings: strict
        ),

        // gettext from the C library, for the app's platform-neutral core.
        .systemLibrary(name: "CIntl"),

        // The app's controllers and what they need, platform-neutral: they
        // draw through canvases and schedule through a scheduler the
        // platform gives them (TunnelViews), so they run on
        // ContainmentTesting's in-memory backend with no display.
        .target(
            name: "TunnelCore",
            dependencies: ["CIntl", "Containment", "Geo", "Locking", "MapRendering"],
            swiftSettings: strict
        ),

        // The app: the GTK canvases, the window, start-up, the command line.
        .target(
            name: "TunnelApp",
            dependencies: [
                "CGtk", "Containment", "ContainmentGtk", "Geo", "Locking", "MapRendering", "TunnelCore",
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

        // The gallery: one example per container, each a short file to copy.
        .target(
            name: "Gallery",
            dependencies: [
                "Containment", "ContainmentGtk", "Geo", "Locking", "TunnelApp",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Examples/Gallery",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "containment-gallery",
            dependencies: ["Gallery"],
            path: "Examples/containment-gallery",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "containment-bench",
            dependencies: ["Containment", "ContainmentGtk", "ContainmentTesting", "Gtk", "Gallery"],
            path: "Benchmarks/containment-bench",
            swiftSettings: strict
        ),
        .executableTarget(
            name: "tunnel-bench",
            // DisplayTesting: the end-to-end tests' input (xdotool, wayvnc)
            // and sway lookup, so the window suites drive both displays as
            // the tests do.
            dependencies: [
                "TunnelApp", "TunnelCore", "Geo", "Locking", "MapRendering", "CCairo", "ContainmentGtk", "Containment", "DisplayTesting",
            ],
            path: "Benchmarks/tunnel-bench",
            swiftSettings: strict
        ),

        // The one C window `tunnel-bench start` times Tunnel against. The
        // tests run this build; the benchmark compiles main.c itself with
        // clang, since SwiftPM links the Swift runtime into any executable.
        .executableTarget(
            name: "empty-gtk-window",
            dependencies: ["CGtk"],
            path: "Benchmarks/empty-gtk-window"
        ),

        .testTarget(
            name: "LockingTests",
            dependencies: ["Locking"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ContainmentTests",
            dependencies: [
                "Containment", "ContainmentTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "GeoTests",
            dependencies: ["Geo", "Locking", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "MapRenderingTests",
            dependencies: ["MapRendering", "Geo", "ImageMemory", "Locking", "CCairo"],
            // Reference renderings, read by path from the source tree.
            exclude: ["References"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "GtkTests",
            dependencies: ["Gtk", "CGtk", "DisplayTesting"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ContainmentGtkTests",
            dependencies: [
                "ContainmentGtk", "Containment", "ContainmentTesting", "Gtk", "DisplayTesting",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        // What the end-to-end tests of real binaries share, on X11 (Xvfb) and
        // on Wayland (sway headless, driven through wayvnc):
        // input, screenshots, the trace read back, command-line tools.
        .target(
            name: "DisplayTesting",
            dependencies: ["Gtk"],
            path: "Tests/DisplayTesting",
            swiftSettings: strict
        ),
        .testTarget(
            name: "GalleryTests",
            dependencies: ["Gallery", "Containment", "ContainmentGtk", "ContainmentTesting", "DisplayTesting"],
            swiftSettings: strict
        ),
        // Xlib and cairo-xlib, for the tests that draw into real X pixmaps
        // alone: the app draws through GDK and names no Xlib.
        .systemLibrary(
            name: "CXlibTesting",
            path: "Tests/CXlibTesting",
            pkgConfig: "cairo-xlib",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // MapRendering's surfaces on a real X server: uploads kept on it,
        // and a zoom's scaled frames painted there.
        .testTarget(
            name: "MapRenderingX11Tests",
            dependencies: ["MapRendering", "CXlibTesting", "Geo"],
            swiftSettings: strict
        ),
        // The app's controllers on the in-memory backend: no display.
        .testTarget(
            name: "TunnelCoreTests",
            dependencies: ["TunnelCore", "Containment", "ContainmentTesting", "Geo", "Locking", "MapRendering"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "TunnelAppTests",
            dependencies: [
                "TunnelApp", "TunnelCore", "Geo", "Gtk", "MapRendering", "ContainmentGtk", "DisplayTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Support/close-window.py", "Support/press-by-name.py"],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
