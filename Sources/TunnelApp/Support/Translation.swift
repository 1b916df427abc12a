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
    String(cString: dgettext(translationDomain, message))
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
