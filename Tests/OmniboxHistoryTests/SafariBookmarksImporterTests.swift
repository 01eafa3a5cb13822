import Foundation
import Omnibox
import OmniboxTestSupport
import Testing

@testable import OmniboxHistory

/// Binary property lists built object by object, for shapes no writer makes (cycles, overlaps).
private enum BinaryPlist {
  /// `objects` (each its marker and body, references 2 bytes wide) laid out one after another,
  /// then a 4-byte offset table and the trailer.
  static func make(_ objects: [[UInt8]], top: Int = 0, offsets: [Int]? = nil) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var laidOut: [Int] = []
    for object in objects {
      laidOut.append(bytes.count)
      bytes += object
    }
    let table = bytes.count
    for offset in offsets ?? laidOut { bytes += be(offset, 4) }
    bytes += [0, 0, 0, 0, 0, 0, 4, 2] + be(objects.count, 8) + be(top, 8) + be(table, 8)
    return bytes
  }

  static func be(_ value: Int, _ size: Int) -> [UInt8] {
    (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * (size - 1 - $0))) }
  }

  static func array(_ refs: [Int]) -> [UInt8] { container(0xA0, refs) }
  static func dictionary(_ keys: [Int], _ values: [Int]) -> [UInt8] {
    var out = container(0xD0, keys, count: keys.count)
    for v in values { out += be(v, 2) }
    return out
  }
  static func ascii(_ text: String) -> [UInt8] { length(0x50, text.utf8.count) + Array(text.utf8) }

  private static func container(_ marker: UInt8, _ refs: [Int], count: Int? = nil) -> [UInt8] {
    var out = length(marker, count ?? refs.count)
    for r in refs { out += be(r, 2) }
    return out
  }

  private static func length(_ marker: UInt8, _ count: Int) -> [UInt8] {
    count < 15 ? [marker | UInt8(count)] : [marker | 0x0F, 0x12] + be(count, 4)
  }
}

@Suite struct SafariBookmarksImporterTests {
  private func kind(_ bytes: [UInt8]) -> HistoryImportError.Kind? {
    importErrorKind { try SafariBookmarksImporter().read(bytes: bytes, into: CollectingSink()) }
  }

  private func fixtureBytes() throws -> [UInt8] {
    [UInt8](try Fixture.data("history/bookmarks/safari-Bookmarks.plist"))
  }

  @Test func theFixtureGivesTheExpectedBookmarks() throws {
    let expected = try ExpectedFileImport.load("expected-safari.json")
    let sink = CollectingSink()
    try SafariBookmarksImporter().read(ImportFiles.fixture("safari-Bookmarks.plist"), into: sink)
    #expect(sink.bookmarks.map(ExpectedFileImport.Bookmark.init) == expected.bookmarks)
    #expect(sink.skips.map(\.description) == expected.skips)
    #expect(sink.lastProgress == 1)
  }

  @Test func everyTruncationIsRefusedWithoutATrap() throws {
    let bytes = try fixtureBytes()
    for length in 0..<bytes.count {
      let kind = kind(Array(bytes[..<length]))
      #expect(kind == .corrupt || kind == .notThatFile, "truncated at \(length)")
    }
  }

  @Test func everyByteChangedNeverTraps() throws {
    let bytes = try fixtureBytes()
    for offset in bytes.indices {
      for value: UInt8 in [0x00, 0xFF, bytes[offset] ^ 0x01, bytes[offset] &+ 0x10] {
        var changed = bytes
        changed[offset] = value
        _ = kind(changed)
      }
    }
  }

  @Test func randomBytesAreRefused() {
    var random = SeededRandom(seed: 3)
    for round in 0..<200 {
      var bytes = (0..<(64 + round * 8)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      #expect(kind(bytes) == .notThatFile)
      bytes.replaceSubrange(0..<8, with: Array("bplist00".utf8))
      #expect(kind(bytes) != nil)
    }
  }

  @Test func otherPropertyListsAreRefused() {
    #expect(kind(Array("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>".utf8)) == .notThatFile)
    // A root array; a root dictionary without Children.
    #expect(kind(BinaryPlist.make([BinaryPlist.array([])])) == .notThatFile)
    #expect(kind(BinaryPlist.make([BinaryPlist.dictionary([1], [1]), BinaryPlist.ascii("Title")])) == .notThatFile)
    // WebBookmarkFileVersion 2.
    let version2 = BinaryPlist.make([
      BinaryPlist.dictionary([1, 2], [3, 4]), BinaryPlist.ascii("Children"),
      BinaryPlist.ascii("WebBookmarkFileVersion"),
      BinaryPlist.array([]), [0x10, 0x02],
    ])
    #expect(kind(version2) == .unknownSchema)
  }

  @Test func aCyclicReferenceIsCorrupt() {
    #expect(kind(BinaryPlist.make([BinaryPlist.array([0])])) == .corrupt)
    // Root → Children → [root].
    let cycle = BinaryPlist.make([
      BinaryPlist.dictionary([1], [2]), BinaryPlist.ascii("Children"), BinaryPlist.array([0]),
    ])
    #expect(kind(cycle) == .corrupt)
    // A longer cycle through three arrays.
    #expect(
      kind(BinaryPlist.make([BinaryPlist.array([1]), BinaryPlist.array([2]), BinaryPlist.array([0])])) == .corrupt)
  }

  @Test func overlappingObjectsAndBadReferencesAreCorrupt() {
    let objects = [BinaryPlist.array([1]), BinaryPlist.ascii("abc")]
    #expect(kind(BinaryPlist.make(objects, offsets: [8, 8])) == .corrupt)
    #expect(kind(BinaryPlist.make(objects, offsets: [8, 9])) == .corrupt)
    #expect(kind(BinaryPlist.make([BinaryPlist.array([5])])) == .corrupt)
    #expect(kind(BinaryPlist.make([BinaryPlist.array([])], top: 3)) == .corrupt)
    #expect(kind(BinaryPlist.make([BinaryPlist.array([])], offsets: [1 << 30])) == .corrupt)
    // A string claiming more bytes than the file has.
    #expect(kind(BinaryPlist.make([[0x5F, 0x13] + BinaryPlist.be(1 << 62, 8)])) == .corrupt)
  }

  @Test func deepNestingAndExpansionAreBounded() {
    // 10,000 arrays, each holding the next.
    let chain = (0..<10_000).map { BinaryPlist.array($0 + 1 < 10_000 ? [$0 + 1] : []) }
    #expect(kind(BinaryPlist.make(chain)) == .tooLarge)
    // 64 arrays, each holding the next twice: 2^64 nodes once shared objects are expanded.
    let doubling = (0..<64).map { BinaryPlist.array($0 + 1 < 64 ? [$0 + 1, $0 + 1] : []) }
    #expect(kind(BinaryPlist.make(doubling)) == .tooLarge)
  }

  @Test func nestedFoldersWithinTheLimitAreRead() throws {
    // Root {Children: [folder 1]}, folder k {WebBookmarkType: List, Title: "f", Children: [folder k+1]},
    // the last folder holding one leaf.
    let depth = 200
    var objects: [[UInt8]] = [
      [], BinaryPlist.ascii("Children"), BinaryPlist.ascii("WebBookmarkType"), BinaryPlist.ascii("Title"),
      BinaryPlist.ascii("WebBookmarkTypeList"), BinaryPlist.ascii("f"), BinaryPlist.ascii("WebBookmarkTypeLeaf"),
      BinaryPlist.ascii("URLString"), BinaryPlist.ascii("https://deep.example/"),
    ]
    let firstFolder = objects.count
    objects[0] = BinaryPlist.dictionary([1], [firstFolder + 2 * depth])
    // Folders at firstFolder + 2k, their Children arrays at firstFolder + 2k + 1.
    for k in 0..<depth {
      let children = firstFolder + 2 * k + 1
      objects.append(BinaryPlist.dictionary([2, 3, 1], [4, 5, children]))
      let next = k + 1 < depth ? firstFolder + 2 * (k + 1) : firstFolder + 2 * depth + 1
      objects.append(BinaryPlist.array([next]))
    }
    objects.append(BinaryPlist.array([firstFolder]))
    objects.append(BinaryPlist.dictionary([2, 7], [6, 8]))
    let sink = CollectingSink()
    try SafariBookmarksImporter().read(bytes: BinaryPlist.make(objects), into: sink)
    #expect(sink.bookmarks.map(\.url) == ["https://deep.example/"])
    #expect(sink.bookmarks.first?.folder == Array(repeating: "f", count: depth))
  }

  @Test func aLeafWithAnEmptyURLStringIsASkip() throws {
    // The fuzzer's input (regressions/bookmarks-plist) gave a bookmark whose URL was "".
    let objects: [[UInt8]] = [
      BinaryPlist.dictionary([1], [2]), BinaryPlist.ascii("Children"), BinaryPlist.array([3]),
      BinaryPlist.dictionary([4, 5], [6, 7]), BinaryPlist.ascii("WebBookmarkType"), BinaryPlist.ascii("URLString"),
      BinaryPlist.ascii("WebBookmarkTypeLeaf"), BinaryPlist.ascii(""),
    ]
    let sink = CollectingSink()
    try SafariBookmarksImporter().read(bytes: BinaryPlist.make(objects), into: sink)
    #expect(sink.bookmarks.isEmpty)
    #expect(sink.skips == [.malformed("bookmark without a URLString")])
  }

  @Test func theReaderDecodesEveryKind() throws {
    let objects: [[UInt8]] = [
      BinaryPlist.array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
      [0x08], [0x09], [0x10, 0x7F], [0x13] + BinaryPlist.be(-2, 8), [0x23] + BinaryPlist.be(0x3FF8_0000_0000_0000, 8),
      [0x33] + BinaryPlist.be(0, 8), [0x42, 0xAB, 0xCD], [0x62, 0xD8, 0x3C, 0xDF, 0x63], [0x80, 0x05], [0x00],
    ]
    let plist = try PropertyList(BinaryPlist.make(objects))
    #expect(
      Array(plist.objects.dropFirst()) == [
        .bool(false), .bool(true), .integer(127), .integer(-2), .real(1.5), .date(0), .data(61..<63),
        .string("\u{1F363}"), .uid(5), .null,
      ])
  }
}
