/// Firefox's page frecency, the classic algorithm of `CalculateFrecency` with the shipped
/// `places.frecency.*` preferences (firefox.js): the newest ten visits, each worth its transition
/// bonus (typed 2000, link 100, bookmark 75, redirects 40–50, percent) plus 75 when the page is
/// bookmarked, weighted by age (100 within 4 days, 70 within 14, 50 within 31, 30 within 90, 10
/// after); `ceil(visitCount × ceil(points) / sampled)`. A page never visited scores its
/// unvisited bonuses (bookmark 140, typed 200).
///
/// Origins (host with port, any scheme) sum their pages visited in the last 90 days; the
/// autofill threshold is the mean over origins (`PlacesFrecencyRecalculator`, before the
/// median-of-typed-days variant).
package enum Frecency {
  package static let sampledVisits = 10
  package static let originsCutOffDays = 90

  /// The transition bonus, percent.
  package static func bonus(_ transition: HistoryVisit.Transition) -> Int {
    switch transition {
    case .typed: 2000
    case .link: 100
    case .bookmark: 75
    case .redirect: 40
    case .reload, .generated, .form, .keyword: 0
    }
  }

  /// The age weight of a visit `days` old.
  package static func weight(daysAgo days: Int) -> Int {
    switch days {
    case ...4: 100
    case ...14: 70
    case ...31: 50
    case ...90: 30
    default: 10
    }
  }

  /// A page's frecency at `now`.
  package static func page(_ entry: HistoryEntry, now: HistoryTime) -> Int {
    page(entry, visits: entry.visits, now: now)
  }

  /// A page's frecency at `now`, its visits given apart (the index keeps them packed).
  package static func page(_ entry: HistoryEntry, visits: some Collection<HistoryVisit>, now: HistoryTime) -> Int {
    let sampled = visits.prefix(sampledVisits)
    if sampled.isEmpty {
      var bonus = 0
      if entry.isBookmarked { bonus += 140 }
      if entry.typedCount > 0 { bonus += 200 }
      return (100 * bonus + 99) / 100
    }
    var points = 0.0
    for visit in sampled {
      var b = bonus(visit.transition)
      if entry.isBookmarked { b += 75 }
      points += Double(weight(daysAgo: now.days(since: visit.time)) * b) / 100
    }
    let total = Double(max(entry.visitCount, sampled.count)) * points.rounded(.up) / Double(sampled.count)
    return Int(total.rounded(.up))
  }
}
