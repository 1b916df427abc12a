import DisplayTesting
import Foundation
import Geo
@testable import TunnelApp
import TunnelCore
import XCTest

/// The command line and the app in hostile surroundings (issue 13): odd
/// numbers, huge arguments, signals, full disks, closed streams, no display,
/// FIFOs where files should be. Each case ends cleanly: a status, one line on
/// standard error, no hang, nothing left behind.
final class HostileSurroundingsTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var directory: URL { scratch.url }

    override func setUpWithError() throws {
        scratch = try ScratchFolder("tunnel-hostile")
    }

    override func tearDown() {
        scratch.remove()
    }

    /// Runs `tunnel` through `/bin/sh` (so a test can redirect or close its
    /// streams: `$TUNNEL locate 1 2 >&-`) with no display; waits at most `timeout`.
    private func shell(
        _ script: String, environment extra: [String: String] = [:], timeout: TimeInterval = 60
    ) throws -> (status: Int32, output: String, errors: String) {
        let outcome = try Tool.execute(
            URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script],
            environment: ["TUNNEL": AppProcess.executableURL.path].merging(extra) { $1 },
            unsetting: ["DISPLAY", "WAYLAND_DISPLAY"], timeout: timeout)
        if outcome.timedOut { XCTFail("'\(script)' did not finish within \(timeout) s") }
        return (outcome.status, outcome.standardOutput, outcome.standardError)
    }

    private func assertOneLine(_ errors: String, contains expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(errors.filter { $0 == "\n" }.count, 1, "one line: \(errors.prefix(500))", file: file, line: line)
        XCTAssertTrue(errors.contains(expected), "expected '\(expected)' in: \(errors.prefix(500))", file: file, line: line)
    }

    // MARK: Coordinates

    func testNegativeInfinityAndNaNAreNotFiniteNumbersNotOptions() throws {
        let output = directory.appendingPathComponent("x.png").path
        for (script, expected) in [
            ("$TUNNEL locate -inf 0", "latitude is not a finite number"),
            ("$TUNNEL locate 0 -infinity", "longitude is not a finite number"),
            ("$TUNNEL locate -nan,5", "latitude is not a finite number"),
            ("$TUNNEL --at -inf,0", "latitude is not a finite number"),
            ("$TUNNEL open --at 5,-NaN", "longitude is not a finite number"),
            ("$TUNNEL render --at -inf,0 --output \(output)", "latitude is not a finite number"),
        ] {
            let run = try shell(script)
            XCTAssertEqual(run.status, 2, "\(script): \(run.errors)")
            XCTAssertEqual(run.output, "", script)
            assertOneLine(run.errors, contains: expected)
        }
    }

    func testNegativeAndHumanCoordinatesWorkExactlyAsTyped() throws {
        for script in ["$TUNNEL locate -33.86 151.21", "$TUNNEL locate 33.86S 151.21E", "$TUNNEL locate -33.86,151.21 --json"] {
            let run = try shell(script)
            XCTAssertEqual(run.status, 0, "\(script): \(run.errors)")
            XCTAssertTrue(run.output.contains("AU"), "\(script): \(run.output)")
        }
        // `--at` takes the negative pair as its value: what stops the window
        // here is the missing display, not the argument.
        let open = try shell("$TUNNEL --at -33.86,151.21")
        XCTAssertEqual(open.status, 1, open.errors)
        XCTAssertEqual(open.errors, "tunnel: cannot open a display (DISPLAY is not set)\n")
    }

    func testAHugeCoordinateIsQuotedOnlyAsAShortPrefix() throws {
        let huge = String(repeating: "7", count: 100_000) + "x"
        for script in ["$TUNNEL locate \(huge) 0", "$TUNNEL --at \(huge),0", "$TUNNEL locate --\(huge)"] {
            let run = try shell(script)
            XCTAssertEqual(run.status, 2, String(run.errors.prefix(300)))
            XCTAssertEqual(run.errors.filter { $0 == "\n" }.count, 1)
            XCTAssertLessThan(run.errors.count, 400, String(run.errors.prefix(500)))
        }
    }

    // MARK: World data that is not what it claims to be

    /// A data folder with the real world files linked in, except `file`,
    /// which `make` creates at the given path.
    private func dataFolder(replacing file: String, with make: (String) throws -> Void) throws -> URL {
        let folder = directory.appendingPathComponent("data-\(UUID().uuidString)")
        let world = folder.appendingPathComponent("world")
        try FileManager.default.createDirectory(at: world, withIntermediateDirectories: true)
        for name in AssetLocator.worldFileNames where name != file {
            try FileManager.default.createSymbolicLink(
                atPath: world.appendingPathComponent(name).path, withDestinationPath: AssetLocator.default.worldFile(name))
        }
        try make(world.appendingPathComponent(file).path)
        return folder
    }

    func testAFIFOAssetEndsLocateAndRenderWithOneLineNamingIt() throws {
        let data = try dataFolder(replacing: "places.bin") { XCTAssertEqual(mkfifo($0, 0o644), 0) }
        let output = directory.appendingPathComponent("fifo.png").path
        for script in ["$TUNNEL locate 10 10", "$TUNNEL render --at 10,10 --output \(output)"] {
            let run = try shell(script, environment: ["TUNNEL_DATA_DIR": data.path], timeout: 30)
            XCTAssertEqual(run.status, 1, "\(script): \(run.errors)")
            assertOneLine(run.errors, contains: "world/places.bin: cannot be read (it is a FIFO, not a regular file)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testASparseHugeAssetIsRefusedUnderAnAddressSpaceLimit() throws {
        let data = try dataFolder(replacing: "places.bin") { path in
            let real = try Data(contentsOf: URL(fileURLWithPath: AssetLocator.default.worldFile("places.bin")))
            try real.prefix(4096).write(to: URL(fileURLWithPath: path))
            XCTAssertEqual(truncate(path, 3 << 30), 0)
        }
        let started = Date()
        let run = try shell("ulimit -v 2000000; $TUNNEL locate 10 10", environment: ["TUNNEL_DATA_DIR": data.path], timeout: 30)
        XCTAssertEqual(run.status, 1, run.errors)
        assertOneLine(run.errors, contains: "world/places.bin: size mismatch: 3221225472 bytes")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }

    func testTheWindowOpensDespiteAFIFOAssetAndAFIFOStateFile() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "needs Xvfb (meson-helpers/with-xvfb.sh)")
        let data = try dataFolder(replacing: "places.bin") { XCTAssertEqual(mkfifo($0, 0o644), 0) }
        let state = directory.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state.appendingPathComponent("tunnel"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(state.appendingPathComponent("tunnel/state.ini").path, 0o644), 0)
        let app = try AppProcess(environment: ["TUNNEL_DATA_DIR": data.path], stateDirectory: state)
        try app.waitForWindow(timeout: 30)
        XCTAssertTrue(app.stderr.contains("places.bin: cannot be read (it is a FIFO, not a regular file)"), app.stderr)
        app.process.terminate()
        _ = try app.waitForExit(timeout: 20)
    }

    // MARK: render

    func testRenderRefusesMoreThanThePixelCapAndNamesIt() throws {
        let started = Date()
        let run = try shell("$TUNNEL render --at 10,10 --size 8191x8191 --scale 4 --output \(directory.path)/big.png")
        XCTAssertEqual(run.status, 2, run.errors)
        assertOneLine(run.errors, contains: "the limit is \(RenderCommand.maximumPixels) (7680×4320)")
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix("png") || $0.contains(".part-") }, [])
    }

    func testATerminatedRenderLeavesNoPartFileBehind() throws {
        for signal in [SIGTERM, SIGINT] {
            let output = directory.appendingPathComponent("big-\(signal).png")
            let process = Process()
            process.executableURL = AppProcess.executableURL
            process.arguments = ["render", "--at", "10,10", "--size", "3840x2160", "--scale", "2", "--output", output.path]
            var environment = ProcessInfo.processInfo.environment
            environment.removeValue(forKey: "DISPLAY")
            process.environment = environment
            process.standardError = FileHandle.nullDevice
            try process.run()
            let partFile = output.path + ".part-\(process.processIdentifier)"
            // Asked often: the part file lives only as long as the render.
            _ = Polling.until(timeout: 30, every: 0.005) {
                FileManager.default.fileExists(atPath: partFile) || !process.isRunning ? true : nil
            }
            XCTAssertTrue(FileManager.default.fileExists(atPath: partFile), "the part file appears while rendering")
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 128 + signal)
            XCTAssertFalse(FileManager.default.fileExists(atPath: partFile), "part file left behind after signal \(signal)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
        }
    }

    /// A small tmpfs mounted for the test (root only; skipped otherwise).
    private func mountTmpfs(_ options: String) throws -> URL {
        let mountPoint = directory.appendingPathComponent("mnt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        let status = mount("tmpfs", mountPoint.path, "tmpfs", 0, options)
        try XCTSkipIf(status != 0, "cannot mount a tmpfs here (needs root): \(String(cString: strerror(errno)))")
        addTeardownBlock { umount(mountPoint.path) }
        return mountPoint
    }

    /// Legal names write: one of 252 bytes, whose temporary name would pass
    /// the file system's 255, a path of 4,091 bytes, and bytes that are not
    /// UTF-8, kept exactly. A name of thousands of characters is quoted only
    /// by its start.
    func testRenderWritesEveryLegalFileNameAsTyped() throws {
        let folder = directory.appendingPathComponent("names")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let render = "$TUNNEL render --at 1,2 --size 100x100 --output"
        let long = String(repeating: "a", count: 248) + ".png"
        let named = try shell("cd '\(folder.path)' && \(render) \(long)")
        XCTAssertEqual(named.status, 0, named.errors)
        let bytes = try shell("cd '\(folder.path)' && \(render) \"$(printf 'out-\\377.png')\" && ls | grep -a '^out' | od -An -c | tr -s ' '")
        XCTAssertEqual(bytes.status, 0, bytes.errors)
        XCTAssertTrue(bytes.output.contains("o u t - 377 . p n g"), bytes.output)
        // Folders of 200 characters down to a path of 4,091 bytes.
        var deep = folder.path
        while deep.utf8.count < 3800 { deep += "/" + String(repeating: "d", count: 200) }
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        let file = deep + "/" + String(repeating: "e", count: 4091 - deep.utf8.count - 5) + ".png"
        XCTAssertEqual(file.utf8.count, 4091)
        let deepRender = try shell("\(render) '\(file)'")
        XCTAssertEqual(deepRender.status, 0, deepRender.errors)
        XCTAssertTrue(FileManager.default.fileExists(atPath: file))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertFalse(names.contains { $0.contains(".part-") }, "\(names)")
        let tooLong = try shell("cd '\(folder.path)' && \(render) \(String(repeating: "b", count: 5000)).png")
        XCTAssertEqual(tooLong.status, 1)
        assertOneLine(tooLong.errors, contains: "File name too long")
        XCTAssertLessThan(tooLong.errors.count, 200, tooLong.errors)
    }

    func testRenderWriteErrorsSayWhy() throws {
        // Rendering happens only after the part file was created; the PNG
        // itself is what no longer fits.
        let full = try mountTmpfs("size=64k")
        let run = try shell("$TUNNEL render --at 10,10 --size 1200x700 --output \(full.path)/map.png")
        XCTAssertEqual(run.status, 1, run.errors)
        assertOneLine(run.errors, contains: "No space left on device")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: full.path), [])

        let readOnly = try mountTmpfs("ro,size=64k")
        let refused = try shell("$TUNNEL render --at 10,10 --output \(readOnly.path)/map.png")
        XCTAssertEqual(refused.status, 1, refused.errors)
        assertOneLine(refused.errors, contains: "Read-only file system")
    }

    // MARK: Standard output

    func testLocateReportsAFailedWriteToStandardOutput() throws {
        let full = try shell("$TUNNEL locate 10 10 > /dev/full")
        XCTAssertEqual(full.status, 1, full.errors)
        assertOneLine(full.errors, contains: "No space left on device")

        let closed = try shell("$TUNNEL locate 10 10 >&-")
        XCTAssertEqual(closed.status, 1, closed.errors)
        assertOneLine(closed.errors, contains: "Bad file descriptor")
    }

    /// Twenty thousand arguments are refused at once, in one line, however
    /// they look: the parser's time grows with their square.
    func testThousandsOfArgumentsAreRefusedAtOnce() throws {
        for script in [
            "$TUNNEL locate $(yes 1.0 2>/dev/null | head -n 20000)",
            "$TUNNEL locate 1 2 $(yes -- --json 2>/dev/null | head -n 20000)",
        ] {
            let began = Date()
            let refused = try shell(script, timeout: 20)
            XCTAssertLessThan(Date().timeIntervalSince(began), 2, script)
            XCTAssertEqual(refused.status, 2, refused.errors)
            XCTAssertEqual(refused.output, "")
            assertOneLine(refused.errors, contains: "too many arguments:")
        }
        // A command line of the most arguments allowed is still parsed.
        let most = try shell("$TUNNEL locate 1 2 $(yes -- --json 2>/dev/null | head -n 253)")
        XCTAssertEqual(most.status, 0, most.errors)
    }

    /// Help, the version and the completion scripts written nowhere are an
    /// error too, with one line naming why.
    func testHelpAndVersionReportAFailedWriteToStandardOutput() throws {
        for arguments in ["--version", "--help", "locate --help", "render --help", "--generate-completion-script fish"] {
            let full = try shell("$TUNNEL \(arguments) > /dev/full")
            XCTAssertEqual(full.status, 1, "\(arguments): \(full.errors)")
            assertOneLine(full.errors, contains: "cannot write to standard output: No space left on device")
            let closed = try shell("$TUNNEL \(arguments) >&-")
            XCTAssertEqual(closed.status, 1, "\(arguments): \(closed.errors)")
            assertOneLine(closed.errors, contains: "Bad file descriptor")
        }
        let written = try shell("$TUNNEL --version")
        XCTAssertEqual(written.status, 0, written.errors)
        XCTAssertFalse(written.output.isEmpty)
        XCTAssertEqual(written.errors, "")
    }

    // MARK: The window's surroundings

    func testWithNoDisplayTheAppSaysSoInOneLine() throws {
        let unset = try shell("$TUNNEL")
        XCTAssertEqual(unset.status, 1)
        XCTAssertEqual(unset.errors, "tunnel: cannot open a display (DISPLAY is not set)\n")

        let broken = try shell("$TUNNEL", environment: ["DISPLAY": ":4242"])
        XCTAssertEqual(broken.status, 1)
        XCTAssertEqual(broken.errors, "tunnel: cannot open a display (DISPLAY=:4242 failed)\n")
    }

    /// The window's start-up work begins before the options are parsed;
    /// a bad start ends it, and the process, with the usage error alone.
    func testABadStartIsOneLineAndStatusTwoWithNothingFromTheWork() throws {
        let outOfRange = try shell("$TUNNEL --at 91,0", environment: ["LANGUAGE": "en", "LANG": "C.UTF-8"])
        XCTAssertEqual(outOfRange.status, 2, outOfRange.errors)
        XCTAssertEqual(outOfRange.errors, "tunnel: --at: latitude 91 is out of range (must be between -90 and 90)\n")
        XCTAssertEqual(outOfRange.output, "")

        let unknown = try shell("$TUNNEL --at Nowherevillexyz", environment: ["LANGUAGE": "en", "LANG": "C.UTF-8"])
        XCTAssertEqual(unknown.status, 2, unknown.errors)
        assertOneLine(unknown.errors, contains: "no place named")
    }

    func testStateFolderErrorsArePlainWords() throws {
        let blocker = directory.appendingPathComponent("file")
        try Data().write(to: blocker)
        let reason = try XCTUnwrap(RememberedState().save(to: blocker.appendingPathComponent("tunnel/state.ini")))
        XCTAssertTrue(reason.hasSuffix("\(blocker.path): Not a directory"), reason)
        XCTAssertFalse(reason.contains("NSCocoaErrorDomain"), reason)
        XCTAssertFalse(reason.contains("error 512"), reason)
    }

    func testAStateFileThatIsAFIFODoesNotHang() throws {
        let fifo = directory.appendingPathComponent("state.ini")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        let started = Date()
        XCTAssertEqual(RememberedState.load(from: fifo), RememberedState())
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    /// With no runtime folder and a cache folder that cannot be written,
    /// the window opens with no critical from dconf, as an empty GTK window
    /// does: nothing makes dconf write.
    func testNoRuntimeFolderAndAnUnwritableCacheWakeNoDconf() throws {
        let file = directory.appendingPathComponent("a-file")
        try Data().write(to: file)
        let app = try AppProcess(environment: [
            "TUNNEL_TRACE": "1", "G_DEBUG": "fatal-criticals", "XDG_RUNTIME_DIR": "",
            "XDG_CACHE_HOME": file.appendingPathComponent("cache").path,
        ])
        try app.waitForWindow()
        try app.waitForTrace("the first frame") { !$0.events(named: "firstFrame").isEmpty }
        try app.key("ctrl+q")
        XCTAssertEqual(try app.waitForExit(), 0, app.stderr)
        XCTAssertFalse(app.stderr.contains("dconf"), app.stderr)
        XCTAssertFalse(app.stderr.contains("CRITICAL"), app.stderr)
    }

    /// After a window grows huge and shrinks back, the X server does not
    /// keep the pixels it held for the huge size: the info cards'
    /// backgrounds, drawn ahead for each size the panes settle at, are let
    /// go. Measured as the client's pixmap bytes the server accounts to it
    /// (X-Resource, read by xrestop): Xvfb's own heap may keep freed memory
    /// from the system, which no client can give back.
    func testTheServerLetsGoOfAHugeWindowsPixelsOnceItShrinks() throws {
        let app = try AppProcess(environment: ["TUNNEL_TRACE": "1"])
        try app.waitForWindow()
        func pixmapMegabytes() throws -> Double {
            let report = try Tool.run("xrestop", "-b", "-m", "1")
            // xrestop pads the PID to five places: "Tunnel ( PID: 4808 ):", "( PID:30854 ):".
            let pid = "\(app.process.processIdentifier)"
            let own = try XCTUnwrap(
                report.components(separatedBy: "\n\n").first { block in
                    guard let header = block.split(separator: "\n").first, let start = header.range(of: "PID:") else { return false }
                    return header[start.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " ):")) == pid
                },
                "xrestop does not list the app:\n\(report)")
            let line = try XCTUnwrap(own.split(separator: "\n").first { $0.contains("pixmap bytes") })
            return try XCTUnwrap(Double(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")) / 1_048_576
        }
        func resize(_ width: Int, _ height: Int) throws {
            let prepared = app.trace.events(named: "infoCardsPrepared").count
            try app.resizeContent(width: width, height: height)
            try app.waitForTrace("the cards prepared at \(width)×\(height)") {
                $0.events(named: "infoCardsPrepared").count > prepared
            }
            try app.waitForQuiet()
        }
        try resize(700, 900)
        let before = try pixmapMegabytes()
        try resize(6000, 4000)
        XCTAssertGreaterThan(try pixmapMegabytes(), before + 20, "the huge window's pixels were never drawn")
        try resize(700, 900)
        let after = try pixmapMegabytes()
        XCTAssertLessThan(after, before * 1.5, "the X server kept \(after) MB of pixmaps for the app, \(before) MB before")
    }

    func testAHugeRememberedWindowIsClampedToTheScreen() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "needs Xvfb (meson-helpers/with-xvfb.sh)")
        let state = directory.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state.appendingPathComponent("tunnel"), withIntermediateDirectories: true)
        try "[window]\nwidth=20000\nheight=20000\n".write(
            to: state.appendingPathComponent("tunnel/state.ini"), atomically: true, encoding: .utf8)
        let started = Date()
        let app = try AppProcess(stateDirectory: state)
        try app.waitForWindow(timeout: 30)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "a clamped window opens promptly")
        let size = try app.windowSize()
        let screen = try Tool.run("xdotool", "getdisplaygeometry").split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        XCTAssertEqual(screen.count, 2)
        XCTAssertLessThanOrEqual(size.width, screen[0])
        XCTAssertLessThanOrEqual(size.height, screen[1])
        try app.requestClose()
        _ = try app.waitForExit(timeout: 20)
    }

    @MainActor
    func testABrokenMarineFIFOFailsTheLookUpInsteadOfWaitingForever() throws {
        // All world data as installed, but marine.bin is a FIFO nobody writes.
        let world = directory.appendingPathComponent("world")
        try FileManager.default.createDirectory(at: world, withIntermediateDirectories: true)
        for file in AssetLocator.worldFileNames where file != "marine.bin" {
            try FileManager.default.createSymbolicLink(
                atPath: world.appendingPathComponent(file).path, withDestinationPath: AssetLocator.default.worldFile(file))
        }
        XCTAssertEqual(mkfifo(world.appendingPathComponent("marine.bin").path, 0o644), 0)
        let locator = AssetLocator(directory: directory.path)
        let lookup = PlaceLookup(language: .english, scheduler: GLibScheduler.shared) { try ReverseGeocoder.load(from: locator) }
        var outcome: Result<LocationDescription, PlaceLookup.Failure>?
        lookup.describe(Coordinate(latitude: 10, longitude: 10)) { outcome = $0 }
        runMainLoop(timeout: 20) { outcome != nil }
        guard case .failure(let failure)? = outcome else {
            XCTFail("the look-up did not fail within 20 s: \(String(describing: outcome))")
            return
        }
        XCTAssertTrue(failure.description.contains("marine.bin"), failure.description)
        XCTAssertTrue(failure.description.contains("FIFO"), failure.description)
    }
}
