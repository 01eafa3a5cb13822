import Omnibox

extension HistoryStore {
  /// What to forget.
  public enum ForgetScope: Sendable, Hashable {
    /// One page: its visits and searches (its bookmarks stay: remove them with ``HistoryStore/removeBookmark(_:)``).
    case url(URLRecord)
    /// Every page on a host and its subdomains (`example.com` takes `www.example.com`).
    case host(String)
    /// Every visit from `since` up to, not including, `until` (`nil`: up to now and beyond);
    /// a page left with no visit goes too.
    case timeRange(since: HistoryTime, until: HistoryTime?)
    /// Everything the store holds: pages, visits, searches and bookmarks.
    case everything
  }

  /// What ``forget(_:)`` removed.
  public struct ForgetReport: Sendable, Hashable {
    /// Pages and visits removed.
    public var pages = 0, visits = 0
    /// Bookmarks removed (``ForgetScope/everything`` only).
    public var bookmarks = 0
    /// Whether the journal was folded into the file and emptied. `false` only while another
    /// connection keeps reading an old snapshot; the bytes then leave at the next checkpoint.
    public var isWiped = false
  }

  /// Forgets `scope` for real: the rows go, their bytes are overwritten (`secure_delete`), and
  /// the write-ahead journal, which held older copies, is folded into the file and truncated to
  /// nothing. The index of ``suggestionIndex()`` forgets the same pages.
  ///
  /// - Throws: ``HistoryStoreError`` when the write fails (nothing is forgotten then).
  @discardableResult
  public func forget(_ scope: ForgetScope) throws(HistoryStoreError) -> ForgetReport {
    var report = try write("forget") { () throws(SQLiteError) -> ForgetReport in
      var report = ForgetReport()
      let visitsBefore = try connection.integer("SELECT count(*) FROM visits") ?? 0
      let pagesBefore = try connection.integer("SELECT count(*) FROM pages") ?? 0
      switch scope {
      case .url(let url):
        try connection.prepare("DELETE FROM pages WHERE url = ?").run(.text(url.href))
      case .host(let host):
        let host = Self.normalizedHost(host)
        try connection.prepare(
          "DELETE FROM pages WHERE host = ?1 OR (length(host) > length(?1) AND substr(host, -length(?1) - 1) = '.' || ?1)"
        ).run(.text(host))
      case .timeRange(let since, let until):
        try forgetVisits(since: since.microsecondsSince1970, until: until?.microsecondsSince1970 ?? .max)
      case .everything:
        report.bookmarks = Int(try connection.integer("SELECT count(*) FROM bookmarks") ?? 0)
        try connection.execute("DELETE FROM searches; DELETE FROM visits; DELETE FROM pages; DELETE FROM bookmarks")
      }
      try connection.execute(
        "UPDATE visits SET from_visit = NULL WHERE from_visit IS NOT NULL AND from_visit NOT IN (SELECT id FROM visits)"
      )
      report.visits = Int(visitsBefore - (try connection.integer("SELECT count(*) FROM visits") ?? 0))
      report.pages = Int(pagesBefore - (try connection.integer("SELECT count(*) FROM pages") ?? 0))
      return report
    }
    report.isWiped = try wipeJournal(vacuum: scope == .everything)
    try refreshIndex(after: scope)
    return report
  }

  /// Deletes the visits in `since..<until`, the pages they leave with no visit (and pages whose
  /// last visit fell there but whose visits the file never listed), and recounts the rest.
  private func forgetVisits(since: Int64, until: Int64) throws(SQLiteError) {
    try connection.execute("CREATE TEMP TABLE IF NOT EXISTS touched (page INTEGER PRIMARY KEY); DELETE FROM touched")
    try connection.prepare("INSERT INTO touched SELECT DISTINCT page FROM visits WHERE time >= ?1 AND time < ?2")
      .run(.integer(since), .integer(until))
    try connection.prepare("DELETE FROM visits WHERE time >= ?1 AND time < ?2").run(.integer(since), .integer(until))
    try connection.prepare(
      """
      DELETE FROM pages WHERE NOT EXISTS (SELECT 1 FROM visits WHERE visits.page = pages.id)
        AND (id IN (SELECT page FROM touched) OR (last_visit >= ?1 AND last_visit < ?2))
      """
    ).run(.integer(since), .integer(until))
    try connection.execute(
      """
      UPDATE pages SET
        visit_count = unlisted_visits + (SELECT count(*) FROM visits WHERE visits.page = pages.id),
        typed_count = unlisted_typed + (SELECT count(*) FROM visits WHERE visits.page = pages.id AND transition = 'typed'),
        last_visit = (SELECT max(time) FROM visits WHERE visits.page = pages.id)
      WHERE id IN (SELECT page FROM touched);
      DELETE FROM touched;
      """)
  }

  /// Folds the journal into the file and truncates it (after `VACUUM`, which rewrites the file
  /// without free pages, when everything went). Returns whether the checkpoint completed.
  private func wipeJournal(vacuum: Bool) throws(HistoryStoreError) -> Bool {
    try lock.withLock { () throws(HistoryStoreError) -> Bool in
      do throws(SQLiteError) {
        if vacuum { try connection.execute("VACUUM", operation: "compact \(path)") }
        let checkpoint = try connection.prepare("PRAGMA wal_checkpoint(TRUNCATE)")
        guard try checkpoint.step() else { return false }
        return checkpoint.int(0) == 0
      } catch {
        throw HistoryStoreError(error)
      }
    }
  }

  /// Brings the loaded index in line with what `scope` removed.
  private func refreshIndex(after scope: ForgetScope) throws(HistoryStoreError) {
    guard lock.withLock({ index != nil }) else { return }
    switch scope {
    case .url(let url): lock.withLock { _ = index?.remove(url) }
    case .host(let host): lock.withLock { _ = index?.removeAll(onHost: Self.normalizedHost(host)) }
    case .everything: lock.withLock { index = HistoryIndex(engines: engines) }
    case .timeRange:
      let rebuilt = try buildIndex()
      lock.withLock { index = rebuilt }
    }
  }

  /// A host as typed (any case, a trailing dot, Unicode) as the store keeps it: the URL parser's
  /// host, so `Example.COM.` and `例え.jp` find their pages.
  static func normalizedHost(_ host: String) -> String {
    var text = host
    while text.hasSuffix(".") { text.removeLast() }
    return (try? URLRecord("http://" + text + "/"))?.hostname ?? text.lowercased()
  }
}
