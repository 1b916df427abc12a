import Foundation

/// A target of Package.swift, as the layering test sees it: its name, kind
/// and folder.
struct PackageTarget: Equatable {
    enum Kind: String { case target, executableTarget, testTarget, systemLibrary }

    let name: String
    let kind: Kind
    /// The folder holding the target's sources, relative to the package.
    let path: String

    /// The targets declared in a manifest's text, each with its `path:` or
    /// SwiftPM's default folder (`Sources/<name>`, `Tests/<name>`).
    static func declared(in manifest: String) -> [PackageTarget] {
        var targets: [PackageTarget] = []
        let calls = try! NSRegularExpression(pattern: #"\.(target|executableTarget|testTarget|systemLibrary)\("#)
        let text = manifest as NSString
        for match in calls.matches(in: manifest, range: NSRange(location: 0, length: text.length)) {
            guard let kind = Kind(rawValue: text.substring(with: match.range(at: 1))) else { continue }
            let arguments = balancedArguments(of: manifest, from: match.range.upperBound)
            guard let name = stringArgument("name", in: arguments) else { continue }
            let defaultPath = (kind == .testTarget ? "Tests/" : "Sources/") + name
            targets.append(PackageTarget(name: name, kind: kind, path: stringArgument("path", in: arguments) ?? defaultPath))
        }
        return targets
    }

    /// The text between an opening parenthesis (just before `start`) and its match.
    private static func balancedArguments(of text: String, from start: Int) -> String {
        let characters = Array(text.utf16)
        var depth = 1, index = start
        while index < characters.count, depth > 0 {
            if characters[index] == UInt16(UInt8(ascii: "(")) { depth += 1 }
            if characters[index] == UInt16(UInt8(ascii: ")")) { depth -= 1 }
            index += 1
        }
        return String(utf16CodeUnits: Array(characters[start..<max(start, index - 1)]), count: max(0, index - 1 - start))
    }

    private static func stringArgument(_ label: String, in arguments: String) -> String? {
        let pattern = try! NSRegularExpression(pattern: #"\b"# + label + #":\s*"([^"]+)""#)
        let text = arguments as NSString
        guard let match = pattern.firstMatch(in: arguments, range: NSRange(location: 0, length: text.length)) else { return nil }
        return text.substring(with: match.range(at: 1))
    }
}
