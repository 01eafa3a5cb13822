import Omnibox

extension HistoryStore {
  /// What became of a visit handed to ``recordVisit(to:title:transition:at:isPrivate:)``.
  public enum VisitOutcome: Sendable, Hashable {
    /// Written (and committed).
    case recorded
    /// The page already has a visit at that moment: nothing written.
    case alreadyRecorded
    /// Not written, and why (private browsing, a URL the store never keeps).
    case notKept(String)
  }

  /// Records a visit to `url` at `time`, adding the page when new; a non-empty `title` replaces
  /// the page's. A private-browsing visit and a URL the store never keeps (see "Keeping history") are not written.
  /// Keeps the index of ``suggestionIndex()`` current.
  ///
  /// - Throws: ``HistoryStoreError`` when the write fails (the store is then unchanged).
  @discardableResult
  public func recordVisit(
    to url: URLRecord, title: String? = nil, transition: HistoryVisit.Transition, at time: HistoryTime,
    isPrivate: Bool = false
  ) throws(HistoryStoreError) -> VisitOutcome {
    if isPrivate { return .notKept("private browsing") }
    if let refusal = StoragePolicy.refusal(for: url) { return .notKept(refusal.reason) }
    let title = title.map(Self.cleanTitle)
    let page = ImportedPage(
      url: url.href, title: title ?? "", visits: [HistoryVisit(time: time, transition: transition)])
    let added = try write("record a visit") { () throws(SQLiteError) -> Int in
      try PageWriter(connection).write(page, url: url, keepsHidden: false).visitsAdded
    }
    guard added > 0 else { return .alreadyRecorded }
    if index != nil {
      lock.withLock {
        _ = index?.recordVisit(to: url, title: title?.isEmpty == false ? title : nil, at: time, transition: transition)
      }
    }
    return .recorded
  }

  /// Sets the title of a page in the store. Returns whether the page was there.
  @discardableResult
  public func setTitle(_ title: String, for url: URLRecord) throws(HistoryStoreError) -> Bool {
    let title = Self.cleanTitle(title)
    let changed = try write("set a title") { () throws(SQLiteError) -> Bool in
      let update = try connection.prepare("UPDATE pages SET title = ? WHERE url = ?")
      try update.run(.text(title), .text(url.href))
      return connection.changes > 0
    }
    if changed { lock.withLock { _ = index?.setTitle(title, for: url) } }
    return changed
  }

  /// Bookmarks `url` in `folder` (the path from the top, `[]` for none). Returns `false` when it
  /// was already bookmarked there, or when the store never keeps the URL.
  @discardableResult
  public func addBookmark(
    _ url: URLRecord, title: String = "", folder: [String] = [], at time: HistoryTime? = nil
  ) throws(HistoryStoreError) -> Bool {
    guard StoragePolicy.refusal(for: url) == nil else { return false }
    let bookmark = ImportedBookmark(url: url.href, title: Self.cleanTitle(title), folder: folder, added: time)
    let added = try write("add a bookmark") { () throws(SQLiteError) -> Bool in
      try PageWriter(connection).write(bookmark, url: url)
    }
    if added {
      lock.withLock { index?.setBookmarked(true, for: url, title: bookmark.title.isEmpty ? nil : bookmark.title) }
    }
    return added
  }

  /// Removes every bookmark of `url` (in any folder). Returns how many there were.
  @discardableResult
  public func removeBookmark(_ url: URLRecord) throws(HistoryStoreError) -> Int {
    let removed = try write("remove a bookmark") { () throws(SQLiteError) -> Int in
      let delete = try connection.prepare("DELETE FROM bookmarks WHERE url = ?")
      try delete.run(.text(url.href))
      return connection.changes
    }
    if removed > 0 { lock.withLock { index?.setBookmarked(false, for: url) } }
    return removed
  }

  /// A title as stored: control characters (tabs, newlines, U+001F) become spaces.
  static func cleanTitle(_ title: String) -> String {
    guard title.utf8.contains(where: { $0 < 0x20 || $0 == 0x7f }) else { return title }
    var out = String.UnicodeScalarView()
    for scalar in title.unicodeScalars {
      out.append(scalar.value < 0x20 || scalar.value == 0x7f ? " " : scalar)
    }
    return String(out)
  }
}
