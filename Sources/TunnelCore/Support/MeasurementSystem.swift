import Locking

/// How distances and speeds are written for people: kilometres and km/s, or
/// miles and miles per hour.
///
/// Strings that carry a distance take one (``LocalizedFormat/distance(kilometres:units:)``,
/// ``WayDownStrings``, ``GeoInfoText``), defaulting to ``current``, so a
/// test picks either without touching the environment. Data for programs
/// (`tunnel locate --json`) stays in kilometres whatever this says.
public enum MeasurementSystem: String, Sendable, CaseIterable {
    /// Kilometres, km/s.
    case metric
    /// Miles, mph: the US customary units (glibc's "US" measurement).
    case imperial

    /// Kilometres in one statute mile.
    public static let kilometresPerMile = 1.609344

    /// The system strings are written in now: the stored ``preference``
    /// resolved against the user's locale (``ofUserLocale``).
    public static var current: MeasurementSystem {
        preference.resolved()
    }

    /// The system of the user's locale (``UserLocale/measurementSystem``).
    public static var ofUserLocale: MeasurementSystem { UserLocale.measurementSystem }

    /// The user's stored choice, `.automatic` (the locale's) until the app
    /// sets it — from the remembered state at start-up, later from a menu.
    public static var preference: UnitsPreference {
        get { storedPreference.withLock { $0 } }
        set { storedPreference.withLock { $0 = newValue } }
    }

    private static let storedPreference = Locked(UnitsPreference.automatic)
}

/// The units the user asked for: the locale's, or one system whatever the
/// locale says. Its raw values are what the remembered state stores
/// (`units=auto|metric|imperial`).
public enum UnitsPreference: String, Sendable, CaseIterable {
    /// Whatever the locale's `LC_MEASUREMENT` says.
    case automatic = "auto"
    /// Kilometres everywhere.
    case metric
    /// Miles everywhere.
    case imperial

    /// The system this choice means, `locale` deciding for `.automatic`.
    public func resolved(
        locale: @autoclosure () -> MeasurementSystem = MeasurementSystem.ofUserLocale
    ) -> MeasurementSystem {
        switch self {
        case .automatic: locale()
        case .metric: .metric
        case .imperial: .imperial
        }
    }
}
