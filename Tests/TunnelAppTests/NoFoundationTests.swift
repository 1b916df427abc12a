import DisplayTesting
import Foundation
import TunnelApp
import TunnelCore
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// The `tunnel` process runs without swift-corelibs Foundation: neither the
/// window nor `tunnel locate` maps libFoundation.so, its
/// FoundationInternationalization or the ICU data behind them (together
/// about 10 MB resident and part of the start's dynamic linking).
/// FoundationEssentials may stay: swift-argument-parser links it anyway.
///
/// Read from the running processes' `/proc/PID/maps`, so a library loaded
/// later with dlopen counts as well as one the executable names.
final class NoFoundationTests: XCTestCase {
    /// The libraries the app must not map.
    private static let unwanted = ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"]

    func testWindowMapsNoFoundationAfterFlippingAndSearching() throws {
        let app = try AppProcess(environment: ["TUNNEL_TRACE": "1"])
        try app.waitForWindow()
        _ = try app.waitForTrace("first frame") { !$0.events(named: "firstFrame").isEmpty }
        let size = try app.windowSize()
        let layout = PaneLayout(width: Double(size.width), height: Double(size.height))

        // Use what might pull Foundation in: the geocoder and the info
        // cards' text (the flip), the search index and its text matching.
        try app.click(x: layout.radar.center.x, y: layout.radar.center.y)
        try app.waitForTrace("both flips") { log in
            log.events(named: "transitionEnded").contains { $0.string("to") == "antipodeGeoInfo" }
        }
        try app.key("ctrl+f")
        try app.waitForTrace(timeout: 30, "search index built") { !$0.events(named: "searchIndexReady").isEmpty }

        let mapped = try Self.mappedLibraries(of: app.process.processIdentifier)
        XCTAssertTrue(mapped.contains("libgtk-3.so"), "the maps were not read: \(mapped.sorted())")
        XCTAssertEqual(mapped.intersection(Self.unwanted).sorted(), [], "the window maps Foundation")

        try app.key("Escape")
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0)
    }

    func testLocateMapsNoFoundationWhileItWritesItsAnswer() throws {
        // The process is caught at its last step, writing the answer: its
        // standard output is a pipe filled beforehand, so that write blocks
        // until the test has read the maps and drains the pipe.
        let output = Pipe()
        let filler = Data(repeating: UInt8(ascii: "."), count: 65536)  // a Linux pipe's default capacity
        output.fileHandleForWriting.write(filler)
        let process = Process()
        process.executableURL = AppProcess.executableURL
        process.arguments = ["locate", "40.4168", "-3.7038"]
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "zh_CN.UTF-8"  // translations and grouped numbers too
        process.environment = environment
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()

        let pid = process.processIdentifier
        try Self.waitUntilWritingToStandardOutput(pid)
        let mapped = try Self.mappedLibraries(of: pid)

        // Drain the pipe so the process can finish.
        let drained = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let answer = String(decoding: drained.dropFirst(filler.count), as: UTF8.self)
        XCTAssertTrue(answer.contains("3,255,944"), answer)

        XCTAssertTrue(mapped.contains("libswiftCore.so"), "the maps were not read: \(mapped.sorted())")
        XCTAssertEqual(mapped.intersection(Self.unwanted).sorted(), [], "tunnel locate maps Foundation")
    }

    func testExecutableNeedsNoFoundationInAnyMode() throws {
        // Every mode (window, locate, render, help) starts from the same
        // executable: what the loader resolves for it is mapped in all.
        let ldd = try Tool.run("ldd", AppProcess.executableURL.path)
        let needed = Set(ldd.split(separator: "\n").compactMap { line in
            line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Self.libraryName(String($0)) }
        })
        XCTAssertTrue(needed.contains("libswiftCore.so"), ldd)
        XCTAssertEqual(needed.intersection(Self.unwanted).sorted(), [], ldd)
    }

    // MARK: Helpers

    /// The shared objects process `pid` maps, by name without version
    /// (`libgtk-3.so`, `libswiftCore.so`).
    private static func mappedLibraries(of pid: Int32) throws -> Set<String> {
        // cat, not String(contentsOfFile:): a /proc file reports size 0.
        let maps = try Tool.run("cat", "/proc/\(pid)/maps")
        return Set(maps.split(separator: "\n").compactMap { line in
            line.split(separator: " ").dropFirst(5).first.flatMap { Self.libraryName(String($0)) }
        })
    }

    /// `libgtk-3.so` for `/usr/lib/x86_64-linux-gnu/libgtk-3.so.0.2404.29`;
    /// nil for what is not a shared object.
    private static func libraryName(_ path: String) -> String? {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let end = file.range(of: ".so") else { return nil }
        return String(file[..<end.upperBound])
    }

    /// Waits until process `pid` sits in write(2) on its standard output
    /// (`/proc/PID/syscall` starts with the syscall number 1 and fd 0x1).
    private static func waitUntilWritingToStandardOutput(_ pid: Int32, timeout: TimeInterval = 20) throws {
        var last = ""
        let blocked = Polling.until(timeout: timeout, every: 0.02) { () -> Bool? in
            last = (try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8)) ?? ""
            return last.hasPrefix("1 0x1 ") ? true : nil
        }
        if blocked != nil { return }
        throw HarnessError("tunnel locate never blocked writing its answer; /proc/\(pid)/syscall: \(last)")
    }
}
