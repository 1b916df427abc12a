import Dispatch
import Geo
import MapRendering
import Synchronization

/// Loads the world atlas on a background thread while GTK starts, and
/// decodes the first maps' city labels straight after, so the window's
/// first frame does not wait for GTK and the data in turn.
final class AtlasPreload: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let box = ResultBox()

    private let warmUp = WarmUpBox()

    /// Starts loading on `queue` (by default a thread of its own); `zoom` is
    /// the zoom the maps will open at, `language` the one their labels are in.
    init(
        locator: AssetLocator = .default, zoom: Double, language: Language = .english,
        on queue: DispatchQueue = .global(qos: .userInitiated)
    ) {
        let done = self.done
        let box = self.box
        let warmUp = self.warmUp
        queue.async {
            let result = Result { () throws(AssetError) -> WorldAtlas in try WorldAtlas.load(from: locator) }
            StartPhase.mark("atlasLoaded")
            if case .success(let atlas) = result {
                warmUp.set(BaseMapWarmUp(atlas: atlas, zoom: zoom, language: language))
            }
            box.set(result)
            done.signal()
        }
    }

    /// Keeps the shared geometry alive until the maps' renderers hold it.
    private final class WarmUpBox: @unchecked Sendable {
        // @unchecked: written once on the loading thread, before `done`.
        nonisolated(unsafe) var value: BaseMapWarmUp?
        func set(_ warmUp: BaseMapWarmUp) { value = warmUp }
    }

    /// The loaded atlas or the reason it could not be loaded; waits for the
    /// load to finish the first time.
    var result: Result<WorldAtlas, AssetError> {
        box.get() ?? {
            done.wait()
            done.signal()  // later callers must not wait again
            return box.get()!
        }()
    }

    /// The result, written once by the loading thread and read after the
    /// semaphore says it is there.
    private final class ResultBox: Sendable {
        private let value = Mutex<Result<WorldAtlas, AssetError>?>(nil)

        func set(_ result: Result<WorldAtlas, AssetError>) {
            value.withLock { $0 = result }
        }

        func get() -> Result<WorldAtlas, AssetError>? {
            value.withLock { $0 }
        }
    }
}
