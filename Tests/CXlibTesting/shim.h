/*
 * Xlib and cairo-xlib for the tests that draw into real X pixmaps, as GDK's
 * frames on X11 do (Tests/MapRenderingX11Tests).
 *
 * A module of its own, for tests alone: the app draws through GDK and never
 * names Xlib, whose names (Window, Display, Screen, Status, Bool...) would
 * clash with the Swift types of any file that imports CGtk.
 */
#ifndef CXLIBTESTING_SHIM_H
#define CXLIBTESTING_SHIM_H

#include <X11/Xlib.h>
#include <cairo.h>
#include <cairo-xlib.h>

#endif
