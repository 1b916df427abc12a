import CGtk

extension ToplevelWindow {
    /// Types `text` into the window as its keyboard would, one key press and
    /// release per character ("\n" is Return): the window hands each key to
    /// its focus widget, whose key bindings and input method run.
    ///
    /// The events are made in the process, not sent through the display
    /// server, so they reach the window whether or not it has the desktop's
    /// focus: for tests and automation.
    public func simulateTyping(_ text: String) {
        for scalar in text.unicodeScalars {
            simulateKey(scalar == "\n" ? guint(GDK_KEY_Return) : gdk_unicode_to_keyval(scalar.value))
        }
    }

    private func simulateKey(_ keyval: guint) {
        guard let window = gtk_widget_get_window(widgetPointer) else { return }
        // Key bindings (Enter's "activate") match the hardware key, so the
        // event carries the keycode the keymap has for the keyval.
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: Int32 = 0
        var keycode: guint16 = 0
        if gdk_keymap_get_entries_for_keyval(gdk_keymap_get_for_display(gdk_window_get_display(window)), keyval, &keys, &count) != 0,
           let keys {
            if count > 0 { keycode = guint16(keys.pointee.keycode) }
            g_free(keys)
        }
        let keyboard = gdk_seat_get_keyboard(gdk_display_get_default_seat(gdk_window_get_display(window)))
        for type in [GDK_KEY_PRESS, GDK_KEY_RELEASE] {
            let event = gdk_event_new(type)!
            // GDK routes an event by its device, and warns about one without.
            gdk_event_set_device(event, keyboard)
            event.withMemoryRebound(to: GdkEventKey.self, capacity: 1) { key in
                key.pointee.window = window
                g_object_ref(UnsafeMutableRawPointer(window))   // the event owns a reference
                key.pointee.send_event = 1
                key.pointee.time = guint32(GDK_CURRENT_TIME)
                key.pointee.keyval = keyval
                key.pointee.hardware_keycode = keycode
                key.pointee.state = 0
            }
            gtk_main_do_event(event)
            gdk_event_free(event)
        }
    }
}
