import Omnibox

/// The store's pages as `HistoryEntry` values, read in one pass for the suggestion index: each
/// page with its `visitsPerPage` newest visits and its totals, marked when bookmarked, then each
/// bookmark whose URL has no page. A sequence that reads as it is iterated (the index is built
/// from it without the entries ever being held all at once); use it inside one read transaction.
///
/// - Fast path: buys 32% of reading a 100,000-page store for the index (about 355 → 240 ms,
///   release, `omnibox-bench history`): the three tables are scanned in rowid order, where SQL's
///   per-page look-ups of bookmarks and of a page's visits read them out of order; the bookmarks
///   are read first into a dictionary, and the visits in one scan, bucketed by page with a
///   counting sort. Oracle:
///   `HistoryStoreTests.theIndexIsBuiltFromWhatEntriesReads`, which compares the entries with
///   those of a plain per-page query.
final class EntryReader: Sequence, IteratorProtocol {
  private let pages: SQLiteStatement
  /// Each page's visits, newest first, from `visitStart[slot]` to `visitStart[slot + 1]`.
  private var visitTimes: [Int64] = []
  private var visitTransitions: [HistoryVisit.Transition] = []
  private var visitStart: [Int32] = []
  /// Page ids of the slots (when the ids are too sparse to index by, a dictionary instead).
  private var slotOfPage: [Int64: Int32] = [:]
  private var firstPageID: Int64 = 0
  private var denseSlots = true
  /// Bookmarked URLs, with the first non-empty title, in the order they were added.
  private var bookmarkTitle: [String: String] = [:]
  private var bookmarkOrder: [String] = []
  private var bookmarkSeen: Set<String> = []
  private var pendingBookmarks: IndexingIterator<[String]>?
  private let visitsPerPage: Int
  /// Pages in the store when reading began.
  private var pageCount = 0
  private var pagesDone = false
  /// The first error met while reading; iteration stops there.
  private(set) var error: SQLiteError?

  init(_ connection: SQLiteConnection, visitsPerPage: Int) throws(SQLiteError) {
    self.visitsPerPage = visitsPerPage
    pages = try connection.prepare(
      "SELECT id, url, title, visit_count, typed_count, last_visit, hidden FROM pages ORDER BY id")
    let bookmarks = try connection.prepare("SELECT url, title FROM bookmarks ORDER BY id")
    while try bookmarks.step() {
      let url = bookmarks.text(0)
      let title = bookmarks.text(1)
      if let known = bookmarkTitle[url] {
        if known.isEmpty && !title.isEmpty { bookmarkTitle[url] = title }
      } else {
        bookmarkTitle[url] = title
        bookmarkOrder.append(url)
      }
    }
    try readVisits(connection)
  }

  /// Reads every visit in one scan and buckets them by page, newest first (a counting sort on
  /// the page ids when they are dense, as they are in a store that mostly grows).
  private func readVisits(_ connection: SQLiteConnection) throws(SQLiteError) {
    let range = try connection.prepare("SELECT min(id), max(id), count(*) FROM pages")
    guard try range.step(), !range.isNull(0) else { return }
    firstPageID = range.int64(0)
    pageCount = range.int(2)
    let span = Int(clamping: range.int64(1) - firstPageID + 1)
    denseSlots = span <= Swift.max(1024, 4 * range.int(2))
    let scan = try connection.prepare("SELECT page, time, transition FROM visits")
    var slots: [Int32] = []
    var times: [Int64] = []
    var transitions: [HistoryVisit.Transition] = []
    var sparse: [Int64: Int32] = [:]
    while try scan.step() {
      let page = scan.int64(0)
      let slot: Int32
      if denseSlots {
        let offset = page - firstPageID
        guard offset >= 0, offset < Int64(span) else { continue }
        slot = Int32(offset)
      } else if let known = sparse[page] {
        slot = known
      } else {
        slot = Int32(sparse.count)
        sparse[page] = slot
      }
      guard let transition = Self.transition(scan) else { continue }
      slots.append(slot)
      times.append(scan.int64(1))
      transitions.append(transition)
    }
    slotOfPage = sparse
    let slotCount = denseSlots ? span : sparse.count
    // Counting sort by slot, then each slot's run newest first.
    var start = [Int32](repeating: 0, count: slotCount + 1)
    for slot in slots { start[Int(slot) + 1] += 1 }
    for i in 0..<slotCount { start[i + 1] += start[i] }
    var next = start
    var order = [Int32](repeating: 0, count: slots.count)
    for (i, slot) in slots.enumerated() {
      order[Int(next[Int(slot)])] = Int32(i)
      next[Int(slot)] += 1
    }
    visitTimes.reserveCapacity(order.count)
    visitTransitions.reserveCapacity(order.count)
    for slot in 0..<slotCount {
      var run = order[Int(start[slot])..<Int(start[slot + 1])]
      if run.count > 1 { run.sort { times[Int($0)] > times[Int($1)] } }
      for i in run {
        visitTimes.append(times[Int(i)])
        visitTransitions.append(transitions[Int(i)])
      }
    }
    visitStart = start
  }

  /// The visit row's transition (a name the store wrote; an unknown one skips the visit).
  private static func transition(_ row: SQLiteStatement) -> HistoryVisit.Transition? {
    HistoryVisit.Transition(rawValue: row.text(2))
  }

  /// The pages to come (the index reserves its room from it).
  var underestimatedCount: Int { pageCount }

  func next() -> HistoryEntry? {
    if !pagesDone {
      do {
        while try pages.step() {
          if let entry = pageEntry() { return entry }
        }
      } catch {
        self.error = error
        return nil
      }
      pagesDone = true
      pendingBookmarks = bookmarkOrder.makeIterator()
    }
    while let url = pendingBookmarks?.next() {
      guard !bookmarkSeen.contains(url), let record = try? URLRecord(url) else { continue }
      return HistoryEntry(url: record, title: bookmarkTitle[url] ?? "", isBookmarked: true)
    }
    return nil
  }

  /// The bucket of page `id`'s visits, `nil` when it has none.
  private func slot(of id: Int64) -> Int? {
    let slot: Int
    if denseSlots {
      let offset = id - firstPageID
      guard offset >= 0, offset < Int64(visitStart.count - 1) else { return nil }
      slot = Int(offset)
    } else {
      guard let known = slotOfPage[id] else { return nil }
      slot = Int(known)
    }
    return slot + 1 < visitStart.count ? slot : nil
  }

  /// The entry of the page row `pages` is on, or `nil` when its URL no longer parses.
  private func pageEntry() -> HistoryEntry? {
    let id = pages.int64(0)
    let href = pages.text(1)
    guard let url = try? URLRecord(href) else { return nil }
    var visits: [HistoryVisit] = []
    if let slot = slot(of: id) {
      let from = Int(visitStart[slot])
      let to = from + Swift.min(Int(visitStart[slot + 1]) - from, visitsPerPage)
      visits.reserveCapacity(to - from)
      for i in from..<to {
        visits.append(
          HistoryVisit(time: HistoryTime(microsecondsSince1970: visitTimes[i]), transition: visitTransitions[i]))
      }
    }
    let bookmark = bookmarkTitle[href]
    if bookmark != nil { bookmarkSeen.insert(href) }
    let title = pages.text(2)
    return HistoryEntry(
      url: url, title: title.isEmpty ? (bookmark ?? "") : title, visits: visits, visitCount: pages.int(3),
      typedCount: pages.int(4), lastVisit: pages.optionalInt64(5).map(HistoryTime.init(microsecondsSince1970:)),
      isBookmarked: bookmark != nil, isHidden: pages.int(6) != 0)
  }
}
