import Foundation

/// The modules a Swift file imports, whatever its attributes and access
/// level (`@testable import`, `@_exported public import`, `import struct`),
/// inside `#if` blocks too.
enum SourceImports {
    static func modules(in source: String) -> Set<String> {
        let pattern = try! NSRegularExpression(
            pattern: #"^\s*(?:@[\w]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:class|struct|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#,
            options: [.anchorsMatchLines])
        let text = source as NSString
        let matches = pattern.matches(in: source, range: NSRange(location: 0, length: text.length))
        return Set(matches.map { text.substring(with: $0.range(at: 1)) })
    }

    /// The modules each target's Swift files import, from the package at `root`.
    static func modulesByTarget(_ targets: [PackageTarget], root: URL) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for target in targets where target.kind != .systemLibrary {
            var modules: Set<String> = []
            let folder = root.appendingPathComponent(target.path)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift", let source = try? String(contentsOf: file, encoding: .utf8) else { continue }
                modules.formUnion(Self.modules(in: source))
            }
            result[target.name] = modules
        }
        return result
    }
}
