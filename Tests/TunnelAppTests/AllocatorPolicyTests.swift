import CGtk
import XCTest

@testable import TunnelApp

/// With the policy applied, a big block freed and allocated again still gets
/// pages of its own (returned to the system when freed), where glibc's
/// dynamic threshold would have moved it into the heap after the first free.
final class AllocatorPolicyTests: XCTestCase {
    func testBigBlocksStayOutOfTheHeapAfterOneIsFreed() throws {
        AllocatorPolicy.apply()
        let size = 1 << 20  // a 512×512 ARGB surface
        XCTAssertGreaterThan(size, Int(AllocatorPolicy.mmapThreshold))
        // The free that would raise a dynamic threshold to 1 MB.
        free(malloc(size))
        let block = try XCTUnwrap(malloc(size))
        defer { free(block) }
        // glibc's chunk header, the word before the block, has bit 1
        // (IS_MMAPPED) set for a block with pages of its own. Asked of the
        // block itself, not of process-wide counters (`mallinfo2`), which
        // other tests' threads move at the same time.
        let header = block.load(fromByteOffset: -MemoryLayout<Int>.size, as: UInt.self)
        XCTAssertNotEqual(header & 2, 0, "the block was served from the heap")
    }
}
