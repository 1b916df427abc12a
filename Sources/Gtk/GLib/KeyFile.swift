import CGtk

/// A GLib key file (`[group]` headers and `key=value` lines), read from and
/// written to text; the file is freed with the wrapper.
public final class KeyFile {
    private let file: OpaquePointer

    /// An empty key file.
    public init() {
        file = g_key_file_new()
    }

    /// The key file the NUL-terminated bytes `text` hold (read as GLib reads
    /// them, not repaired into Unicode first); nil when they are not one.
    public convenience init?(parsing text: [CChar]) {
        self.init()
        guard let length = text.firstIndex(of: 0),
              g_key_file_load_from_data(file, text, gsize(length), G_KEY_FILE_NONE, nil) != 0
        else { return nil }
    }

    deinit {
        g_key_file_free(file)
    }

    /// The number at `key` in `group`; nil when it is missing or no number.
    public func double(_ group: String, _ key: String) -> Double? {
        var error: UnsafeMutablePointer<GError>?
        let value = g_key_file_get_double(file, group, key, &error)
        if let error { g_error_free(error); return nil }
        return value
    }

    /// The whole number at `key` in `group`; nil when it is missing or no integer.
    public func integer(_ group: String, _ key: String) -> Int? {
        var error: UnsafeMutablePointer<GError>?
        let value = g_key_file_get_integer(file, group, key, &error)
        if let error { g_error_free(error); return nil }
        return Int(value)
    }

    /// The truth value at `key` in `group`; false when it is missing or none.
    public func bool(_ group: String, _ key: String) -> Bool {
        g_key_file_get_boolean(file, group, key, nil) != 0
    }

    /// The text at `key` in `group`, escapes undone; nil when it is missing.
    public func string(_ group: String, _ key: String) -> String? {
        guard let value = g_key_file_get_string(file, group, key, nil) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// Sets `key` in `group` to the number `value`.
    public func set(_ value: Double, _ group: String, _ key: String) {
        g_key_file_set_double(file, group, key, value)
    }

    /// Sets `key` in `group` to the whole number `value`.
    public func set(_ value: Int, _ group: String, _ key: String) {
        g_key_file_set_integer(file, group, key, gint(value))
    }

    /// Sets `key` in `group` to the truth value `value`.
    public func set(_ value: Bool, _ group: String, _ key: String) {
        g_key_file_set_boolean(file, group, key, value ? 1 : 0)
    }

    /// Sets `key` in `group` to the text `value`, escaped as GLib escapes it.
    public func set(_ value: String, _ group: String, _ key: String) {
        g_key_file_set_string(file, group, key, value)
    }

    /// Writes the key file to `path`, replacing what is there atomically (a
    /// temporary file renamed into place), so a crash cannot leave half a
    /// file. Throws GLib's reason when it cannot.
    public func save(toPath path: String) throws(GLibError) {
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_save_to_file(file, path, &error) != 0 else { throw GLibError(taking: error) }
    }
}

/// An error a GLib call reported, with its message.
public struct GLibError: Error, CustomStringConvertible, Sendable {
    /// GLib's message, in the user's language.
    public let message: String

    /// The error GLib handed over, which this frees; "unknown error" for none.
    init(taking error: UnsafeMutablePointer<GError>?) {
        guard let error else { message = "unknown error"; return }
        defer { g_error_free(error) }
        message = String(cString: error.pointee.message)
    }

    /// The message.
    public var description: String { message }
}

/// Where GLib keeps the user's files.
public enum UserDirectories {
    /// The user's state folder (`$XDG_STATE_HOME`, or `~/.local/state`).
    public static var state: String { String(cString: g_get_user_state_dir()) }
}
