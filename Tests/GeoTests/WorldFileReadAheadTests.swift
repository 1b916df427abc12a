#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
@testable import Geo

/// The world files' read-ahead: a start that finds them out of the page
/// cache has the disk read them at once instead of fault by fault.
///
/// Works on a copy in a folder of its own, so no other test's reads bring
/// the pages back; the folder is in `/var/tmp`, which is on disk, because a
/// tmpfs `/tmp` keeps no other copy of a file to drop its pages for.
@Suite struct WorldFileReadAheadTests {
    /// The fraction of `path`'s pages in the page cache, from `mincore(2)`
    /// over a mapping of it (which asks the cache, not this process).
    func cachedFraction(of path: String) throws -> Double {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        try #require(fd >= 0)
        defer { close(fd) }
        var info = stat()
        try #require(fstat(fd, &info) == 0)
        let length = Int(info.st_size)
        let mapping = try #require(mmap(nil, length, PROT_READ, MAP_SHARED, fd, 0))
        try #require(mapping != MAP_FAILED)
        defer { munmap(mapping, length) }
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        var pages = [UInt8](repeating: 0, count: (length + pageSize - 1) / pageSize)
        try #require(mincore(mapping, length, &pages) == 0)
        return Double(pages.filter { $0 & 1 != 0 }.count) / Double(pages.count)
    }

    /// A folder `/var/tmp/<name>-<pid>/world`, made afresh.
    func scratchWorldFolder(_ name: String) throws -> String {
        let directory = "/var/tmp/\(name)-\(getpid())"
        for folder in [directory, directory + "/world"] {
            try #require(mkdir(folder, 0o755) == 0 || errno == EEXIST, "cannot make \(folder)")
        }
        return directory
    }

    /// Writes `path`'s dirty pages to disk (only clean pages can be
    /// dropped), then drops the file from the page cache, as the kernel's
    /// reclaim drops a file unused for a while.
    func dropFromPageCache(_ path: String) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        try #require(fd >= 0)
        defer { close(fd) }
        try #require(fsync(fd) == 0)
        try #require(posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) == 0)
    }

    @Test func readAheadBringsDroppedFilesBackAndPassesOverWhatIsNoFile() throws {
        let directory = try scratchWorldFolder("tunnel-read-ahead")
        let locator = AssetLocator(directory: directory)
        func clear() {
            for name in WorldFiles.all { unlink(locator.worldFile(name)) }
            rmdir(locator.worldFile(WorldFiles.countriesMedium))
        }
        clear()  // what a run killed before its end may have left
        defer {
            clear()
            rmdir(directory + "/world")
            rmdir(directory)
        }
        // The first files read are a FIFO (whose open must not block) and
        // a folder; the rest are missing but one, a real world file.
        try #require(mkfifo(locator.worldFile(WorldFiles.countriesLow), 0o644) == 0)
        try #require(mkdir(locator.worldFile(WorldFiles.countriesMedium), 0o755) == 0)
        let lakes = locator.worldFile(WorldFiles.lakes)
        writeAll(lakes, readAll(AssetLocator.default.worldFile(WorldFiles.lakes)))
        try dropFromPageCache(lakes)
        let dropped = try cachedFraction(of: lakes)
        try #require(dropped < 0.1, "\(Int(dropped * 100)) % of the file stayed cached; it cannot be dropped here")

        locator.readAheadWorldFiles()
        // The reads are the disk's to finish; the call only starts them.
        var cached = dropped
        for _ in 0..<500 where cached < 1 {
            usleep(10_000)
            cached = try cachedFraction(of: lakes)
        }
        #expect(cached == 1, "\(Int(cached * 100)) % of the file is cached after reading ahead")
    }
}
