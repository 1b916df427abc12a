import CGtk

extension AboutDialog {
    /// The image shown as the logo, when it is not a themed icon
    /// (``logoIconName``); the dialog keeps its own reference.
    public var logo: Pixbuf? {
        get { gtk_about_dialog_get_logo(pointer(as: GtkAboutDialog.self)).map(Pixbuf.init(retaining:)) }
        set { gtk_about_dialog_set_logo(pointer(as: GtkAboutDialog.self), newValue?.pixbufPointer) }
    }

    /// Runs `handler` with the response (a `GtkResponseType` value) when
    /// the user closes the dialog: its Close button, Escape, or the window
    /// manager's close. The dialog stays open until it is destroyed.
    @discardableResult
    public func onResponse(_ handler: @escaping @MainActor (_ response: Int) -> Void) -> SignalConnection {
        Signal.connect(gobjectPointer, "response", integerHandler: handler)
    }
}
