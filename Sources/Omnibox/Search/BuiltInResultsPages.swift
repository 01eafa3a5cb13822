// Where the built-in engines' results pages live, for search-terms extraction.
// Alternate forms come first and the main form last (Chrome's order): the first form whose
// host, path and key match decides, so `/search?q=x#q=` is an empty fragment query, not "x".

extension GoogleSearch {
  /// Google's own country domains, as the part after `google.` (`co.uk` → `google.co.uk`).
  /// Only Google-run domains: recognising a results page shows the query instead of the URL,
  /// so a look-alike host must never match.
  static let countryDomainSuffixes: [String] = [
    "com", "ad", "ae", "com.af", "com.ag", "al", "am", "co.ao", "com.ar", "as", "at", "com.au", "az", "ba", "com.bd",
    "be", "bf", "bg", "com.bh", "bi", "bj", "com.bn", "com.bo", "com.br", "bs", "bt", "co.bw", "by", "com.bz", "ca",
    "cat", "cd", "cf", "cg", "ch", "ci", "co.ck", "cl", "cm", "cn", "com.co", "co.cr", "com.cu", "cv", "com.cy", "cz",
    "de", "dj", "dk", "dm", "com.do", "dz", "com.ec", "ee", "com.eg", "es", "com.et", "fi", "com.fj", "fm", "fr", "ga",
    "ge", "gg", "com.gh", "com.gi", "gl", "gm", "gr", "com.gt", "gy", "com.hk", "hn", "hr", "ht", "hu", "co.id", "ie",
    "co.il", "im", "co.in", "iq", "is", "it", "je", "com.jm", "jo", "co.jp", "co.ke", "com.kh", "ki", "kg", "co.kr",
    "com.kw", "kz", "la", "com.lb", "li", "lk", "co.ls", "lt", "lu", "lv", "com.ly", "co.ma", "md", "me", "mg", "mk",
    "ml", "com.mm", "mn", "com.mt", "mu", "mv", "mw", "com.mx", "com.my", "co.mz", "com.na", "com.ng", "com.ni", "ne",
    "nl", "no", "com.np", "nr", "nu", "co.nz", "com.om", "com.pa", "com.pe", "com.pg", "com.ph", "com.pk", "pl", "pn",
    "com.pr", "ps", "pt", "com.py", "com.qa", "ro", "rs", "ru", "rw", "com.sa", "com.sb", "sc", "se", "com.sg", "sh",
    "si", "sk", "com.sl", "sn", "so", "sm", "sr", "st", "com.sv", "td", "tg", "co.th", "com.tj", "tl", "tm", "tn",
    "to", "com.tr", "tt", "com.tw", "co.tz", "com.ua", "co.ug", "co.uk", "com.uy", "co.uz", "com.vc", "co.ve", "co.vi",
    "com.vn", "vu", "ws", "co.za", "co.zm", "co.zw",
  ]

  private static let mainHosts: Set<String> = ["www.google.com"]
  private static let allHosts: Set<String> = Set(
    countryDomainSuffixes.flatMap { ["www.google." + $0, "google." + $0] })

  private static func patterns(hosts: Set<String>) -> [ResultsPagePattern] {
    [
      ResultsPagePattern(hosts: hosts, path: "/", location: .fragment(key: "q")),
      ResultsPagePattern(hosts: hosts, path: "/search", location: .fragment(key: "q")),
      ResultsPagePattern(hosts: hosts, path: "/webhp", location: .fragment(key: "q")),
      ResultsPagePattern(hosts: hosts, path: "/s", location: .fragment(key: "q")),
      ResultsPagePattern(hosts: hosts, path: "/s", location: .query(key: "q")),
      ResultsPagePattern(hosts: hosts, path: "/search", location: .query(key: "q")),
    ]
  }

  private static let mainPatterns = ResultsPagePatterns(patterns(hosts: mainHosts))
  private static let countryPatterns = ResultsPagePatterns(patterns(hosts: allHosts))

  /// The results-page forms this configuration recognises.
  var resultsPagePatterns: ResultsPagePatterns {
    options.recognizesCountryDomains ? Self.countryPatterns : Self.mainPatterns
  }
}

extension BingSearch {
  private static let patterns = ResultsPagePatterns([
    ResultsPagePattern(hosts: ["www.bing.com", "bing.com", "cn.bing.com"], path: "/search", location: .query(key: "q"))
  ])

  /// The results-page forms Bing uses.
  var resultsPagePatterns: ResultsPagePatterns { Self.patterns }
}

extension DuckDuckGoSearch {
  private static let patterns: ResultsPagePatterns = {
    let main: Set<String> = ["duckduckgo.com", "www.duckduckgo.com", "start.duckduckgo.com"]
    return ResultsPagePatterns([
      ResultsPagePattern(hosts: main.union(["html.duckduckgo.com"]), path: "/html/", location: .query(key: "q")),
      ResultsPagePattern(hosts: main.union(["html.duckduckgo.com"]), path: "/html", location: .query(key: "q")),
      ResultsPagePattern(hosts: main.union(["lite.duckduckgo.com"]), path: "/lite/", location: .query(key: "q")),
      ResultsPagePattern(hosts: main.union(["lite.duckduckgo.com"]), path: "/lite", location: .query(key: "q")),
      ResultsPagePattern(hosts: main, path: "/", location: .query(key: "q")),
    ])
  }()

  /// The results-page forms DuckDuckGo uses.
  var resultsPagePatterns: ResultsPagePatterns { Self.patterns }
}
