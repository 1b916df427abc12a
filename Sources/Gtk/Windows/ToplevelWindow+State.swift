import CGtk

extension ToplevelWindow {
    /// Runs `handler` when the window moves or changes size; GTK's own
    /// handling goes on after it.
    @discardableResult
    public func onConfigure(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("configure-event", eventHandler: { _ in
            handler()
            return false
        })
    }

    /// Runs `handler` with whether the window now fills the screen, each
    /// time the window manager changes the window's state (full screen,
    /// maximised, minimised, focused).
    @discardableResult
    public func onFullscreenChange(_ handler: @escaping @MainActor (_ isFullscreen: Bool) -> Void) -> SignalConnection {
        connect("window-state-event", eventHandler: { event in
            let state = event.assumingMemoryBound(to: GdkEventWindowState.self).pointee.new_window_state
            handler(state.rawValue & GDK_WINDOW_STATE_FULLSCREEN.rawValue != 0)
            return false
        })
    }
}
