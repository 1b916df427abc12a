// View animations, as UIKit's `UIView.animate`: the model value changes at
// once, what is on screen (the presentation) follows the curve frame by
// frame on the window's `AnimationDriver`.

extension View {
    /// Options for `animate(withDuration:delay:options:animations:completion:)`,
    /// as `UIView.AnimationOptions`: the curve bits (`.curveEaseInOut`, the
    /// default, `.curveEaseIn`, `.curveEaseOut`, `.curveLinear`) choose the
    /// timing; transition styles are ignored here.
    public typealias AnimationOptions = TransitionOptions

    /// Animates the changes `animations` makes to views' ``frame`` and
    /// ``alpha``, as UIKit's `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// `animations` runs once, at once: every property it sets takes its new
    /// value immediately (read it back and you get the new value), while
    /// ``presentationFrame`` and ``presentationAlpha`` — what the backend
    /// shows — go from what was on screen to the new value over `duration`
    /// seconds after `delay`, shaped by the options' curve. A frame whose
    /// size changes resizes autoresizing subviews and lays out inside the
    /// same animation, so they move along.
    ///
    /// ```swift
    /// View.animate(withDuration: 0.25, options: .curveEaseOut, animations: {
    ///     card.frame.origin.x = 0
    ///     hint.alpha = 0
    /// }, completion: { finished in
    ///     if finished { hint.removeFromSuperview() }
    /// })
    /// ```
    ///
    /// - An animation always begins from the current state (UIKit's
    ///   `beginFromCurrentState`): animating a property that is already
    ///   animating starts from its presentation value, never with a jump, and
    ///   the older animation gives that property up.
    /// - Setting an animating property outside an animation block shows the
    ///   new value at once and ends that property's animation.
    /// - A view that leaves its superview, or whose window is hidden, stops
    ///   animating and shows its model values.
    /// - With a duration and delay of zero, for views outside a window with
    ///   an `AnimationDriver`, or when `animations` changes nothing, the
    ///   changes show at once and `completion` runs before this returns.
    ///
    /// - Parameters:
    ///   - duration: Seconds from the first animated frame to the last.
    ///   - delay: Seconds before the animation starts; until then views show
    ///     their old values.
    ///   - options: The timing curve.
    ///   - animations: Sets the new values. Runs once, synchronously.
    ///   - completion: Runs once when the animation ends, with `finished`
    ///     true if it ran to its end, false if a property was taken over by
    ///     another animation or set directly, a view left its superview or
    ///     the window was hidden. Changes made in it are not animated unless
    ///     it starts an animation of its own.
    public static func animate(
        withDuration duration: Double,
        delay: Double = 0,
        options: AnimationOptions = [],
        animations: @MainActor () -> Void,
        completion: (@MainActor (_ finished: Bool) -> Void)? = nil
    ) {
        guard duration > 0 || delay > 0 else {
            performWithoutAnimation(animations)
            completion?(true)
            return
        }
        let animation = ViewAnimation(
            duration: duration, delay: delay, curve: options.curve, completion: completion)
        ViewAnimation.beginDeferringEnds()
        defer { ViewAnimation.endDeferringEnds() }
        animation.capture(animations)
        animation.start()
    }

    /// Runs `actions` with no animation, even inside an animation block:
    /// what it changes shows at once, as UIKit's `UIView.performWithoutAnimation(_:)`.
    public static func performWithoutAnimation(_ actions: @MainActor () -> Void) {
        ViewAnimation.beginDeferringEnds()
        defer { ViewAnimation.endDeferringEnds() }
        ViewAnimation.withoutCapture(actions)
    }

    /// The frame on screen now: ``frame`` unless an animation is moving it,
    /// in which case it is the animation's current value (Core Animation's
    /// presentation layer).
    public var presentationFrame: Rect {
        guard let track = frameTrack else { return frame }
        return Rect.interpolate(track.from, frame, track.progress)
    }

    /// The opacity on screen now: ``alpha`` unless an animation is moving it.
    public var presentationAlpha: Double {
        guard let track = alphaTrack else { return alpha }
        return View.interpolate(track.from, alpha, track.progress)
    }

    /// Whether an animation is moving this view's frame or alpha.
    public var isAnimating: Bool { frameTrack != nil || alphaTrack != nil }

    // MARK: - Internals

    /// Updates a property's track after its model value changed from `old` to
    /// `new`: inside an animation block the capturing animation takes it over
    /// from what was shown; outside, any animation of it stops. Returns whether
    /// what is shown changed without the model changing being the reason.
    func presentationChange<Value: Equatable>(
        _ track: inout AnimationTrack<Value>?, old: Value, new: Value,
        interpolate: (Value, Value, Double) -> Value
    ) -> Bool {
        let shown = track.map { interpolate($0.from, old, $0.progress) } ?? old
        guard let animation = ViewAnimation.capturing else {
            // Re-setting the same value (autoresizing does) keeps the animation.
            guard old != new, let existing = track else { return false }
            track = nil
            existing.animation.lose()
            return shown != new
        }
        if let existing = track {
            // Set twice in one block: the first assignment's start stays.
            if existing.animation === animation { return false }
            track = nil
            existing.animation.lose()
        } else if old == new {
            return false
        }
        if shown != new {
            track = AnimationTrack(from: shown, animation: animation)
            animation.register(self)
        }
        return false
    }

    /// Stops every animation in this subtree: the views show their model
    /// values and the animations lose those properties.
    func stopAnimationsInSubtree() {
        for view in subtree where view.isAnimating {
            if let track = view.frameTrack {
                view.frameTrack = nil
                track.animation.lose()
            }
            if let track = view.alphaTrack {
                view.alphaTrack = nil
                track.animation.lose()
            }
            view.host?.viewPresentationDidChange(view)
        }
    }

    /// The value `progress` of the way from `from` to `to`.
    nonisolated static func interpolate(_ from: Double, _ to: Double, _ progress: Double) -> Double {
        progress >= 1 ? to : from + (to - from) * progress
    }
}

extension Rect {
    /// The rectangle `progress` of the way from `from` to `to`: origin and
    /// size each move in a straight line, as Core Animation's frame does.
    static func interpolate(_ from: Rect, _ to: Rect, _ progress: Double) -> Rect {
        guard progress < 1 else { return to }
        return Rect(
            x: View.interpolate(from.minX, to.minX, progress),
            y: View.interpolate(from.minY, to.minY, progress),
            width: View.interpolate(from.width, to.width, progress),
            height: View.interpolate(from.height, to.height, progress))
    }
}
