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
        let before = mallinfo2().hblkhd
        let block = try XCTUnwrap(malloc(size))
        let after = mallinfo2().hblkhd
        free(block)
        XCTAssertGreaterThanOrEqual(after - before, size, "the block was served from the heap")
        XCTAssertLessThanOrEqual(mallinfo2().hblkhd, before, "freeing it did not return its pages")
    }
}
