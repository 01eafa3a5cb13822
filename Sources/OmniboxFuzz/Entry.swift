import CLibFuzzer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `omnibox-fuzz`: every fuzz target in one executable, run by libFuzzer.
//
//     OMNIBOX_FUZZ_TARGET=url omnibox-fuzz [libFuzzer options] [CORPUS_DIR ...]
//     omnibox-fuzz --list                 # the targets, one per line, with what they check
//     omnibox-fuzz --write-seeds DIR      # DIR/<target>/ seeds and DIR/<target>.dict, from Fixtures/
//     omnibox-fuzz --known-findings       # findings reported elsewhere that targets skip for now
//
// SwiftPM links an executable with `main` aliased to `OmniboxFuzz_main`; libFuzzer brings its
// own `main`, which the alias overrides. So this module has no `main.swift`: it defines
// `OmniboxFuzz_main` and hands the command line to `LLVMFuzzerRunDriver`, which the selected
// target's body is called from. The driver's callback is a C function pointer and cannot
// capture, so the target is found through `selectedTarget`, an immutable global.

/// The target `OMNIBOX_FUZZ_TARGET` names (`nil` when unset or unknown).
let selectedTarget: FuzzTarget? = getenv("OMNIBOX_FUZZ_TARGET").flatMap { FuzzTargets.named(String(cString: $0)) }

@_cdecl("OmniboxFuzz_main")
func omniboxFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  let arguments = (0..<Int(argc)).map { argv[$0].map { String(cString: $0) } ?? "" }
  switch arguments.dropFirst().first {
  case "--list":
    let width = FuzzTargets.all.map(\.name.count).max() ?? 0
    for target in FuzzTargets.all {
      print(target.name + String(repeating: " ", count: width - target.name.count + 2) + target.summary)
    }
    return 0
  case "--known-findings":
    for finding in KnownFindings.all { print(finding.target + ": " + finding.summary) }
    return 0
  case "--write-seeds":
    guard arguments.count == 3 else { return usage("--write-seeds takes one directory") }
    return SeedWriter.write(into: arguments[2], fixtures: .standard)
  default:
    break
  }
  guard let target = selectedTarget else {
    return usage("set OMNIBOX_FUZZ_TARGET to one of: " + FuzzTargets.all.map(\.name).joined(separator: " "))
  }
  // The target's input size limit, unless the command line gives one.
  var driverArguments = arguments
  if !arguments.contains(where: { $0.hasPrefix("-max_len=") }) {
    driverArguments.insert("-max_len=\(target.maximumLength)", at: 1)
  }
  var cArguments: [UnsafeMutablePointer<CChar>?] = driverArguments.map { strdup($0) } + [nil]
  var count = Int32(driverArguments.count)
  return cArguments.withUnsafeMutableBufferPointer { buffer in
    var pointer = buffer.baseAddress
    return LLVMFuzzerRunDriver(&count, &pointer) { data, size in
      let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
      selectedTarget?.run(FuzzInput(bytes: bytes))
      return 0
    }
  }
}

private func usage(_ message: String) -> Int32 {
  let text =
    "omnibox-fuzz: \(message)\nusage: OMNIBOX_FUZZ_TARGET=NAME omnibox-fuzz [libFuzzer options] [CORPUS ...] | --list | --known-findings | --write-seeds DIR\n"
  Invariant.writeToStandardError(text)
  return 64
}
