/// Importers build a page from its row first and append its visits as they stream; this runs
/// the initializer's rules again once the visits are all there.
extension ImportedPage {
  /// The page with its visit total, typed total and last visit raised to what its visits show.
  package func withTotalsFromVisits() -> ImportedPage {
    ImportedPage(
      url: url, title: title, visits: visits, visitCount: visitCount, typedCount: typedCount, lastVisit: lastVisit,
      isHidden: isHidden)
  }
}
