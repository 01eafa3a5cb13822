import OmniboxTestSupport
import Testing

@testable import Omnibox

/// Properties that must hold over the WPT inputs: re-parsing a serialization gives it back, and
/// WPT `percent-encoding.json` (UTF-8 column) through a URL's query and fragment.
@Suite struct URLPropertyTests {
  static let percentCases: [WPTPercentEncodingCase] =
    (try? Fixture.wptCases("wpt/percent-encoding.json", as: WPTPercentEncodingCase.self)) ?? []

  /// For every WPT input that parses, parsing `href` again gives the same `href` and getters.
  @Test func reparsingTheSerializationIsIdempotent() throws {
    let cases = try WPTURLCase.load("wpt/urltestdata.json") + WPTURLCase.load("wpt/urltestdata-javascript-only.json")
    var parsed = 0
    for c in cases {
      guard case .success(let url) = c.parse() else { continue }
      parsed += 1
      let again = try URLRecord(url.href)
      #expect(again.href == url.href, "\(c.id)")
      #expect(
        again.pathname == url.pathname && again.host == url.host && again.search == url.search
          && again.hash == url.hash && again.username == url.username && again.password == url.password, "\(c.id)")
      // Resolving the href against the URL's own base changes nothing either.
      #expect(try URLRecord(url.href, base: url).href == url.href, "\(c.id)")
    }
    #expect(parsed == 892 - 267)
  }

  /// percent-encoding.json builds `https://doesnotmatter.invalid/?<input>#<input>`; the query
  /// and the fragment must both be the UTF-8 column.
  @Test func percentEncodingFixture() throws {
    #expect(Self.percentCases.count == 7)
    for c in Self.percentCases {
      let expected = try #require(c.utf8)
      let url = try URLRecord("https://doesnotmatter.invalid/?\(c.input)#\(c.input)")
      #expect(url.search == "?" + expected, "\(c.input.debugDescription)")
      #expect(url.hash == "#" + expected, "\(c.input.debugDescription)")
    }
  }

  /// Each set's literal masks match its definition in the URL Standard, built here from the
  /// spec's character lists.
  @Test func percentEncodeSetsMatchTheStandard() {
    func members(_ set: PercentEncodeSet) -> Set<UInt8> { Set((0...255).map(UInt8.init).filter(set.contains)) }
    let c0 = Set((0...0x1F).map(UInt8.init) + (0x7F...0xFF).map(UInt8.init))
    func plus(_ base: Set<UInt8>, _ characters: String) -> Set<UInt8> { base.union(characters.utf8) }
    let fragment = plus(c0, " \"<>`")
    let query = plus(c0, " \"#<>")
    let specialQuery = plus(query, "'")
    let path = plus(query, "?^`{}")
    let userinfo = plus(path, "/:;=@[\\]|")
    let component = plus(userinfo, "$%&+,")
    let form = plus(component, "!'()~")
    #expect(members(.c0Control) == c0)
    #expect(members(.fragment) == fragment)
    #expect(members(.query) == query)
    #expect(members(.specialQuery) == specialQuery)
    #expect(members(.path) == path)
    #expect(members(.userinfo) == userinfo)
    #expect(members(.component) == component)
    #expect(members(.formURLEncoded) == form)
    #expect(members(.pathScan) == plus(path, "/"))
    #expect(members(.specialPathScan) == plus(path, "/\\"))
    #expect(members(.opaquePathScan) == plus(c0, "?#"))
  }

  /// The path's, the host's and the query's word scans mark exactly the bytes they must look at, for every
  /// byte at every position of a word of plain letters, and the first of two such bytes is the
  /// first lane marked (what the scans jump to), whatever byte stands above it.
  @Test(arguments: WordScan.allCases)
  func wordScansMarkTheFirstByteToLookAt(_ scan: WordScan) {
    var checked = 0
    for byte in UInt8.min...UInt8.max {
      for position in 0..<8 {
        let lanes = scan.lanes(Self.word(plain: 0x61, placing: [(byte, position)]))
        if scan.mustLook(byte) {
          #expect(lanes != 0 && ASCIIWord.firstLane(lanes) == position, "byte \(byte) at \(position)")
        } else {
          #expect(lanes == 0, "byte \(byte) at \(position)")
        }
        checked += 1
      }
    }
    #expect(checked == 256 * 8)
    // A byte to look at, and any byte in a lane above it: the first lane is still its lane.
    let first = (0...255).map(UInt8.init).filter(scan.mustLook)
    for byte in first {
      for above in UInt8.min...UInt8.max {
        for position in 0..<7 {
          let lanes = scan.lanes(Self.word(plain: 0x61, placing: [(byte, position), (above, position + 1)]))
          #expect(ASCIIWord.firstLane(lanes) == position, "byte \(byte) at \(position), \(above) above")
        }
      }
    }
  }

  /// The sixteen-byte masks of the same scans are exact: every byte at every position of a
  /// block of plain letters is marked exactly when the scan must look at it, and with another
  /// such byte in the last lane the first lane is still its lane.
  @Test(arguments: WordScan.allCases)
  func vectorScansMarkExactlyTheBytesToLookAt(_ scan: WordScan) {
    var checked = 0
    for byte in UInt8.min...UInt8.max {
      for position in 0..<16 {
        var block = [UInt8](repeating: 0x61, count: 16)
        block[position] = byte
        let first = block.withUnsafeBufferPointer { ASCIIVector.firstLane(scan.lanes(ASCIIVector.load($0, at: 0))) }
        #expect(first == (scan.mustLook(byte) ? position : nil), "byte \(byte) at \(position)")
        checked += 1
      }
    }
    #expect(checked == 256 * 16)
    let marked = (0...255).map(UInt8.init).filter(scan.mustLook)
    let others: [UInt8] = [0x00, 0x20, 0x22, 0x7F, 0x80, 0xFF].filter(scan.mustLook)
    for byte in marked {
      for other in others {
        for position in 0..<15 {
          var block = [UInt8](repeating: 0x30, count: 16)
          block[position] = byte
          block[15] = other
          let first = block.withUnsafeBufferPointer { ASCIIVector.firstLane(scan.lanes(ASCIIVector.load($0, at: 0))) }
          #expect(first == position, "byte \(byte) at \(position), \(other) at 15")
        }
      }
    }
  }

  /// `skipPlain` over random text of every length up to 48, from every start: it never moves
  /// past a byte the scan must look at, never moves backwards or past the end, and moves on
  /// unless it stands on such a byte or fewer than eight bytes are left.
  @Test(arguments: WordScan.allCases)
  func skippingPlainBytesStopsAtTheFirstByteToLookAt(_ scan: WordScan) {
    var random = SeededRandom(seed: 26)
    let plain = Array("abcdefghijklmnopqrstuvwxyz0123456789-._".utf8)
    for length in 0...48 {
      for _ in 0..<40 {
        // Mostly plain bytes, with now and then any byte at all.
        let text = (0..<length).map { _ in
          random.below(12) == 0 ? UInt8(truncatingIfNeeded: random.next()) : plain[random.below(plain.count)]
        }
        text.withUnsafeBufferPointer { bytes in
          for start in 0...length {
            let index = ASCIIVector.skipPlain(bytes, from: start, wide: scan.lanes, narrow: scan.lanes)
            #expect(index >= start && index <= length, "\(text) from \(start)")
            #expect(!bytes[start..<min(index, length)].contains(where: scan.mustLook), "\(text) from \(start)")
            if index == start && start < length {
              #expect(scan.mustLook(bytes[start]) || length - start < 8, "\(text) from \(start)")
            }
          }
        }
      }
    }
  }

  /// The word scans of the URL parser and the bytes each must stop at.
  enum WordScan: CaseIterable, Sendable {
    case path, host, query

    func lanes(_ word: UInt64) -> UInt64 {
      switch self {
      case .path: URLParser.pathLanesToLook(word)
      case .host: URLParser.hostLanesToLook(word)
      case .query: PercentEncoding.queryLanesToLook(word)
      }
    }

    /// The same scan's mask of sixteen bytes.
    func lanes(_ block: SIMD16<Int8>) -> ASCIIVector.Mask {
      switch self {
      case .path: URLParser.pathLanes(block)
      case .host: URLParser.hostLanes(block)
      case .query: PercentEncoding.queryLanes(block)
      }
    }

    func mustLook(_ byte: UInt8) -> Bool {
      switch self {
      case .path: PercentEncodeSet.path.contains(byte) || "\\.%".utf8.contains(byte)
      case .host: !(ASCII.isDigit(byte) || (byte >= 0x61 && byte <= 0x7A) || "-._".utf8.contains(byte))
      case .query: byte < 0x21 || byte > 0x7E || "\"#'<>".utf8.contains(byte)
      }
    }
  }

  /// Eight `plain` bytes with `bytes` placed at their lanes (lane 0 is the first byte).
  static func word(plain: UInt8, placing bytes: [(UInt8, Int)]) -> UInt64 {
    var word = UInt64(plain) &* 0x0101_0101_0101_0101
    for (byte, position) in bytes {
      word &= ~(UInt64(0xFF) << UInt64(8 * position))
      word |= UInt64(byte) << UInt64(8 * position)
    }
    return word
  }

  /// Each column of the parser's byte table is the set it was built from.
  @Test func byteTableColumnsMatchTheirSets() {
    #expect(URLByteTable.flags.count == 256)
    for value in 0...255 {
      let byte = UInt8(value)
      let flags = URLByteTable.flags[value]
      let inPathSet = PercentEncodeSet.path.contains(byte)
      #expect((flags & URLByteTable.plainPath != 0) == inPathSet, "\(value)")
      #expect((flags & URLByteTable.specialPlainPath != 0) == (inPathSet || byte == UInt8(ascii: "\\")), "\(value)")
      #expect(
        (flags & URLByteTable.dotSegmentStart != 0) == (byte == UInt8(ascii: ".") || byte == UInt8(ascii: "%")),
        "\(value)")
      #expect(
        (flags & URLByteTable.authority != 0) == (ASCIISet.authorityInteresting.contains(byte) || byte >= 0x80),
        "\(value)")
      #expect((flags & URLByteTable.schemeCodePoint != 0) == ASCII.isSchemeCodePoint(byte), "\(value)")
    }
  }

  /// The packed scheme names classify as their schemes; near misses do not.
  @Test func schemeClassification() {
    func kind(_ name: String) -> SchemeKind { Array(name.utf8).withUnsafeBufferPointer(SchemeKind.classify) }
    let special: [(String, SchemeKind)] = [
      ("ws", .ws), ("wss", .wss), ("ftp", .ftp), ("http", .http), ("file", .file), ("https", .https),
    ]
    for (name, expected) in special { #expect(kind(name) == expected, "\(name)") }
    for name in ["", "w", "s", "wsss", "ftps", "htt", "httpss", "fil", "files", "hxxp", "xttps", "sw", "http\u{0}"] {
      #expect(kind(name) == .other, "\(name)")
    }
  }

  /// Every percent-encode set round-trips through decode for every byte.
  @Test func percentEncodeThenDecodeIsIdentity() {
    let all = String(decoding: (0...0x7F).map { UInt8($0) }, as: UTF8.self) + "é€😀"
    for set in [
      PercentEncodeSet.c0Control, .fragment, .query, .specialQuery, .path, .userinfo, .component, .formURLEncoded,
    ] {
      #expect(PercentEncoding.decode(PercentEncoding.encode(all, using: set)) == all)
    }
  }

  /// Random inputs built from URL-significant pieces: parsing never traps, a success re-parses
  /// to itself (also after the `search`, `hash` and `pathname` setters), and `canParse` agrees.
  @Test func randomInputsAreIdempotent() throws {
    let pieces = [
      "http:", "https:", "file:", "foo:", "ws:", "/", "//", "\\", "\\\\", ".", "..", "%2e", "%2E%2e", "?", "#",
      "@", ":", "::", "[", "]", "[::1]", "a", "B", "1", "0x1", "255", ".", "%", "%41", "%zz", " ", "\t", "\n", "C:",
      "c|",
      "ü", "例", "xn--", "localhost", "user:pw@", ":8080", ":0", "%00", "\u{0}", "\u{7F}", "'", "<", "`", "{", "|", "^",
    ]
    let bases = [nil, "https://h.example/a/b?q#f", "file:///C:/d/e", "foo://h/p", "foo:/.//p", "sc:opaque"].map {
      $0.flatMap { try? URLRecord($0) }
    }
    var state: UInt64 = 0x5EED
    func next(_ n: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(n))
    }
    var parsed = 0
    for _ in 0..<20_000 {
      let input = (0..<(1 + next(10))).map { _ in pieces[next(pieces.count)] }.joined()
      let base = bases[next(bases.count)]
      let result = Result { () throws(URLParseError) in try URLRecord(input, base: base) }
      #expect(URLRecord.canParse(input, base: base) == ((try? result.get()) != nil))
      guard case .success(var url) = result else { continue }
      parsed += 1
      #expect((try? URLRecord(url.href))?.href == url.href, "\(input.debugDescription) → \(url.href)")
      url.search = pieces[next(pieces.count)]
      url.hash = pieces[next(pieces.count)]
      url.pathname = pieces[next(pieces.count)] + pieces[next(pieces.count)]
      #expect((try? URLRecord(url.href))?.href == url.href, "after setters: \(url.href)")
    }
    #expect(parsed > 5_000)
  }

  /// The query state steps over plain text eight bytes at a time: its output must equal the
  /// byte-by-byte definition (each byte in the scheme's query set encoded, stop at `#`) for
  /// queries where the bytes that matter fall at every offset of a word.
  @Test func queryEncodingMatchesTheByteByByteDefinition() throws {
    let alphabet: [UInt8] = Array("abcXYZ09=&+%.-_~!$()*,;:@/?[]{}|^`\\\"'<> #".utf8) + [0x01, 0x1F, 0x7F, 0xC3, 0xA9]
    var state: UInt64 = 0x0_9E57
    func next(_ n: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(n))
    }
    for round in 0..<4_000 {
      // Mostly plain runs, so whole plain words occur, with a few interesting bytes between.
      var bytes: [UInt8] = []
      for _ in 0..<(1 + next(40)) {
        let plainRun = Array(repeating: UInt8(ascii: "a") + UInt8(next(26)), count: next(20))
        bytes += next(4) == 0 ? [alphabet[next(alphabet.count)]] : plainRun
      }
      let query = String(decoding: bytes, as: UTF8.self)
      let special = round % 2 == 0
      let url = try URLRecord((special ? "https://h.example/?" : "foo://h/?") + query + "z")
      let beforeFragment = String(query.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
      let expected = PercentEncoding.encode(
        query.contains("#") ? beforeFragment : beforeFragment + "z", using: special ? .specialQuery : .query)
      #expect(url.query == expected, "\(query.debugDescription)")
    }
  }

  /// The ASCII check finds a byte of 0x80 or above at every position of every length from 1
  /// to 40 (the word loop, the overlapping last word and the bytes of a short text), and calls
  /// a text without one ASCII.
  @Test func asciiCheckFindsANonASCIIByteAnywhere() {
    for length in 0...40 {
      var bytes = [UInt8](repeating: 0x61, count: length)
      #expect(bytes.withUnsafeBufferPointer(ASCII.isASCII), "\(length) ASCII bytes")
      for position in 0..<length {
        for high: UInt8 in [0x80, 0xC3, 0xFF] {
          bytes[position] = high
          #expect(!bytes.withUnsafeBufferPointer(ASCII.isASCII), "\(high) at \(position) of \(length)")
          bytes[position] = 0x61
        }
      }
    }
  }

  /// The query's word scan marks every byte of either query percent-encode set, and `#`.
  @Test func queryWordScanMarksEveryByteToEncode() {
    for byte in UInt8.min...UInt8.max {
      let inASet = PercentEncodeSet.specialQuery.contains(byte) || PercentEncodeSet.query.contains(byte)
      if inASet || byte == UInt8(ascii: "#") { #expect(WordScan.query.mustLook(byte), "byte \(byte)") }
    }
  }
}
