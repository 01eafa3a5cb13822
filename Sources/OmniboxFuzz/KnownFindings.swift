@testable import Omnibox

/// Findings already reported to the area that owns the code, which a target skips until the
/// fix lands, so that the rest of the target keeps running. One row each, with what it is,
/// who fixes it, and the cases it covers (each row says what its target hands `covers`: the
/// subject of the check, and the answer that broke it when there is one); the reproducer is in
/// `Fixtures/fuzz/regressions/<target>/`, so once the row is deleted every run checks it again.
///
/// `.ci/fuzz` prints the rows in force. Delete a row (and its one use) when its fix is merged.
struct KnownFinding: Sendable {
  /// The target whose check the row relaxes.
  let target: String
  /// What is wrong and where it is being fixed.
  let summary: String
  /// Whether the check is skipped for this subject (and answer).
  let covers: @Sendable (_ subject: String, _ answer: String?) -> Bool
}

enum KnownFindings {
  /// The rows the `resolve` target's stability check consults.
  static let resolve: [KnownFinding] = []

  static let all: [KnownFinding] = resolve
}
