import Omnibox
import OmniboxTestSupport

// Search: results-page recognition, suggestion bodies, OpenSearch descriptions, URL templates.

extension FuzzTarget {
  static let terms = FuzzTarget(
    "terms",
    "SearchEngines.searchTermsMatch on a URL: terms hold no control character; they come back the same from the engine's own URL for them",
    dictionary: ["url", "escapes", "unicode", "search"],
    seeds: { fixtures in
      (fixtures.strings(in: "search/terms.json", keys: ["input"])
        + fixtures.objects(in: "search/build.json").compactMap { $0["url"]?.string }
        + fixtures.strings(in: "search/templates.json", keys: ["url"])).map { Array($0.utf8) }
    },
    run: { input in
      guard let url = try? URLRecord(input.text) else { return }
      let (engine, match) = SearchEngines.searchTermsMatch(in: url)
      guard let engine, let terms = match.terms else { return }
      let what = "terms in \(Invariant.quoted(url.href)) = \(Invariant.quoted(terms)) (\(engine.name))"
      Invariant.check(
        !terms.unicodeScalars.contains(where: Invariant.isControl), "\(what): a control character (they stay escaped)")
      SearchInvariants.checkRoundTrip(engine, terms, what)
    })

  static let suggestions = FuzzTarget(
    "suggestions",
    "SearchSuggestions(parsing:charset:) with `<charset byte>body`: no empty suggestion; the answer is current for its own query; bytes and text agree",
    dictionary: ["json"],
    seeds: { fixtures in
      fixtures.strings(in: "search/suggestions.json", keys: ["body"]).enumerated().map { i, body in
        FuzzInput.encode(selector: i % SuggestionCharsets.all.count, body)
      }
    },
    run: { input in
      let (choice, rest) = input.selecting(SuggestionCharsets.all.count)
      let charset = SuggestionCharsets.all[choice]
      guard let parsed = try? SearchSuggestions(parsing: rest.bytes, charset: charset) else { return }
      let what = "suggestions(\(Invariant.quoted(rest.text)), charset: \(Invariant.quoted(charset)))"
      Invariant.check(!parsed.suggestions.contains(""), "\(what): an empty suggestion")
      Invariant.check(parsed.isCurrent(for: parsed.query ?? "anything"), "\(what): not current for its own query")
      if charset == nil, let text = rest.validText {
        Invariant.check((try? SearchSuggestions(parsing: text)) == parsed, "\(what): the text entry point disagrees")
      }
    })

  static let openSearch = FuzzTarget(
    "opensearch",
    "OpenSearchDescription(parsing:) and TemplateSearchEngine(description): bounded (entities), bytes and text agree, the engine builds URLs",
    dictionary: ["xml", "url", "search"],
    maximumLength: 16384,
    seeds: { fixtures in fixtures.files(in: "search/opensearch").map(\.bytes) },
    run: { input in
      guard let description = try? OpenSearchDescription(parsing: input.bytes) else { return }
      let what = "OpenSearch \(Invariant.quoted(description.shortName))"
      if let text = input.validText {
        Invariant.check(
          (try? OpenSearchDescription(parsing: text)) == description, "\(what): the text entry point disagrees")
      }
      Invariant.check(!description.shortName.isEmpty, "\(what): empty short name")
      guard let engine = try? TemplateSearchEngine(description) else { return }
      let url = engine.searchURL(for: "swift & c++")
      _ = engine.suggestionURL(for: "swift")
      if let record = try? URLRecord(url) { _ = engine.searchTermsMatch(in: record) }
    })

  static let templates = FuzzTarget(
    "templates",
    "SearchTemplate parsing and expansion with `<engine byte>template\\nterms`; the chosen engine gives any terms back from its own URL",
    dictionary: ["search", "url", "escapes", "unicode"],
    seeds: { fixtures in
      fixtures.objects(in: "search/templates.json").enumerated().compactMap { i, test in
        guard let template = test["template"]?.string else { return nil }
        return FuzzInput.encode(selector: i % RoundTripEngines.all.count, template, test["terms"]?.string ?? "a b")
      }
        + fixtures.objects(in: "search/build.json").enumerated().compactMap { i, test in
          test["query"]?.string.map { FuzzInput.encode(selector: i % RoundTripEngines.all.count, "", $0) }
        }
    },
    run: { input in
      let (choice, rest) = input.selecting(RoundTripEngines.all.count)
      let (templateText, terms) = rest.lines ?? ("", rest.text)
      let (name, engine) = RoundTripEngines.all[choice]
      let what = "\(name).searchURL(for: \(Invariant.quoted(terms)))"
      if SearchInvariants.roundTrips(terms, wholeSegment: RoundTripEngines.wholeSegment.contains(name)) {
        SearchInvariants.checkRoundTrip(engine, terms, what)
      }
      guard let template = try? SearchTemplate(templateText) else { return }
      let expanded = template.expand(terms)
      Invariant.check(
        !expanded.unicodeScalars.contains { $0 == " " || Invariant.isControl($0) },
        "SearchTemplate(\(Invariant.quoted(templateText))).expand(\(Invariant.quoted(terms))) = \(Invariant.quoted(expanded))"
      )
      let custom = TemplateSearchEngine(name: "fuzz", template: template)
      if let url = try? URLRecord(custom.searchURL(for: terms)) { _ = custom.searchTermsMatch(in: url) }
    })
}

/// Search invariants.
enum SearchInvariants {
  /// Whether `terms` must survive a round trip: not empty, no control character (those stay
  /// escaped on extraction), and not a lone dot segment in a whole-segment path placeholder.
  static func roundTrips(_ terms: String, wholeSegment: Bool) -> Bool {
    !terms.isEmpty && !terms.unicodeScalars.contains(where: Invariant.isControl)
      && !(wholeSegment && (terms == "." || terms == ".."))
  }

  /// `engine`'s URL for `terms` parses and gives `terms` back, scalar for scalar; when the
  /// engine's URL for a plain word is canonical, its URL for any terms is too (the terms are
  /// encoded the way the URL parser would leave them).
  static func checkRoundTrip(_ engine: any SearchEngine, _ terms: String, _ what: @autoclosure () -> String) {
    let url = engine.searchURL(for: terms)
    let plain = engine.searchURL(for: "x")
    if (try? URLRecord(plain))?.href == plain { Invariant.checkCanonical(url, what()) }
    guard let record = try? URLRecord(url) else {
      Invariant.fail("\(what()) = \(Invariant.quoted(url)) does not parse")
    }
    let back = engine.searchTerms(in: record)
    Invariant.check(
      back.map { Array($0.unicodeScalars) } == Array(terms.unicodeScalars),
      "\(what()) = \(Invariant.quoted(url)), whose terms are \(Invariant.quoted(back))")
  }
}

/// The engines the `templates` target round-trips terms through (`SearchRoundTripEngines`,
/// the set `SearchRoundTripTests` pins), parsed once.
enum RoundTripEngines {
  static let all: [(name: String, engine: any SearchEngine)] = SearchRoundTripEngines.names.map { name in
    do {
      return (name, try SearchEngines.named(name))
    } catch {
      Invariant.fail("round-trip engine \(name): \(error)")
    }
  }

  static let wholeSegment = SearchRoundTripEngines.wholeSegment
}

/// The `Content-Type` charsets the `suggestions` target tries.
enum SuggestionCharsets {
  static let all: [String?] = [nil, "utf-8", "UTF8", "windows-1252", "ISO-8859-1", "latin1", "koi8-r"]
}
