import CIntl
import Geo

/// The gettext domain of every user-visible string in the app.
package let translationDomain = "tunnel"

/// Translates a user-visible string through gettext.
///
/// Every string a person reads goes through this one function, so adding a
/// language is a matter of a `.po` file (see `po/` and
/// `tools/po/update-po.sh`). Where no catalogue is found the English text is
/// returned unchanged.
package func localized(_ message: String) -> String {
    // dgettext returns its argument when there is no translation, so the C
    // string must stay alive until it has been copied back.
    message.withCString { String(cString: dgettext(translationDomain, $0)) }
}

/// Sets the process's locale from the environment and points gettext at the
/// compiled catalogues (see ``translationDirectory(environment:executablePath:)``).
/// Call it once, before the first ``localized(_:)``.
package func setUpTranslations() {
    setlocale(LC_ALL, "")
    if let directory = translationDirectory() {
        bindtextdomain(translationDomain, directory)
    }
    bind_textdomain_codeset(translationDomain, "UTF-8")
}

/// Where the compiled catalogues (`<dir>/zh_CN/LC_MESSAGES/tunnel.mo`) are:
/// `$TUNNEL_LOCALE_DIR`; else `<prefix>/share/locale` next to an installed
/// executable; else `locale/` beside the executable, where
/// `meson-helpers/compile-translations.sh` puts them for a source-tree build
/// (`swift build`, `meson-helpers/run.sh`, the tests). Nil when none exists,
/// and gettext keeps its system default.
package func translationDirectory(environment: [String: String]? = nil, executablePath: String? = nil) -> String? {
    let override = environment.map { $0["TUNNEL_LOCALE_DIR"] } ?? environmentValue("TUNNEL_LOCALE_DIR")
    if let directory = override, !directory.isEmpty { return directory }
    let path = executablePath ?? CommandLine.arguments[0]
    let binDirectory = parentDirectory(AssetLocator.canonicalPath(path) ?? path)
    let candidates = [parentDirectory(binDirectory) + "/share/locale", binDirectory + "/locale"]
    return candidates.first { AssetLocator.fileExists($0 + "/zh_CN/LC_MESSAGES/\(translationDomain).mo") }
}

/// Translates a template and fills in its named placeholders:
/// `localized("Nearest city: {city} ({distance} away)", ["city": name, "distance": text])`.
///
/// Named placeholders let a translation reorder them, and avoid C format
/// strings, whose `%@` does not take Swift strings safely on Linux.
package func localized(_ template: String, _ values: KeyValuePairs<String, String>) -> String {
    var text = localized(template)
    for (name, value) in values {
        text = text.replacing("{\(name)}", with: value)
    }
    return text
}
