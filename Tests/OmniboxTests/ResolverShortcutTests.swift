import OmniboxTestSupport
import Testing

@testable import Omnibox

/// The resolver's shortcuts give exactly what the long way gives. Each shortcut is checked
/// against the plain code it replaces, on fixture inputs.
@Suite struct ResolverShortcutTests {
  /// An engine that describes its results pages only through `searchTerms(in:)`.
  struct PlainEngine: SearchEngine {
    var name: String { "Plain" }
    var keywords: [String] { [] }
    var urlTemplate: String { "https://plain.example/?q={searchTerms}" }
    var suggestionTemplate: String? { nil }
    func searchURL(for query: String) -> String { "https://plain.example/?q=" + query }
    func suggestionURL(for query: String) -> String? { nil }
    func searchTerms(in url: URLRecord) -> String? {
      url.hostname == "www.google.com" || url.hostname == "plain.example" ? url.query : nil
    }
  }

  /// URLs to ask about: the results-page fixture and every URL the resolver fixture produces.
  static let urls: [URLRecord] = {
    let terms: [TermsCase] = (try? Fixture.decode("search/terms.json")) ?? []
    let resolved: [ResolveCase] = (try? ResolveCase.load()) ?? []
    let texts = terms.map(\.input) + resolved.compactMap(\.url) + ["https://plain.example/?x=1"]
    return texts.compactMap { try? URLRecord($0) }
  }()

  /// The recognizer hashes the host once for every engine; asking each engine in turn gives the
  /// same engine and terms, whatever the engines and their order.
  @Test func resultsPageRecognizerAgreesWithAskingEachEngine() throws {
    #expect(Self.urls.count > 500)
    let wikipedia = try TemplateSearchEngine(
      name: "Wikipedia", template: "https://en.wikipedia.org/wiki/Special:Search?search={searchTerms}")
    let lists: [[any SearchEngine]] = [
      SearchEngines.builtIns,
      [PlainEngine()] + SearchEngines.builtIns,
      [GoogleSearch(options: .init(recognizesCountryDomains: false)), PlainEngine(), wikipedia],
      [BingSearch(), DuckDuckGoSearch()],
      [],
    ]
    var found = 0
    for engines in lists {
      let recognizer = ResultsPageRecognizer(engines)
      for url in Self.urls {
        let slow = engines.lazy.compactMap { e in e.searchTerms(in: url).map { ($0, e.name) } }.first
        let fast = recognizer.terms(in: url)
        #expect(fast?.terms == slow?.0 && fast?.engine == slow?.1, "\(url)")
        if fast != nil { found += 1 }
      }
    }
    #expect(found > 100)
  }

  /// The table the search URL writer encodes with writes exactly what percent-encoding with the
  /// form set appends, and counts it exactly: every byte alone, then random byte strings, into
  /// a buffer of exactly the counted size (and one byte short, where it stops early).
  @Test func percentEncodeTableAgreesWithTheEncodeSet() {
    var generator = SeededRandom(seed: 0x5EA2C4)
    let singles = (0...255).map { [UInt8($0)] }
    let randoms = (0..<2_000).map { _ in
      (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }
    // Mostly bytes written as themselves, so runs of eight (written a word at a time) occur.
    let plain = Array("abcXYZ09-._* ".utf8) + [UInt8(ascii: "%"), 0xC3, 0xA9, 0x00]
    let words = (0..<2_000).map { _ in
      (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        plain[Int.random(in: 0..<(Bool.random(using: &generator) ? 13 : plain.count), using: &generator)]
      }
    }
    for spaceAsPlus in [true, false] {
      let table: PercentEncodeTable = spaceAsPlus ? .formURLEncoded : .formURLEncodedSpaceAsPercent
      for bytes in singles + randoms + words {
        var expected: [UInt8] = []
        PercentEncoding.encode(bytes, using: .formURLEncoded, spaceAsPlus: spaceAsPlus, into: &expected)
        bytes.withUnsafeBufferPointer { input in
          #expect(table.encodedCount(input) == expected.count)
          var out = [UInt8](repeating: 0, count: expected.count)
          let end = out.withUnsafeMutableBufferPointer { table.write(input, into: $0, at: 0) }
          #expect(end == expected.count && out == expected, "\(bytes)")
          guard !expected.isEmpty else { return }
          var short = [UInt8](repeating: 0, count: expected.count - 1)
          let shortEnd = short.withUnsafeMutableBufferPointer { table.write(input, into: $0, at: 0) }
          #expect(shortEnd < expected.count && short[..<shortEnd] == expected[..<shortEnd])
        }
      }
    }
  }

  /// The keyword filter lets every keyword through, typed in any ASCII case (and every word with
  /// non-ASCII bytes, whose Unicode lowercase may be ASCII), so the lookup after it sees every
  /// word it would have matched; and it turns away most other words, or it would buy nothing.
  @Test func keywordFilterPassesEveryKeyword() {
    var random = SeededRandom(seed: 0xF11)
    var filter = KeywordFilter()
    let keys = KeywordShortcuts.standard.keywords.filter { !$0.hasPrefix("!") } + ["wiki", "żółw", "k"]
    #expect(keys.count > 10)
    for key in keys { filter.insert(key.lowercased()) }
    for key in keys {
      let variants = [
        key, key.uppercased(), String(key.map { Bool.random(using: &random) ? Character($0.uppercased()) : $0 }),
      ]
      for variant in variants where variant.lowercased() == key.lowercased() {
        #expect(variant.withUTF8Bytes { filter.mayContain($0) }, "\(variant)")
      }
    }
    #expect("\u{212A}".withUTF8Bytes { filter.mayContain($0) })  // KELVIN SIGN lowercases to "k"
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let others = (0..<2_000).map { _ in
      String(
        (0..<Int.random(in: 2...9, using: &random)).map { _ in
          letters[Int.random(in: 0..<letters.count, using: &random)]
        })
    }
    .filter { !keys.contains($0) }
    let passed = others.filter { word in word.withUTF8Bytes { filter.mayContain($0) } }.count
    #expect(passed * 10 < others.count, "\(passed) of \(others.count) other words pass")
  }

  /// Typed text from every resolver fixture: our case table and the browsers' tables.
  static let typedInputs: [String] = {
    let cases = ((try? ResolveCase.load()) ?? []).map(\.input)
    let browsers = BrowserTable.files.compactMap { try? BrowserTable.load($0) }.flatMap { $0.cases.map(\.input) }
    return cases + browsers
  }()

  /// Text without a scheme is parsed once, with https when no port is typed, and swapped to http
  /// when the host rules say so: for every typed input (and its host part alone), the swap of
  /// one parse is the other parse, both ways, whenever the URL has no port.
  @Test func schemeSwapAgreesWithParsingAgain() {
    #expect(Self.typedInputs.count > 900)
    var swapped = 0
    for text in Self.typedInputs {
      let hostPart = String(text.prefix { !"/?#\\".contains($0) })
      for body in [text, hostPart] {
        let http = try? URLRecord("http://" + body)
        let https = try? URLRecord("https://" + body)
        #expect((http == nil) == (https == nil), "\(body.debugDescription)")
        guard let http, let https, http.port.isEmpty, https.port.isEmpty else { continue }
        #expect(https.href(withSchemeSwappedTo: .http) == http.href, "\(body.debugDescription)")
        #expect(http.href(withSchemeSwappedTo: .https) == https.href, "\(body.debugDescription)")
        #expect(http.href(withSchemeSwappedTo: .http) == http.href)
        #expect(http.href(withSchemeSwappedTo: .ws) == nil)
        swapped += 1
      }
    }
    #expect(swapped > 1_000)
  }

  /// Random text over the characters the byte scans treat differently: letters, digits, white
  /// space (ASCII and not), other controls, the host-part delimiters and their full-width forms,
  /// line breaks and other non-ASCII text; many lengths, so every word and tail position occurs.
  static let scanInputs: [String] = {
    let pieces = [
      "a", "Z", "0", "9", "-", ".", "+", "_", ":", "@", "!", " ", "`", "{", "[", "\t", "\u{0B}", "\u{0C}", "\u{01}",
      "\u{7F}", "/", "?", "#",
      "\\", "é", "日", "\u{3000}", "\u{A0}", "\u{2009}", "\u{2028}", "\n", "\r", "／", "？", "＃", "＼", "ｆ",
    ]
    var random = SeededRandom(seed: 0x5CA7)
    var inputs: [String] = []
    for length in 0...40 {
      for _ in 0..<60 {
        // Mostly letters, so long plain runs occur too.
        inputs.append(
          (0..<length).map { _ in random.below(3) == 0 ? pieces[random.below(pieces.count)] : "x" }.joined())
      }
    }
    return inputs + typedInputs
  }()

  /// The word-at-a-time scans of typed text find what a byte-by-byte reading finds: the
  /// clean-up scan (line breaks, white space, ASCII), the end of the host part, white space
  /// before that end, the end of a scheme and its kind, and a given byte
  /// anywhere.
  @Test func wordScansAgreeWithReadingEachByte() {
    #expect(Self.scanInputs.count > 2_000)
    var checkedSplits = 0
    var checkedLayouts = 0
    defer { #expect(checkedSplits > 500 && checkedLayouts > 500) }
    for text in Self.scanInputs {
      let scalars = Array(text.unicodeScalars)
      let lineBreaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{2028}", "\u{2029}"]
      let scan = text.withUTF8Bytes { UTF8Scan($0) }
      #expect(scan.hasLineBreak == scalars.contains { lineBreaks.contains($0) }, "\(text.debugDescription)")
      if !scan.hasLineBreak {
        #expect(scan.isASCII == text.utf8.allSatisfy { $0 < 0x80 }, "\(text.debugDescription)")
        #expect(scan.hasWhitespace == scalars.contains { $0.properties.isWhitespace }, "\(text.debugDescription)")
      }
      // The host part ends at the first / ? # \ or full-width / ？ ＃ ＼.
      let delimiters: Set<Unicode.Scalar> = ["/", "?", "#", "\\", "\u{FF0F}", "\u{FF1F}", "\u{FF03}", "\u{FF3C}"]
      let hostPart = scalars.prefix { !delimiters.contains($0) }
      let expected = hostPart.contains { $0.properties.isWhitespace }
      // The first white space, as a byte offset, is where the clean-up scan says it is.
      let whitespaceScalars = scalars.prefix { !$0.properties.isWhitespace }
      let firstWhitespace =
        whitespaceScalars.count == scalars.count ? nil : whitespaceScalars.reduce(0) { $0 + UTF8.width($1) }
      #expect(text.withUTF8Bytes(TypedInput.firstWhitespace(in:)) == firstWhitespace, "\(text.debugDescription)")
      if !scan.hasLineBreak { #expect(scan.firstWhitespace == firstWhitespace, "\(text.debugDescription)") }
      let facts = text.withUTF8Bytes { HostPartFacts($0, firstWhitespace: firstWhitespace) }
      #expect((facts == nil) == expected, "\(text.debugDescription)")
      // The facts of the host part, read on their own, are what reading each character finds.
      let hostPartLength = hostPart.reduce(0) { $0 + UTF8.width($1) }
      let whole = text.withUTF8Bytes { HostPartFacts($0) }
      #expect(whole.end == hostPartLength, "\(text.debugDescription)")
      let fullWidth: [Unicode.Scalar: UInt8] = ["／": 0x2F, "？": 0x3F, "＃": 0x23, "＼": 0x5C]
      let delimiter = hostPart.count < scalars.count ? fullWidth[scalars[hostPart.count]] : nil
      #expect(whole.fullWidthDelimiter == delimiter, "\(text.debugDescription)")
      // A full-width delimiter is read as a non-ASCII byte of the part it ends.
      #expect(whole.isASCII == (hostPart.allSatisfy(\.isASCII) && delimiter == nil), "\(text.debugDescription)")
      #expect(whole.hasAtSignOrColon == hostPart.contains { $0 == "@" || $0 == ":" }, "\(text.debugDescription)")
      if let facts { #expect(facts == whole, "\(text.debugDescription)") }
      // The run of scheme bytes from the second byte on.
      let isSchemeByte = { (b: UInt8) in
        (b | 0x20) &- 0x61 < 26 || b &- 0x30 < 10 || b == 0x2B || b == 0x2D || b == 0x2E
      }
      let schemeEnd = 1 + text.utf8.dropFirst().prefix(while: isSchemeByte).count
      if !text.isEmpty { #expect(text.withUTF8Bytes(SchemePrefix.schemeEnd) == schemeEnd, "\(text.debugDescription)") }
      // The kind of the scheme run as typed is the kind of its lowercase.
      let run = Array(text.utf8.prefix(schemeEnd))
      let lower = run.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
      #expect(
        run.withUnsafeBufferPointer { SchemeKind.classifyIgnoringCase($0) }
          == lower.withUnsafeBufferPointer { SchemeKind.classify($0) })
      for byte in [UInt8(ascii: "!"), UInt8(ascii: "/")] {
        #expect(text.withUTF8Bytes { ASCIIWord.contains(byte, in: $0) } == text.utf8.contains(byte))
      }
      // A host part without `@` and `:` is read as all host without looking for them.
      let hostPartText = String(String.UnicodeScalarView(hostPart))
      if !hostPartText.contains("@"), !hostPartText.contains(":") {
        hostPartText.withUTF8Bytes { bytes in
          let full = SchemelessInput.HostPartLayout(bytes, readsBareIPv6: true)
          #expect(SchemelessInput.HostPartLayout(bytes, readsBareIPv6: true, mayHoldUserinfoOrPort: false) == full)
        }
        checkedLayouts += 1
      }
      // Where the split puts the rest, when the body is the text as typed.
      if let input = text.withUTF8Bytes({ SchemelessInput($0) }), input.urlBody == text {
        let end = String(String.UnicodeScalarView(hostPart)).utf8.count
        #expect(input.restStart == end, "\(text.debugDescription)")
        checkedSplits += 1
      }
    }
  }

  /// The suffix walk for canonical DNS names (no check, no lowercasing, no UTS #46 retry) finds
  /// the rule the full walk finds, on a name under every rule of the embedded list (wildcards
  /// and exceptions included, IDN rules in their A-label form), the list's own test hosts and the
  /// hosts of every resolver fixture URL; and the walk that stops at the first rule says
  /// whether one is listed exactly when the full walk does.
  @Test func dnsNameSuffixWalkAgreesWithTheFullWalk() throws {
    let list = try Fixture.text("psl/public_suffix_list.dat")
    let rules = list.split(separator: "\n").map { $0.prefix { !$0.isWhitespace } }.filter {
      !$0.isEmpty && !$0.hasPrefix("//")
    }
    var hosts = rules.flatMap { rule -> [String] in
      let name = rule.hasPrefix("!") ? String(rule.dropFirst()) : String(rule.map { $0 == "*" ? "w" : $0 })
      let ascii = (try? URLRecord("http://" + name))?.hostname ?? name
      return [ascii, "a." + ascii, "b.a." + ascii]
    }
    let conformance: [PublicSuffixConformanceTests.Case] = (try? Fixture.decode("psl/test_psl.json")) ?? []
    hosts += conformance.compactMap { $0.input?.lowercased() }
    hosts += Self.urls.map(\.hostname)
    let table = PublicSuffixList.embedded.table
    var checked = 0
    for host in hosts {
      host.withUTF8Bytes { bytes in
        let labels = DomainLabels(bytes)
        guard labels.isDNSHostName, labels.name.count == bytes.count, !bytes.contains(where: { $0 &- 0x41 < 26 }) else {
          return
        }
        let full = table.match(bytes, includingPrivateRules: true)
        #expect(table.match(dnsName: bytes, includingPrivateRules: true) == full, "\(host)")
        #expect(
          table.match(dnsName: bytes, includingPrivateRules: false) == table.match(bytes, includingPrivateRules: false))
        #expect(table.hasRule(dnsName: bytes) == (full.map { $0.rule != .implicitWildcard } ?? false), "\(host)")
        checked += 1
      }
    }
    #expect(checked > 20_000)
  }

  /// Resolving the bytes of a text gives what resolving the text gives, under every profile and
  /// scheme policy, for every fixture input, the random texts, and invalid UTF-8 (which reads
  /// as U+FFFD).
  @Test func resolvingBytesAgreesWithResolvingTheString() {
    var configurations: [Omnibox.Configuration] = []
    for profile in [Omnibox.Profile.omnibox, .chromium, .firefox] {
      for policy in [Omnibox.SchemePolicy.automatic, .alwaysHTTP, .alwaysHTTPS] {
        var configuration = Omnibox.Configuration()
        configuration.profile = profile
        configuration.schemePolicy = policy
        configuration.homeDirectory = "/home/me"
        configurations.append(configuration)
      }
    }
    let invalid: [[UInt8]] = [
      [0xFF], [0x61, 0xC3], [0xE2, 0x80], Array("ex\u{E9}ample.com".utf8) + [0x80], [0xED, 0xA0, 0x80],
    ]
    let inputs = (Self.typedInputs + Self.scanInputs).map { Array($0.utf8) } + invalid
    #expect(inputs.count > 3_000)
    for configuration in configurations {
      let omnibox = Omnibox(configuration: configuration)
      for bytes in inputs {
        let fromBytes = bytes.withUnsafeBufferPointer { omnibox.resolve(utf8: $0) }
        #expect(fromBytes == omnibox.resolve(String(decoding: bytes, as: UTF8.self)), "\(bytes)")
      }
    }
  }

  /// Every profile with each of `engines` as the default engine (home directory `/home/me`).
  static func configurations(engines: [any SearchEngine]) -> [Omnibox.Configuration] {
    [Omnibox.Profile.omnibox, .chromium, .firefox].flatMap { profile in
      engines.map { engine in
        var configuration = Omnibox.Configuration()
        configuration.profile = profile
        configuration.defaultEngine = engine
        configuration.homeDirectory = "/home/me"
        return configuration
      }
    }
  }

  /// Every fixture input and random text as UTF-8, and three invalid sequences.
  static var byteInputs: [[UInt8]] {
    let invalid: [[UInt8]] = [[0xFF], [0x61, 0xC3], Array("ex\u{E9}ample.com".utf8) + [0x80]]
    return (typedInputs + scanInputs).map { Array($0.utf8) } + invalid
  }

  /// Resolving bytes for their URL and reason only (``Resolution/Detail/urlAndReason``) gives the
  /// kind, URL and reason of the full resolution and no query, engine or alternate: under every
  /// profile, with a built-in and a template default engine, for every fixture input, the
  /// random texts and invalid UTF-8.
  @Test func resolvingForTheURLAloneKeepsKindURLAndReason() throws {
    let configurations = Self.configurations(engines: [
      GoogleSearch(), try TemplateSearchEngine(template: "https://x.example/?s={searchTerms}"),
    ])
    let inputs = Self.byteInputs
    #expect(inputs.count > 3_000)
    var withQuery = 0
    for configuration in configurations {
      let omnibox = Omnibox(configuration: configuration)
      for bytes in inputs {
        let full = bytes.withUnsafeBufferPointer { omnibox.resolve(utf8: $0) }
        let reduced = bytes.withUnsafeBufferPointer { omnibox.resolve(utf8: $0, detail: .urlAndReason) }
        #expect(reduced == Resolution(kind: full.kind, url: full.url, reason: full.reason), "\(bytes)")
        #expect(
          reduced.destination == full.destination && reduced.destination?.parts == full.destination?.parts, "\(bytes)")
        if full.query != nil { withQuery += 1 }
      }
    }
    // Answers with terms (searches, results pages) are among them.
    #expect(withQuery > 1_000)
  }

  /// A caller that prints answers (`omnibox resolve`) gets each URL appended to its output, after
  /// what is already there, and nothing for a refusal: one buffer for every input, under every
  /// profile, with a built-in and a template default engine, holds exactly the full answers'
  /// URLs, each after a newline; the answers hold the same kinds and reasons and no URL. Searches
  /// and URLs longer than the stack buffer a results URL is first written into are among them.
  @Test func appendedURLsAreTheAnswersURLsInOrder() throws {
    let configurations = Self.configurations(engines: [
      GoogleSearch(), try TemplateSearchEngine(template: "https://x.example/?s={searchTerms}"),
    ])
    let long = [
      String(repeating: "long words ", count: 120), String(repeating: "wörter ", count: 200),
      "example.com/" + String(repeating: "a/", count: 1_000),
    ]
    let inputs = Self.byteInputs + long.map { Array($0.utf8) }
    var refusals = 0
    for configuration in configurations {
      let omnibox = Omnibox(configuration: configuration)
      var out: [UInt8] = []
      var expected: [UInt8] = []
      for bytes in inputs {
        let full = bytes.withUnsafeBufferPointer { omnibox.resolve(utf8: $0) }
        out.append(0x0A)
        let start = out.count
        let written = bytes.withUnsafeBufferPointer { omnibox.resolve(utf8: $0, appendingURLTo: &out) }
        guard out.count >= start else {
          Issue.record("the output lost bytes at \(bytes)")
          break
        }
        expected.append(0x0A)
        expected += Array((full.url ?? "").utf8)
        #expect(String(decoding: out[start...], as: UTF8.self) == (full.url ?? ""), "\(bytes)")
        #expect(written.kind == full.kind && written.reason == full.reason && written.url == nil, "\(bytes)")
        if full.kind == .refused { refusals += 1 }
      }
      // What was there before each answer stays as it was.
      let kept = out == expected
      #expect(kept, "the output is not the answers' URLs in order")
    }
    // Refusals, which write nothing, are among them.
    #expect(refusals > 10)
  }

  /// Every answer's URL is carried parsed, and the record is the one the parser makes of its
  /// href, offsets and all (``SearchURLPattern/record(forUTF8:)`` writes a search's offsets
  /// without parsing, ``URLRecord/withSchemeSwapped(to:)`` moves them): under every profile,
  /// with the built-in engines, a template and a plain default engine, for every fixture input,
  /// the random texts and invalid UTF-8.
  @Test func carriedRecordsAreWhatTheParserMakesOfTheirHrefs() throws {
    let configurations = Self.configurations(engines: [
      GoogleSearch(), GoogleSearch(options: .init(language: "de")), BingSearch(), DuckDuckGoSearch(),
      try TemplateSearchEngine(template: "https://x.example/?s={searchTerms}"), PlainEngine(),
    ])
    let inputs = Self.byteInputs
    #expect(inputs.count > 3_000)
    var searches = 0
    var alternates = 0
    for configuration in configurations {
      let omnibox = Omnibox(configuration: configuration)
      for bytes in inputs {
        let r = bytes.withUnsafeBufferPointer { omnibox.resolve(utf8: $0) }
        #expect((r.destination == nil) == (r.kind == .refused), "\(bytes)")
        if let destination = r.destination {
          let parsed = try URLRecord(destination.href)
          #expect(destination.href == parsed.href && destination.parts == parsed.parts, "\(bytes)")
          // An engine's URL text that is not canonical is kept as written; it parses to the record.
          #expect(r.url == destination.href || r.url.flatMap { try? URLRecord($0) } == destination, "\(bytes)")
          if r.kind == .search { searches += 1 }
        }
        if let alternate = r.alternateDestination {
          let parsed = try URLRecord(alternate.href)
          #expect(alternate.href == parsed.href && alternate.parts == parsed.parts, "\(bytes)")
          alternates += 1
        }
      }
    }
    #expect(searches > 1_000)
    #expect(alternates > 100)
  }

  /// The search-URL pattern's records, offsets included, are the parser's for each search in
  /// the resolve fixtures, with each built-in engine (with and without parameters after the
  /// terms), and for long terms written the slow way.
  @Test func searchPatternRecordsAreTheParsersRecords() throws {
    let engines: [any SearchEngine] = [
      GoogleSearch(), GoogleSearch(options: .init(language: "de")), BingSearch(), DuckDuckGoSearch(),
    ]
    let terms = Self.typedInputs + [String(repeating: "long terms ü ", count: 200)]
    for engine in engines {
      let pattern = try #require(SearchURLPattern(engine))
      for query in terms {
        let record = try #require(pattern.record(for: query))
        let parsed = try URLRecord(engine.searchURL(for: query))
        #expect(record.href == parsed.href && record.parts == parsed.parts, "\(engine.name) \(query)")
      }
    }
  }

  /// A URL parsed after a scheme the omnibox already read (`scheme` + `:` + the rest) is the URL
  /// the parser finds in the joined text: for every WPT input that starts with a scheme (read
  /// in lowercase), and for https and http (slashes left out) before every typed input and
  /// random text, with the same failure where there is one.
  @Test func parsingAfterAKnownSchemeAgreesWithParsingTheJoinedText() {
    func outcome(_ parse: () throws(URLParseError) -> URLRecord) -> String {
      do throws(URLParseError) { return try parse().href } catch { return "failure: \(error)" }
    }
    let wpt = ((try? WPTURLCase.load("wpt/urltestdata.json")) ?? []).filter { $0.base == nil }.map(\.input)
    var checked = 0
    for text in wpt + Self.typedInputs + Self.scanInputs {
      let bytes = Array(text.utf8)
      let isScheme = { (b: UInt8) in (b | 0x20) &- 0x61 < 26 || b &- 0x30 < 10 || b == 0x2B || b == 0x2D || b == 0x2E }
      if let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, (bytes[0] | 0x20) &- 0x61 < 26,
        bytes[..<colon].allSatisfy(isScheme)
      {
        let scheme = bytes[..<colon].map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
        let rest = Array(bytes[(colon + 1)...])
        let known = scheme.withUnsafeBufferPointer { s in
          rest.withUnsafeBufferPointer { r in
            outcome { () throws(URLParseError) in try URLRecord(scheme: s, validUTF8: r) }
          }
        }
        #expect(known == outcome { () throws(URLParseError) in try URLRecord(text) }, "\(text.debugDescription)")
        checked += 1
      }
      for scheme in [SchemeKind.https, .http] {
        let known = bytes.withUnsafeBufferPointer { b in
          outcome { () throws(URLParseError) in try URLRecord(scheme: scheme, validUTF8: b) }
        }
        let joined = (scheme == .https ? "https://" : "http://") + text
        #expect(known == outcome { () throws(URLParseError) in try URLRecord(joined) }, "\(joined.debugDescription)")
      }
    }
    #expect(checked > 500)
  }

  /// The UTF-8 check the bytes entry makes agrees with the standard library's decoder on every
  /// fixture input, random text, and random bytes (mostly from the ranges where the rules are
  /// fine: the lead bytes and their first continuation bytes).
  @Test func utf8CheckAgreesWithTheDecoder() {
    var random = SeededRandom(seed: 0x07F8)
    let edges: [UInt8] = [
      0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF,
      0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
    ]
    var inputs = (Self.typedInputs + Self.scanInputs).map { Array($0.utf8) }
    for _ in 0..<20_000 {
      let length = random.below(12)
      inputs.append(
        (0..<length).map { _ in random.below(3) == 0 ? UInt8(random.below(256)) : edges[random.below(edges.count)] })
    }
    var invalid = 0
    for bytes in inputs {
      // The oracle: the standard library's UTF-8 decoder.
      let expected = bytes.withUnsafeBufferPointer { b in
        var iterator = b.makeIterator()
        var decoder = UTF8()
        while true {
          switch decoder.decode(&iterator) {
          case .scalarValue: continue
          case .emptyInput: return true
          case .error: return false
          }
        }
      }
      #expect(bytes.withUnsafeBufferPointer(UTF8Validation.isValid) == expected, "\(bytes)")
      #expect(
        bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) == nil } == expected, "\(bytes)")
      if !expected { invalid += 1 }
    }
    #expect(invalid > 1_000 && invalid < inputs.count - 1_000)
  }
}
