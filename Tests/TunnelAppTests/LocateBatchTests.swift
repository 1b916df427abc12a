import Foundation
import Geo
import TunnelApp
import XCTest

/// `tunnel locate --batch`: one point per line in, one `--json` object per line out.
final class LocateBatchTests: XCTestCase {
    /// Every form `--at` takes, names included, answers exactly what
    /// `locate --json` answers for it; a bad line is reported by number and
    /// the others are still answered.
    func testEachLineIsAnsweredAsLocateJSONAndBadLinesAreReportedByNumber() {
        let lines = [
            "-33.86,151.21", "33.86S 151.21E", "", "abc 8", #"33°51'36"S, 151°12'36"E"#, "  Madrid  ",
            "Qqqqxzzzqj", "-33.86 151.21\r", "91,0",
        ]
        // One moment for every answer: the Sun moves 0.01° in about two seconds.
        let moment = ["--time", "2026-06-21T12:00:00Z"]
        let output = LocateCommand.execute(["--batch"] + moment, input: lines.joined(separator: "\n"))
        XCTAssertEqual(output.exitCode, 2, "some lines failed")
        let answers = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(answers.last, "", "every answer ends its line")
        let single = [
            ["-33.86,151.21"], ["33.86S", "151.21E"], [#"33°51'36"S"#, #"151°12'36"E"#], ["Madrid"], ["-33.86", "151.21"],
        ].map { LocateCommand.execute($0 + ["--json"] + moment) }
        XCTAssertEqual(answers.dropLast().map { String($0) + "\n" }, single.map(\.standardOutput))
        XCTAssertEqual(
            output.standardError.split(separator: "\n").map(String.init),
            [
                "tunnel locate: line 4: latitude 'abc' is not understood (expected e.g. -33.86, 33.86S or 33°51'36\"S)",
                "tunnel locate: line 7: no place named “Qqqqxzzzqj”",
                "tunnel locate: line 9: latitude 91 is out of range (must be between -90 and 90)",
            ])
    }

    func testAllGoodLinesExitZeroAndEmptyInputAnswersNothing() {
        let good = LocateCommand.execute(["--batch", "--language", "zh"], input: "40.4168,-3.7038\n\n   \n")
        XCTAssertEqual(good.exitCode, 0, good.standardError)
        XCTAssertEqual(good.standardError, "")
        XCTAssertTrue(good.standardOutput.contains("\"country\": \"西班牙\""), good.standardOutput)
        XCTAssertEqual(good.standardOutput.filter { $0 == "\n" }.count, 1)
        XCTAssertEqual(LocateCommand.execute(["--batch"], input: ""), CommandOutput())
    }

    func testBatchTakesNoCoordinatesAndOverlongLinesAreBadLines() {
        let both = LocateCommand.execute(["--batch", "56", "8"])
        XCTAssertEqual(both.exitCode, 2)
        XCTAssertEqual(both.standardOutput, "")
        XCTAssertEqual(both.standardError, "tunnel locate: --batch reads its points from standard input: give none as arguments\n")
        let long = LocateCommand.execute(["--batch"], input: String(repeating: "9", count: 5000) + "\n56,8\n")
        XCTAssertEqual(long.exitCode, 2)
        XCTAssertEqual(long.standardError, "tunnel locate: line 1: longer than 4,096 bytes\n")
        XCTAssertEqual(long.standardOutput.filter { $0 == "\n" }.count, 1)
    }

    func testMissingDataEndsTheBatchWithStatusOne() {
        let missing = LocateCommand.execute(
            ["--batch"], input: "56,8\n",
            geocoder: Result { () throws(AssetError) in try ReverseGeocoder.load(from: AssetLocator(directory: "/nonexistent")) })
        XCTAssertEqual(missing.exitCode, 1)
        XCTAssertEqual(missing.standardOutput, "")
        XCTAssertTrue(missing.standardError.contains("/nonexistent/world"), missing.standardError)
        // A name needs the place index: without it that line fails with 1, the others are answered.
        let names = LocateCommand.execute(
            ["--batch"], input: "Madrid\n56,8\nabc 8\n",
            places: Result { () throws(AssetError) in try PlaceSearchIndex.load(from: AssetLocator(directory: "/nonexistent")) })
        XCTAssertEqual(names.exitCode, 1)
        XCTAssertEqual(names.standardOutput.filter { $0 == "\n" }.count, 1)
        XCTAssertTrue(names.standardError.hasPrefix("tunnel locate: line 1: "), names.standardError)
        XCTAssertTrue(names.standardError.contains("tunnel locate: line 3: latitude 'abc'"), names.standardError)
    }

    /// Thousands of seeded points, one bad line in every hundred, through the
    /// real binary's standard input: every good line answered in order, every
    /// bad one reported, and the time per point printed.
    func testThousandsOfPointsThroughTheBinary() throws {
        var generator = SplitMix(seed: 50)
        var lines: [String] = []
        var bad: [Int] = []
        for number in 1...5_000 {
            if number % 100 == 37 {
                lines.append("\(number)x, 8")
                bad.append(number)
            } else {
                let latitude = generator.uniform(-90, 90), longitude = generator.uniform(-180, 180)
                lines.append(String(format: "%.5f,%.5f", latitude, longitude))
            }
        }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("batch-\(UUID().uuidString).txt")
        try (lines.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: input) }

        let started = Date()
        let run = try Self.runBinary(["locate", "--batch"], standardInput: input)
        let seconds = Date().timeIntervalSince(started)
        XCTAssertEqual(run.status, 2, run.errors)
        let errors = run.errors.split(separator: "\n")
        XCTAssertEqual(errors.count, bad.count)
        for (message, number) in zip(errors, bad) {
            XCTAssertTrue(message.hasPrefix("tunnel locate: line \(number): latitude '\(number)x'"), String(message))
        }
        let answers = run.output.split(separator: "\n")
        XCTAssertEqual(answers.count, lines.count - bad.count)
        let good = lines.enumerated().filter { !bad.contains($0.offset + 1) }.map(\.element)
        for (answer, line) in zip(answers, good).enumerated().filter({ $0.offset % 250 == 0 }).map(\.element) {
            let object = try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any]
            let point = try XCTUnwrap(object?["point"] as? [String: Any])
            let typed = line.split(separator: ",").compactMap { Double($0) }
            XCTAssertEqual(point["latitude"] as? Double ?? .nan, typed[0], accuracy: 1e-9)
            XCTAssertEqual(point["longitude"] as? Double ?? .nan, typed[1], accuracy: 1e-9)
        }
        print("locate --batch: \(lines.count) lines in \(String(format: "%.2f", seconds)) s (start-up included)")
    }

    /// A script that sends one point and waits is answered before it sends the next.
    func testAnswersComeAsEachLineArrives() throws {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["locate", "--batch"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        for point in ["56,8", "-33.86,151.21"] {
            input.fileHandleForWriting.write(Data((point + "\n").utf8))
            let line = try Self.readLine(from: output.fileHandleForReading, timeout: 20)
            XCTAssertTrue(line.hasPrefix("{\"point\": {\"latitude\": \(point.split(separator: ",")[0]),"), line)
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }

    // MARK: Support

    static var executable: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for directory in [bundle, bundle.deletingLastPathComponent()] {
            let candidate = directory.appendingPathComponent("tunnel")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return bundle.appendingPathComponent("tunnel")
    }

    /// Runs `tunnel` with no display, in English, reading `standardInput`.
    static func runBinary(_ arguments: [String], standardInput: URL) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["LANG"] = "C"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let directory = FileManager.default.temporaryDirectory
        let out = directory.appendingPathComponent("batch-out-\(UUID().uuidString)")
        let err = directory.appendingPathComponent("batch-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        process.standardInput = try FileHandle(forReadingFrom: standardInput)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: try Data(contentsOf: out), as: UTF8.self),
            String(decoding: try Data(contentsOf: err), as: UTF8.self)
        )
    }

    /// One line from `handle`, failing after `timeout` seconds.
    static func readLine(from handle: FileHandle, timeout: TimeInterval) throws -> String {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        var poller = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
        while Date() < deadline {
            guard poll(&poller, 1, 100) > 0 else { continue }
            var byte: UInt8 = 0
            guard read(handle.fileDescriptor, &byte, 1) == 1 else { break }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        throw NSError(domain: "LocateBatchTests", code: 1, userInfo: [NSLocalizedDescriptionKey: "no answer line within \(timeout) s"])
    }
}

/// A small seeded generator (SplitMix64), so a sample is the same on every run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in `low ..< high`.
    mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(next() >> 11) / Double(1 << 53)
    }
}
