import CGtk

/// A rectangle of the display that widgets draw in and get events for (a
/// `GdkWindow`): a toplevel's, or the one a widget that has its own
/// window (``Widget/hasOwnWindow``) places inside its parent's.
///
/// Handles are made on the main actor only (by ``Widget``'s properties)
/// and are not `Sendable`, so they stay there; each keeps a reference to
/// its window while it lives. Two handles
/// are equal when they stand for the same window, so a test can compare
/// stacking orders:
///
/// ```swift
/// let front = layout.binWindow?.children.first
/// assert(front == topmostChild.displayWindow)
/// ```
public final class DisplayWindow: Equatable {
    private let window: OpaquePointer

    /// Holds a new reference to `window`.
    init(retaining window: OpaquePointer) {
        g_object_ref(UnsafeMutableRawPointer(window))
        self.window = window
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(window))
    }

    /// Whether the two handles stand for the same window.
    public static func == (lhs: DisplayWindow, rhs: DisplayWindow) -> Bool {
        lhs.window == rhs.window
    }

    /// The windows inside this one, top-most first, as GDK stacks them.
    @MainActor
    public var children: [DisplayWindow] {
        var children: [DisplayWindow] = []
        // GDK's own list, not a copy: read it at once, free nothing.
        var node = gdk_window_peek_children(window)
        while let current = node {
            if let data = current.pointee.data { children.append(DisplayWindow(retaining: OpaquePointer(data))) }
            node = current.pointee.next
        }
        return children
    }
}
