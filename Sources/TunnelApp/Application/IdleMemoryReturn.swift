import CGtk
import Containment
import ContainmentGtk
import Dispatch
import Geo

#if canImport(Glibc)
    import Glibc
#endif

/// Gives memory back once the window has been quiet for a while after
/// something that grew it, so that memory comes back after any excursion.
///
/// What a user does leaves memory behind that nothing reads again: a search
/// builds its index (about 7 MB), its Chinese results open a CJK font, and
/// labels, look-ups and renderings of new places read pages of the world
/// files and of the fonts, which stay resident. Measured in the window, four
/// searches that each moved the digger took it from 49.5 to 67 MB, and it
/// stayed there. Each change the window notes (``noteActivity()``: a move, a
/// zoom, a flip, a resize, the search bar closing, the way down leaving)
/// restarts a quiet period; when it ends, the search index goes if the bar
/// is closed, and a worker gives back the world files' and the fonts' pages
/// (which are read back in when needed) and the allocator's free pages.
///
/// The trace's `memoryReturned` event tells what went, with the resident
/// memory before and after.
@MainActor
final class IdleMemoryReturn {
    /// How long the window must stay quiet first: long enough that a user
    /// reopening the search or going on exploring keeps what they use.
    static let quietSeconds = 3.0

    private let atlas: WorldAtlas?
    private let lookup: PlaceLookup
    private let search: PlaceSearchService
    /// Whether the search bar is open (its index is then in use); until
    /// the window tells, the index is taken to be in use.
    var isSearchOpen: @MainActor () -> Bool = { true }
    private lazy var quiet = QuietPeriod(seconds: Self.quietSeconds) { [weak self] in self?.giveBack() }

    /// Gives back what `atlas`, `lookup` and `search` hold beyond their
    /// needs, once the window is quiet.
    init(atlas: WorldAtlas?, lookup: PlaceLookup, search: PlaceSearchService) {
        self.atlas = atlas
        self.lookup = lookup
        self.search = search
    }

    /// Something that may have grown memory happened: give back what it
    /// left once the window has been quiet for ``quietSeconds``.
    func noteActivity() {
        quiet.restart()
    }

    /// Drops a pending return: the window is closing.
    func cancel() {
        quiet.cancel()
    }

    private func giveBack() {
        let before = Self.residentKilobytes()
        let searchIndexReleased = !isSearchOpen() && search.releaseIndex()
        let atlas = atlas, geocoder = lookup.loadedGeocoder
        DispatchQueue.global(qos: .utility).async {
            let started = ContinuousClock.now
            atlas?.releaseResidentPages()
            geocoder?.releaseResidentPages()
            let fontKilobytes = FontFilePages.release()
            _ = malloc_trim(0)
            let after = Self.residentKilobytes()
            let milliseconds = (ContinuousClock.now - started).milliseconds
            MainLoopSource.post {
                Trace.emit(TraceEvent("memoryReturned", [
                    ("residentBeforeKB", .number(Double(before))),
                    ("residentAfterKB", .number(Double(after))),
                    ("searchIndexReleased", .bool(searchIndexReleased)),
                    ("fontKB", .number(Double(fontKilobytes))),
                    ("workerMilliseconds", .number(milliseconds)),
                ]))
            }
        }
    }

    /// The process's resident kilobytes (`/proc/self/statm`), 0 where unknown.
    nonisolated static func residentKilobytes() -> Int {
        guard let pages = ProcFile.numbers("/proc/self/statm", count: 2)?[1] else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }
}
