#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// The variables that name the measurement locale, strongest first, as
    /// the C library reads them for `LC_MEASUREMENT`.
    package static let measurementVariables = ["LC_ALL", "LC_MEASUREMENT", "LANG"]

    /// How the process's locale measures, read once: see
    /// ``measurementSystem(environment:)``.
    package static let measurementSystem: MeasurementSystem = {
        var environment: [String: String] = [:]
        for key in measurementVariables { environment[key] = environmentValue(key) }
        return measurementSystem(environment: environment)
    }()

    /// How the locale `environment` names measures: the first of `LC_ALL`,
    /// `LC_MEASUREMENT` and `LANG` that is set and not empty (glibc's order),
    /// else the "C" locale, which is metric.
    package static func measurementSystem(environment: [String: String]) -> MeasurementSystem {
        let name = measurementVariables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return measurementSystem(localeNamed: name ?? "C")
    }

    /// How the installed locale `name` measures, by the C library's
    /// `LC_MEASUREMENT` category: 1 metric, 2 US (miles). A locale that is
    /// not installed measures as "C" does, in kilometres, just as the C
    /// library then falls back to "C" for everything else.
    package static func measurementSystem(localeNamed name: String) -> MeasurementSystem {
        #if canImport(Glibc)
            guard let locale = newlocale(LC_MEASUREMENT_MASK, name, nil) else { return .metric }
            defer { freelocale(locale) }
            guard let value = nl_langinfo_l(nl_item(_NL_MEASUREMENT_MEASUREMENT), locale) else { return .metric }
            return value.pointee == 2 ? .imperial : .metric
        #else
            // No LC_MEASUREMENT: the territories that measure in miles.
            let territory = name.split(separator: ".").first?.split(separator: "_").dropFirst().first
            return ["US", "LR", "MM"].contains(territory.map(String.init) ?? "") ? .imperial : .metric
        #endif
    }
}
