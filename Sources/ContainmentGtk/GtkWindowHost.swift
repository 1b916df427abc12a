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
/// For a GtkApplicationWindow, make it yourself (empty: the host gives it
/// its one child) and wrap it with `makeWindow(wrapping:size:)`, or let
/// ``ContainmentApplication`` do all of it.
@MainActor public final class GtkWindowHost: WindowHost {
    /// The GtkWindow.
    public let toplevel: ToplevelWindow
    /// The GtkWindow's one child: an overlay whose main child is the root
    /// view's layout, with ``addOverlay(_:)-(Widget)``'s widgets floating above it.
    private let content = Overlay()
    /// The window this host reports to.
    public private(set) weak var window: Window?
    private var rootWidget: Widget?
    private var rootAllocation: SignalConnection?
    private var connections: [SignalConnection] = []

    private init(toplevel: ToplevelWindow) {
        self.toplevel = toplevel
        content.show()
        toplevel.add(content)
    }

    isolated deinit {
        for connection in connections { connection.disconnect() }
        rootAllocation?.disconnect()
    }

    /// The GtkWindow, for code that calls GTK directly.
    public var gtkWindow: UnsafeMutablePointer<GtkWidget> { toplevel.widgetPointer }

    /// Whether the GtkWindow was destroyed (closed, or its application
    /// quit): its widgets are gone, and nothing can be added to it.
    public var isDestroyed: Bool { toplevel.isDestroyed }

    /// A new toplevel GtkWindow with `title` and default size `size`, hosted
    /// by a `Window` that paces transitions on the frame clock and paints them
    /// with `GtkTransitionRenderer`.
    public static func makeWindow(title: String, size: Size) -> Window {
        makeWindow(wrapping: ToplevelWindow(title: title), size: size)
    }

    /// A `Window` hosted by a GtkWindow made in C (e.g. a GtkApplicationWindow),
    /// whose default size becomes `size`.
    public static func makeWindow(wrapping gtkWindow: UnsafeMutablePointer<GtkWidget>, size: Size) -> Window {
        makeWindow(wrapping: ToplevelWindow(gtkWindow), size: size)
    }

    /// A `Window` hosted by `toplevel` (an ``ApplicationWindow``, say),
    /// whose default size becomes `size`.
    public static func makeWindow(wrapping toplevel: ToplevelWindow, size: Size) -> Window {
        toplevel.setDefaultSize(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
        let host = GtkWindowHost(toplevel: toplevel)
        let window = Window(
            size: size, host: host,
            animationDriver: GtkAnimationDriver(),
            transitionRenderer: GtkTransitionRenderer())
        host.window = window
        host.connections = [
            toplevel.onMap { [weak window] in window?.windowDidBecomeVisible() },
            toplevel.onUnmap { [weak window] in window?.windowDidBecomeHidden() },
            // Before GTK's own handling, so Alt+Left or Ctrl+PageDown reach
            // the controllers wherever the focus is; plain keys stay with a
            // focused text field.
            toplevel.onKeyPress { [weak window, weak toplevel] event in
                guard let window, let (input, modifiers) = GtkKeyTranslation.input(ofKey: event) else { return false }
                return window.handleKeyPress(
                    input, modifiers: modifiers, textInputHasFocus: toplevel?.focusedWidget?.takesTextInput ?? false)
            },
            // The mouse's back and forward buttons, wherever the pointer is.
            toplevel.onButtonPress { [weak window] event in
                guard let window, let input = GtkKeyTranslation.input(ofButton: event) else { return false }
                return window.handleKeyPress(input, modifiers: [])
            },
        ]
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
        if let rootWidget, rootWidget.parent === content {
            content.remove(rootWidget)
        }
        rootWidget = nil
        guard let host = view?.host as? GtkViewHost else { return }
        rootWidget = host.layout
        // A widget still parked in its old superview's layout leaves it first.
        host.layout.removeFromParent()
        content.add(host.layout)
        rootAllocation = host.layout.onSizeAllocate(after: true) { [weak self] allocation in
            self?.window?.windowDidResize(to: Size(width: Double(allocation.width), height: Double(allocation.height)))
        }
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
    public func addOverlay(_ widget: Widget) -> Bool {
        guard !isDestroyed else { return false }
        content.addOverlay(widget)
        return true
    }

    /// Floats a widget made in C over the root view (see ``addOverlay(_:)-(Widget)``).
    @discardableResult
    public func addOverlay(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        addOverlay(Widget.wrapper(for: widget))
    }

    /// Shows the GtkWindow; its `map` signal makes the root appear.
    public func show() {
        toplevel.show()
    }

    /// Hides the GtkWindow; its `unmap` signal makes the root disappear.
    public func hide() {
        toplevel.hide()
    }

    /// Asks GTK to resize the window; the new allocation is reported when it comes.
    public func resize(to size: Size) {
        toplevel.resize(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
    }
}

extension Window {
    /// The GTK window showing this window, when it is hosted by GTK.
    public var toplevel: ToplevelWindow? {
        (host as? GtkWindowHost)?.toplevel
    }
}
