import CGtk
import XCTest

@testable import TunnelApp

/// With the policy applied, a big block freed and allocated again still gets
/// pages of its own (returned to the system when freed), where glibc's
/// dynamic threshold would have moved it into the heap after the first free.
final class AllocatorPolicyTests: XCTestCase {
    func testBigBlocksStayOutOfTheHeapAfterOneIsFreed() throws {
        AllocatorPolicy.apply()
        // A block no free chunk of the heaps can hold, so where it comes
        // from is the threshold's choice (in a long test process the heap
        // has free chunks that would serve a smaller block whatever the
        // threshold); at least a 512×512 ARGB surface, and below glibc's
        // 32 MB ceiling for a dynamic threshold, so the check can fail.
        let freeBytes = Int(mallinfo2().fordblks)
        let size = max(1 << 20, (freeBytes + (1 << 20) + 0xFFFF) & ~0xFFFF)
        XCTAssertGreaterThan(size, Int(AllocatorPolicy.mmapThreshold))
        XCTAssertLessThan(size, 32 << 20, "the heaps hold \(freeBytes) free bytes: too many for this check")
        // The free that would raise a dynamic threshold to the block's size.
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

    /// Start-up runs under glibc's dynamic threshold, which raises the trim
    /// threshold to twice the largest mapped block freed (set here as it
    /// would have been); the policy brings it back, so free memory at a
    /// heap's top goes back to the system instead of staying for good.
    func testFreeMemoryAtTheHeapTopGoesBackAfterStartUpRaisedTheTrimThreshold() throws {
        _ = mallopt(M_TRIM_THRESHOLD, 16 << 20)
        AllocatorPolicy.apply()
        // Blocks under the mmap threshold come from the heap: more of them
        // than its free chunks hold, so it grows at the top; freed from the
        // top down, the top grows past the trim threshold and is trimmed.
        // (The list of blocks is made first, below them, and nothing else
        // is allocated meanwhile: a chunk in use above them would keep
        // them from joining the top.)
        // Another thread may share the main arena (glibc hands out existing
        // arenas once there are eight per core) and allocate above the blocks
        // meanwhile, which keeps them from the top however the threshold is
        // set: a few tries, of which one must be trimmed. Without the policy
        // none is.
        var kept: [String] = []
        for _ in 1...5 {
            let blockSize = 200 * 1024
            let count = Int(mallinfo2().fordblks) / blockSize + 24
            let blocks = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: count)
            defer { blocks.deallocate() }
            for index in 0..<count { blocks[index] = malloc(blockSize) }
            let grown = Int(mallinfo2().arena)
            for index in (0..<count).reversed() { free(blocks[index]) }
            let heap = Int(mallinfo2().arena)
            if heap < grown - count * blockSize / 2 { return }
            kept.append("\(heap) of \(grown)")
        }
        XCTFail("the heap kept its top in every try (bytes): \(kept.joined(separator: ", "))")
    }
}
