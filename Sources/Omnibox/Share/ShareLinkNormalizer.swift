// The share-link normalizer: from shared text or a wrapped link to the one target link.
//
// Phases of `unwrap`:
// 1. Candidate (ShareLinkNormalizer+Text.swift): trim; refuse empty or over-long input; a single
//    token starting with a known scheme is the link itself (trailing punctuation and unpaired
//    closers trimmed for web links, as linkify-it does), otherwise the links in the text are
//    found (TextLinkScanner) and one is chosen: the first hand-off or browser-scheme link, else
//    the first http(s) link, else the first link without scheme.
// 2. Unwrap, at most `maximumDepth` times (ShareLinkNormalizer+Unwrap.swift): by the link's
//    scheme, an app hand-off scheme or another browser's scheme gives the wrapped link (or text,
//    back to phase 1); an http(s) link on a redirector's host and path gives the link in its
//    parameter, path or query; loaded ClearURLs redirections come last. Wrapped values are
//    decoded by the rules in WrappedValue.swift; one that decodes to a script scheme is refused.
// 3. Target (ShareLinkNormalizer+Target.swift): no controls or bidi controls; parsed and
//    canonicalized by the WHATWG URL parser, then checked: allowed scheme, a plausible DNS-name
//    host, no spaces in the host, no credentials.
// 4. Clean (ShareLinkNormalizer+Clean.swift): the target without tracking (built-in catalog,
//    then loaded rules), kept only if it still passes the target checks with the same host. A
//    clean form that is itself a wrapper (tracking hid the link it wraps) goes back to phase 2.
// So every target and clean form, given to `unwrap` again, is its own answer with no steps —
// but for one ending in what a lone link loses (`https://example.com/?` from a redirector).

/// Finds the one link a share extension, another app or a pasted message means, through app
/// hand-off schemes, other browsers' schemes, web redirectors and free text — or refuses, with
/// a reason.
///
///     let n = ShareLinkNormalizer(configuration: .init(appSchemes: ["myapp": ["url"]]))
///     n.unwrap("myapp://open?url=https%3A%2F%2Fwww.google.com%2Furl%3Fq%3Dhttps%253A%252F%252Fexample.com%252F").target
///     // "https://example.com/"  (via ["app-scheme:myapp", "redirect:google"])
///     n.unwrap("googlechromes://example.com/a?b=1").target   // "https://example.com/a?b=1"
///     n.unwrap("これ見て https://example.com/a です").target   // "https://example.com/a"
///     n.unwrap("Mira www.ejemplo.es/foo, es genial").target  // "https://www.ejemplo.es/foo"
///     n.unwrap("javascript:alert(1)").refusal?.code          // "disallowed-scheme"
///
/// The normalizer is a `Sendable` value: build it once and call it from any thread.
public struct ShareLinkNormalizer: Sendable {
  /// The configuration it was built with.
  public let configuration: Configuration
  let index: ShareRuleIndex

  /// A normalizer for `configuration` (rules are indexed once, here).
  public init(configuration: Configuration = .init()) {
    self.configuration = configuration
    self.index = ShareRuleIndex(configuration)
  }

  /// The target link that `text` stands for, with its clean form and the unwrapping steps, or
  /// a refusal.
  ///
  /// `text` may be a link, a wrapped link (nested up to ``Configuration/maximumDepth``), or
  /// free text containing one. In text with several links the target is the first hand-off
  /// or browser-scheme link's (`myapp://…`, `googlechromes://…`), else the first http(s)
  /// link's, else the first link written without scheme (`www.example.com`), scheme added as
  /// the omnibox would (https, or http for IP addresses, `localhost` and ports other than 443).
  /// E-mail addresses and links with other schemes are never the target.
  ///
  /// - Complexity: O(n·d) in the UTF-8 length n and the configured depth d: linear.
  public func unwrap(_ text: String) -> ShareLinkResult {
    var via: [String] = []
    do throws(ShareLinkError) {
      let (target, clean) = try resolve(text, via: &via)
      return ShareLinkResult(targetURL: target, cleanURL: clean, via: via, refusal: nil)
    } catch {
      return ShareLinkResult(targetURL: nil, cleanURL: nil, via: via, refusal: error)
    }
  }

  /// The links in `text`, in order, as ``unwrap(_:)`` sees them: links with the schemes it
  /// knows (web, hand-off, browser and `mailto:`), links without scheme, and e-mail addresses.
  ///
  ///     ShareLinkNormalizer().links(in: "see example.com/a (or https://b.example/x).").map(\.text)
  ///     // ["example.com/a", "https://b.example/x"]
  ///
  /// - Complexity: O(n) in the text's length.
  public func links(in text: String) -> [TextLink] {
    let scalars = Array(text.unicodeScalars)
    let matches = index.scanner.matches(in: scalars)
    guard !matches.isEmpty else { return [] }
    // UTF-8 offsets of the scalars, walked once.
    var links: [TextLink] = []
    var offset = 0
    var position = 0
    func advance(to index: Int) {
      while position < index {
        offset += UTF8.width(scalars[position])
        position += 1
      }
    }
    for m in matches {
      advance(to: m.start)
      let start = offset
      advance(to: m.end)
      links.append(TextLink(text: m.text(in: scalars), kind: m.kind, utf8Offsets: start..<offset))
    }
    return links
  }

  // MARK: Phases

  /// What one unwrapping step produced.
  enum Step {
    /// A wrapped link.
    case link(String)
    /// Free text that holds the link.
    case text(String)
    /// A wrapped value that must not be followed (it hides a script scheme).
    case refused(ShareLinkError)
  }

  /// What one pass of the loop in `resolve` found: one more unwrapping step, or the answer.
  private enum Pass {
    case step(String, Step)
    case answer(target: URLRecord, clean: URLRecord)
  }

  /// One pass over `link`: its unwrapping step, or its target and clean form — unless the clean
  /// form is itself a wrapper (`https://href.li/?example.com&utm_source=x`, whose tracking hid
  /// the link it wraps): then that form's step, as `unwrap` given the clean form would take it,
  /// so that a clean link given again is its own answer.
  private func pass(_ link: String) throws(ShareLinkError) -> Pass {
    let (step, next, parsed) = try unwrapOnce(link)
    if let step, let next { return .step(step, next) }
    let target: URLRecord
    if let parsed { target = try checkedTarget(parsed) } else { target = try self.target(link) }
    let clean = cleaned(target)
    if clean != target, clean.parts.scheme == .http || clean.parts.scheme == .https,
      let (step, next) = try webStep(clean)
    {
      return .step(step, next)
    }
    return .answer(target: target, clean: clean)
  }

  private func resolve(_ text: String, via: inout [String]) throws(ShareLinkError) -> (
    target: URLRecord, clean: URLRecord
  ) {
    guard text.utf8.count <= configuration.maximumInputLength else {
      throw ShareLinkError(.tooLong(limit: configuration.maximumInputLength))
    }
    var link = try candidate(in: text, via: &via, isInput: true)
    // A lone token that does not parse is read as text (`https://a.com'https://b.com`).
    var mayReadAsText = via.isEmpty
    var depth = 0
    while true {
      WorkMeter.scanned(link.utf8.count)
      try Self.refuseControls(link)
      let step: String
      let next: Step
      let outcome: Pass
      do {
        outcome = try pass(link)
      } catch  where mayReadAsText && error.reason.isUnparsable {
        guard let inside = linkInsideToken(text, notBeing: link) else { throw error }
        via.append("text")
        link = inside
        mayReadAsText = false
        continue
      }
      mayReadAsText = false
      switch outcome {
      case .answer(let target, let clean): return (target, clean)
      case .step(let name, let found): (step, next) = (name, found)
      }
      depth += 1
      guard depth <= configuration.maximumDepth else {
        throw ShareLinkError(.tooDeep(limit: configuration.maximumDepth))
      }
      via.append(step)
      switch next {
      case .link(let inner): link = inner
      case .text(let inner): link = try candidate(in: inner, via: &via, isInput: false)
      case .refused(let error): throw error
      }
    }
  }
}
