// ContainmentGtk: the GTK 3 backend of the containment core.
//
// Every `View` is hosted by a `GtkViewHost`, whose widget is a GtkLayout: it
// places subviews at exact frames and, having its own GdkWindow, clips them,
// so a flip animates one pane only. `GtkWindowHost` ties a `Window` to a
// GtkWindow's map, unmap and size; `GtkAnimationDriver` paces transitions on
// the frame clock and `GtkTransitionRenderer` paints them with Cairo.
//
// The backend is built on the Swift layer over GTK, and hands its types
// (widgets, signals, main-loop sources) to its users: an app that imports
// ContainmentGtk writes `Label`, `Signal.connect` and `MainLoopSource.after`
// without importing the layer itself.
@_exported public import Gtk
