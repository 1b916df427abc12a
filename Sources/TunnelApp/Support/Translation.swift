import CGtk
import Foundation

/// The gettext domain of every user-visible string in the app.
public let translationDomain = "tunnel"

/// Translates a user-visible string through gettext.
///
/// Every string a person reads goes through this one function, so adding a
/// language is a matter of a `.po` file. Until a catalogue is installed the
/// English text is returned unchanged.
public func localized(_ message: String) -> String {
    // dgettext returns its argument when there is no translation, so the C
    // string must stay alive until it has been copied back.
    message.withCString { String(cString: dgettext(translationDomain, $0)) }
}

/// Points gettext at the installed catalogues, if there are any: next to the
/// executable's install prefix (`<prefix>/share/locale`).
public func setUpTranslations() {
    setlocale(LC_ALL, "")
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let localeDirectory = executable.deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("share/locale").path
    if FileManager.default.fileExists(atPath: localeDirectory) {
        bindtextdomain(translationDomain, localeDirectory)
    }
    bind_textdomain_codeset(translationDomain, "UTF-8")
}

/// Translates a template and fills in its named placeholders:
/// `localized("Nearest city: {city} ({distance} away)", ["city": name, "distance": text])`.
///
/// Named placeholders let a translation reorder them, and avoid C format
/// strings, whose `%@` does not take Swift strings safely on Linux.
public func localized(_ template: String, _ values: KeyValuePairs<String, String>) -> String {
    var text = localized(template)
    for (name, value) in values {
        text = text.replacingOccurrences(of: "{\(name)}", with: value)
    }
    return text
}
