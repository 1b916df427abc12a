import ArgumentParser
import TunnelCore

extension CommandOutput {
    /// Writes the captured output to the process's standard output and
    /// error and ends with its status, for a subcommand's `run()`.
    /// An answer that cannot be written (a full disk, a closed pipe) is
    /// one line naming the reason and status 1: the user must not take an
    /// empty or cut answer for the whole one.
    func deliver(as command: String) throws {
        if !standardOutput.isEmpty, let failure = StandardStreams.writeAll(standardOutput, to: 1) {
            StandardStreams.writeAll(
                "tunnel \(command): "
                    + localized("cannot write the answer to standard output: {reason}", ["reason": failure]) + "\n",
                to: 2)
            throw ExitCode(1)
        }
        if !standardError.isEmpty { StandardStreams.writeAll(standardError, to: 2) }
        if exitCode != 0 { throw ExitCode(exitCode) }
    }
}
