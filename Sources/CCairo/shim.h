/*
 * Cairo and Pango, without GTK, for the modules that draw but must not
 * depend on GTK (MapRendering and its tests). Pango lays out text, so labels
 * get real shaping, kerning and font fallback (Chinese included).
 *
 * A cairo_t crosses into GTK code as an opaque pointer, so this module and
 * CGtk never need to share struct types.
 */
#ifndef TUNNEL_CCAIRO_SHIM_H
#define TUNNEL_CCAIRO_SHIM_H
#include <cairo.h>
#include <pango/pangocairo.h>

#endif
