/// The omnibox decision: what to do with text typed into an address bar.
///
/// ```swift
/// let omnibox = Omnibox()
/// omnibox.resolve("swift webview").url     // "https://www.google.com/search?q=swift+webview"
/// omnibox.resolve("bücher.de/straße").url  // "https://xn--bcher-kva.de/stra%C3%9Fe"
/// omnibox.resolve("localhost:8080").url    // "http://localhost:8080/"
/// ```
///
/// Rules apply in a fixed order and the first that decides wins: clean-up, forced query (`?`),
/// keyword shortcuts, explicit schemes, file paths, then host-based rules for text without a
/// scheme (IP literals, localhost, ports, special-use names, the public suffix list, e-mail-like
/// text, single words). Every URL comes out canonical per the WHATWG URL Standard. Where
/// Chromium and Firefox read text differently, the configuration's ``Profile`` decides
/// (`Omnibox(configuration: .firefox)` reads it as Firefox does).
///
/// `Omnibox` is an immutable value: resolve from any number of threads at once.
/// - Complexity: O(n) in the input's length.
public struct Omnibox: Sendable {
  /// The settings every resolution uses.
  public var configuration: Configuration { resolver.configuration }
  private let resolver: Resolver

  /// An omnibox with the given configuration (default: Google, https, the embedded suffix list).
  public init(configuration: Configuration = Configuration()) {
    resolver = Resolver(configuration: configuration)
  }

  /// Decides where `text` should go. Never fails: refusals are a ``Resolution/Kind/refused``
  /// resolution whose ``Resolution/reason`` says why.
  public func resolve(_ text: String) -> Resolution {
    resolver.resolve(text)
  }

  /// Decides where the text with these UTF-8 bytes should go: the same resolution as
  /// ``resolve(_:)`` on `String(decoding: utf8, as: UTF8.self)` (an invalid sequence counts as
  /// U+FFFD), but valid UTF-8 is read in place, so a URL answer makes no string of the input
  /// (a line read from a file, say).
  ///
  ///     let line: [UInt8] = Array("example.com/a".utf8)
  ///     line.withUnsafeBufferPointer { Omnibox().resolve(utf8: $0).url }  // "https://example.com/a"
  ///
  /// The answer carries its URL parsed (``Resolution/destination``): a search's results URL is
  /// written with its offsets known, so neither kind of answer is parsed twice.
  public func resolve(utf8: UnsafeBufferPointer<UInt8>) -> Resolution {
    resolver.resolve(utf8: utf8)
  }

  /// ``resolve(utf8:)`` with `detail`: with ``Resolution/Detail/urlAndReason`` the answer holds
  /// only its kind, destination and reason (the same as with ``Resolution/Detail/full``), which
  /// is less work for a caller that reads nothing else (a command printing URLs): no string of
  /// a search's terms, no results-page check of a URL, no alternate, and the URL kept as text
  /// (``Resolution/destination`` parses it when asked for).
  ///
  ///     let line: [UInt8] = Array("swift webview".utf8)
  ///     line.withUnsafeBufferPointer { Omnibox().resolve(utf8: $0, detail: .urlAndReason).query }  // nil
  package func resolve(utf8: UnsafeBufferPointer<UInt8>, detail: Resolution.Detail) -> Resolution {
    switch detail {
    case .full:
      return resolver.resolve(utf8: utf8)
    case .urlAndReason:
      var url: [UInt8] = []
      let answer = resolver.resolve(utf8: utf8, appendingURLTo: &url)
      guard answer.kind != .refused else { return answer }
      return Resolution(kind: answer.kind, url: String(decoding: url, as: UTF8.self), reason: answer.reason)
    }
  }

  /// ``resolve(utf8:detail:)`` with ``Resolution/Detail/urlAndReason`` for a caller that prints
  /// the URL (`omnibox resolve`): the URL is appended to `out` (nothing for a refusal), and the
  /// answer holds only its kind and reason (its ``Resolution/url`` is `nil`). No string is made
  /// for a URL the parser wrote or a results URL of a built-in engine.
  ///
  ///     var out: [UInt8] = []
  ///     let line: [UInt8] = Array("example.com/a".utf8)
  ///     line.withUnsafeBufferPointer { Omnibox().resolve(utf8: $0, appendingURLTo: &out).kind }  // .url
  ///     String(decoding: out, as: UTF8.self)  // "https://example.com/a"
  package func resolve(utf8: UnsafeBufferPointer<UInt8>, appendingURLTo out: inout [UInt8]) -> Resolution {
    resolver.resolve(utf8: utf8, appendingURLTo: &out)
  }
}
