import Omnibox

/// Reads the Netscape bookmark file every browser exports (`bookmarks.html`):
/// `<!DOCTYPE NETSCAPE-Bookmark-file-1>`, lists `<DL><p>`, folders
/// `<DT><H3 ADD_DATE="…">Folder</H3>` each followed by its own `<DL>`, and bookmarks
/// `<DT><A HREF="…" ADD_DATE="<Unix seconds>" SHORTCUTURL="kw">Title</A>`.
///
/// - Refuses (`.notThatFile`) a file that does not start (after a byte-order mark and white
///   space) with that DOCTYPE, or that has no `<DL>`; files over ``maximumSize`` are `.tooLarge`.
///   Nothing after that check is an error: the reading is as lenient as a browser's.
/// - Lenient: tags in any case, unclosed `<A>`, `<H3>`, `<DT>` and `<p>` (an `<A>` or `<H3>` ends
///   at the next `<A>`, `<H3>`, `<H1>`, `<DT>`, `<DD>`, `<DL>` or `</DL>`), character references
///   decoded (``BookmarkHTMLText``), titles' white space collapsed. A bookmark's folder path is the
///   names of the `<H3>` folders around it, outermost first (the toolbar folder is one of them,
///   as the file names it). `ADD_DATE` of 0, missing or not a number gives no date. An `<A>`
///   without `HREF` is a skip (`.malformed`).
/// - Bounded: folders deeper than ``maximumFolderDepth`` are flattened into the deepest folder
///   allowed (their bookmarks are kept there; no name past that depth is kept), and at most
///   ``maximumOpenLists`` lists are tracked, so memory is flat in the nesting.
/// - Complexity: one pass over the bytes, O(n) time (``BookmarkHTMLScanner``).
package struct NetscapeBookmarksImporter: HistoryImporter {
  /// Files larger than this are refused (256 MiB).
  package static let maximumSize = 256 << 20
  /// The longest folder path a bookmark gets.
  package static let maximumFolderDepth = 512
  /// Open `<DL>` lists tracked; deeper ones only count.
  package static let maximumOpenLists = 1024

  package init() {}

  package func read(_ path: String, into sink: some ImportSink) throws(HistoryImportError) {
    let bytes = try FileBytes.read(path, maximumSize: Self.maximumSize) { sink.progress($0 * 0.2) }
    try read(bytes: bytes, into: sink)
  }

  /// Reads the file's bytes: checks the header, then gives the sink its bookmarks in document order.
  package func read(bytes: [UInt8], into sink: some ImportSink) throws(HistoryImportError) {
    guard bytes.count <= Self.maximumSize else {
      throw HistoryImportError(.tooLarge, "bookmark file: larger than \(Self.maximumSize) bytes")
    }
    try bytes.withUnsafeBufferPointer { (buffer) throws(HistoryImportError) in
      guard let start = Self.bodyStart(buffer) else {
        throw HistoryImportError(.notThatFile, "not a Netscape bookmark file (no <!DOCTYPE NETSCAPE-Bookmark-file-1>)")
      }
      guard Self.hasList(buffer, from: start) else {
        throw HistoryImportError(.notThatFile, "not a Netscape bookmark file (no <DL> list)")
      }
      var reader = Reader(buffer: buffer, start: start, sink: sink)
      try reader.run()
    }
    sink.progress(1)
  }

  /// Where the document goes on after its DOCTYPE, when it starts with the Netscape one.
  static func bodyStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var i = 0
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { i = 3 }
    while i < bytes.count && BookmarkHTMLScanner.isSpace(bytes[i]) { i += 1 }
    let doctype = "<!doctype"
    let name = "netscape-bookmark-file-1"
    guard startsWith(bytes, at: i, doctype) else { return nil }
    i += doctype.utf8.count
    guard i < bytes.count, BookmarkHTMLScanner.isSpace(bytes[i]) else { return nil }
    while i < bytes.count && BookmarkHTMLScanner.isSpace(bytes[i]) { i += 1 }
    guard startsWith(bytes, at: i, name) else { return nil }
    i += name.utf8.count
    guard let gt = BookmarkHTMLScanner.find(UInt8(ascii: ">"), in: bytes, from: i) else { return nil }
    return gt + 1
  }

  /// Whether a `<dl` (any case) follows `start`.
  static func hasList(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    var from = start
    while let lt = BookmarkHTMLScanner.find(UInt8(ascii: "<"), in: bytes, from: from) {
      if startsWith(bytes, at: lt + 1, "dl") {
        let next = lt + 3
        if next >= bytes.count || !BookmarkHTMLScanner.isLetter(bytes[next]) { return true }
      }
      from = lt + 1
    }
    return false
  }

  /// Whether `bytes` at `offset` spell `word` (lowercase ASCII) in any case.
  private static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, _ word: String) -> Bool {
    var i = offset
    for w in word.utf8 {
      guard i < bytes.count, ASCII.lowercased(bytes[i]) == w else { return false }
      i += 1
    }
    return true
  }
}

/// The state of one reading: the open lists, the folder path, and the element being read.
private struct Reader<Sink: ImportSink> {
  /// What the text being collected will become.
  enum Capture {
    case none
    case anchor(href: String?, added: HistoryTime?, keyword: String?)
    case heading
  }

  let buffer: UnsafeBufferPointer<UInt8>
  let sink: Sink
  var scanner: BookmarkHTMLScanner
  var capture = Capture.none
  var captured: [UInt8] = []
  /// For each open list, whether it opened a folder (added a name to `path`).
  var lists: [Bool] = []
  var path: [String] = []
  /// Lists opened past the limits, still open (always the innermost ones).
  var overflow = 0
  /// The name of the `<H3>` just read, which the next `<DL>` opens.
  var pendingFolder: String?

  init(buffer: UnsafeBufferPointer<UInt8>, start: Int, sink: Sink) {
    self.buffer = buffer
    self.sink = sink
    self.scanner = BookmarkHTMLScanner(buffer, from: start)
  }

  mutating func run() throws(HistoryImportError) {
    let step = buffer.count / 50 + 1
    var nextReport = step
    while let token = scanner.next() {
      switch token {
      case .text(let range):
        if case .none = capture { break }
        captured.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[range]))
      case .start(let tag, let attributes):
        try start(tag, attributes: attributes)
      case .end(let tag):
        try end(tag)
      }
      if scanner.position >= nextReport {
        sink.progress(min(1, 0.2 + 0.8 * Double(scanner.position) / Double(buffer.count)))
        nextReport = scanner.position + step
      }
    }
    try finishCapture()
  }

  private mutating func start(_ tag: BookmarkHTMLScanner.Tag, attributes: Range<Int>) throws(HistoryImportError) {
    switch tag {
    case .a, .h1, .h3, .dl, .dt, .dd: try finishCapture()
    case .other: break
    }
    switch tag {
    case .a:
      pendingFolder = nil
      capture = anchor(attributes)
    case .h3:
      pendingFolder = nil
      capture = .heading
    case .dt:
      pendingFolder = nil
    case .dl:
      openList()
    case .h1, .dd, .other:
      break
    }
  }

  private mutating func end(_ tag: BookmarkHTMLScanner.Tag) throws(HistoryImportError) {
    switch tag {
    case .a:
      if case .anchor = capture { try finishCapture() }
    case .h3:
      if case .heading = capture { try finishCapture() }
    case .dl:
      try finishCapture()
      pendingFolder = nil
      closeList()
    case .dt:
      try finishCapture()
    case .h1, .dd, .other:
      break
    }
  }

  private mutating func openList() {
    let name = pendingFolder
    pendingFolder = nil
    if overflow > 0 || lists.count >= NetscapeBookmarksImporter.maximumOpenLists
      || (name != nil && path.count >= NetscapeBookmarksImporter.maximumFolderDepth)
    {
      overflow += 1
      return
    }
    if let name {
      lists.append(true)
      path.append(name)
    } else {
      lists.append(false)
    }
  }

  private mutating func closeList() {
    if overflow > 0 {
      overflow -= 1
    } else if let opened = lists.popLast(), opened {
      path.removeLast()
    }
  }

  /// Ends the `<A>` or `<H3>` being read: gives the bookmark, or keeps the folder's name.
  private mutating func finishCapture() throws(HistoryImportError) {
    let was = capture
    capture = .none
    defer { captured.removeAll(keepingCapacity: captured.count < 1 << 16) }
    switch was {
    case .none:
      return
    case .heading:
      pendingFolder = BookmarkHTMLText.decode(captured, collapsingSpaces: true)
    case .anchor(let href, let added, let keyword):
      guard let href, !href.isEmpty else {
        sink.skip(.malformed("bookmark without HREF"))
        return
      }
      let title = BookmarkHTMLText.decode(captured, collapsingSpaces: true)
      try sink.add(ImportedBookmark(url: href, title: title, folder: path, added: added, keyword: keyword))
    }
  }

  /// An `<A>`'s HREF, ADD_DATE and SHORTCUTURL.
  private func anchor(_ attributes: Range<Int>) -> Capture {
    var href: String?
    var added: HistoryTime?
    var keyword: String?
    let buffer = self.buffer
    BookmarkHTMLScanner.attributes(in: buffer, from: attributes.lowerBound) { name, value in
      guard let value, name.upperBound <= attributes.upperBound else { return }
      let raw = UnsafeBufferPointer(rebasing: buffer[value])
      if BookmarkHTMLScanner.matches(name, in: buffer, "href") {
        href = BookmarkHTMLText.decode(raw, collapsingSpaces: false)
      } else if BookmarkHTMLScanner.matches(name, in: buffer, "add_date") {
        added = Self.time(raw)
      } else if BookmarkHTMLScanner.matches(name, in: buffer, "shortcuturl") {
        let word = BookmarkHTMLText.decode(raw, collapsingSpaces: true)
        keyword = word.isEmpty ? nil : word
      }
    }
    return .anchor(href: href, added: added, keyword: keyword)
  }

  /// `ADD_DATE`: whole Unix seconds (at most 12 digits); nil for 0 or anything else.
  private static func time(_ raw: UnsafeBufferPointer<UInt8>) -> HistoryTime? {
    guard !raw.isEmpty, raw.count <= 12 else { return nil }
    var seconds: Int64 = 0
    for b in raw {
      guard b &- 0x30 < 10 else { return nil }
      seconds = seconds * 10 + Int64(b - 0x30)
    }
    return seconds > 0 ? HistoryTime(secondsSince1970: seconds) : nil
  }
}
