import DisplayTesting
import Foundation
import XCTest

/// The library is reusable in fact: a separate Swift package, outside this
/// one, depends on the `Containment` and `ContainmentGtk` products by path,
/// builds, and opens a GTK window whose root is a navigation controller
/// that pushes a second page, through the library's entry point and with
/// no C of its own.
///
/// The fixture is `Tests/ConsumerPackage/`; it is copied to a temporary
/// directory so nothing of it is written into the checkout, and built with
/// a scratch path under this package's `.build` so later runs are
/// incremental. Dependencies resolve from SwiftPM's local cache, as this
/// package's own do.
final class ConsumerPackageTests: XCTestCase {
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testSeparatePackageBuildsAndOpensAWindow() throws {
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
            XCTFail("no DISPLAY: run under meson-helpers/with-xvfb.sh")
            return
        }
        let package = try makeConsumerPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let scratch = Self.repositoryRoot.appendingPathComponent(".build/consumer-package")

        let build = try run(["swift", "build", "--package-path", package.path, "--scratch-path", scratch.path],
                            timeout: 1_500)
        XCTAssertEqual(build.status, 0, "swift build failed:\n\(build.output.suffix(4_000))")
        guard build.status == 0 else { return }

        let binary = scratch.appendingPathComponent("debug/consumer")
        let result = try run([binary.path], timeout: 180, environment: ["GDK_BACKEND": "x11", "NO_AT_BRIDGE": "1", "GDK_GL": "disable"])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.output.contains("consumer: window mapped, navigation stack Home > Details, top appeared under NavigationController"),
            "unexpected output:\n\(result.output)")
    }

    /// Copies the fixture to a temporary directory and points its dependency
    /// at this checkout.
    private func makeConsumerPackage() throws -> URL {
        let files = FileManager.default
        let fixture = Self.repositoryRoot.appendingPathComponent("Tests/ConsumerPackage")
        let package = files.temporaryDirectory.appendingPathComponent("containment-consumer-\(getpid())")
        try? files.removeItem(at: package)
        try files.copyItem(at: fixture, to: package)

        let manifestURL = package.appendingPathComponent("Package.swift")
        // A path dependency's identity is its folder's name, lowercased.
        let identity = Self.repositoryRoot.lastPathComponent.lowercased()
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
            .replacingOccurrences(of: "CONTAINMENT_ROOT", with: Self.repositoryRoot.path)
            .replacingOccurrences(of: "CONTAINMENT_PACKAGE", with: identity)
        try manifest.write(to: manifestURL, atomically: true, encoding: .utf8)

        // The same versions as this package, so resolution needs no network.
        let resolved = Self.repositoryRoot.appendingPathComponent("Package.resolved")
        if files.fileExists(atPath: resolved.path) {
            try files.copyItem(at: resolved, to: package.appendingPathComponent("Package.resolved"))
        }
        return package
    }

    /// Runs `arguments` (found on PATH), collecting standard output and error,
    /// and kills it after `timeout` seconds.
    private func run(_ arguments: [String], timeout: Double, environment: [String: String] = [:])
        throws -> (status: Int32, output: String)
    {
        let outcome = try Tool.execute(
            Tool.env, arguments: arguments, environment: environment, timeout: timeout, mergingStandardError: true)
        if outcome.timedOut { XCTFail("\(arguments.joined(separator: " ")) took longer than \(Int(timeout)) s") }
        return (outcome.status, outcome.standardOutput)
    }
}
