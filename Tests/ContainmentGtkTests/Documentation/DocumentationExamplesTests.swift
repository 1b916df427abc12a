import Foundation
import XCTest

/// Every Swift example a newcomer reads — in the README, the DocC articles
/// and the library's doc comments — is a copy of code that compiles.
///
/// The compiled copies live in `DocumentedExamples*.swift` next to this
/// file, each between `// example: <path>` and `// end of example`, inside
/// whatever declarations give it the names it uses. This test reads the
/// documentation's ` ```swift ` blocks and fails when a block has no
/// identical compiled copy (after removing the copy's indentation), when a
/// copy's block is gone, or when the order differs: an example edited in the
/// docs must be edited here too, where the compiler checks it.
///
/// Package manifests (blocks whose first line is `// Package.swift …`) are
/// left out: they are checked by `ConsumerPackageTests`, which builds one.
final class DocumentationExamplesTests: XCTestCase {
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Where the documentation's examples are read from: articles, and the
    /// doc comments of the library's modules.
    private static let articles = [
        "README.md",
        "Sources/Containment/Containment.docc/Containment.md",
        "Sources/ContainmentGtk/ContainmentGtk.docc/ContainmentGtk.md",
        "Sources/Gtk/Gtk.docc/Gtk.md",
    ]
    private static let documentedModules = [
        "Sources/Containment", "Sources/ContainmentGtk", "Sources/ContainmentTesting", "Sources/Gtk",
    ]

    func testEveryExampleInTheDocumentationHasACompiledCopy() throws {
        let documented = try Self.documentedExamples()
        let compiled = try Self.compiledExamples()
        XCTAssertGreaterThan(documented.count, 20, "the documentation's examples were not found")

        for (path, blocks) in documented.sorted(by: { $0.key < $1.key }) {
            let copies = compiled[path] ?? []
            for (index, block) in blocks.enumerated() where !copies.contains(block) {
                XCTFail("\(path): example \(index + 1) has no compiled copy in Tests/ContainmentGtkTests/Documentation:\n\(block)")
            }
            if Set(copies) == Set(blocks) {
                XCTAssertEqual(copies, blocks, "\(path): the compiled copies are not in the documentation's order")
            }
        }
        for (path, copies) in compiled {
            let blocks = documented[path] ?? []
            for copy in copies where !blocks.contains(copy) {
                XCTFail("\(path) no longer shows this compiled example; delete or update the copy:\n\(copy)")
            }
        }
    }

    func testTheExtractionFindsFencedBlocksInArticlesAndDocComments() {
        let article = "Prose.\n\n```swift\nlet a = 1\n    a.b()\n```\n\n```text\nnot Swift\n```\n"
        XCTAssertEqual(Self.fencedSwiftBlocks(in: article, docComments: false), ["let a = 1\n    a.b()"])

        let source = "    /// Use it so:\n    ///\n    /// ```swift\n    /// let x = Y()\n    ///\n    ///     x.go()\n    /// ```\n    func f() {}\n"
        XCTAssertEqual(Self.fencedSwiftBlocks(in: source, docComments: true), ["let x = Y()\n\n    x.go()"])

        let copy = "    func host() {\n        // example: README.md\n        let a = 1\n            a.b()\n        // end of example\n    }\n"
        XCTAssertEqual(Self.markedExamples(in: copy).map(\.text), ["let a = 1\n    a.b()"])
    }

    // MARK: - Reading the documentation

    private static func documentedExamples() throws -> [String: [String]] {
        var examples: [String: [String]] = [:]
        for article in articles {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent(article), encoding: .utf8)
            let blocks = fencedSwiftBlocks(in: text, docComments: false).filter { !$0.hasPrefix("// Package.swift") }
            if !blocks.isEmpty { examples[article] = blocks }
        }
        for module in documentedModules {
            for file in try swiftFiles(under: module) {
                let text = try String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
                let blocks = fencedSwiftBlocks(in: text, docComments: true)
                if !blocks.isEmpty { examples[file] = blocks }
            }
        }
        return examples
    }

    private static func swiftFiles(under folder: String) throws -> [String] {
        let base = repositoryRoot.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: base.path])
        }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map { "\(folder)/\($0)" }
    }

    /// The ` ```swift ` blocks of `text`; in doc comments, with each line's
    /// `///` and the one space after it removed.
    static func fencedSwiftBlocks(in text: String, docComments: Bool) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = Substring(rawLine)
            if docComments {
                let trimmed = line.drop(while: { $0 == " " })
                guard trimmed.hasPrefix("///") else {
                    current = nil
                    continue
                }
                line = trimmed.dropFirst(3)
                if line.hasPrefix(" ") { line = line.dropFirst() }
            }
            if current == nil {
                if line == "```swift" { current = [] }
            } else if line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current!.append(String(line))
            }
        }
        return blocks
    }

    // MARK: - Reading the compiled copies

    private static func compiledExamples() throws -> [String: [String]] {
        let folder = repositoryRoot.appendingPathComponent("Tests/ContainmentGtkTests/Documentation")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("DocumentedExamples") && $0.hasSuffix(".swift") }.sorted()
        var examples: [String: [String]] = [:]
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for example in markedExamples(in: text) { examples[example.path, default: []].append(example.text) }
        }
        return examples
    }

    /// The regions between `// example: path` and `// end of example`,
    /// without the indentation their lines share.
    static func markedExamples(in text: String) -> [(path: String, text: String)] {
        var examples: [(path: String, text: String)] = []
        var open: (path: String, lines: [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop(while: { $0 == " " })
            if let current = open {
                if trimmed == "// end of example" {
                    examples.append((current.path, dedented(current.lines)))
                    open = nil
                } else {
                    open?.lines.append(line)
                }
            } else if trimmed.hasPrefix("// example: ") {
                open = (String(trimmed.dropFirst("// example: ".count)), [])
            }
        }
        return examples
    }

    private static func dedented(_ lines: [Substring]) -> String {
        let indents = lines.filter { !$0.allSatisfy { $0 == " " } }.map { $0.prefix(while: { $0 == " " }).count }
        let common = indents.min() ?? 0
        return lines.map { $0.allSatisfy { $0 == " " } ? "" : String($0.dropFirst(common)) }.joined(separator: "\n")
    }
}
