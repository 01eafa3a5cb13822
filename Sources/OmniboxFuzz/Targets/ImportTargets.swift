import Omnibox
import OmniboxHistory

// The bookmark-file importers of OmniboxHistory, fed bytes in memory: Netscape bookmark HTML,
// Chromium's Bookmarks JSON and Safari's binary property list.

extension FuzzTarget {
  static let bookmarksHTML = FuzzTarget(
    "bookmarks-html",
    "NetscapeBookmarksImporter on bytes: refuses only as not-that-file; with the DOCTYPE and a <DL> in front it never refuses; folder paths stay within the depth limit; no bookmark without a URL",
    dictionary: ["bookmarks", "xml"],
    maximumLength: 16384,
    seeds: { fixtures in
      [fixtures.bytes("history/bookmarks/bookmarks.html")].compactMap { $0 }
        + ImportSeeds.html.map { Array($0.utf8) }
    },
    run: { input in
      let importer = NetscapeBookmarksImporter()
      ImportInvariants.check("bookmarks-html", allowed: [.notThatFile]) { sink throws(HistoryImportError) in
        try importer.read(bytes: input.bytes, into: sink)
      }
      let framed = Array("<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n".utf8) + input.bytes
      ImportInvariants.check("bookmarks-html (framed)", allowed: []) { sink throws(HistoryImportError) in
        try importer.read(bytes: framed, into: sink)
      }
    })

  static let chromiumBookmarks = FuzzTarget(
    "chromium-bookmarks",
    "ChromiumBookmarksImporter on bytes: refuses only with a file kind (not that file, corrupt, unknown schema, too large); every bookmark sits in a root folder; paths bounded",
    dictionary: ["json", "bookmarks"],
    maximumLength: 16384,
    seeds: { fixtures in
      [fixtures.bytes("history/bookmarks/chromium-Bookmarks.json")].compactMap { $0 }
        + ImportSeeds.chromium.map { Array($0.utf8) }
    },
    run: { input in
      ImportInvariants.check(
        "chromium-bookmarks", allowed: [.notThatFile, .corrupt, .unknownSchema, .tooLarge], inRootFolder: true
      ) { sink throws(HistoryImportError) in
        try ChromiumBookmarksImporter().read(bytes: input.bytes, into: sink)
      }
    })

  static let bookmarksPlist = FuzzTarget(
    "bookmarks-plist",
    "SafariBookmarksImporter and PropertyList on bytes: refuse only with a file kind; a read list's references are in range; paths bounded",
    dictionary: ["plist"],
    maximumLength: 8192,
    seeds: { fixtures in
      guard let plist = fixtures.bytes("history/bookmarks/safari-Bookmarks.plist") else { return [] }
      return [plist, Array(plist.prefix(plist.count / 2)) + Array(plist.suffix(32))]
    },
    run: { input in
      if let plist = try? PropertyList(input.bytes) {
        for object in plist.objects {
          switch object {
          case .array(let refs):
            Invariant.check(refs.allSatisfy(plist.objects.indices.contains), "plist: an array reference out of range")
          case .dictionary(let keys, let values):
            Invariant.check(keys.count == values.count, "plist: a dictionary with unpaired keys")
            Invariant.check(
              (keys + values).allSatisfy(plist.objects.indices.contains), "plist: a dictionary reference out of range")
          case .data(let range):
            Invariant.check(
              range.lowerBound >= 0 && range.upperBound <= input.bytes.count, "plist: data out of the file")
          default: break
          }
        }
      }
      ImportInvariants.check("bookmarks-plist", allowed: [.notThatFile, .corrupt, .unknownSchema, .tooLarge]) {
        sink throws(HistoryImportError) in
        try SafariBookmarksImporter().read(bytes: input.bytes, into: sink)
      }
    })
}

/// A sink that keeps nothing and checks each bookmark as it comes.
final class CheckingSink: ImportSink {
  let what: String
  let inRootFolder: Bool
  var count = 0

  init(_ what: String, inRootFolder: Bool) {
    self.what = what
    self.inRootFolder = inRootFolder
  }

  func add(_ page: ImportedPage) throws(HistoryImportError) { count += 1 }
  func add(_ bookmark: ImportedBookmark) throws(HistoryImportError) {
    count += 1
    Invariant.check(!bookmark.url.isEmpty, "\(what): a bookmark without a URL")
    Invariant.check(bookmark.folder.count <= 1024, "\(what): a folder path \(bookmark.folder.count) deep")
    if inRootFolder { Invariant.check(!bookmark.folder.isEmpty, "\(what): a bookmark outside the roots") }
  }
  func add(_ search: ImportedSearch) throws(HistoryImportError) { count += 1 }
  func skip(_ reason: ImportSkip) {}
  func progress(_ fraction: Double) {
    Invariant.check(fraction >= 0 && fraction <= 1, "\(what): progress \(fraction) outside 0...1")
  }
}

/// The checks every importer target makes.
enum ImportInvariants {
  /// Runs `body` with a checking sink: an error must be of an `allowed` kind, and one thrown
  /// must come before any item (an importer checks the whole file first).
  static func check(
    _ what: String, allowed: Set<HistoryImportError.Kind>, inRootFolder: Bool = false,
    _ body: (CheckingSink) throws(HistoryImportError) -> Void
  ) {
    let sink = CheckingSink(what, inRootFolder: inRootFolder)
    do {
      try body(sink)
    } catch {
      Invariant.check(allowed.contains(error.kind), "\(what): refused as \(error.kind): \(error.reason)")
      Invariant.check(sink.count == 0, "\(what): refused after giving \(sink.count) items")
    }
  }
}

/// Small hand-written seeds beside the fixtures.
private enum ImportSeeds {
  static let html = [
    "<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><H3>F</H3>\n<DL><p>\n<DT><A HREF=\"https://a.example/\" ADD_DATE=\"1\" SHORTCUTURL=\"k\">a &amp; b</A>\n</DL><p>\n</DL>",
    "<!doctype netscape-bookmark-file-1><dl><dt><a href=x>unclosed<dt><h3>h<dl><dt><a href='y'>&#x41;&#65;</a></dl>",
  ]
  static let chromium = [
    #"{"roots": {"bookmark_bar": {"name": "Bar", "type": "folder", "children": [{"type": "url", "name": "a", "url": "https://a.example/", "date_added": "13380000000000000"}, {"type": "folder", "name": "f", "children": []}]}, "other": {"children": []}, "synced": {"children": []}}, "version": 1}"#,
    #"{"roots": {}, "version": 2}"#,
  ]
}
