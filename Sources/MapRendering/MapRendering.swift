// MapRendering: Cairo drawing of maps, markers and geo-info cards. Renders
// into any cairo_t, so it works offscreen (PNG) with no display.
import CCairo
import Geo
