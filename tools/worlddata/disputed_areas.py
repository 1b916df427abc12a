"""Land the countries layer leaves to no country, by name.

Natural Earth's German-view countries (ne_10m_admin_0_countries_deu) give
some disputed areas to no one: they are holes between the countries that
border them. Natural Earth's land layer (ne_10m_land) still covers them, so
build_world_assets.py finds them as land no country covers, and names those
listed here after the area. Other uncovered land (islands, river deltas and
slivers the countries layer lacks) goes to the country of the GeoNames places
on it, else to the nearest country.

Each entry: English name, Simplified Chinese name (or None: the English one
is used), and a label point (latitude, longitude) that must fall in exactly
one uncovered piece; the build warns when it does not.
"""

DISPUTED_AREAS = [
    ("Abyei Area", "阿卜耶伊地区", 9.6, 28.43),
    ("Golan Heights", "戈兰高地", 33.0, 35.75),
    ("Southern Patagonian Ice Field", "南巴塔哥尼亚冰原", -49.52, -73.32),
    ("Rincón de Artigas", None, -30.96, -55.96),
]

# Points of land in ne_10m_land that is no land: Null Island, a 1 km² square
# at 0° N, 0° E that Natural Earth carries as a placeholder.
NOT_LAND = [(0.0, 0.0)]
