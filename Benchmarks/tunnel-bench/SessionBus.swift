import Foundation

/// One private D-Bus session bus for a whole benchmark run.
///
/// A GtkApplication registers on the session bus during start-up; with no
/// bus in the environment GLib autolaunches one, a cost of tens of
/// milliseconds that the `empty-gtk-window` yardstick (no GtkApplication)
/// never pays. Running both programs under the same already-running bus
/// measures start-up, not bus autolaunch, and keeps the desktop's real bus
/// (if any) out of the benchmark.
///
/// While it runs, its address is this process's `DBUS_SESSION_BUS_ADDRESS`,
/// which every program the benchmark launches inherits.
final class SessionBus {
    private let daemon = Process()
    /// The bus's address.
    let address: String
    /// The environment's address before, put back by ``stop()``.
    private let previous: String?

    /// Starts `dbus-daemon --session` and exports its address, or returns
    /// nil when it cannot run.
    init?() {
        previous = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        daemon.arguments = ["dbus-daemon", "--session", "--nofork", "--print-address=1"]
        let output = Pipe()
        daemon.standardOutput = output
        daemon.standardError = FileHandle.nullDevice
        do { try daemon.run() } catch { return nil }
        // The daemon prints its address as one line once it listens.
        var line = Data()
        let handle = output.fileHandleForReading
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !address.isEmpty else {
            daemon.terminate()
            return nil
        }
        self.address = address
        setenv("DBUS_SESSION_BUS_ADDRESS", address, 1)
    }

    /// Ends the daemon and restores the environment.
    func stop() {
        if let previous {
            setenv("DBUS_SESSION_BUS_ADDRESS", previous, 1)
        } else {
            unsetenv("DBUS_SESSION_BUS_ADDRESS")
        }
        if daemon.isRunning {
            daemon.terminate()
            daemon.waitUntilExit()
        }
    }

    deinit { stop() }
}
