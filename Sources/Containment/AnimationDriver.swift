/// The source of animation time: calls a frame handler once per frame.
///
/// The core owns timing (elapsed time, curve, progress); a driver only says
/// when frames happen and what time it is. The GTK backend drives frames from
/// the widget's frame clock; tests use `ManualAnimationDriver` and step time
/// themselves.
@MainActor public protocol AnimationDriver: AnyObject {
    /// Starts calling `frame` once per frame with the frame's time in seconds
    /// (any fixed origin), until it returns `false` or the returned handle is
    /// cancelled. The first call comes on the next frame, never synchronously.
    ///
    /// - Parameter view: The view being animated; a backend paces frames by it.
    func startFrames(
        for view: View,
        _ frame: @escaping @MainActor (_ time: Double) -> Bool
    ) -> any AnimationHandle
}

/// A running series of frame callbacks.
@MainActor public protocol AnimationHandle: AnyObject {
    /// Stops the callbacks; calling it again does nothing.
    func cancel()
}
