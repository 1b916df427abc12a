// TunnelApp: the Tunnel application — controllers, command line, window.
import CGtk
