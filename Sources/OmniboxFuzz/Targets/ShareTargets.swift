import Omnibox
import OmniboxTestSupport

// The share-link normalizer, with the built-in rules and with a ClearURLs catalog, and the
// catalog loader itself.

extension FuzzTarget {
  static let unwrap = FuzzTarget(
    "unwrap",
    "ShareLinkNormalizer.unwrap (built-in rules): target and clean are canonical http(s) links with a host and no credentials, and stable",
    dictionary: ["url", "schemes", "escapes", "unicode", "share"],
    seeds: { fixtures in
      fixtures.strings(in: "share/cases.json", keys: ["input", "target", "clean"]).map { Array($0.utf8) }
    },
    run: { input in
      let text = input.text
      ShareInvariants.check(FuzzNormalizers.builtIn.unwrap(text), of: text, FuzzNormalizers.builtIn, "unwrap")
    })

  static let unwrapClearURLs = FuzzTarget(
    "unwrap-clearurls",
    "ShareLinkNormalizer.unwrap with the ClearURLs catalog loaded: the same invariants as unwrap",
    dictionary: ["url", "schemes", "escapes", "share"],
    seeds: { fixtures in
      (fixtures.strings(in: "share/cases.json", keys: ["input", "target", "clean"])
        + fixtures.strings(in: "clearurls/data.min.json", keys: ["urlPattern"]).compactMap(ClearURLsSeeds.link)).map {
          Array($0.utf8)
        }
    },
    run: { input in
      let text = input.text
      ShareInvariants.check(
        FuzzNormalizers.clearURLs.unwrap(text), of: text, FuzzNormalizers.clearURLs, "unwrap+clearurls")
    })

  static let clearURLsLoad = FuzzTarget(
    "clearurls-load",
    "ClearURLsRules(parsing:) on a catalog: loads or refuses; loaded providers come from the catalog; unwrapping with them keeps the unwrap invariants",
    dictionary: ["json", "clearurls"],
    maximumLength: 16384,
    seeds: { fixtures in ClearURLsSeeds.providers(fixtures).map { Array($0.utf8) } },
    run: { input in
      let text = input.text
      guard let rules = try? ClearURLsRules(parsing: text) else { return }
      let names = Set((try? JSONParser().parse(text))?["providers"]?.object?.keys ?? [])
      Invariant.check(
        rules.providerNames.allSatisfy(names.contains), "a loaded provider not in the catalog: \(rules.providerNames)")
      Invariant.check(
        rules.skippedPatterns.allSatisfy { names.contains($0.provider) }, "a skipped pattern of an unknown provider")
      let normalizer = ShareLinkNormalizer(configuration: .init(clearURLsRules: rules))
      // Short probes: a catalog's own patterns may backtrack exponentially (documented on
      // ClearURLsRules), so the links they run on stay small.
      for probe in ClearURLsSeeds.probes {
        ShareInvariants.check(normalizer.unwrap(probe), of: probe, normalizer, "unwrap with a fuzzed catalog")
      }
    })
}

/// The normalizers the share targets use, built once.
enum FuzzNormalizers {
  /// The app schemes of `Fixtures/share/cases.json`'s defaults, so its seeds take the same paths.
  static let appSchemes: [String: [String]] = [
    "minbrowser": ["url", "link", "plaintext"], "myapp": ["url", "link", "text"],
  ]

  static let builtIn = ShareLinkNormalizer(configuration: .init(appSchemes: appSchemes))

  static let clearURLs: ShareLinkNormalizer = {
    let path = FixtureData.standard.root + "/clearurls/data.min.json"
    do {
      return ShareLinkNormalizer(
        configuration: .init(appSchemes: appSchemes, clearURLsRules: try ClearURLsRules(contentsOfFile: path)))
    } catch {
      Invariant.fail("cannot load the ClearURLs catalog \(path): \(error)")
    }
  }()
}

/// What every unwrap result must satisfy.
enum ShareInvariants {
  static func check(_ r: ShareLinkResult, of text: String, _ normalizer: ShareLinkNormalizer, _ what: String) {
    let what = "\(what)(\(Invariant.quoted(text)))"
    Invariant.check(
      (r.target == nil) == (r.refusal != nil),
      "\(what): target \(Invariant.quoted(r.target)) with refusal \(String(describing: r.refusal))")
    Invariant.check(
      (r.clean == nil) == (r.target == nil),
      "\(what): clean \(Invariant.quoted(r.clean)) for target \(Invariant.quoted(r.target))")
    let depth = normalizer.configuration.maximumDepth
    Invariant.check(r.via.count <= 2 * depth + 1, "\(what): \(r.via.count) steps")
    guard let target = r.target, let clean = r.clean else { return }
    checkLink(target, normalizer, "\(what).target")
    checkLink(clean, normalizer, "\(what).clean")
    // A target given again is itself — unless it ends in what a lone link loses (trailing
    // `. , : ; ! ?`, an unpaired quote or closing bracket: `https://example.com/?` from a
    // redirector), which a link alone is read without, as linkify-it reads it.
    let again = normalizer.unwrap(target)
    Invariant.check(
      again.target == target || endsInWhatALoneLinkLoses(target),
      "\(what): target \(Invariant.quoted(target)) unwraps to \(Invariant.quoted(again.target))")
    // Cleaning is idempotent: a clean link taken as the target (not unwrapped further, or
    // refused there, which a redirector's clean link may be) is its own clean form.
    let cleanAgain = normalizer.unwrap(clean)
    Invariant.check(
      cleanAgain.target != clean || cleanAgain.clean == clean || endsInWhatALoneLinkLoses(clean),
      "\(what): clean \(Invariant.quoted(clean)) cleans to \(Invariant.quoted(cleanAgain.clean))")
  }

  /// Whether `link` ends in what a lone link loses (trailing `. , : ; ! ? *`, a quote or a
  /// closing bracket), as linkify-it reads it: such a target, given alone, is read without it.
  static func endsInWhatALoneLinkLoses(_ link: String) -> Bool {
    guard let last = link.utf8.last else { return false }
    return Array(".,:;!?*'\")]}".utf8).contains(last)
  }

  /// A target or clean link: canonical, an allowed scheme (never a script, data or file
  /// scheme), a host, no credentials.
  static func checkLink(_ link: String, _ normalizer: ShareLinkNormalizer, _ what: String) {
    Invariant.checkCanonical(link, what)
    let scheme = Invariant.scheme(of: link) ?? ""
    Invariant.check(
      !Invariant.dangerousSchemes.contains(scheme), "\(what): \(Invariant.quoted(link)) has scheme \(scheme)")
    Invariant.check(
      normalizer.configuration.allowedTargetSchemes.contains(scheme),
      "\(what): \(Invariant.quoted(link)): scheme \(scheme) not allowed")
    guard let url = try? URLRecord(link) else { return }
    Invariant.check(!url.hostname.isEmpty, "\(what): \(Invariant.quoted(link)) has no host")
    Invariant.check(url.username.isEmpty && url.password.isEmpty, "\(what): \(Invariant.quoted(link)) has credentials")
  }
}

/// Seeds and probes built from the ClearURLs catalog.
enum ClearURLsSeeds {
  /// Links small enough for any pattern (see `clearurls-load`).
  static let probes = ["https://a.example/?b=1&utm_source=c", "http://x.example/r?url=https%3A%2F%2Fy.example%2F"]

  /// One catalog per provider: `{"providers": {"<name>": {…}}}`.
  static func providers(_ fixtures: FixtureData) -> [String] {
    guard let providers = fixtures.json("clearurls/data.min.json")?["providers"]?.object else { return [] }
    return providers.members.compactMap { member in
      JSONObject([JSONMember(key: member.key, value: member.value)]).flatMap { one in
        JSONObject([JSONMember(key: "providers", value: .object(one))]).map { JSONValue.object($0).serialized }
      }
    }
  }

  /// A plausible link for a provider's `urlPattern`: its longest run of letters as the domain
  /// (`^https?:\/\/(?:[a-z0-9-]+\.)*?amazon(?:\.[a-z]{2,}){1,}` → `https://www.amazon.com/?…`),
  /// with tracking-looking parameters; `nil` when the run is shorter than 4 letters.
  static func link(_ pattern: String) -> String? {
    let words = pattern.split { !($0.isASCII && $0.isLetter) }.filter { $0 != "https" }
    guard let word = words.max(by: { $0.count < $1.count }), word.count >= 4 else { return nil }
    return "https://www." + word.lowercased() + ".com/?utm_source=x&tag=y&ref=z"
  }
}
