"""Which ocean each named marine area of Natural Earth belongs to.

Committed by hand because "the nearest ocean polygon" is the wrong parent for
a sea: the Gulf of Bothnia touches no Atlantic polygon, yet it is Atlantic
water through the Baltic. Assignments follow the IHO's "Limits of Oceans and
Seas" where it is explicit and the usual atlas convention otherwise. An empty
string means a landlocked body (the Caspian) that belongs to no ocean.
"""

ARCTIC = "Arctic Ocean"
ATLANTIC = "Atlantic Ocean"
INDIAN = "Indian Ocean"
PACIFIC = "Pacific Ocean"
SOUTHERN = "Southern Ocean"
LANDLOCKED = ""

# The seven ocean polygons of the source, named by the basin they belong to.
OCEAN_BASIN_OF_OCEAN_POLYGON = {
    "Arctic Ocean": ARCTIC,
    "North Atlantic Ocean": ATLANTIC,
    "South Atlantic Ocean": ATLANTIC,
    "North Pacific Ocean": PACIFIC,
    "South Pacific Ocean": PACIFIC,
    "Indian Ocean": INDIAN,
    "Southern Ocean": SOUTHERN,
}

_BY_OCEAN = {
    ARCTIC: """
        Amundsen Gulf; Barents Sea; Bathurst Inlet; Beaufort Sea; Chaun Bay; Chukchi Sea;
        Darnley Bay; Dmitriy Laptev Strait; East Siberian Sea; Foxe Basin; Franklin Bay;
        Fury and Hecla Strait; Goldsmith Channel; Greenland Sea; Guba Gusinaya; Gulf of Boothia;
        Gulf of Ob; Gulf of Olen‘k; Gulf of Yana; Hadley Bay; Hall Basin; Hudson Bay;
        Hudson Strait; Husky Lakes; James Bay; Jones Sound; Kane Basin; Kangertittivaq;
        Kara Sea; Karskiye Strait; Kennedy Channel; Khatanga Gulf; Kotzebue Sound; Laptev Sea;
        Liddon Gulf; Lincoln Sea; M'Clure Strait; Mackenzie Bay; Matochkin Shar Strait;
        Minto Inlet; Murchison Sound; Ozero Mogotoyevo; Prince Albert Sound;
        Prince of Wales Strait; Richard Collinson Inlet; Robeson Channel; Sherman Basin;
        Smith Sound; Storfjorden; The North Western Passages; Ungava Bay; Vil'kitskogo Strait;
        Viscount Melville Sound; Wager Bay; White Sea; Wynniatt Bay; Yenisey Gulf
    """,
    ATLANTIC: """
        Adriatic Sea; Aegean Sea; Albemarle Sound; Alboran Sea; Amazon River; Bahía Blanca;
        Bahía Grande; Bahía de Campeche; Baffin Bay; Balearic Sea; Baltic Sea; Bay Inútil;
        Bay of Biscay; Bay of Fundy; Baía de Marajó; Baía de São Marcos; Bight of Benin;
        Bight of Biafra; Black Sea; Boca Grande; Boknafjorden; Bosporus; Bras d'Or Lake;
        Bristol Channel; Canal Perigoso; Canal do Norte; Canal do Sul; Caribbean Sea;
        Chesapeake Bay; Cumberland Sound; Dardanelles; Davis Strait; Delaware Bay;
        Denmark Strait; Disko Bay; Eclipse Sound; English Channel; Estrecho de Magellanes;
        Frobisher Bay; Golfe du Lion; Golfo San Jorge; Golfo San Matías; Golfo de Urabá;
        Gulf of Bothnia; Gulf of Finland; Gulf of Gabès; Gulf of Guinea; Gulf of Honduras;
        Gulf of Maine; Gulf of Mexico; Gulf of Riga; Gulf of Saint Lawrence; Gulf of Sidra;
        Hamilton Inlet; Inner Seas; Ionian Sea; Irish Sea; Kaliningrad; Kattegat;
        Labrador Sea; Lago de Maracaibo; Lagoa dos Patos; Lake Pontchartrain; Ligurian Sea;
        Long Island Sound; Massachusetts Bay; Mecklenburger Bucht; Mediterranean Sea;
        Melville Bay; North Sea; Norwegian Sea; Pamlico Sound; Río de la Plata;
        Saint Lawrence River; Sargasso Sea; Sea of Azov; Sea of Crete; Sea of Marmara;
        Skagerrak; Sognefjorden; St. Helena Bay; Stettiner Haff; Strait of Belle Isle;
        Strait of Gibraltar; Straits of Florida; Trondheimsfjorden; Tyrrhenian Sea;
        Uummannaq Fjord; Vestfjorden; Waddenzee; Yucatan Channel; Øresund
    """,
    INDIAN: """
        Andaman Sea; Antongila Bay; Arabian Sea; Bab el Mandeb; Baia de Maputo; Bay of Bengal;
        Geographe Bay; Great Australian Bight; Gulf St. Vincent; Gulf of Aden; Gulf of Aqaba;
        Gulf of Khambhät; Gulf of Kutch; Gulf of Mannar; Gulf of Martaban; Gulf of Masira;
        Gulf of Oman; Gulf of Suez; Joseph Bonaparte Gulf; Laccadive Sea; Mozambique Channel;
        Palk Strait; Persian Gulf; Red Sea; Savu Sea; Selat Bali; Shark Bay; Strait of Malacca;
        Timor Sea
    """,
    PACIFIC: """
        Arafura Sea; Baird Inlet; Bali Sea; Banda Sea; Bass Strait; Bay of Plenty; Bering Sea;
        Bismarck Sea; Bo Hai; Bohol Sea; Bristol Bay; Celebes Sea; Ceram Sea; Columbia River;
        Cook Inlet; Cook Strait; Coral Sea; Cordova Bay; Davao Gulf; Dixon Entrance;
        East China Sea; East Korea Bay; Flores Sea; Golfo Corcovado; Golfo de California;
        Golfo de Guayaquil; Golfo de Panamá; Golfo de Penas; Golfo de Tehuantepec;
        Great Barrier Reef; Gulf of Alaska; Gulf of Anadyr'; Gulf of Buli; Gulf of Carpentaria;
        Gulf of Kamchatka; Gulf of Kau; Gulf of Papua; Gulf of Sakhalin; Gulf of Thailand;
        Gulf of Tomini; Gulf of Tonkin; Halmahera Sea; Hangzhou Bay; Hecate Strait; Inner Sea;
        Java Sea; Karaginskiy Gulf; Korea Strait; Kronotskiy Gulf; La Pérouse Strait;
        Leyte Gulf; Luzon Strait; Makassar Strait; Molucca Sea; Monterey Bay; Norton Sound;
        Philippine Sea; Prince William Sound; Qiongzhou Strait; Queen Charlotte Sound;
        Queen Charlotte Strait; Ragay Gulf; Salish Sea; Samar Sea; San Francisco Bay;
        Sea of Japan; Sea of Okhotsk; Selat Dampier; Seno Otway; Seno de Skyring;
        Shelikhova Gulf; Sibuyan Sea; Solomon Sea; South China Sea; Strait of Singapore;
        Sulu Sea; Surigao Strait; Taiwan Strait; Tasman Sea; Tatar Strait; Tayabas Bay;
        Torres Strait; Tsugaru Strait; Uchiura Bay; Uda Bay; Visayan Sea; Yangtze River;
        Yellow Sea
    """,
    SOUTHERN: """
        Amundsen Sea; Bellingshausen Sea; Bransfield Strait; Davis Sea; Drake Passage;
        George VI Sound; Lützow-Holm Bay; Marguerite Bay; McMurdo Sound; Peacock Sound;
        Porpoise Bay; Prydz Bay; Ronne Entrance; Ross Sea; Scotia Sea; Sulzberger Bay;
        Vincennes Bay; Weddell Sea; Wrigley Gulf
    """,
    LANDLOCKED: """
        Caspian Sea; Garabogaz Bay
    """,
}

SEA_TO_OCEAN = {
    name.strip(): ocean
    for ocean, names in _BY_OCEAN.items()
    for name in names.replace("\n", " ").split(";")
    if name.strip()
}
