import OmniboxTestSupport
import Testing

@testable import Omnibox

/// The URL parser's shortcuts give exactly what the long way gives: parsing in place and only
/// then looking for tabs and newlines (the standard removes them first), copying a plain path
/// whole instead of segment by segment, and parsing ASCII bytes without making a string.
@Suite struct URLParserShortcutTests {
  static let cases: [WPTURLCase] = (try? WPTURLCase.load("wpt/urltestdata.json")) ?? []

  /// The href or the failure reason.
  static func outcome(_ input: String, base: URLRecord?) -> String {
    do throws(URLParseError) { return try URLRecord(input, base: base).href } catch { return "failure: \(error)" }
  }

  /// A tab, LF or CR inserted anywhere in a WPT input changes nothing: at every scalar
  /// boundary of every input, each of the three.
  @Test func tabsAndNewlinesAnywhereAreRemoved() throws {
    #expect(Self.cases.count == 891)
    var checked = 0
    for c in Self.cases {
      let base = c.base.flatMap { try? URLRecord($0) }
      let expected = Self.outcome(c.input, base: base)
      let scalars = Array(c.input.unicodeScalars)
      for position in 0...scalars.count {
        for inserted in ["\t", "\n", "\r"] as [Unicode.Scalar] {
          var changed = String.UnicodeScalarView()
          changed.append(contentsOf: scalars[..<position])
          changed.append(inserted)
          changed.append(contentsOf: scalars[position...])
          let actual = Self.outcome(String(changed), base: base)
          #expect(actual == expected, "\(c.id) with \(inserted.escaped(asASCII: true)) at \(position)")
          checked += 1
        }
      }
    }
    #expect(checked > 40_000)
  }

  /// `http:` and `https:` in any case, read in one word, are what the scheme state reads: the
  /// record is the one parsed from the lowercase scheme and the rest (which reads no scheme),
  /// for every casing and rests of each kind; and a near miss is read by the scan and gets the
  /// scheme the standard's grammar gives it.
  @Test func webSchemesReadInOneWordAreTheSchemeState() {
    func known(_ scheme: String, _ rest: String) -> String {
      var name = scheme
      var rest = rest
      let result = name.withUTF8 { scheme in
        rest.withUTF8 { URLParser.parse(scheme: scheme, kind: SchemeKind.classify(scheme), rest: $0) }
      }
      switch result {
      case .success(let url): return url.href
      case .failure(let error): return "failure: \(error)"
      }
    }
    let rests = [
      "//example.com/a", "//EXAMPLE.com:80/x?y#z", "example.com/", "/x", "", "\\\\h\\p", "//u:p@h/", "//[::1]/",
      "//h/ /", "///h", "x", "//h:99999/",
    ]
    var checked = 0
    for scheme in ["http", "https"] {
      for casing in 0..<(1 << scheme.count) {
        let typed = String(
          scheme.enumerated().map { index, letter in casing >> index & 1 == 1 ? Character(letter.uppercased()) : letter
          })
        for rest in rests {
          #expect(Self.outcome(typed + ":" + rest, base: nil) == known(scheme, rest), "\(typed):\(rest)")
          checked += 1
        }
      }
    }
    #expect(checked == (16 + 32) * rests.count)
    // Near misses: the scheme is whatever precedes the first `:` when it is a scheme.
    let nearMisses = [
      "httpq://h/", "htps://h/", "hxtp://h/", "Https+x://h/", "http.://h/", "https-://h/", "httP://h/", "http:/h",
      "hTTps:/", "ftp://h/", "http//h/x:y", "https\u{1A}//h/", "h\u{14}tp://h/", "http;//h/", "\u{48}ttp://h/",
    ]
    for input in nearMisses {
      let colon = input.firstIndex(of: ":")
      let name = colon.map { String(input[..<$0]) } ?? ""
      func isLetter(_ v: UInt32) -> Bool { (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) }
      let isScheme =
        name.unicodeScalars.first.map { isLetter($0.value) } == true
        && name.unicodeScalars.allSatisfy {
          isLetter($0.value) || (0x30...0x39).contains($0.value) || "+-.".unicodeScalars.contains($0)
        }
      if isScheme, let url = try? URLRecord(input) {
        #expect(url.protocol == name.lowercased() + ":", "\(input)")
      } else if !isScheme {
        #expect((try? URLRecord(input)) == nil, "\(input) has no scheme, so no URL without a base")
      }
    }
  }

  /// Random paths over the bytes that matter: the parse (which copies plain paths whole)
  /// gives the pathname the `pathname` setter gives (which always goes segment by segment).
  @Test func plainPathsAreCopiedAsTheSegmentStatesWouldWriteThem() throws {
    let alphabet = [
      "a", "b", "/", ".", "..", "%", "%2e", "%2E", "\\", " ", "é", "^", "|", "{", "'", "\"", "<", "~", "@", ":", ";",
      "=",
    ]
    var random = SeededRandom(seed: 0x9A7B)
    func next(_ n: Int) -> Int { random.below(n) }
    var plainCount = 0
    for round in 0..<6_000 {
      let path = (0..<(1 + next(12))).map { _ in
        next(3) == 0 ? alphabet[next(alphabet.count)] : ["x", "yz", "/", "w/"][next(4)]
      }.joined()
      let (origin, directory) = [("https://h.example", "/"), ("foo://h", "/"), ("https://h.example", "/p/")][round % 3]
      let url = try URLRecord(origin + directory + path + "?q#f")
      var reference = try URLRecord(origin)
      reference.setPathname(directory + path)
      #expect(url.pathname == reference.pathname, "\(origin)\(directory)\(path)")
      #expect(url.search == "?q" && url.hash == "#f")
      if url.pathname == directory + path { plainCount += 1 }
    }
    #expect(plainCount > 1_000)  // the shortcut was taken often
  }

  /// `URLRecord(utf8:)` is `URLRecord(String(decoding:as:))`: for every WPT input, and for
  /// invalid UTF-8 (lone continuation bytes, truncated and overlong sequences, surrogates)
  /// anywhere in a URL.
  @Test func bytesGiveWhatTheirStringGives() {
    func outcome(utf8 bytes: [UInt8], base: URLRecord?) -> String {
      bytes.withUnsafeBufferPointer { buffer in
        do throws(URLParseError) { return try URLRecord(utf8: buffer, base: base).href } catch {
          return "failure: \(error)"
        }
      }
    }
    var checked = 0
    for c in Self.cases {
      let base = c.base.flatMap { try? URLRecord($0) }
      #expect(outcome(utf8: Array(c.input.utf8), base: base) == Self.outcome(c.input, base: base), "\(c.id)")
      checked += 1
    }
    let url = Array("https://a.example/p?q#f".utf8)
    let invalid: [[UInt8]] = [
      [0x80], [0xBF], [0xC3], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF],
    ]
    for sequence in invalid {
      for position in 0...url.count {
        let bytes = Array(url[..<position]) + sequence + Array(url[position...])
        #expect(
          outcome(utf8: bytes, base: nil) == Self.outcome(String(decoding: bytes, as: UTF8.self), base: nil), "\(bytes)"
        )
        checked += 1
      }
    }
    #expect(checked == 891 + 8 * 24)
  }

  /// `URLRecord.withHref(parsing:base:_:)` hands over exactly the href `URLRecord(utf8:)` gives,
  /// once, or throws its error without calling the body: for every WPT input as it is, with a
  /// tab in the middle and with a newline at the front (the retry without them), and for
  /// invalid UTF-8 anywhere in a URL.
  @Test func hrefBytesAreTheRecordsHref() {
    func viaBytes(_ bytes: [UInt8], base: URLRecord?) -> String {
      bytes.withUnsafeBufferPointer { buffer in
        var hrefs: [String] = []
        do throws(URLParseError) {
          try URLRecord.withHref(parsing: buffer, base: base) { hrefs.append(String(decoding: $0, as: UTF8.self)) }
        } catch {
          return hrefs.isEmpty ? "failure: \(error)" : "body called before a failure"
        }
        return hrefs.count == 1 ? hrefs[0] : "body called \(hrefs.count) times"
      }
    }
    func viaRecord(_ bytes: [UInt8], base: URLRecord?) -> String {
      bytes.withUnsafeBufferPointer { buffer in
        do throws(URLParseError) { return try URLRecord(utf8: buffer, base: base).href } catch {
          return "failure: \(error)"
        }
      }
    }
    var inputs: [(bytes: [UInt8], base: URLRecord?)] = []
    for c in Self.cases {
      let base = c.base.flatMap { try? URLRecord($0) }
      let bytes = Array(c.input.utf8)
      inputs.append((bytes, base))
      inputs.append((Array(bytes[..<(bytes.count / 2)]) + [0x09] + Array(bytes[(bytes.count / 2)...]), base))
      inputs.append(([0x0A] + bytes, base))
    }
    let url = Array("https://a.example/p?q#f".utf8)
    for sequence: [UInt8] in [[0x80], [0xC3], [0xED, 0xA0, 0x80], [0xFF]] {
      for position in 0...url.count {
        inputs.append((Array(url[..<position]) + sequence + Array(url[position...]), nil))
      }
    }
    for (bytes, base) in inputs {
      #expect(viaBytes(bytes, base: base) == viaRecord(bytes, base: base), "\(bytes)")
    }
    #expect(inputs.count == 3 * 891 + 4 * 24)
  }
}
