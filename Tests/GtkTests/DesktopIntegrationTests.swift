import CGtk
import Foundation
@testable import Gtk
import XCTest

/// The wrappers a desktop window needs beyond its widgets: images for its
/// icon and logo, the icon theme, windows built from a definition, widget
/// state and names, and the desktop's own settings.
final class DesktopIntegrationTests: XCTestCase {
    /// A `width` × `height` pixel PNG in a scratch folder.
    private func makePNG(width: Int, height: Int) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("tunnel-pixbuf-\(UUID().uuidString).png").path
        let image = ImageSurface(pixelWidth: width, pixelHeight: height)
        image.draw { context in
            context.setColor(red: 0.2, green: 0.4, blue: 0.8)
            context.paint()
        }
        XCTAssertTrue(image.writePNG(to: path))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testAPixbufDecodesToFitKeepingItsAspectAndIsReleasedWithItsWrapper() throws {
        let path = try makePNG(width: 32, height: 16)
        var finalization: Finalization?
        do {
            let image = try XCTUnwrap(Pixbuf(contentsOfFile: path, width: 64, height: 64))
            XCTAssertEqual(image.width, 64)
            XCTAssertEqual(image.height, 32, "the aspect is kept")
            XCTAssertEqual(referenceCount(of: UnsafeMutableRawPointer(image.pixbufPointer)), 1)
            let smaller = try XCTUnwrap(image.scaled(toWidth: 8, height: 8))
            XCTAssertEqual(smaller.width, 8)
            XCTAssertEqual(smaller.height, 8)
            finalization = Finalization(of: UnsafeMutableRawPointer(image.pixbufPointer))
        }
        XCTAssertEqual(finalization?.count, 1, "the wrapper's reference was the only one")
        XCTAssertNil(Pixbuf(contentsOfFile: path + ".missing", width: 16, height: 16))
    }

    func testAPixbufDecodedOnAWorkerIsUsableOnTheMainThread() throws {
        let path = try makePNG(width: 24, height: 24)
        let decoded = DispatchQueue.global().sync { Pixbuf(contentsOfFile: path, width: 24, height: 24) }
        try onMainActor {
            try requireGtk()
            let window = ToplevelWindow(title: "Icon")
            defer { window.destroy() }
            window.setIcons([try XCTUnwrap(decoded)])
            XCTAssertEqual(window.icon?.width, 24)
        }
    }

    func testAWindowsIconsAreItsOwnAndReadBack() throws {
        let small = try makePNG(width: 16, height: 16), large = try makePNG(width: 48, height: 48)
        try onMainActor {
            try requireGtk()
            let window = ToplevelWindow(title: "Icons")
            defer { window.destroy() }
            XCTAssertNil(window.icon, "no icon until one is set")
            var finalization: Finalization?
            do {
                let images = [try XCTUnwrap(Pixbuf(contentsOfFile: small, width: 16, height: 16)),
                              try XCTUnwrap(Pixbuf(contentsOfFile: large, width: 48, height: 48))]
                window.setIcons(images)
                finalization = Finalization(of: UnsafeMutableRawPointer(images[0].pixbufPointer))
            }
            XCTAssertEqual(finalization?.count, 0, "the window holds its icons")
            XCTAssertEqual(window.icon?.width, 16, "the first image is the window's icon")
            window.setIcons([])
            XCTAssertEqual(finalization?.count, 1, "released once the window lets it go")
        }
    }

    func testAnAboutDialogsLogoReadsBackAndItsResponseIsHeard() throws {
        let path = try makePNG(width: 64, height: 64)
        try onMainActor {
            try requireGtk()
            let about = AboutDialog()
            defer { about.destroy() }
            about.logo = Pixbuf(contentsOfFile: path, width: 64, height: 64)
            XCTAssertEqual(about.logo?.width, 64)
            var responses: [Int] = []
            about.onResponse { responses.append($0) }
            gtk_dialog_response(about.pointer(as: GtkDialog.self), GTK_RESPONSE_CLOSE.rawValue)
            XCTAssertEqual(responses, [Int(GTK_RESPONSE_CLOSE.rawValue)])
        }
    }

    func testTheIconThemeNamesNoFileForAnIconItLacks() throws {
        try onMainActor {
            try requireGtk()
            let theme = try XCTUnwrap(IconTheme.default)
            XCTAssertEqual(theme.sizes(ofIcon: "tunnel-test-no-such-icon"), [])
            XCTAssertNil(theme.fileName(ofIcon: "tunnel-test-no-such-icon", size: 48))
            // GTK's own icons come with every GTK install.
            for size in theme.sizes(ofIcon: "window-close-symbolic") {
                if case .pixels(let pixels) = size {
                    XCTAssertNotNil(theme.fileName(ofIcon: "window-close-symbolic", size: pixels))
                }
            }
        }
    }

    func testABuilderFindsItsWindowAndOnlyAWindow() throws {
        try onMainActor {
            try requireGtk()
            let definition = """
                <interface><object class="GtkWindow" id="main"><property name="title">Built</property>
                <child><object class="GtkLabel" id="text"><property name="label">Hi</property></object></child>
                </object></interface>
                """
            var window: ToplevelWindow?
            do {
                let builder = try XCTUnwrap(Builder(definition: definition))
                window = builder.window(withID: "main")
                XCTAssertNil(builder.window(withID: "text"), "a label is not a window")
                XCTAssertNil(builder.window(withID: "absent"))
            }
            XCTAssertEqual(window?.title, "Built", "the window outlives its builder")
            window?.destroy()
            XCTAssertNil(Builder(definition: "<interface><object class=\"NoSuchClass\"/></interface>"))
        }
    }

    func testAWidgetsStateFlagsAndNameFollowWhatIsSet() throws {
        try onMainActor {
            try requireGtk()
            let button = Button(label: "State")
            XCTAssertFalse(button.stateFlags.contains(.insensitive))
            var changes = 0
            button.onStateFlagsChanged { changes += 1 }
            button.isSensitive = false
            XCTAssertTrue(button.stateFlags.contains(.insensitive))
            XCTAssertGreaterThan(changes, 0, "the change is heard")
            XCTAssertEqual(button.name, "GtkButton", "the type's name until one is set")
            button.name = "radar"
            XCTAssertEqual(button.name, "radar")
        }
    }

    func testSchemaSettingsRefuseAMissingSchemaOrKey() {
        XCTAssertNil(SchemaSettings(schema: "org.tunnel.test.NoSuchSchema", requiringKey: "color-scheme"))
        XCTAssertNil(SchemaSettings(schema: "org.gnome.desktop.interface", requiringKey: "tunnel-no-such-key"))
    }

    func testSchemaSettingsReadAndHearAChange() throws {
        let schema = "org.gnome.desktop.interface"
        guard let source = g_settings_schema_source_get_default(),
              let found = g_settings_schema_source_lookup(source, schema, 1) else {
            throw XCTSkip("\(schema) is not installed (gsettings-desktop-schemas)")
        }
        g_settings_schema_unref(found)
        try onMainActor {
            try requireGtk()
            // A memory backend: the test never writes the user's settings.
            // Its constructor is in a header GIO keeps behind a define the
            // shim does not set, so it is looked up in the linked library.
            typealias MakeBackend = @convention(c) () -> OpaquePointer?
            let symbol = try XCTUnwrap(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "g_memory_settings_backend_new"))
            let backend = try XCTUnwrap(unsafeBitCast(symbol, to: MakeBackend.self)())
            defer { g_object_unref(UnsafeMutableRawPointer(backend)) }
            var finalization: Finalization?
            do {
                let settings = SchemaSettings(adopting: try XCTUnwrap(g_settings_new_with_backend(schema, backend)))
                finalization = Finalization(of: UnsafeMutableRawPointer(settings.settingsPointer))
                XCTAssertEqual(settings.string(forKey: "color-scheme"), "default")
                var heard: [String?] = []
                let connection = settings.onChange(ofKey: "color-scheme") { heard.append(settings.string(forKey: "color-scheme")) }
                g_settings_set_string(settings.settingsPointer, "color-scheme", "prefer-dark")
                spinMainLoop(timeout: 2) { !heard.isEmpty }
                XCTAssertEqual(heard, ["prefer-dark"])
                // The handler holds the settings: let it go.
                connection.disconnect()
            }
            XCTAssertEqual(finalization?.count, 1, "released with its wrapper")
        }
    }
}
