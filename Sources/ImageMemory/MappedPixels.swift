#if canImport(Glibc)
    import Glibc
#endif

/// The memory under one large image's pixels: pages mapped from the kernel
/// for this image alone and unmapped when it goes.
///
/// The C library's allocator serves a large block from its heap once a
/// block that size has been freed, and keeps the heap's pages when such
/// blocks are freed in turn, so a window grown to fill a 4K screen and
/// shrunk again would hold its largest renderings' memory for the rest of
/// the process. Mapped here, that memory goes back to the system with the
/// image.
final class MappedPixels: @unchecked Sendable {
    // @unchecked: the pages are written by one thread at a time (the image's
    // owner); this object only maps and unmaps them.

    /// The first byte, page-aligned.
    let base: UnsafeMutableRawPointer
    /// The length of the mapping in bytes, a whole number of pages.
    let byteCount: Int

    /// Fresh zeroed pages for at least `byteCount` bytes, or nil when the
    /// system has none to give.
    init?(byteCount: Int) {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard byteCount > 0, page > 0, byteCount <= Int.max - page else { return nil }
        let length = (byteCount + page - 1) / page * page
        let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapped, mapped != MAP_FAILED else { return nil }
        base = mapped
        self.byteCount = length
    }

    deinit { munmap(base, byteCount) }
}
