#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps a value alive so the optimizer cannot delete the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// A minimal benchmark harness: runs a body over a list of inputs until at least `minimumTime`
/// has passed (and at least 3 rounds), then reports the best round.
struct Harness {
  var minimumTime: Duration = .milliseconds(400)
  private(set) var rows: [(group: String, nsPerInput: Double)] = []

  /// Measures `body` over every input; prints ns/input and inputs/s; returns ns/input.
  @discardableResult
  mutating func measure<Input>(_ group: String, _ inputs: [Input], _ body: (Input) -> some Any) -> Double {
    guard !inputs.isEmpty else { return 0 }
    let clock = ContinuousClock()
    var best = Duration.seconds(1_000_000)
    var spent = Duration.zero
    var rounds = 0
    while rounds < 3 || spent < minimumTime {
      let start = clock.now
      for input in inputs { blackHole(body(input)) }
      let elapsed = clock.now - start
      best = min(best, elapsed)
      spent += elapsed
      rounds += 1
    }
    let ns = Double(best.components.seconds) * 1e9 + Double(best.components.attoseconds) / 1e9
    let perInput = ns / Double(inputs.count)
    rows.append((group, perInput))
    print(Self.row(group, count: inputs.count, nsPerInput: perInput))
    return perInput
  }

  static func row(_ group: String, count: Int, nsPerInput: Double) -> String {
    let perSecond = nsPerInput > 0 ? 1e9 / nsPerInput : 0
    return pad(group, 44) + pad(String(count), 9, left: true) + " inputs"
      + pad(format(nsPerInput, 1), 12, left: true) + " ns/input"
      + pad(format(perSecond, 0), 14, left: true) + " inputs/s"
  }

  /// Peak resident memory of this process in MiB (getrusage's ru_maxrss: KiB, bytes on Darwin).
  static func peakMemoryMiB() -> Double {
    let usage = resourceUsage(children: false)
    #if canImport(Darwin)
      return Double(usage.ru_maxrss) / (1024 * 1024)
    #else
      return Double(usage.ru_maxrss) / 1024
    #endif
  }

  /// getrusage(2) of this process, or (`children`) of its children that have finished.
  static func resourceUsage(children: Bool) -> rusage {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
    #endif
    return usage
  }

  static func format(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return "-" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if decimals == 0 { return String(Int(rounded)) }
    var s = String(rounded)
    if let dot = s.firstIndex(of: ".") {
      let have = s.distance(from: dot, to: s.endIndex) - 1
      if have < decimals { s += String(repeating: "0", count: decimals - have) }
    }
    return s
  }

  static func pad(_ s: String, _ width: Int, left: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - s.count))
    return left ? fill + s : s + fill
  }
}
