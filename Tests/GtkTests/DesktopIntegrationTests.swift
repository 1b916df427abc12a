import CGtk
import Foundation
@testable import Gtk
import XCTest

/// The wrappers a desktop window needs beyond its widgets: images for its
/// icon and logo, the icon theme, windows built from a definition, widget
/// state and names, and the desktop's own settings.
final class DesktopIntegrationTests: XCTestCase {
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
