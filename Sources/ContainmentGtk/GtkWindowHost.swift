public import CGtk
public import Containment

/// Ties a `Window` to a GtkWindow: the root controller's view fills it, its
/// map and unmap make the root appear and disappear, and its size reaches
/// `viewWillTransition(to:)` and layout.
///
/// ```swift
/// let window = GtkWindowHost.makeWindow(title: "Notes", size: Size(width: 640, height: 860))
/// window.rootViewController = RootViewController()
/// window.show()
/// ```
///
/// For a GtkApplicationWindow, build it yourself (empty: the host gives it
/// its one child) and wrap it with `makeWindow(wrapping:size:)`.
@MainActor public final class GtkWindowHost: WindowHost {
    /// The GtkWindow.
    public let gtkWindow: UnsafeMutablePointer<GtkWidget>
    /// The GtkWindow's one child: a GtkOverlay whose main child is the root
    /// view's layout, with ``addOverlay(_:)``'s widgets floating above it.
    private let content: UnsafeMutablePointer<GtkWidget>
    /// The window this host reports to.
    public private(set) weak var window: Window?
    /// Whether the GtkWindow was destroyed (closed, or its application
    /// quit): its widgets are gone, and nothing can be added to it.
    public private(set) var isDestroyed = false
    private var rootWidget: UnsafeMutablePointer<GtkWidget>?
    private var rootAllocation: SignalConnection?
    private var connections: [SignalConnection] = []

    private init(gtkWindow: UnsafeMutablePointer<GtkWidget>) {
        self.gtkWindow = gtkWindow
        // GTK owns toplevels; this reference keeps the pointer valid for the
        // host's life even after the window is destroyed.
        g_object_ref(gtkWindow)
        content = gtk_overlay_new()
        // The window's destruction destroys its child too; this reference
        // keeps `content` a valid object, which `addOverlay` can then refuse.
        g_object_ref_sink(content)
        gtk_widget_show(content)
        gtk_container_add(cgtk_container(gtkWindow), content)
    }

    isolated deinit {
        for connection in connections { connection.disconnect() }
        rootAllocation?.disconnect()
        g_object_unref(content)
        g_object_unref(gtkWindow)
    }

    /// A new toplevel GtkWindow with `title` and default size `size`, hosted
    /// by a `Window` that paces transitions on the frame clock and paints them
    /// with `GtkTransitionRenderer`.
    public static func makeWindow(title: String, size: Size) -> Window {
        let gtkWindow = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_title(cgtk_window(gtkWindow), title)
        return makeWindow(wrapping: gtkWindow, size: size)
    }

    /// A `Window` hosted by an existing GtkWindow (e.g. a GtkApplicationWindow),
    /// whose default size becomes `size`.
    public static func makeWindow(wrapping gtkWindow: UnsafeMutablePointer<GtkWidget>, size: Size) -> Window {
        gtk_window_set_default_size(cgtk_window(gtkWindow), Int32(size.width.rounded()), Int32(size.height.rounded()))
        let host = GtkWindowHost(gtkWindow: gtkWindow)
        let window = Window(
            size: size, host: host,
            animationDriver: GtkAnimationDriver(),
            transitionRenderer: GtkTransitionRenderer())
        host.window = window
        host.connections = [
            Signal.connect(gtkWindow, "destroy") { [weak host] in host?.isDestroyed = true },
            Signal.connect(gtkWindow, "map") { [weak window] in window?.windowDidBecomeVisible() },
            Signal.connect(gtkWindow, "unmap") { [weak window] in window?.windowDidBecomeHidden() },
            // Before GTK's own handling, so Alt+Left or Ctrl+PageDown reach
            // the controllers wherever the focus is; plain keys stay with a
            // focused text field.
            Signal.connect(gtkWindow, "key-press-event", eventHandler: { [weak window] event in
                let key = event.assumingMemoryBound(to: GdkEventKey.self)
                guard let window, let (input, modifiers) = GtkKeyTranslation.input(ofKey: key) else { return false }
                let focus = gtk_window_get_focus(cgtk_window(gtkWindow))
                return window.handleKeyPress(
                    input, modifiers: modifiers, textInputHasFocus: cgtk_is_text_input(focus) != 0)
            }),
            // The mouse's back and forward buttons, wherever the pointer is.
            Signal.connect(gtkWindow, "button-press-event", eventHandler: { [weak window] event in
                let button = event.assumingMemoryBound(to: GdkEventButton.self)
                guard let window, let input = GtkKeyTranslation.input(ofButton: button) else { return false }
                return window.handleKeyPress(input, modifiers: [])
            }),
        ]
        gtk_widget_add_events(gtkWindow, Int32(GDK_BUTTON_PRESS_MASK.rawValue))
        return window
    }

    /// A host for the window's root view: a GtkLayout that fills the window.
    public func makeRootViewHost(for view: View) -> any ViewHost {
        GtkViewHost(windowRootWithContent: nil, view: view)
    }

    /// Puts the root view's layout in the GtkWindow and reports its allocations as window sizes.
    public func setRootView(_ view: View?) {
        rootAllocation?.disconnect()
        rootAllocation = nil
        if let rootWidget, gtk_widget_get_parent(rootWidget) == content {
            gtk_container_remove(cgtk_container(content), rootWidget)
        }
        rootWidget = nil
        guard let host = view?.host as? GtkViewHost else { return }
        rootWidget = host.widget
        // A widget still parked in its old superview's layout leaves it first.
        if let parent = gtk_widget_get_parent(host.widget) {
            gtk_container_remove(cgtk_container(parent), host.widget)
        }
        gtk_container_add(cgtk_container(content), host.widget)
        rootAllocation = Signal.connect(host.widget, "size-allocate", after: true, pointerHandler: { [weak self] rect in
            guard let rect else { return }
            let allocation = rect.assumingMemoryBound(to: GtkAllocation.self).pointee
            self?.window?.windowDidResize(to: Size(width: Double(allocation.width), height: Double(allocation.height)))
        })
    }

    /// Floats `widget` over the root view, as a UIKit app adds a view to the
    /// window above its root controller's (a search bar, a notification):
    /// the root view keeps the whole window's size and hears every resize.
    /// Position it with its own alignment and margins.
    ///
    /// Returns false, and leaves `widget` alone, once the GtkWindow is
    /// destroyed: work queued while the window was open (a bar built on a
    /// later turn of the main loop) may run after it closed.
    @discardableResult
    public func addOverlay(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard !isDestroyed else { return false }
        gtk_overlay_add_overlay(cgtk_overlay(content), widget)
        return true
    }

    /// Shows the GtkWindow; its `map` signal makes the root appear.
    public func show() {
        gtk_widget_show(gtkWindow)
    }

    /// Hides the GtkWindow; its `unmap` signal makes the root disappear.
    public func hide() {
        gtk_widget_hide(gtkWindow)
    }

    /// Asks GTK to resize the window; the new allocation is reported when it comes.
    public func resize(to size: Size) {
        gtk_window_resize(cgtk_window(gtkWindow), Int32(size.width.rounded()), Int32(size.height.rounded()))
    }
}
