import CGtk

extension Application {
    /// Activates the application as a second launch would: its
    /// ``onActivate(_:)`` handlers run again (an app that already shows its
    /// window brings it forward instead of opening another).
    ///
    /// ```swift
    /// app.onActivate { window.present() }
    /// app.activate()
    /// ```
    public func activate() {
        g_application_activate(pointer(as: GApplication.self))
    }
}
