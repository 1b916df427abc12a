import CXShm
import Synchronization

/// One SysV shared-memory segment holding a base-map rendering's pixels,
/// attached in this process for as long as the object lives (and unmapped
/// shortly after, off the main thread: ``SharedMemoryUnmapper``).
///
/// The segment is private (`IPC_PRIVATE`, mode 0600) and marked for removal
/// as it is made (Linux lets the X server map a segment marked for removal
/// while this process has it mapped), so it never outlives the processes
/// using it: not even when this one exits before showing it (a second
/// launch that hands its `--at` to the running instance, with its first
/// frames already rendered). The kernel frees it when the last attachment
/// goes, so the server must have mapped it before this process unmaps it
/// (``SharedMemoryBaseMapSurfaces`` sees to that). Every live segment is
/// counted in ``live``. Creating and dropping one are plain syscalls, safe
/// on any thread.
final class SharedMemorySegment: @unchecked Sendable {
    // @unchecked: immutable; the address is only handed to Cairo and shmdt.
    /// The segment's identifier (`shmid`).
    let id: Int32
    /// Where the segment is mapped in this process.
    let address: UnsafeMutableRawPointer
    /// The segment's size.
    let byteCount: Int

    /// Live segments and their bytes, for tests and benchmarks (read when
    /// the counts are still: each is exact, the four are not one snapshot).
    static var live: SharedMemoryStatistics {
        SharedMemoryStatistics(
            segments: segmentCount.load(ordering: .relaxed), bytes: segmentBytes.load(ordering: .relaxed),
            pixmaps: pixmapCount.load(ordering: .relaxed), pixmapBytes: pixmapBytes.load(ordering: .relaxed))
    }
    // Counters, not state kept under a lock: atomics, which need none.
    private static let segmentCount = Atomic<Int>(0)
    private static let segmentBytes = Atomic<Int>(0)
    private static let pixmapCount = Atomic<Int>(0)
    private static let pixmapBytes = Atomic<Int>(0)

    /// A new segment of `byteCount` bytes, mapped here; nil when the system
    /// has none to give (no SysV IPC, limits reached).
    init?(byteCount: Int) {
        var mapped: UnsafeMutableRawPointer?
        let id = cxshm_create(byteCount, &mapped)
        guard id >= 0, let mapped else { return nil }
        self.id = id
        address = mapped
        self.byteCount = byteCount
        Self.segmentCount.add(1, ordering: .relaxed)
        Self.segmentBytes.add(byteCount, ordering: .relaxed)
    }

    deinit {
        // Freeing the pages takes milliseconds: not in a frame.
        SharedMemoryUnmapper.unmap(address)
        Self.segmentCount.subtract(1, ordering: .relaxed)
        Self.segmentBytes.subtract(byteCount, ordering: .relaxed)
    }

    /// Counts one more segment of `bytes` attached to the X server as a
    /// pixmap, or one fewer (negative `delta` and `bytes`).
    static func countPixmap(_ delta: Int, bytes: Int) {
        pixmapCount.add(delta, ordering: .relaxed)
        pixmapBytes.add(bytes, ordering: .relaxed)
    }
}

/// How much shared memory the base-map renderings hold right now.
struct SharedMemoryStatistics: Sendable, Equatable {
    /// Segments mapped in this process.
    var segments = 0
    /// Their bytes together.
    var bytes = 0
    /// Segments the X server shows as pixmaps (zero-copy display surfaces),
    /// whether or not this process still maps them.
    var pixmaps = 0
    /// Their bytes together.
    var pixmapBytes = 0
}
