#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension AssetLocator {
    /// Asks the kernel to start reading every world file into the page
    /// cache, all at once, and returns without waiting: the files
    /// ``WorldAtlas/load(from:)`` checks and the marine areas a
    /// ``ReverseGeocoder`` adds.
    ///
    /// The load checks its files one after the other, and a file that is
    /// not in the page cache is then read by page faults, a few pages at a
    /// time, each waiting for the disk. That is how most real starts find
    /// them: a desktop start comes minutes after the last one, and the
    /// kernel reclaims file pages nobody has mapped for a while. Told
    /// first, the disk reads every world file in one stream while the
    /// process does other work.
    /// Costs a page-cache look-up per page when the files are already there.
    ///
    /// A file that is missing, is not a regular file or is too big to be an
    /// asset is skipped: the load reports it, with the reason.
    public func readAheadWorldFiles() {
        readAhead(WorldFiles.all)
    }

    /// ``readAheadWorldFiles()`` for the world files named, for a reader
    /// that needs only some.
    func readAhead(_ names: [String]) {
        advise(POSIX_FADV_WILLNEED, names, window: Self.readAheadWindow)
    }

    /// How much of a file one read-ahead request names. Linux reads at most
    /// the device's largest request or its read-ahead size per request
    /// (128 kB by default), whichever is more, and silently drops the rest,
    /// so a file is asked for in windows no bigger than the least of these.
    static let readAheadWindow = 128 * 1024

    /// Gives `advice` for each world file named, in windows of `window` bytes.
    private func advise(_ advice: Int32, _ names: [String], window: Int) {
        for name in names {
            // O_NONBLOCK: a FIFO in a file's place must not block the open.
            let fd = open(worldFile(name), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var info = stat()
            // The load refuses a file over its size limit without reading it: so does this.
            guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                  Int(info.st_size) <= AssetBuffer.maximumSize else { continue }
            for offset in stride(from: 0, to: Int(info.st_size), by: window) {
                _ = posix_fadvise(fd, off_t(offset), off_t(window), advice)
            }
        }
    }
}
