// ContainmentGtk: the GTK 3 backend of the containment core.
import CGtk
import Containment
