import DisplayTesting
import Foundation
import XCTest

/// The README's budget table is made from the benchmarks' latest results
/// by `tools/bench/budget-table.py`: a table edited by hand, or results
/// replaced without the table made anew, fails the suite. Needs no display.
final class BudgetTableTests: XCTestCase {
    /// The checkout, found from this file's place in it.
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The script that makes the table and checks it.
    private static let script = repository.appendingPathComponent("tools/bench/budget-table.py")
    /// The benchmarks' latest results, as committed.
    private static let results = repository.appendingPathComponent("Benchmarks/results")
    /// The README the table is kept in.
    private static let readme = repository.appendingPathComponent("README.md")

    /// Runs the script's check of `readme` against `results`.
    private func check(readme: URL = readme, results: URL = results) throws -> Tool.Outcome {
        try Tool.execute(Tool.env, arguments: ["python3", Self.script.path, "--check", "--readme", readme.path, "--results", results.path])
    }

    /// A scratch folder, removed when the test ends.
    private func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("budget-table-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// The committed table is the one the committed results make.
    func testTheReadmesTableIsTheOneTheResultsMake() throws {
        let outcome = try check()
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
    }

    /// The check can fail: a row added to a copy of the table by hand is found.
    func testATableEditedByHandIsFound() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let end = try XCTUnwrap(text.range(of: "<!-- budget-table:end -->"), "README.md has no budget table")
        let edited = try scratchFolder().appendingPathComponent("README.md")
        try text.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: "| A budget | typed | by | hand |\n")
            .write(to: edited, atomically: true, encoding: .utf8)
        let outcome = try check(readme: edited)
        XCTAssertEqual(outcome.status, 1, "a table edited by hand passed the check")
        XCTAssertTrue(outcome.standardError.contains("--write"), "the message should say how to make the table: \(outcome.standardError)")
    }

    /// The check can fail the other way: a figure changed in a copy of the
    /// results, the table left as it was, is found.
    func testResultsChangedWithoutTheTableAreFound() throws {
        let copy = try scratchFolder()
        for suite in ["start", "memory", "frames"] {
            let source = Self.results.appendingPathComponent("\(suite).json")
            var text = try String(contentsOf: source, encoding: .utf8)
            if suite == "frames", let value = text.range(of: #""value" : -?[0-9.]+"#, options: .regularExpression) {
                text.replaceSubrange(value, with: #""value" : 987.65"#)
            }
            try text.write(to: copy.appendingPathComponent("\(suite).json"), atomically: true, encoding: .utf8)
        }
        let outcome = try check(results: copy)
        XCTAssertEqual(outcome.status, 1, "results changed without the table passed the check")
        XCTAssertTrue(outcome.standardError.contains("987.65"), "the difference should be shown: \(outcome.standardError)")
    }
}
