/// One line of the lifecycle trace: an ordered list of named fields.
///
/// Field order is part of the format: `event` always comes first, then the
/// fields documented for that event (see `README.md`). Equality compares
/// names, values and order, so tests can compare whole traces.
public struct TraceEvent: Hashable, Sendable, CustomStringConvertible {
    /// A JSON scalar a trace field may hold.
    public enum Value: Hashable, Sendable {
        /// A JSON string.
        case string(String)
        /// A JSON number; non-finite numbers are written as `null`.
        case number(Double)
        /// A JSON boolean.
        case bool(Bool)
        /// JSON `null`, e.g. `didMove(toParent:)` with no parent.
        case null
    }

    /// The fields in output order; the first is always `event`.
    public private(set) var fields: [(name: String, value: Value)]

    /// Creates an event named `name` with further fields in order.
    public init(_ name: String, _ fields: [(String, Value)] = []) {
        self.fields = [("event", .string(name))] + fields.map { (name: $0.0, value: $0.1) }
    }

    /// Appends a field after the existing ones.
    public mutating func append(_ name: String, _ value: Value) {
        fields.append((name: name, value: value))
    }

    /// The event's name, e.g. `viewWillAppear` or `transitionBegan`.
    public var name: String {
        if case .string(let name) = fields[0].value { return name }
        return ""
    }

    /// The value of the field called `name`, if present.
    public subscript(name: String) -> Value? {
        fields.first { $0.name == name }?.value
    }

    /// The event as one line of JSON, without the newline.
    public var jsonLine: String {
        var line = "{"
        for (index, field) in fields.enumerated() {
            if index > 0 { line += "," }
            line += JSONText.quoted(field.name) + ":" + Self.json(field.value)
        }
        return line + "}"
    }

    /// The JSON line.
    public var description: String { jsonLine }

    /// Whether both events have the same fields in the same order.
    public static func == (lhs: TraceEvent, rhs: TraceEvent) -> Bool {
        lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    /// Hashes the fields in order.
    public func hash(into hasher: inout Hasher) {
        for field in fields {
            hasher.combine(field.name)
            hasher.combine(field.value)
        }
    }

    private static func json(_ value: Value) -> String {
        switch value {
        case .string(let string): return JSONText.quoted(string)
        case .number(let number):
            guard number.isFinite else { return "null" }
            // Whole numbers as integers (`"index":1`, not `1.0`), exactly
            // while a Double holds them exactly.
            if number == number.rounded(), abs(number) < 9_007_199_254_740_992 { return String(Int64(number)) }
            return "\(number)"
        case .bool(let bool): return bool ? "true" : "false"
        case .null: return "null"
        }
    }
}
