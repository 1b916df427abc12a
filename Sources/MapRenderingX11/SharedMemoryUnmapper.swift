import CXShm
import Dispatch

/// Unmaps released shared-memory segments off the main thread.
///
/// The last unmapping of a segment marked for removal frees its pages in
/// the kernel, and that is not free: for a 2560×1600 rendering at
/// `GDK_SCALE=2` (about 17 MB) it took 1–3 ms, inside the frame that swapped
/// in the next rendering (a zoom's, a glide's, a resize's), where a perf
/// profile of a wheel zoom at that size found it a third of the frames'
/// time. Nothing reads a released segment any more, so where its pages are
/// given back does not matter; one serial queue keeps the order.
enum SharedMemoryUnmapper {
    private static let queue = DispatchQueue(label: "tunnel.shm-unmap", qos: .utility)

    /// Detaches the segment mapped at `address` from this process, soon,
    /// on a queue of its own. The caller must not touch it any more.
    static func unmap(_ address: UnsafeMutableRawPointer) {
        // An address, not a pointer, crosses to the queue: nothing here
        // dereferences it again.
        let bits = UInt(bitPattern: address)
        queue.async { cxshm_unmap(UnsafeMutableRawPointer(bitPattern: bits)) }
    }
}
