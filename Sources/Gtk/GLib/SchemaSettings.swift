public import CGtk

/// The settings of one GSettings schema (`org.gnome.desktop.interface`, say):
/// the desktop's preferences, kept by dconf and shared by every application.
///
/// GSettings is thread-safe, and opening the first settings of a process is
/// slow (it loads the settings backend and joins the session bus), so these
/// can be opened and read on any thread; ``onChange(ofKey:_:)`` hears changes
/// on the main loop.
///
/// ```swift
/// if let interface = SchemaSettings(schema: "org.gnome.desktop.interface", requiringKey: "color-scheme") {
///     print(interface.string(forKey: "color-scheme") ?? "default")
/// }
/// ```
public final class SchemaSettings: @unchecked Sendable {
    // @unchecked: GSettings objects are safe to use from any thread; the
    // pointer itself never changes.

    /// The GSettings object, for code that calls GIO directly.
    public let settingsPointer: UnsafeMutablePointer<GSettings>

    /// The settings of `schema`, or nil when it is not installed or lacks
    /// `key`. Checked first because `g_settings_new` aborts the process on
    /// an unknown schema, and reading an unknown key is a critical.
    public init?(schema: String, requiringKey key: String) {
        guard let source = g_settings_schema_source_get_default(),
              let found = g_settings_schema_source_lookup(source, schema, 1) else { return nil }
        let hasKey = g_settings_schema_has_key(found, key) != 0
        g_settings_schema_unref(found)
        guard hasKey, let settings = g_settings_new(schema) else { return nil }
        settingsPointer = settings
    }

    /// Takes over the reference `settingsPointer` came with (settings made
    /// in C, such as with a backend of their own).
    public init(adopting settingsPointer: UnsafeMutablePointer<GSettings>) {
        self.settingsPointer = settingsPointer
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(settingsPointer))
    }

    /// The string value of `key`; nil if GSettings has none for it.
    public func string(forKey key: String) -> String? {
        guard let raw = g_settings_get_string(settingsPointer, key) else { return nil }
        defer { g_free(raw) }
        return String(cString: raw)
    }

    /// Runs `handler` on the main loop each time `key` changes (GSettings'
    /// `changed::key` signal). The handler lives as long as these settings
    /// or until the connection is disconnected.
    ///
    /// Settings opened on a thread with no main context of its own deliver
    /// their changes in the global default one, GTK's main loop.
    @MainActor
    @discardableResult
    public func onChange(ofKey key: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        // `changed` passes the key as a string: a pointer argument.
        Signal.connect(UnsafeMutableRawPointer(settingsPointer), "changed::" + key, pointerHandler: { _ in handler() })
    }
}
