/// The language of names returned by the world data.
///
/// English is the default; Chinese names exist for countries, the major
/// lakes, oceans and seas, and about 9,000 cities of 15,000 people or more
/// (regions and small places have none in the data). Where the data has no name in the requested language, the English
/// one is used. Geo never reads the environment: the app decides.
public enum Language: String, Sendable, CaseIterable {
    /// English (the data's primary names).
    case english = "en"
    /// Simplified Chinese.
    case chinese = "zh"

    /// The language for a POSIX locale name or language tag such as
    /// `zh_CN.UTF-8`, `zh-Hans` or `en_GB`; English for anything unsupported.
    public init(localeIdentifier: String) {
        let lowered = localeIdentifier.lowercased()
        self = lowered == "zh" || lowered.hasPrefix("zh_") || lowered.hasPrefix("zh-") || lowered.hasPrefix("zh.") ? .chinese : .english
    }
}
