/// Counts rows read against a total known up front and reports the fraction to a sink every
/// 4,096 rows and at the end, so a progress meter moves without a call per row.
package struct RowProgress {
  private let total: Int
  private var done = 0

  /// Progress over `total` rows (at least 1, so the fraction is always defined).
  package init(total: Int) { self.total = max(total, 1) }

  /// One more row read; reports now and then.
  package mutating func advance(_ sink: some ImportSink) {
    done += 1
    if done & 4095 == 0 { sink.progress(min(Double(done) / Double(total), 1)) }
  }

  /// Reports completion.
  package func finish(_ sink: some ImportSink) { sink.progress(1) }
}
