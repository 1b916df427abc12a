import Foundation

/// Where a process's resident memory lies, from `/proc/PID/smaps`: the heap
/// (`[heap]`, glibc's main arena), other anonymous mappings (thread arenas,
/// large allocations such as image surfaces, stacks), and file-backed pages
/// (code, read-only data, memory-mapped assets), with the biggest files, and
/// X shared-memory images apart.
struct Smaps {
    var heap = 0.0
    var anonymous = 0.0
    /// Clean or shared pages of mapped files.
    var file = 0.0
    /// Private copies of file pages (relocations, writable data), counted under
    /// `Anonymous:` in a file mapping.
    var fileDirty = 0.0
    /// X shared-memory segments (`/SYSV…`): MIT-SHM images the X backend of
    /// GDK/Cairo shares with the server, sized to the window.
    var sharedImages = 0.0
    /// Resident MB per file name, over all its mappings.
    var files: [String: Double] = [:]

    /// Reads `/proc/PID/smaps`; nil when the process is gone.
    init?(pid: Int32) {
        // Read to the end: procfs files report size 0, and a reader that trusts
        // the size stops after the first page.
        guard let handle = FileHandle(forReadingAtPath: "/proc/\(pid)/smaps") else { return nil }
        let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        try? handle.close()
        var path = ""
        var resident = 0.0
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let key = fields.first else { continue }
            if key.contains("-"), !key.hasSuffix(":") {
                // A mapping's header: range, permissions, offset, device, inode, [path].
                path = fields.count > 5 ? fields[5...].joined(separator: " ") : ""
                resident = 0
            } else if key == "Rss:", fields.count > 1 {
                resident = (Double(fields[1]) ?? 0) / 1024
            } else if key == "Anonymous:", fields.count > 1 {
                let anonymous = (Double(fields[1]) ?? 0) / 1024
                if path == "[heap]" {
                    heap += resident
                } else if path.hasPrefix("/SYSV") {
                    sharedImages += resident
                } else if path.hasPrefix("/") {
                    file += resident - anonymous
                    fileDirty += anonymous
                    files[(path as NSString).lastPathComponent, default: 0] += resident
                } else {
                    self.anonymous += resident
                }
            }
        }
    }

    var total: Double { heap + anonymous + file + fileDirty + sharedImages }

    /// Two lines: the split, and the `count` biggest files.
    func summary(count: Int = 6) -> String {
        let biggest = files.sorted { $0.value > $1.value }.prefix(count)
            .map { String(format: "%@ %.1f", $0.key, $0.value) }.joined(separator: ", ")
        return String(
            format: "    smaps: anon %.1f MB, heap %.1f MB, X shared images %.1f MB, file %.1f MB clean + %.1f MB private (total %.1f MB)\n    biggest files (MB): %@",
            anonymous, heap, sharedImages, file, fileDirty, total, biggest)
    }
}
