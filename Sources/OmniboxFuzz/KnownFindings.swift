/// Findings already reported to the area that owns the code, which a target skips until the
/// fix lands, so that the rest of the target keeps running. One row each, with what it is,
/// who fixes it, and the inputs it covers; the reproducer is in `Fixtures/fuzz/regressions/`,
/// so once the row is deleted every run checks it again.
///
/// `.ci/fuzz` prints the rows in force. Delete a row when its fix is merged.
struct KnownFinding: Sendable {
  /// The target whose check the row relaxes.
  let target: String
  /// What is wrong and where it is being fixed.
  let summary: String
  /// Whether the check is skipped for this input.
  let covers: @Sendable (String) -> Bool
}

enum KnownFindings {
  /// `displayHost` returns an all-ASCII host as it is, lowercased, even with C0 controls or DEL
  /// (`"\u{1f}lookout.net"`). Reported for the safe-display issue, which owns Display/.
  static let displayHostControls = KnownFinding(
    target: "display",
    summary: "displayHost keeps C0 controls and DEL of an ASCII host (safe-display issue; regressions/display/ascii-host-with-control)",
    covers: { text in text.utf8.allSatisfy { $0 < 0x80 } && text.utf8.contains { $0 < 0x20 || $0 == 0x7F } })

  static let all: [KnownFinding] = [displayHostControls]
}
