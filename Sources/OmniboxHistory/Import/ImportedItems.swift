import Omnibox

/// One page as an importer read it from a browser's file: the URL as the file spells it (the
/// sink parses it and refuses what the store never keeps), the title, the visits listed in
/// detail and the file's own totals, which may count visits it no longer lists.
package struct ImportedPage: Sendable, Hashable {
  package var url: String
  package var title: String
  /// Visits listed in detail, any order; only user-visible ones (the importer drops the rest).
  package var visits: [HistoryVisit]
  /// The file's visit total, at least `visits.count` (raised to it when lower).
  package var visitCount: Int
  /// The file's typed total.
  package var typedCount: Int
  /// The file's last-visit time, when it keeps one.
  package var lastVisit: HistoryTime?
  /// A page the browser keeps but does not suggest.
  package var isHidden: Bool

  package init(
    url: String, title: String = "", visits: [HistoryVisit] = [], visitCount: Int? = nil, typedCount: Int? = nil,
    lastVisit: HistoryTime? = nil, isHidden: Bool = false
  ) {
    self.url = url
    self.title = title
    self.visits = visits
    self.visitCount = max(visitCount ?? 0, visits.count)
    self.typedCount = max(typedCount ?? 0, visits.reduce(0) { $0 + ($1.transition.isTyped ? 1 : 0) })
    self.lastVisit = [lastVisit, visits.map(\.time).max()].compactMap { $0 }.max()
    self.isHidden = isHidden
  }
}

/// One bookmark: its URL, title, the folders it sits in from the top (`["Bookmarks bar",
/// "Swift"]`), when it was added, and a keyword when the browser gave it one (Firefox's
/// `moz_keywords`).
package struct ImportedBookmark: Sendable, Hashable {
  package var url: String
  package var title: String
  package var folder: [String]
  package var added: HistoryTime?
  package var keyword: String?

  package init(
    url: String, title: String = "", folder: [String] = [], added: HistoryTime? = nil, keyword: String? = nil
  ) {
    self.url = url
    self.title = title
    self.folder = folder
    self.added = added
    self.keyword = keyword
  }
}

/// Terms searched for, and the results page they led to (Chromium's `keyword_search_terms`).
/// `engine` names the engine as the file does (Chromium's keyword id, `"chromium-keyword-3"`).
package struct ImportedSearch: Sendable, Hashable {
  package var engine: String
  package var terms: String
  package var url: String

  package init(engine: String, terms: String, url: String) {
    self.engine = engine
    self.terms = terms
    self.url = url
  }
}

/// Why an importer left something out; counted in the report by reason.
package enum ImportSkip: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// A visit the browser does not show in its own history: a subframe, a redirect that is not
  /// the end of its chain, a keyword-generated visit, an embed or a download.
  case notUserVisible(String)
  /// A URL that does not parse.
  case notAURL
  /// A URL the store never keeps (`javascript:`, `data:`, one the navigation policy would not load).
  case refusedURL(String)
  /// A record with a field missing or out of range (named).
  case malformed(String)

  package var description: String {
    switch self {
    case .notUserVisible(let what): "not a user-visible visit (\(what))"
    case .notAURL: "not a URL"
    case .refusedURL(let why): "a URL the store never keeps (\(why))"
    case .malformed(let what): "malformed record (\(what))"
    }
  }
}

/// Where an importer puts what it reads. The store's sink parses and vets each URL and writes in
/// batches, one transaction each; a test's sink collects the items.
package protocol ImportSink: AnyObject {
  func add(_ page: ImportedPage) throws(HistoryImportError)
  func add(_ bookmark: ImportedBookmark) throws(HistoryImportError)
  func add(_ search: ImportedSearch) throws(HistoryImportError)
  /// Counts one item left out, and why.
  func skip(_ reason: ImportSkip)
  /// How far through the source the importer is, 0...1, for a progress meter.
  func progress(_ fraction: Double)
}

extension ImportSink {
  package func progress(_ fraction: Double) {}
}

/// An importer of one kind of file. `read` checks the whole source first (that it is the file
/// it claims to be, undamaged, of a schema version the importer knows) and throws before handing
/// the sink anything; then it streams the items.
package protocol HistoryImporter {
  /// Reads the file at `path` (already a private copy when the source is a database).
  func read(_ path: String, into sink: some ImportSink) throws(HistoryImportError)
}
