/// The five oceans a sea can belong to.
public enum Ocean: String, Sendable, CaseIterable, Hashable {
    /// The Arctic Ocean.
    case arctic = "Arctic Ocean"
    /// The Atlantic Ocean, north and south.
    case atlantic = "Atlantic Ocean"
    /// The Indian Ocean.
    case indian = "Indian Ocean"
    /// The Pacific Ocean, north and south.
    case pacific = "Pacific Ocean"
    /// The Southern Ocean (south of 60° S in the data).
    case southern = "Southern Ocean"

    /// The ocean's name in the given language.
    public func name(in language: Language) -> String {
        switch language {
        case .english: rawValue
        case .chinese:
            switch self {
            case .arctic: "北冰洋"
            case .atlantic: "大西洋"
            case .indian: "印度洋"
            case .pacific: "太平洋"
            case .southern: "南大洋"
            }
        }
    }
}
