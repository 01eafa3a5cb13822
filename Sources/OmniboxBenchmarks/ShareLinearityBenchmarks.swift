import Omnibox
import OmniboxTestSupport

/// Share-link unwrapping time on hostile repeated inputs, 4 000 and 64 000 repeats: the
/// wall-clock side of the linearity check (the test, `linearWork`, counts work instead of
/// timing it). Linear time shows as a ratio near 16; it is printed, never asserted.
let shareLinearityBenchmarks = BenchmarkSuite(name: "share-linear") { harness in
  let normalizer = ShareLinkNormalizer(configuration: .init(appSchemes: HostileShareUnits.appSchemes))
  for shape in HostileShareUnits.all {
    let small = harness.measure("unwrap \(shape) × 4000", [shape.input(4_000)]) { normalizer.unwrap($0) }
    let large = harness.measure("unwrap \(shape) × 64000", [shape.input(64_000)]) { normalizer.unwrap($0) }
    print("  64000/4000 time ratio: \(Harness.format(small > 0 ? large / small : 0, 1)) (16 is linear)")
  }
}
