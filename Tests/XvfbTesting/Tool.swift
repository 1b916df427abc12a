import Foundation

/// A test-harness failure with a readable reason.
public struct HarnessError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
    /// Creates an error saying `description`.
    public init(_ description: String) { self.description = description }
}

/// Runs command-line tools for the harness.
public enum Tool {
    /// Runs `arguments` through `/usr/bin/env` and returns its standard output;
    /// throws with its standard error when it fails, unless `allowFailure`.
    @discardableResult
    public static func run(_ arguments: String..., allowFailure: Bool = false) throws -> String {
        try run(arguments, allowFailure: allowFailure)
    }

    /// As ``run(_:allowFailure:)-variadic``, with the arguments as an array.
    @discardableResult
    public static func run(_ arguments: [String], allowFailure: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus != 0 && !allowFailure {
            throw HarnessError("\(arguments.joined(separator: " ")) failed (\(process.terminationStatus)): \(String(decoding: errorData, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
