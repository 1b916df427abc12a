/*
 * Cairo and Pango, without GTK, for the modules that draw but must not
 * depend on GTK (MapRendering and its tests). Pango lays out text, so labels
 * get real shaping, kerning and font fallback (Chinese included).
 *
 * A cairo_t crosses into GTK code as an opaque pointer, so this module and
 * CGtk never need to share struct types.
 *
 * Pango's fontconfig backend is here too: the maps set their text in fonts
 * found through a fontconfig configuration of their own
 * (BaseMapFontSubset). Its GObject casts are macros, which Swift does not
 * import, so they are wrapped below, checked.
 */
#ifndef TUNNEL_CCAIRO_SHIM_H
#define TUNNEL_CCAIRO_SHIM_H
#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

/* The font map's fontconfig side, or NULL if it has none. */
static inline PangoFcFontMap *ccairo_fc_font_map(PangoFontMap *map) {
    return PANGO_IS_FC_FONT_MAP(map) ? PANGO_FC_FONT_MAP(map) : NULL;
}

/* The fully resolved pattern a font was loaded from (file, face index and
 * rendering settings), or NULL for a font from another backend. */
static inline FcPattern *ccairo_font_pattern(PangoFont *font) {
    return PANGO_IS_FC_FONT(font) ? pango_fc_font_get_pattern(PANGO_FC_FONT(font)) : NULL;
}
#endif
