// How much work a call did, counted by the code itself, so that tests can check linear time
// without a clock (a busy machine changes timings, never counts).
//
// Loops that walk their input report how many elements they looked at, `WorkMeter.scanned(n)`;
// code that hands text to a loaded regular expression reports its length,
// `WorkMeter.regexInput(n)`. In debug builds a test runs a body under a meter and reads the
// totals; in release builds both functions are empty and inlined away, so the library pays
// nothing and keeps no state.

/// Counts of the work done by the calls made in a ``WorkMeter/measure(_:)`` body.
struct WorkTally: Sendable, Hashable {
  /// Input elements (bytes or scalars) the instrumented loops looked at.
  var scanned = 0
  /// UTF-8 bytes handed to loaded (ClearURLs) regular expressions.
  var regexInput = 0
}

/// The work counter behind ``WorkTally`` (debug builds only; a no-op in release).
///
///     let text = String(repeating: "see https://example.com/ ", count: 100)
///     let tally = WorkMeter.measure { _ = ShareLinkNormalizer().unwrap(text) }
///     tally.scanned     // grows linearly with text.utf8.count
enum WorkMeter {
  @inline(__always)
  static func scanned(_ count: Int) {
    #if DEBUG
      current?.tally.scanned += count
    #endif
  }

  @inline(__always)
  static func regexInput(_ count: Int) {
    #if DEBUG
      current?.tally.regexInput += count
    #endif
  }

  #if DEBUG
    /// The meter of the calling task, while a `measure` body runs.
    @TaskLocal private static var current: Meter?

    /// Runs `body` synchronously and returns the work its calls reported (and only theirs: the
    /// meter is bound to the calling task, so calls on other tasks are not counted).
    static func measure(_ body: () -> Void) -> WorkTally {
      let meter = Meter()
      $current.withValue(meter) { body() }
      return meter.tally
    }

    /// One measurement's running totals. `@unchecked Sendable` because a task-local value must
    /// be `Sendable`; it is sound as used: only the synchronous `measure` body, on the thread
    /// that called `measure`, ever reads or writes it.
    private final class Meter: @unchecked Sendable {
      var tally = WorkTally()
    }
  #endif
}
