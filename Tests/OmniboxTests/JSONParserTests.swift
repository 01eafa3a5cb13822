import Foundation
import Omnibox
import OmniboxTestSupport
import Testing

/// One row of `Fixtures/json/parser-cases.json` (ours): a JSON text (or raw bytes in hex) and
/// either its canonical re-serialization or the error kind and byte offset it must produce.
struct JSONParserCase: Decodable, Sendable, CustomTestStringConvertible {
  let id: String
  let text: String?
  let hex: String?
  let canonical: String?
  let error: String?
  let offset: Int?
  var testDescription: String { id }

  var bytes: [UInt8] { Fixture.bytes(text: text, hex: hex) }
}

private func kindName(_ kind: JSONError.Kind) -> String {
  switch kind {
  case .unexpectedEnd: return "unexpectedEnd"
  case .unexpectedCharacter: return "unexpectedCharacter"
  case .invalidNumber: return "invalidNumber"
  case .invalidEscape: return "invalidEscape"
  case .controlCharacterInString: return "controlCharacterInString"
  case .invalidUTF8: return "invalidUTF8"
  case .tooDeep: return "tooDeep"
  case .duplicateKey: return "duplicateKey"
  case .trailingCharacters: return "trailingCharacters"
  case .tooLong: return "tooLong"
  }
}

@Suite struct JSONParserTests {
  static let cases: [JSONParserCase] = (try? Fixture.decode("json/parser-cases.json")) ?? []

  @Test func fixtureLoaded() {
    #expect(Self.cases.count == 74)
    #expect(Self.cases.filter { $0.canonical != nil }.count == 31)
  }

  @Test(arguments: cases) func parsesOrRefuses(_ c: JSONParserCase) {
    let result: Result<JSONValue, JSONError>
    do { result = .success(try JSONParser().parse(c.bytes)) } catch { result = .failure(error) }
    if let canonical = c.canonical {
      switch result {
      case .success(let value): #expect(value.serialized == canonical)
      case .failure(let error): Issue.record("unexpected \(error)")
      }
    } else {
      switch result {
      case .success(let value): Issue.record("accepted as \(value.serialized)")
      case .failure(let error):
        #expect(kindName(error.kind) == c.error)
        #expect(error.offset == c.offset)
      }
    }
  }

  /// The String entry point and the byte entry point agree on every text case.
  @Test(arguments: cases.filter { $0.text != nil }) func stringAndBytesAgree(_ c: JSONParserCase) {
    let fromString = Result { () throws(JSONError) in try JSONParser().parse(c.text ?? "") }
    let fromBytes = Result { () throws(JSONError) in try JSONParser().parse(c.bytes) }
    #expect(fromString == fromBytes)
  }

  @Test func accessors() throws {
    let v = try JSONValue(parsing: #"{"q": ["swift", 42, 1.5, true, null], "o": {"k": "v"}}"#)
    #expect(v["q"]?[0]?.string == "swift")
    #expect(v["q"]?[1]?.int == 42)
    #expect(v["q"]?[2]?.int == nil)
    #expect(v["q"]?[2]?.double == 1.5)
    #expect(v["q"]?[3]?.bool == true)
    #expect(v["q"]?[4]?.isNull == true)
    #expect(v["q"]?[5] == nil)
    #expect(v["q"]?[-1] == nil)
    #expect(v["o"]?["k"]?.string == "v")
    #expect(v["o"]?.object?.keys == ["k"])
    #expect(v["missing"] == nil)
    #expect(v[0] == nil)
    #expect(try JSONValue(parsing: "1e400").double == nil)
    #expect(try JSONValue(parsing: "99999999999999999999").int == nil)
    #expect(JSONObject([JSONMember(key: "a", value: .null), JSONMember(key: "a", value: .null)]) == nil)
  }

  @Test func errorsDescribeThemselves() {
    #expect(throws: JSONError(.duplicateKey("a"), at: 7)) { try JSONValue(parsing: #"{"a":1,"a":2}"#) }
    #expect(
      JSONError(.unexpectedCharacter(UInt8(ascii: "]")), at: 3).description
        == "JSON: unexpected character ']' at byte 3")
    #expect(JSONError(.unexpectedCharacter(0x0A), at: 0).description == "JSON: unexpected character 0x0A at byte 0")
  }

  @Test func nestingIsBounded() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONError(.tooDeep(limit: 256), at: 256)) { try JSONParser().parse(deep) }
    let objects = String(repeating: #"{"a":"#, count: 300) + "1" + String(repeating: "}", count: 300)
    #expect(throws: JSONError(.tooDeep(limit: 256), at: 256 * 5)) { try JSONParser().parse(objects) }
    #expect(throws: JSONError(.tooDeep(limit: 2), at: 2)) { try JSONParser(maximumDepth: 2).parse("[[[1]]]") }
    #expect((try? JSONParser(maximumDepth: 3).parse("[[[1]]]")) != nil)
    let ok = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    #expect((try? JSONParser().parse(ok)) != nil)
  }

  @Test func lengthIsBounded() {
    #expect(throws: JSONError(.tooLong(limit: 4), at: 4)) { try JSONParser(maximumLength: 4).parse("12345") }
    #expect((try? JSONParser(maximumLength: 5).parse("12345")) != nil)
  }

  /// Large hostile-shaped inputs finish (linear time): a long escaped string, a wide array,
  /// many keys, a long number.
  @Test func largeInputs() throws {
    let escapes = "\"" + String(repeating: #"\u00e9\n"#, count: 100_000) + "\""
    #expect(try JSONParser().parse(escapes).string?.unicodeScalars.count == 200_000)
    let wide = "[" + Array(repeating: "0", count: 200_000).joined(separator: ",") + "]"
    #expect(try JSONParser().parse(wide).array?.count == 200_000)
    let keys = "{" + (0..<50_000).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
    #expect(try JSONParser().parse(keys)["k49999"]?.int == 49_999)
    let digits = String(repeating: "7", count: 500_000)
    #expect(try JSONParser().parse(digits).number?.text.utf8.count == 500_000)
  }

  /// Our reader and Foundation's agree on a real-world document (the ClearURLs catalog).
  @Test func agreesWithFoundationOnClearURLsCatalog() throws {
    let data = try Fixture.data("clearurls/data.min.json")
    let ours = try JSONParser().parse(Array(data))
    let theirs = try JSONSerialization.jsonObject(with: data)
    #expect(sameJSON(ours, theirs))
    #expect((ours["providers"]?.object?.count ?? 0) > 100)
  }

  private func sameJSON(_ a: JSONValue, _ b: Any) -> Bool {
    switch a {
    case .null: return b is NSNull
    case .bool(let x): return (b as? Bool) == x
    case .number(let n): return (b as? NSNumber)?.doubleValue == n.double
    case .string(let s): return (b as? String) == s
    case .array(let xs):
      guard let ys = b as? [Any], xs.count == ys.count else { return false }
      return zip(xs, ys).allSatisfy { sameJSON($0, $1) }
    case .object(let o):
      guard let d = b as? [String: Any], d.count == o.count else { return false }
      return o.members.allSatisfy { m in d[m.key].map { sameJSON(m.value, $0) } ?? false }
    }
  }
}
