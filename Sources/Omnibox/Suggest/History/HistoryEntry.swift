/// One page of history as a caller hands it to ``HistoryIndex``: its URL and title, the visits
/// known in detail, the totals (which may count older visits no longer listed), and whether it is
/// bookmarked. A bookmark that was never visited is an entry without visits.
public struct HistoryEntry: Sendable, Hashable {
  /// The page.
  public var url: URLRecord
  /// The page's title (empty when unknown).
  public var title: String
  /// Visits known in detail, newest first. Scoring reads the newest ten.
  public var visits: [HistoryVisit]
  /// All visits ever counted, at least `visits.count`.
  public var visitCount: Int
  /// Visits that were typed, at least those in `visits`.
  public var typedCount: Int
  /// The newest visit, or `nil` for a bookmark never visited.
  public var lastVisit: HistoryTime?
  /// Whether the page is bookmarked.
  public var isBookmarked: Bool
  /// A page the browser keeps but does not suggest (a subframe, a redirect source).
  public var isHidden: Bool

  /// An entry whose totals are derived from `visits` (sorted newest first here).
  public init(url: URLRecord, title: String = "", visits: [HistoryVisit] = [], isBookmarked: Bool = false) {
    let sorted = visits.sorted { $0.time > $1.time }
    self.init(
      url: url, title: title, visits: sorted, visitCount: sorted.count,
      typedCount: sorted.reduce(0) { $0 + ($1.transition.isTyped ? 1 : 0) }, lastVisit: sorted.first?.time,
      isBookmarked: isBookmarked)
  }

  /// An entry with totals given (a store that keeps counts, a browser's `urls` row). Counts below
  /// what `visits` shows are raised to it.
  public init(
    url: URLRecord, title: String = "", visits: [HistoryVisit] = [], visitCount: Int, typedCount: Int,
    lastVisit: HistoryTime?, isBookmarked: Bool = false, isHidden: Bool = false
  ) {
    let sorted = visits.sorted { $0.time > $1.time }
    self.url = url
    self.title = title
    self.visits = sorted
    self.visitCount = max(visitCount, sorted.count, 0)
    self.typedCount = max(typedCount, sorted.reduce(0) { $0 + ($1.transition.isTyped ? 1 : 0) }, 0)
    self.lastVisit = [lastVisit, sorted.first?.time].compactMap { $0 }.max()
    self.isBookmarked = isBookmarked
    self.isHidden = isHidden
  }

  /// Adds one visit (kept newest first) and updates the totals.
  public mutating func record(_ visit: HistoryVisit) {
    let at = visits.firstIndex { $0.time <= visit.time } ?? visits.endIndex
    visits.insert(visit, at: at)
    visitCount += 1
    if visit.transition.isTyped { typedCount += 1 }
    if lastVisit.map({ $0 < visit.time }) ?? true { lastVisit = visit.time }
  }
}
