/// Which continent each country is on, by ISO 3166-1 alpha-2 code.
///
/// The world data has countries and places but no continent field, so the
/// Atlas groups countries with this small committed table (the usual
/// seven-continent convention; Russia and Turkey go with Europe and Asia by
/// their capitals). A code missing here lands under "Other".
enum Continents {
    static let names = ["Africa", "Asia", "Europe", "North America", "South America", "Oceania", "Antarctica"]

    static func continent(ofCountry code: String) -> String {
        table[code] ?? "Other"
    }

    private static let table: [String: String] = {
        let lists: [(String, String)] = [
            ("Africa", "DZ AO BJ BW BF BI CM CV CF TD KM CG CD CI DJ EG GQ ER SZ ET GA GM GH GN GW KE LS LR LY MG MW ML MR MU YT MA MZ NA NE NG RE RW SH ST SN SC SL SO ZA SS SD TZ TG TN UG EH ZM ZW"),
            ("Asia", "AF AM AZ BH BD BT BN KH CN CY GE HK IN ID IR IQ IL JP JO KZ KW KG LA LB MO MY MV MN MM NP KP OM PK PS PH QA SA SG KR LK SY TW TJ TH TL TR TM AE UZ VN YE"),
            ("Europe", "AX AL AD AT BY BE BA BG HR CZ DK EE FO FI FR DE GI GR GG HU IS IE IM IT JE XK LV LI LT LU MT MD MC ME NL MK NO PL PT RO RU SM RS SK SI ES SJ SE CH UA GB VA"),
            ("North America", "AI AG AW BS BB BZ BM BQ VG CA KY CR CU CW DM DO SV GL GD GP GT HT HN JM MQ MX MS NI PA PR BL KN LC MF PM VC SX TT TC US VI"),
            ("South America", "AR BO BR CL CO EC FK GF GY PY PE SR UY VE GS"),
            ("Oceania", "AS AU CK FJ PF GU KI MH FM NR NC NZ NU NF MP PW PG PN WS SB TK TO TV UM VU WF"),
            ("Antarctica", "AQ TF HM BV"),
        ]
        var table: [String: String] = [:]
        for (continent, codes) in lists {
            for code in codes.split(separator: " ") { table[String(code)] = continent }
        }
        return table
    }()
}
