public import Foundation

/// A test-harness failure with a readable reason.
public struct HarnessError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
    /// Creates an error saying `description`.
    public init(_ description: String) { self.description = description }
}

/// Runs command-line tools for the harness: the tests' one way to run a
/// program to its end and read what it wrote.
public enum Tool {
    /// `/usr/bin/env`, to name a tool as a shell would and let `PATH` find it.
    public static let env = URL(fileURLWithPath: "/usr/bin/env")

    /// What a program that ran to its end (or was stopped) left behind,
    /// for a test to assert on.
    public struct Outcome: Sendable {
        /// Its exit status, or the signal that ended it.
        public let status: Int32
        /// All it wrote to standard output (and to standard error too, when
        /// the two were asked for together).
        public let standardOutput: String
        /// All it wrote to standard error; empty when it went to
        /// ``standardOutput``.
        public let standardError: String
        /// Whether it outlived its timeout and was terminated: the caller
        /// decides whether that fails the test.
        public let timedOut: Bool
    }

    /// Runs `executable` to its end and returns what it wrote and how it
    /// ended.
    ///
    /// Both streams go to temporary files, not pipes: a program that writes
    /// a lot to one stream while the test reads the other cannot stall.
    ///
    /// - Parameters:
    ///   - environment: variables laid over the test's own environment,
    ///     which the program otherwise inherits.
    ///   - unset: variables taken out of the test's environment before
    ///     `environment` is laid over it, for a program that must not see
    ///     what the test runs with (a display, a log level).
    ///   - currentDirectory: where it runs; the test's own when nil.
    ///   - timeout: seconds after which it is sent SIGTERM and waited for,
    ///     with ``Outcome/timedOut`` set; nil waits as long as it takes.
    ///     Not a hard bound: on Linux, Foundation's `Process` sees the
    ///     program end only when the children it left (a shell's `sleep`)
    ///     have ended too, as they inherit the descriptor it watches, and
    ///     SIGTERM reaches the program alone.
    ///   - mergingStandardError: standard error into standard output, in
    ///     the order written, for a log read as one.
    public static func execute(
        _ executable: URL, arguments: [String] = [], environment: [String: String] = [:],
        unsetting unset: Set<String> = [], currentDirectory: URL? = nil, timeout: TimeInterval? = nil,
        mergingStandardError: Bool = false
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var inherited = ProcessInfo.processInfo.environment
        for name in unset { inherited.removeValue(forKey: name) }
        process.environment = inherited.merging(environment) { $1 }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }

        let output = try CaptureFile("stdout")
        defer { output.remove() }
        let errors = mergingStandardError ? nil : try CaptureFile("stderr")
        defer { errors?.remove() }
        process.standardOutput = output.handle
        process.standardError = (errors ?? output).handle
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()

        var timedOut = false
        if let timeout, ended.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            timedOut = true
        }
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, standardOutput: try output.text(),
            standardError: try errors?.text() ?? "", timedOut: timedOut)
    }

    /// Runs `arguments` through `/usr/bin/env` and returns its standard output;
    /// throws with its standard error when it fails, unless `allowFailure`.
    @discardableResult
    public static func run(_ arguments: String..., allowFailure: Bool = false) throws -> String {
        try run(arguments, allowFailure: allowFailure)
    }

    /// As ``run(_:allowFailure:)-variadic``, with the arguments as an array.
    @discardableResult
    public static func run(_ arguments: [String], allowFailure: Bool = false) throws -> String {
        let outcome = try execute(env, arguments: arguments)
        if outcome.status != 0 && !allowFailure {
            throw HarnessError("\(arguments.joined(separator: " ")) failed (\(outcome.status)): \(outcome.standardError)")
        }
        return outcome.standardOutput
    }
}

/// A temporary file one of a program's streams is written to, read back
/// once the program has ended.
private struct CaptureFile {
    let url: URL
    let handle: FileHandle

    init(_ stream: String) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("tool-\(stream)-\(getpid())-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw HarnessError("cannot create \(url.path) for a program's \(stream)")
        }
        handle = try FileHandle(forWritingTo: url)
    }

    /// What was written, decoded leniently: a test asserts on text even
    /// when a program writes a stray byte that is not UTF-8.
    func text() throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    /// Closes and deletes the file.
    func remove() {
        try? handle.close()
        try? FileManager.default.removeItem(at: url)
    }
}
