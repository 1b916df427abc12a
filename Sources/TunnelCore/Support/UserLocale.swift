/// The user's locale, as the environment sets it.
package enum UserLocale {
    /// The locale that decides the language of messages and place names:
    /// `LC_ALL`, else `LC_MESSAGES`, else `LANG`, else English.
    package static var messages: String {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environmentValue(key), !value.isEmpty { return value }
        }
        return "en"
    }
}
