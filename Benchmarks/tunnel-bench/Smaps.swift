import Foundation

/// Where a process's PSS and private dirty memory lie, from
/// `/proc/PID/smaps`, in megabytes: to say what a reading is made of, not
/// to be a target itself.
struct Smaps {
    /// One kind of mapping's share.
    struct Share {
        /// Proportional set size.
        var proportional = 0.0
        /// Pages only this process holds and has written.
        var privateDirty = 0.0
    }

    /// `[heap]`: glibc's main arena.
    var heap = Share()
    /// Other anonymous mappings: thread arenas, large allocations such as
    /// image surfaces, stacks.
    var anonymous = Share()
    /// Shared memory (memfd, `/dev/shm`, SysV segments): buffers the
    /// display server maps too, counted half here and half there.
    var shared = Share()
    /// Mapped files: code and data (clean, reclaimable) and their private
    /// copies (relocations, writable data).
    var files = Share()

    /// Reads `/proc/PID/smaps`; nil when the process is gone.
    init?(pid: Int32) {
        // Read to the end: procfs files report size 0, and a reader that trusts
        // the size stops after the first page.
        guard let handle = FileHandle(forReadingAtPath: "/proc/\(pid)/smaps") else { return nil }
        let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        try? handle.close()
        var path = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let key = fields.first else { continue }
            if key.contains("-"), !key.hasSuffix(":") {
                // A mapping's header: range, permissions, offset, device, inode, [path].
                path = fields.count > 5 ? fields[5...].joined(separator: " ") : ""
            } else if key == "Pss:" || key == "Private_Dirty:", fields.count > 1 {
                let megabytes = (Double(fields[1]) ?? 0) / 1024
                let isPSS = key == "Pss:"
                func add(to share: inout Share) {
                    if isPSS { share.proportional += megabytes } else { share.privateDirty += megabytes }
                }
                if path == "[heap]" {
                    add(to: &heap)
                } else if path.hasPrefix("/memfd:") || path.hasPrefix("/dev/shm/") || path.hasPrefix("/SYSV") {
                    add(to: &shared)
                } else if path.hasPrefix("/") {
                    add(to: &files)
                } else {
                    add(to: &anonymous)
                }
            }
        }
    }

    /// One line: each share's private dirty and PSS.
    var summary: String {
        String(
            format: "    where (private dirty / PSS, MB): heap %.1f / %.1f, other anonymous %.1f / %.1f, "
                + "shared with the server %.1f / %.1f, files %.1f / %.1f",
            heap.privateDirty, heap.proportional, anonymous.privateDirty, anonymous.proportional,
            shared.privateDirty, shared.proportional, files.privateDirty, files.proportional)
    }
}
