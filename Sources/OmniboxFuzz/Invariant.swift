import Omnibox

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Invariant checks for fuzz targets, and the properties of text they test.
///
/// A broken invariant prints `omnibox-fuzz: invariant violated: <what>` on stderr and aborts:
/// libFuzzer then saves the input as a `crash-…` reproducer, and `.ci/fuzz` counts the finding
/// as a violation (not a crash) because of that line.
enum Invariant {
  /// The marker `.ci/fuzz` looks for in a target's log.
  static let marker = "omnibox-fuzz: invariant violated: "

  /// Stops the run when `condition` is false.
  @inline(__always)
  static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
  }

  /// Reports a broken invariant and stops the run.
  static func fail(_ message: String) -> Never {
    writeToStandardError(marker + escaped(message) + "\n")
    abort()
  }

  /// Writes `text` to descriptor 2 unbuffered (it must be out before an abort).
  static func writeToStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes {
        write(STDERR_FILENO, $0.baseAddress.map { $0 + offset }, $0.count - offset)
      }
      if n <= 0 { return }
      offset += n
    }
  }

  /// `text` with controls, bidi controls and non-ASCII shown as `\u{…}`, at most `limit` scalars.
  static func escaped(_ text: String, limit: Int = 4000) -> String {
    var out = ""
    for (i, s) in text.unicodeScalars.enumerated() {
      if i == limit { return out + "…" }
      if s.value >= 0x20 && s.value < 0x7F {
        out.unicodeScalars.append(s)
      } else {
        out += "\\u{" + String(s.value, radix: 16) + "}"
      }
    }
    return out
  }

  /// `"<value>"` quoted and escaped (at most 200 scalars, so a message's reason stays in
  /// view; the whole input is in the reproducer), for messages.
  static func quoted(_ text: String?) -> String {
    text.map { "\"" + escaped($0, limit: 200) + "\"" } ?? "nil"
  }

  // MARK: Properties of text

  /// Whether `text` holds only printable ASCII (U+0020–U+007E): what a URL record serializes to.
  static func isPrintableASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// Whether `text` holds no C0/C1 control (or DEL) and no bidirectional control, the
  /// characters a display string must never carry.
  static func hasNoControlOrBidi(_ text: String) -> Bool {
    !text.unicodeScalars.contains { isControl($0) || isBidiControl($0) }
  }

  /// C0 controls, DEL and C1 controls.
  static func isControl(_ s: Unicode.Scalar) -> Bool {
    s.value < 0x20 || (s.value >= 0x7F && s.value < 0xA0)
  }

  /// The bidirectional formatting characters (Unicode `Bidi_Control`): ALM, LRM, RLM, the
  /// embeddings and overrides (U+202A–U+202E) and the isolates (U+2066–U+2069).
  static func isBidiControl(_ s: Unicode.Scalar) -> Bool {
    s.properties.isBidiControl
  }

  /// Schemes that run script or reach local files: never a share target or clean link.
  static let dangerousSchemes: Set<String> = ["javascript", "data", "vbscript", "file"]

  /// The scheme of an absolute URL string (lowercased, without `:`), or `nil`.
  static func scheme(of url: String) -> String? {
    guard let colon = url.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
    return String(Substring(url.utf8[..<colon])).lowercased()
  }

  /// Checks that `href` is a canonical URL: it parses, serializes to itself, and is printable
  /// ASCII (every non-ASCII character percent-encoded, every host in punycode).
  static func checkCanonical(_ href: String, _ what: @autoclosure () -> String) {
    check(isPrintableASCII(href), "\(what()): \(quoted(href)) is not printable ASCII")
    do {
      let again = try URLRecord(href).href
      check(again == href, "\(what()): \(quoted(href)) reparses as \(quoted(again))")
    } catch {
      fail("\(what()): \(quoted(href)) does not reparse: \(error)")
    }
  }
}
