import Omnibox

/// Reads Chromium's `Bookmarks` file (Chrome, Edge, Brave, Opera, Vivaldi keep the same one), the
/// JSON `BookmarkCodec` writes (`components/bookmarks/browser/bookmark_codec.cc`):
/// `{"checksum", "roots": {"bookmark_bar", "other", "synced"}, "version": 1}`, each node
/// `{"type": "url" | "folder", "name", "url", "date_added", "children"}`.
///
/// - Accepts `version` 1 only, the one version Chromium has ever written and reads
///   (`kCurrentVersion`); any other, or none, is `.unknownSchema`. The checksum is not checked
///   (Chromium only reassigns ids when it is wrong).
/// - A bookmark's folder path starts with its root's name as the file spells it
///   (`["Bookmarks bar", "Swift"]`); a root without a name gets Chromium's English one. Roots are
///   read in the order bookmark_bar, other, synced; a missing root is no error.
/// - `date_added` is microseconds since 1601-01-01 UTC as a decimal string; `"0"`, a missing or
///   unparsable value, or one beyond `Int64` gives no date.
/// - A node without a type, a `url` node without a URL (or an empty one), or a node of another
///   type is a skip (`.malformed`); its siblings are still read.
/// - Bounded: files over ``maximumSize`` are `.tooLarge`; JSON nesting over ``maximumDepth``
///   (each folder costs two levels, so about 510 folders) is `.tooLarge` before any item is
///   given. The tree is walked with an explicit stack: no recursion.
package struct ChromiumBookmarksImporter: HistoryImporter {
  /// Files larger than this are refused (64 MiB; a large profile's file is a few MiB).
  package static let maximumSize = 64 << 20
  /// JSON nesting accepted, counting every object and array.
  package static let maximumDepth = 1024

  /// Microseconds from 1601-01-01 to 1970-01-01 (Chromium's `base::Time` epoch offset).
  static let windowsEpochOffset: Int64 = 11_644_473_600_000_000

  package init() {}

  package func read(_ path: String, into sink: some ImportSink) throws(HistoryImportError) {
    let bytes = try FileBytes.read(path, maximumSize: Self.maximumSize) { sink.progress($0 * 0.9) }
    try read(bytes: bytes, into: sink)
  }

  /// Reads the file's bytes: checks the whole document, then gives the sink its bookmarks in
  /// document order.
  package func read(bytes: [UInt8], into sink: some ImportSink) throws(HistoryImportError) {
    let json: JSONValue
    do {
      json = try JSONParser(maximumDepth: Self.maximumDepth, maximumLength: Self.maximumSize).parse(bytes)
    } catch {
      switch error.kind {
      case .tooDeep(let limit):
        throw HistoryImportError(.tooLarge, "Chromium bookmarks: nested deeper than \(limit) levels")
      case .tooLong(let limit):
        throw HistoryImportError(.tooLarge, "Chromium bookmarks: larger than \(limit) bytes")
      default:
        let first = bytes.first {
          !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF)
        }
        guard first == UInt8(ascii: "{") else {
          throw HistoryImportError(.notThatFile, "not a Chromium bookmarks file (not a JSON object)")
        }
        throw HistoryImportError(.corrupt, "Chromium bookmarks: damaged JSON (\(error.kind) at byte \(error.offset))")
      }
    }
    guard let top = json.object, let roots = top["roots"]?.object else {
      throw HistoryImportError(.notThatFile, "not a Chromium bookmarks file (no \"roots\" object)")
    }
    guard let version = top["version"]?.int else {
      throw HistoryImportError(.unknownSchema, "Chromium bookmarks: no integer \"version\"")
    }
    guard version == 1 else {
      throw HistoryImportError(.unknownSchema, "Chromium bookmarks: version \(version), only 1 is known")
    }

    // Nodes still to read, the last one next; each with the folder path it sits in.
    var pending: [(node: JSONValue, folder: [String])] = []
    for (key, name) in [
      ("synced", "Mobile bookmarks"), ("other", "Other bookmarks"), ("bookmark_bar", "Bookmarks bar"),
    ] {
      guard let root = roots[key] else { continue }
      guard let object = root.object else {
        sink.skip(.malformed("root \"\(key)\" is not an object"))
        continue
      }
      let title = object["name"]?.string ?? ""
      let folder = [title.isEmpty ? name : title]
      try push(children: object["children"], folder: folder, onto: &pending, sink: sink)
    }
    while let (node, folder) = pending.popLast() {
      guard let object = node.object else {
        sink.skip(.malformed("bookmark node is not an object"))
        continue
      }
      let name = object["name"]?.string ?? ""
      switch object["type"]?.string {
      case "url":
        guard let url = object["url"]?.string, !url.isEmpty else {
          sink.skip(.malformed("url node without a \"url\" string"))
          continue
        }
        try sink.add(ImportedBookmark(url: url, title: name, folder: folder, added: Self.time(object["date_added"])))
      case "folder":
        try push(children: object["children"], folder: folder + [name], onto: &pending, sink: sink)
      case nil:
        sink.skip(.malformed("bookmark node without a \"type\" string"))
      default:
        sink.skip(.malformed("bookmark node of an unknown type"))
      }
    }
    sink.progress(1)
  }

  /// Queues a folder's children so that the first is read next.
  private func push(
    children: JSONValue?, folder: [String], onto pending: inout [(node: JSONValue, folder: [String])],
    sink: some ImportSink
  ) throws(HistoryImportError) {
    guard let children, !children.isNull else { return }
    guard let list = children.array else {
      sink.skip(.malformed("folder \"children\" is not an array"))
      return
    }
    for child in list.reversed() { pending.append((child, folder)) }
  }

  /// `date_added` (microseconds since 1601 as a decimal string) as a time; nil for 0 or nonsense.
  static func time(_ value: JSONValue?) -> HistoryTime? {
    guard let value else { return nil }
    let micros: Int64?
    if let text = value.string {
      micros = Int64(text)
    } else {
      micros = value.int.map(Int64.init)
    }
    guard let micros, micros > 0 else { return nil }
    return HistoryTime(microsecondsSince1970: micros - windowsEpochOffset)
  }
}
