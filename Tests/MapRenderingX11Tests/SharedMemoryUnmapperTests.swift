import CXShm
import Glibc
@testable import MapRenderingX11
import XCTest

/// A released segment leaves this process, and the kernel frees it, even
/// though the unmapping happens on a queue of its own, after the release.
final class SharedMemoryUnmapperTests: XCTestCase {
    func testADroppedSegmentIsUnmappedAndFreed() throws {
        var id: Int32 = -1
        do {
            let segment = try XCTUnwrap(SharedMemorySegment(byteCount: 1 << 20))
            id = segment.id
            // Touch the pages, as a rendering does.
            segment.address.initializeMemory(as: UInt8.self, repeating: 0x5A, count: segment.byteCount)
            var status = shmid_ds()
            XCTAssertEqual(shmctl(id, IPC_STAT, &status), 0, "the segment exists while held")
            XCTAssertEqual(status.shm_nattch, 1, "mapped here once")
            // Marked for removal from the start (SHM_DEST in the mode): the
            // kernel frees it with its last mapping, even if this process
            // ends before showing it.
            XCTAssertNotEqual(status.shm_perm.mode & 0o1000, 0, "a live segment not marked for removal would outlive the process")
        }
        // The segment is destroyed once its last mapping (this process's) goes.
        var status = shmid_ds()
        let deadline = Date().addingTimeInterval(5)
        while shmctl(id, IPC_STAT, &status) == 0, Date() < deadline { usleep(2_000) }
        XCTAssertNotEqual(shmctl(id, IPC_STAT, &status), 0, "the segment was never unmapped and freed")
    }
}
