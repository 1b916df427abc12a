import CGtk

#if canImport(Glibc)
    import Glibc
#endif

/// The process's memory allocation policy, set once at start-up.
///
/// glibc serves big blocks (image surfaces, geometry arrays, index tables)
/// with `mmap` at first, but raises that threshold each time such a block is
/// freed, up to 32 MB; from then on surfaces of a re-render land in the heap,
/// which only shrinks from its top, so it keeps the freed surfaces of every
/// earlier size. A fixed threshold keeps every big block out of the heap and
/// gives its pages back the moment it is freed. Measured with `tunnel-bench
/// memory`: 91 → 83 MB after start-up, 106 → 97 MB after zooming through
/// every level and flipping, and the heap no longer grows (19 → 6 MB).
///
/// Not during start-up, though: there a fixed threshold maps and unmaps
/// every big block the world data's loading and GTK's start allocate and
/// free, and each unmapping in a process running on both cores interrupts
/// the other one to flush its TLB; start-up to the first frame took about
/// 4 ms longer with it (`tunnel-bench start`). The app applies it once the
/// window has drawn its first frame, before anything the user does.
enum AllocatorPolicy {
    /// Blocks this big or bigger get pages of their own from the system.
    static let mmapThreshold: Int32 = 256 * 1024
    /// Free memory at the top of a heap beyond this goes back to the system:
    /// glibc's own default.
    static let trimThreshold: Int32 = 128 * 1024

    /// Applies the policy to every allocation from now on.
    static func apply() {
        #if canImport(Glibc)
            // Setting it also turns off glibc's dynamic threshold.
            _ = mallopt(M_MMAP_THRESHOLD, mmapThreshold)
            // The dynamic threshold also raised the trim threshold to twice
            // the largest mapped block freed during start-up (megabytes),
            // and turning it off keeps that: heaps would then hold up to
            // that much free memory for good (a resize excursion came back
            // 10 % up instead of 2-4 %).
            _ = mallopt(M_TRIM_THRESHOLD, trimThreshold)
        #endif
    }
}
