import Dispatch
import Geo
import MapRendering
import Locking

/// Loads the world atlas on a background thread while GTK starts, its files
/// read ahead from disk if they are not in memory, and, once the first
/// maps' zoom is known, decodes their city labels, so the window's first
/// frame does not wait for GTK and the data in turn.
final class AtlasPreload: Sendable {
    private let loaded = Promised<Result<WorldAtlas, AssetError>>()
    private let queue: DispatchQueue
    /// What ``warmUp(forZoom:language:)`` made, kept for the shared
    /// geometry it holds until the maps' renderers hold it.
    private let warmedUp = Locked<BaseMapWarmUp?>(nil)

    /// Starts loading on `queue` (by default a thread of its own).
    init(locator: AssetLocator = .default, on queue: DispatchQueue = .global(qos: .userInitiated)) {
        self.queue = queue
        let loaded = self.loaded
        // The disk starts on all the files now, not only once `queue` is
        // free (it reads the colour scheme first) and reaches each in turn.
        DispatchQueue.global(qos: .utility).async { locator.readAheadWorldFiles() }
        queue.async {
            let result = Result { () throws(AssetError) -> WorldAtlas in try WorldAtlas.load(from: locator) }
            StartPhase.mark("atlasLoaded")
            loaded.fulfil(result)
        }
    }

    /// Decodes on the loading queue, once the atlas is there, the city
    /// labels the first maps place at `zoom` in `language`; nothing when
    /// the atlas could not be loaded.
    func warmUp(forZoom zoom: Double, language: Language = .english) {
        queue.async { [self] in
            guard case .success(let atlas) = result else { return }
            let warmUp = BaseMapWarmUp(atlas: atlas, zoom: zoom, language: language)
            warmedUp.withLock { $0 = warmUp }
        }
    }

    /// The loaded atlas or the reason it could not be loaded; waits for the
    /// load to finish the first time.
    var result: Result<WorldAtlas, AssetError> {
        loaded.value
    }
}
