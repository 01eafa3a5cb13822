/// A small deterministic random number generator (SplitMix64), so property tests and benchmark
/// inputs are the same on every run and a failure reproduces from its seed.
///
///     var random = SeededRandom(seed: 42)
///     random.below(10)                          // the same number on every run
///     ["a", "b"].randomElement(using: &random)  // works with the standard library's random APIs
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<n` (`next() % n`, slightly biased, which tests do not mind); 0 when `n` is
  /// 0 or less.
  public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
}
