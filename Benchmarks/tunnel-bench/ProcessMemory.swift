import Foundation

/// What a process's memory costs, from `/proc/PID/smaps_rollup`, in
/// megabytes.
///
/// - ``proportional`` (PSS): each resident page divided by the number of
///   processes that map it; pages shared with the display server (a
///   Wayland client's buffers) count half here and half there.
/// - ``privateDirty``: pages only this process holds and has written:
///   what the kernel cannot reclaim without swap.
/// - ``resident`` (RSS) counts clean file pages the kernel drops by itself:
///   printed, never a target.
struct ProcessMemory: Sendable {
    var resident: Double
    var proportional: Double
    var privateDirty: Double

    /// Reads `pid`'s rollup; nil when the process is gone or cannot be read.
    init?(pid: Int32) {
        guard let handle = FileHandle(forReadingAtPath: "/proc/\(pid)/smaps_rollup") else { return nil }
        // Read to the end: procfs files report size 0.
        let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        try? handle.close()
        var fields: [Substring: Double] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count >= 2, parts[0].hasSuffix(":"), let kilobytes = Double(parts[1]) else { continue }
            fields[parts[0].dropLast()] = kilobytes / 1024
        }
        guard let rss = fields["Rss"], let pss = fields["Pss"], let dirty = fields["Private_Dirty"] else { return nil }
        resident = rss
        proportional = pss
        privateDirty = dirty
    }

    /// Reads `pid` until its PSS moves by less than 0.25 MB over 300 ms (at
    /// most `limit` seconds), so a reading is not taken mid-work: Tunnel
    /// loads its geocoder and projects whole levels after its first frame.
    static func settled(pid: Int32, limit: Double = 8) -> ProcessMemory? {
        guard var previous = ProcessMemory(pid: pid) else { return nil }
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.3)
            guard let now = ProcessMemory(pid: pid) else { return nil }
            if abs(now.proportional - previous.proportional) < 0.25 { return now }
            previous = now
        }
        return previous
    }
}
