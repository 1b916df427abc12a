/// What a command printed and how it ended, captured so tests (and other
/// front ends) can check it without spawning a process.
public struct CommandOutput: Sendable, Equatable {
    /// Everything written to standard output.
    public var standardOutput: String
    /// Everything written to standard error.
    public var standardError: String
    /// The process exit status: 0 success, 1 missing/corrupt data, 2 bad input.
    public var exitCode: Int32

    /// Creates an output record.
    public init(standardOutput: String = "", standardError: String = "", exitCode: Int32 = 0) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
    }
}
