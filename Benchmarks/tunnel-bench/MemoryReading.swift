/// What the window costs the user at one moment, in MB: its own memory and
/// the display server's PSS growth since just before it was launched
/// (pixels the window makes the server hold still cost the user).
struct MemoryReading {
    /// The window's PSS, private dirty memory and RSS.
    let window: ProcessMemory
    /// The display server's PSS now, less its PSS before the launch.
    let serverGrowth: Double

    /// Private dirty memory plus the server's growth: what the kernel
    /// cannot reclaim on the window's account, which each excursion must
    /// give back.
    var unreclaimable: Double { window.privateDirty + serverGrowth }

    /// Reads the window `pid` once its memory has settled, then the server
    /// `serverPID` once its has, against the server's PSS `serverBaseline`
    /// before the launch; nil when either is gone.
    static func settled(pid: Int32, serverPID: Int32, serverBaseline: Double) -> MemoryReading? {
        guard let window = ProcessMemory.settled(pid: pid),
              let server = ProcessMemory.settled(pid: serverPID, limit: 3)
        else { return nil }
        return MemoryReading(window: window, serverGrowth: server.proportional - serverBaseline)
    }

    /// One line: every figure of the reading.
    func line(_ label: String) -> String {
        String(
            format: "  %@: private dirty %.1f MB + server %+.1f MB = %.1f MB; PSS %.1f MB; RSS %.1f MB",
            label, window.privateDirty, serverGrowth, unreclaimable, window.proportional, window.resident)
    }
}
