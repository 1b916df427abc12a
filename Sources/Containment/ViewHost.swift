/// The backend side of a `View`: a real widget, or a record of one in tests.
///
/// A view tells its host about every change after the platform-neutral model
/// has changed, so a host can always read the view's current state.
@MainActor public protocol ViewHost: AnyObject {
    /// The view moved from `oldSuperview` to its current superview (either may
    /// be nil); `view.superview?.subviews` holds its new index.
    func viewDidMove(_ view: View, from oldSuperview: View?)
    /// The view's frame changed. Show `view.presentationFrame`: inside an
    /// animation the model `frame` is already the end value while the
    /// presentation still shows where the view was.
    func viewFrameDidChange(_ view: View)
    /// The view's alpha changed; show `view.presentationAlpha`, as above.
    func viewAlphaDidChange(_ view: View)
    /// What the view shows changed while its model did not: an animation
    /// frame moved `presentationFrame` or `presentationAlpha`, or an
    /// animation ended or stopped. Called at most once per view per frame.
    func viewPresentationDidChange(_ view: View)
    /// The view's `isHidden` changed.
    func viewHiddenDidChange(_ view: View)
    /// A host for `subview`, which has none and is being added to this host's view.
    func makeHost(forSubview subview: View) -> any ViewHost
    /// The controller whose root view this is begins to disappear, before
    /// its `viewWillDisappear`: a backend with a keyboard focus notes where
    /// the focus is inside the view.
    func controllerWillDisappear(showing view: View)
    /// That controller has appeared, after its and its children's
    /// `viewDidAppear`: a backend puts the keyboard focus back where it was
    /// noted, as GNOME's containers do after a pop, a tab switch back or a
    /// page turn back, unless the focus is already inside the view.
    func controllerDidAppear(showing view: View)
}

extension ViewHost {
    /// Does nothing: a backend without a keyboard focus has nothing to note.
    public func controllerWillDisappear(showing view: View) {}
    /// Does nothing: a backend without a keyboard focus has nothing to restore.
    public func controllerDidAppear(showing view: View) {}
}

/// The backend side of a `Window`.
///
/// A window host shows and hides the real window and reports back through
/// `Window.windowDidBecomeVisible()`, `Window.windowDidBecomeHidden()` and
/// `Window.windowDidResize(to:)` — when the platform says so, which may be
/// later than `show()` returns.
@MainActor public protocol WindowHost: AnyObject {
    /// A host for the window's root view, which has none.
    func makeRootViewHost(for view: View) -> any ViewHost
    /// Makes `view` (already hosted) the window's content, or clears it.
    func setRootView(_ view: View?)
    /// Asks the platform to show the window.
    func show()
    /// Asks the platform to hide the window.
    func hide()
    /// Asks the platform to resize the window.
    func resize(to size: Size)
}
