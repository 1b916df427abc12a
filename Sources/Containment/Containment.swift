// Containment: UIKit-style view-controller containment, platform-neutral.
// This module imports no GTK; backends attach real widgets to its views.
