#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes each target's seed corpus and dictionary (`omnibox-fuzz --write-seeds DIR`):
///
/// - `DIR/<target>/seed-<n>`: the seeds its row builds from `Fixtures/`, deduplicated, those
///   longer than its `maximumLength` left out; plus `DIR/<target>/regression-<file>` for each
///   saved reproducer in `Fixtures/fuzz/regressions/<target>/`, so every run replays them;
/// - `DIR/<target>.dict`: its dictionary parts from `Fixtures/fuzz/dictionaries/`, joined.
///
/// Prints one line per target. Fails (exit 1) when a target ends up with no seed or a
/// dictionary part is missing: a fixture moved, and the run would silently start from nothing.
enum SeedWriter {
  static func write(into directory: String, fixtures: FixtureData) -> Int32 {
    var status: Int32 = 0
    _ = mkdir(directory, 0o755)
    for target in FuzzTargets.all {
      let folder = directory + "/" + target.name
      _ = mkdir(folder, 0o755)
      var seen = Set<[UInt8]>()
      var written = 0
      var tooLong = 0
      for seed in target.seeds(fixtures) where seen.insert(seed).inserted {
        if seed.count > target.maximumLength {
          tooLong += 1
          continue
        }
        status |= save(seed, to: folder + "/seed-\(written)")
        written += 1
      }
      let regressions = fixtures.files(in: "fuzz/regressions/" + target.name)
      for (name, bytes) in regressions { status |= save(bytes, to: folder + "/regression-" + name) }

      var dictionary: [UInt8] = []
      for part in target.dictionary {
        guard let bytes = fixtures.bytes("fuzz/dictionaries/\(part).dict") else {
          report("omnibox-fuzz: \(target.name): no dictionary part fuzz/dictionaries/\(part).dict")
          status = 1
          continue
        }
        dictionary += bytes + [0x0A]
      }
      status |= save(dictionary, to: directory + "/" + target.name + ".dict")
      if written == 0 {
        report("omnibox-fuzz: \(target.name): no seeds (is \(fixtures.root) complete?)")
        status = 1
      }
      print(
        "seeds \(target.name): \(written) seeds, \(regressions.count) regressions, \(tooLong) over \(target.maximumLength) bytes left out"
      )
    }
    return status
  }

  private static func save(_ bytes: [UInt8], to path: String) -> Int32 {
    guard let file = fopen(path, "wb") else {
      report("omnibox-fuzz: cannot write \(path)")
      return 1
    }
    defer { fclose(file) }
    let count = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    return count == bytes.count ? 0 : 1
  }

  private static func report(_ line: String) {
    Invariant.writeToStandardError(line + "\n")
  }
}
