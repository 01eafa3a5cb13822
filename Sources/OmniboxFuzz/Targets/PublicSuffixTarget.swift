import Omnibox

// Compiling a public suffix list, and lookups in the compiled list.

extension FuzzTarget {
  static let pslCompile = FuzzTarget(
    "psl-compile",
    "PublicSuffixList(parsing:) on list text: compiles or refuses; suffixes and registrable domains of hosts under its rules sit on label boundaries",
    dictionary: ["psl"],
    maximumLength: 8192,
    seeds: { fixtures in PublicSuffixSeeds.slices(fixtures).map { Array($0.utf8) } },
    run: { input in
      let text = input.text
      guard let list = try? PublicSuffixList(parsing: text) else { return }
      for host in PublicSuffixSeeds.probes(for: text) {
        for includingPrivate in [true, false] {
          PublicSuffixInvariants.check(list, host, includingPrivateRules: includingPrivate)
        }
      }
    })
}

enum PublicSuffixInvariants {
  static func check(_ list: PublicSuffixList, _ host: String, includingPrivateRules: Bool) {
    let what = "host \(Invariant.quoted(host))\(includingPrivateRules ? "" : " (ICANN rules)")"
    let suffix = list.publicSuffix(of: host, includingPrivateRules: includingPrivateRules)
    let registrable = list.registrableDomain(of: host, includingPrivateRules: includingPrivateRules)
    guard let suffix else {
      Invariant.check(
        registrable == nil, "\(what): a registrable domain \(Invariant.quoted(registrable)) without a suffix")
      return
    }
    Invariant.check(onLabelBoundary(suffix.suffix, of: host), "\(what): suffix \(Invariant.quoted(suffix.suffix))")
    guard let registrable else { return }
    Invariant.check(
      onLabelBoundary(registrable, of: host), "\(what): registrable domain \(Invariant.quoted(registrable))")
    Invariant.check(
      registrable.utf8.count > suffix.suffix.utf8.count && onLabelBoundary(suffix.suffix, of: registrable)
        && !registrable.utf8.dropLast(suffix.suffix.utf8.count + 1).contains(UInt8(ascii: ".")),
      "\(what): registrable domain \(Invariant.quoted(registrable)) is not one label above \(Invariant.quoted(suffix.suffix))"
    )
    Invariant.check(
      !list.isPublicSuffix(registrable, includingPrivateRules: includingPrivateRules),
      "\(what): registrable domain \(Invariant.quoted(registrable)) is a public suffix")
  }

  /// Whether `part` is `whole` or ends it right after a `.`.
  static func onLabelBoundary(_ part: String, of whole: String) -> Bool {
    whole.utf8.elementsEqual(part.utf8) || whole.utf8.reversed().starts(with: ("." + part).utf8.reversed())
  }
}

/// Seeds and probe hosts for `psl-compile`.
enum PublicSuffixSeeds {
  /// The embedded list's source cut into slices of 60 lines (each a small list of its own).
  static func slices(_ fixtures: FixtureData) -> [String] {
    guard let text = fixtures.text("psl/public_suffix_list.dat") else { return [] }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return stride(from: 0, to: lines.count, by: 60).map {
      lines[$0..<min($0 + 60, lines.count)].joined(separator: "\n")
    }
  }

  /// Hosts at and below the first rules of `text` (16 at most): each rule without `!` or `*.`,
  /// and one and two labels below it.
  static func probes(for text: String) -> [String] {
    var hosts: [String] = []
    for line in text.split(separator: "\n").prefix(64) where !line.hasPrefix("//") {
      var rule = Substring(line.split(separator: " ").first ?? "")
      if rule.hasPrefix("!") { rule = rule.dropFirst() }
      if rule.hasPrefix("*.") { rule = rule.dropFirst(2) }
      guard !rule.isEmpty else { continue }
      hosts += [String(rule), "a." + rule, "b.a." + rule]
      if hosts.count >= 48 { break }
    }
    return hosts
  }
}
