@testable import Omnibox

/// One fuzz target: an entry point of Omnibox fed the bytes libFuzzer makes up, and the
/// invariants its answers must keep whatever those bytes are.
///
/// A target is one row of ``FuzzTargets/all``: its name (`OMNIBOX_FUZZ_TARGET`), what it
/// checks, the dictionary parts it mutates with, where its seeds come from, and the body.
/// The body reports a broken invariant through ``Invariant/check(_:_:)``, which stops the run
/// the way a crash does (libFuzzer saves the input).
struct FuzzTarget: Sendable {
  /// The name `OMNIBOX_FUZZ_TARGET` selects, e.g. `"url"`.
  let name: String
  /// What the target feeds and which invariants it checks (one line, for `--list`).
  let summary: String
  /// Dictionary parts (`Fixtures/fuzz/dictionaries/<part>.dict`), concatenated for libFuzzer.
  let dictionary: [String]
  /// The longest input libFuzzer should make (`-max_len`), sized to the target's seeds.
  let maximumLength: Int
  /// The seed inputs, built from the project's fixtures.
  let seeds: @Sendable (FixtureData) -> [[UInt8]]
  /// Runs one input.
  let run: @Sendable (FuzzInput) -> Void

  init(
    _ name: String, _ summary: String, dictionary: [String], maximumLength: Int = 4096,
    seeds: @escaping @Sendable (FixtureData) -> [[UInt8]], run: @escaping @Sendable (FuzzInput) -> Void
  ) {
    self.name = name
    self.summary = summary
    self.dictionary = dictionary
    self.maximumLength = maximumLength
    self.seeds = seeds
    self.run = run
  }
}

/// The bytes of one fuzz input, with the ways targets read them.
///
/// Targets that take more than one value read a selector byte first (which option, setter or
/// command) and split the rest at the first line feed (`base\ninput`, `href\nvalue`). Seeds are
/// written in the same shape (see ``FuzzInput/encode(selector:_:)``).
struct FuzzInput {
  let bytes: [UInt8]

  /// The bytes as text (invalid UTF-8 repaired to U+FFFD, as every text entry point sees it).
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The bytes as text when they are well-formed UTF-8 (then `text` holds them unchanged).
  var validText: String? { Self.isValidUTF8(bytes) ? text : nil }

  /// Whether `bytes` is well-formed UTF-8 (the library's own strict check).
  static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) == nil }
  }

  /// The first byte picks one of `count` choices (0 for an empty input); the rest follows.
  func selecting(_ count: Int) -> (choice: Int, rest: FuzzInput) {
    guard let first = bytes.first, count > 0 else { return (0, self) }
    return (Int(first) % count, FuzzInput(bytes: Array(bytes.dropFirst())))
  }

  /// The text before and after the first line feed (`nil` when there is none).
  var lines: (first: String, second: String)? {
    guard let newline = bytes.firstIndex(of: 0x0A) else { return nil }
    return (
      String(decoding: bytes[..<newline], as: UTF8.self),
      String(decoding: bytes[(newline + 1)...], as: UTF8.self)
    )
  }

  /// The bytes of a seed: `selector` (when given) then the parts joined by line feeds.
  static func encode(selector: Int? = nil, _ parts: String...) -> [UInt8] {
    var bytes: [UInt8] = selector.map { [UInt8(truncatingIfNeeded: $0)] } ?? []
    bytes += Array(parts.joined(separator: "\n").utf8)
    return bytes
  }
}
