internal import CICU

// ICU's regular expressions (uregex), for the ClearURLs catalog's patterns. The only file that
// talks to the uregex API; ClearURLs' `CompiledPattern` adds the literal pre-check and the work
// meter on top.

/// One compiled, case-insensitive ICU pattern, shared by any number of threads.
///
/// The compiled pattern is only read after compilation (each match works on its own copy,
/// `uregex_clone`), so one value is shared by any number of threads; the handle is closed when
/// the last copy of the pattern goes.
struct ICURegularExpression: Sendable {
  /// The ICU handle, owned; `@unchecked Sendable` because ICU only reads it once compiled.
  private final class Handle: @unchecked Sendable {
    let regex: OpaquePointer
    init(_ regex: OpaquePointer) { self.regex = regex }
    deinit { cicu_regex_close(regex) }
  }

  /// Why a pattern did not compile: ICU's error name (`U_REGEX_RULE_SYNTAX`, …).
  struct CompileError: Error, CustomStringConvertible {
    let name: String
    var description: String { "ICU could not compile the pattern (\(name))" }
  }

  private let handle: Handle

  init(_ source: String) throws(CompileError) {
    var status: Int32 = 0
    var text = source
    let regex = text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { cicu_regex_open($0.baseAddress, Int32(clamping: $0.count), &status) }
    }
    guard let regex, cicu_failure(status) == 0 else {
      throw CompileError(name: String(cString: cicu_error_name(status)))
    }
    self.handle = Handle(regex)
  }

  /// The byte ranges of the first match in `text` from byte `from` (of all of it when `whole`),
  /// and of its group 1; `nil` when there is none or the match needs more than `stepLimit`
  /// (ICU's time-limit units, about 10,000 steps of the match engine each).
  func search(_ text: String, from: Int, whole: Bool, stepLimit: Int32) -> (whole: Range<Int>, group: Range<Int>?)? {
    var text = text
    var status: Int32 = 0
    var match: (Int64, Int64) = (-1, -1)
    var group: (Int64, Int64) = (-1, -1)
    let found = text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        withUnsafeMutableBytes(of: &match) { m in
          withUnsafeMutableBytes(of: &group) { g in
            cicu_regex_search(
              handle.regex, chars.baseAddress, Int32(clamping: chars.count), Int32(clamping: from), whole ? 1 : 0,
              stepLimit, m.baseAddress?.assumingMemoryBound(to: Int64.self),
              g.baseAddress?.assumingMemoryBound(to: Int64.self), &status)
          }
        }
      }
    }
    let count = Int64(text.utf8.count)
    guard found == 1, match.0 >= 0, match.0 <= match.1, match.1 <= count else { return nil }
    let groupRange = group.0 >= 0 && group.0 <= group.1 && group.1 <= count ? Int(group.0)..<Int(group.1) : nil
    return (Int(match.0)..<Int(match.1), groupRange)
  }
}
