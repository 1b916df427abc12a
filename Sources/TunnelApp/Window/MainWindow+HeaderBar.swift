import Containment
import Gtk
import TunnelCore

/// The window's side of the title bar: its search button follows the
/// search bar, the content keeps GNOME's smallest size, and a units chosen
/// in the menu rewrites every distance on screen at once.
extension MainWindow {
    /// Wires the title bar's search button to the search bar, sets the
    /// content's smallest size, and reports where the content sits under
    /// the bar (for the trace's readers: tests point and photograph there).
    func connectHeaderBar() {
        headerBar.onSearchToggled = { [weak self] isActive in
            guard let self else { return }
            if isActive { self.openSearch() } else if self.isSearchOpen { self.search.close() }
        }
        guard let content = root.view.widget else { return }
        let minimum = Self.minimumContentSize
        content.sizeRequest = (Int(minimum.width), Int(minimum.height))
        content.onSizeAllocate(after: true) { [weak self] allocation in
            self?.traceContentFrame(allocation)
        }
    }

    /// Whether the search bar is open; false until it is first built.
    var isSearchOpen: Bool { hasBuiltSearch && search.isOpen }

    /// Opens the main menu, or closes it (F10).
    func toggleMainMenu() {
        headerBar.toggleMenu()
    }

    /// Writes distances in `units` from now on, everywhere on screen, and
    /// remembers the choice.
    func useUnits(_ units: UnitsPreference) {
        guard units != MeasurementSystem.preference else { return }
        MeasurementSystem.preference = units
        root.unitsDidChange()
        Trace.emit(TraceEvent("unitsChanged", [
            ("units", .string(units.rawValue)), ("system", .string(MeasurementSystem.current.rawValue)),
        ]))
        saveState()
    }

    /// Where the content (the root view) sits in the window, in points of
    /// the toplevel's own surface (`x`, `y`: on X11 without a compositor,
    /// the X window's), and where the window's visible frame starts in it
    /// (`frameX`, `frameY`: the title bar's corner, inside the shadow a
    /// compositor's desktop draws around it), with the scale that turns
    /// points into pixels.
    private func traceContentFrame(_ content: Allocation) {
        let bar = headerBar.widget
        let frame = bar.isVisible && bar.allocation.width > 1 ? bar.allocation : content
        Trace.emit(TraceEvent("windowContent", [
            ("x", .number(Double(content.x))), ("y", .number(Double(content.y))),
            ("width", .number(Double(content.width))), ("height", .number(Double(content.height))),
            ("frameX", .number(Double(frame.x))), ("frameY", .number(Double(frame.y))),
            ("scale", .number(Double(gtkWindow.scaleFactor))),
        ]))
    }
}
