public import Containment

/// A backend with no display: hosts that mirror the view tree in memory, a
/// manual clock and a renderer that records frames. For tests, of the core
/// and of apps built on it.
///
/// ```swift
/// let backend = InMemoryBackend()
/// let window = backend.makeWindow(size: Size(width: 800, height: 600))
/// window.rootViewController = root
/// window.show()
/// try root.transition(from: a, to: b, duration: 0.2, options: .transitionFlipFromTop)
/// backend.driver.runUntilIdle()
/// let frames = backend.renderer.frames   // every painted frame
/// ```
@MainActor public final class InMemoryBackend {
    /// The clock transitions run on; advance it to animate.
    public let driver: ManualAnimationDriver
    /// Records every transition frame.
    public let renderer = RecordingTransitionRenderer()
    /// Every host operation, in order, e.g. `"move startMap.view → topContainer"`.
    public internal(set) var operations: [String] = []

    /// Creates a backend whose clock reads `now`.
    public init(now: Double = 0) {
        driver = ManualAnimationDriver(now: now)
    }

    /// A hidden window hosted by this backend.
    public func makeWindow(size: Size) -> Window {
        let host = InMemoryWindowHost(backend: self)
        let window = Window(size: size, host: host, animationDriver: driver, transitionRenderer: renderer)
        host.window = window
        return window
    }
}
