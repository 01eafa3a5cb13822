import Omnibox

// The omnibox decision.

extension FuzzTarget {
  static let resolve = FuzzTarget(
    "resolve",
    "Omnibox.resolve under every profile: answers are canonical URLs; resolving an answer's URL gives it back; "
      + "the URL a printing caller has written is the answer's",
    dictionary: ["url", "schemes", "escapes", "unicode", "resolve"],
    seeds: { fixtures in
      (fixtures.strings(in: "resolve/cases.json", keys: ["input", "url", "alternate"])
        + fixtures.strings(in: "search/shortcuts.json", keys: ["input"])
        + fixtures.strings(in: "search/terms.json", keys: ["input"])).map { Array($0.utf8) }
    },
    run: { input in
      let text = input.text
      for (name, omnibox) in FuzzOmniboxes.all {
        let r = omnibox.resolve(text)
        ResolveInvariants.check(r, of: text, omnibox, "resolve[\(name)](\(Invariant.quoted(text)))")
        ResolveInvariants.checkWritten(input.bytes, against: r, omnibox, "resolve[\(name)](\(Invariant.quoted(text)))")
      }
    })
}

/// The configurations the `resolve` target runs every input through: one per profile preset
/// (`omnibox`, `chromium`, `firefox`, and any preset added later).
enum FuzzOmniboxes {
  static let all: [(name: String, omnibox: Omnibox)] = Omnibox.Profile.presets.map { profile in
    (profile.name, Omnibox(configuration: .init(profile: profile)))
  }
}

/// What every resolution must satisfy.
enum ResolveInvariants {
  /// The bytes `omnibox resolve` prints for `bytes` (the URL appended to what its output already
  /// holds) are `r`'s URL, after those, with `r`'s kind and reason.
  static func checkWritten(
    _ bytes: [UInt8], against r: Resolution, _ omnibox: Omnibox, _ what: @autoclosure () -> String
  ) {
    let before: [UInt8] = Array("earlier\n".utf8)
    var out = before
    let written = bytes.withUnsafeBufferPointer { omnibox.resolve(utf8: $0, appendingURLTo: &out) }
    Invariant.check(
      written.kind == r.kind && written.reason == r.reason && written.url == nil
        && out.elementsEqual(before + Array((r.url ?? "").utf8)),
      "\(what()): written as \(written.kind) \(Invariant.quoted(String(decoding: out.dropFirst(before.count), as: UTF8.self))) (\(written.reason))"
    )
  }

  static func check(_ r: Resolution, of text: String, _ omnibox: Omnibox, _ what: @autoclosure () -> String) {
    switch r.kind {
    case .refused:
      Invariant.check(r.url == nil, "\(what()): refused with a URL \(Invariant.quoted(r.url))")
      return
    case .search:
      Invariant.check(r.query != nil && r.engine != nil, "\(what()): a search without query or engine")
    case .url:
      break
    }
    guard let url = r.url else { Invariant.fail("\(what()): \(r.kind) without a URL") }
    Invariant.checkCanonical(url, "\(what()).url")
    if !omnibox.configuration.allowsScriptURLs, let scheme = Invariant.scheme(of: url) {
      Invariant.check(scheme != "javascript" && scheme != "vbscript", "\(what()): script URL \(Invariant.quoted(url))")
    }
    if let alternate = r.alternate { Invariant.checkCanonical(alternate, "\(what()).alternate") }
    // Stability: the URL an answer loads is itself answered with that URL.
    let again = omnibox.resolve(url)
    Invariant.check(
      again.kind == .url && again.url == url || KnownFindings.resolve.contains { $0.covers(url, again.url) },
      "\(what()) = \(Invariant.quoted(url)), which resolves as \(again.kind) \(Invariant.quoted(again.url)) (\(again.reason))"
    )
  }
}
