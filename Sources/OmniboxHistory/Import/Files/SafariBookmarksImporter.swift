import Omnibox

/// Reads Safari's `Bookmarks.plist` (`~/Library/Safari/`), a binary property list
/// (``PropertyList``): a root dictionary whose `Children` are dictionaries with a
/// `WebBookmarkType` of `WebBookmarkTypeList` (a folder: `Title`, `Children`) or
/// `WebBookmarkTypeLeaf` (a bookmark: `URLString`, the title in `URIDictionary` → `title`).
///
/// - Folder paths use the folders' titles as the file spells them: the bar is `BookmarksBar`,
///   the menu `BookmarksMenu`.
/// - The Reading List (the folder titled `com.apple.ReadingList`) is imported as a folder named
///   `Reading List`; its items' `ReadingList` → `DateAdded` is the bookmark's date. Safari keeps
///   no date for other bookmarks.
/// - `WebBookmarkTypeProxy` entries (Safari's links to History and the Reading List) are not
///   bookmarks and are passed over; an entry of no or another type, or a leaf without a
///   `URLString` (or an empty one), is a skip (`.malformed`).
/// - Refuses (`.notThatFile`) a file that is not a binary property list (the XML form is not
///   read) or whose root is not a dictionary with a `Children` array; a `WebBookmarkFileVersion`
///   other than 1 is `.unknownSchema`; damage is `.corrupt`; files over ``maximumSize`` and the
///   limits of ``PropertyList`` are `.tooLarge`. All of it is checked before any item is given.
package struct SafariBookmarksImporter: HistoryImporter {
  /// Files larger than this are refused (64 MiB).
  package static let maximumSize = 64 << 20
  /// Seconds from 1970-01-01 to 2001-01-01, the property lists' date epoch.
  static let appleEpochOffset = 978_307_200.0

  package init() {}

  package func read(_ path: String, into sink: some ImportSink) throws(HistoryImportError) {
    let bytes = try FileBytes.read(path, maximumSize: Self.maximumSize) { sink.progress($0 * 0.9) }
    try read(bytes: bytes, into: sink)
  }

  /// Reads the file's bytes: checks the whole property list, then gives the bookmarks in order.
  package func read(bytes: [UInt8], into sink: some ImportSink) throws(HistoryImportError) {
    guard bytes.count <= Self.maximumSize else {
      throw HistoryImportError(.tooLarge, "Safari bookmarks: larger than \(Self.maximumSize) bytes")
    }
    let plist = try PropertyList(bytes)
    guard case .dictionary? = plist.object(plist.top), let children = plist.valueIndex("Children", in: plist.top),
      case .array? = plist.object(children)
    else {
      throw HistoryImportError(.notThatFile, "not Safari bookmarks (no root dictionary with a Children array)")
    }
    if let version = plist.value("WebBookmarkFileVersion", in: plist.top) {
      guard case .integer(1) = version else {
        throw HistoryImportError(.unknownSchema, "Safari bookmarks: WebBookmarkFileVersion is not 1")
      }
    }

    var pending: [(index: Int, folder: [String])] = []
    Self.push(children: children, folder: [], in: plist, onto: &pending)
    while let (index, folder) = pending.popLast() {
      guard case .dictionary? = plist.object(index) else {
        sink.skip(.malformed("bookmark entry is not a dictionary"))
        continue
      }
      switch plist.string("WebBookmarkType", in: index) {
      case "WebBookmarkTypeLeaf":
        guard let url = plist.string("URLString", in: index), !url.isEmpty else {
          sink.skip(.malformed("bookmark without a URLString"))
          continue
        }
        let title = plist.valueIndex("URIDictionary", in: index).flatMap { plist.string("title", in: $0) } ?? ""
        let added = plist.valueIndex("ReadingList", in: index).flatMap { plist.value("DateAdded", in: $0) }
        try sink.add(ImportedBookmark(url: url, title: title, folder: folder, added: added.flatMap(Self.time)))
      case "WebBookmarkTypeList":
        let title = plist.string("Title", in: index) ?? ""
        let name = title == "com.apple.ReadingList" ? "Reading List" : title
        if let children = plist.valueIndex("Children", in: index) {
          guard case .array? = plist.object(children) else {
            sink.skip(.malformed("folder Children is not an array"))
            continue
          }
          Self.push(children: children, folder: folder + [name], in: plist, onto: &pending)
        }
      case "WebBookmarkTypeProxy":
        continue
      case nil:
        sink.skip(.malformed("bookmark entry without a WebBookmarkType"))
      default:
        sink.skip(.malformed("bookmark entry of an unknown WebBookmarkType"))
      }
    }
    sink.progress(1)
  }

  /// Queues the array `children` so that its first element is read next.
  private static func push(
    children: Int, folder: [String], in plist: PropertyList, onto pending: inout [(index: Int, folder: [String])]
  ) {
    guard case .array(let elements)? = plist.object(children) else { return }
    for element in elements.reversed() { pending.append((element, folder)) }
  }

  /// A property-list date as a time, when it is finite and within ±290,000 years.
  static func time(_ object: PropertyList.Object) -> HistoryTime? {
    guard case .date(let seconds) = object else { return nil }
    let micros = ((seconds + appleEpochOffset) * 1_000_000).rounded()
    guard micros.isFinite, abs(micros) < 9e18 else { return nil }
    return HistoryTime(microsecondsSince1970: Int64(micros))
  }
}
