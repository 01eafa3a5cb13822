import Omnibox
import OmniboxTestSupport
import Testing

/// One row of `Fixtures/search/suggestions.json` (ours): a response body shaped like a real
/// engine's (text, or bytes in hex), its charset label, and the suggestions or error expected.
struct SuggestionCase: Decodable, Sendable, CustomTestStringConvertible {
  let id: String
  let body: String?
  let hex: String?
  let charset: String?
  let query: String?
  let suggestions: [String]?
  let error: String?
  var testDescription: String { id }

  var bytes: [UInt8] { Fixture.bytes(text: body, hex: hex) }
}

private func errorName(_ e: SuggestionError) -> String {
  switch e {
  case .invalidJSON: return "invalidJSON"
  case .unexpectedShape: return "unexpectedShape"
  case .unsupportedCharset: return "unsupportedCharset"
  }
}

@Suite struct SearchSuggestionTests {
  static let cases: [SuggestionCase] = (try? Fixture.decode("search/suggestions.json")) ?? []

  @Test func fixtureLoaded() {
    #expect(Self.cases.count == 34)
    #expect(Self.cases.filter { $0.error != nil }.count == 17)
  }

  @Test(arguments: cases) func parses(_ c: SuggestionCase) {
    do {
      let s = try SearchSuggestions(parsing: c.bytes, charset: c.charset)
      if let error = c.error {
        Issue.record("accepted as \(s); expected \(error)")
        return
      }
      #expect(s.query == c.query)
      #expect(s.suggestions == c.suggestions)
    } catch {
      #expect(errorName(error) == c.error)
      #expect(!error.description.isEmpty)
    }
  }

  @Test func stringEntryPoint() throws {
    #expect(try SearchSuggestions(parsing: #")]}'"# + "\n" + #"["a",["ab"]]"#).suggestions == ["ab"])
  }

  @Test func staleResponsesAreRecognised() throws {
    let s = try SearchSuggestions(parsing: #"["swi",["swift"]]"#)
    #expect(s.isCurrent(for: "swi"))
    #expect(!s.isCurrent(for: "swif"))
    // Compared scalar by scalar: a decomposed é is a different query than a precomposed one.
    #expect(!SearchSuggestions(query: "e\u{301}", suggestions: []).isCurrent(for: "é"))
    #expect(SearchSuggestions(query: nil, suggestions: ["x"]).isCurrent(for: "anything"))
  }

  @Test func errorDetails() {
    #expect(throws: SuggestionError.unexpectedShape("suggestion 1 is not a string")) {
      try SearchSuggestions(parsing: #"["q",["a",2]]"#)
    }
    #expect(throws: SuggestionError.unsupportedCharset("koi8-r")) {
      try SearchSuggestions(parsing: Array("[]".utf8), charset: "koi8-r")
    }
    #expect(throws: SuggestionError.invalidJSON(JSONError(.unexpectedEnd, at: 0))) {
      try SearchSuggestions(parsing: "")
    }
  }
}
