// swift-tools-version: 6.0
// Omnibox: decide where typed or shared text should go (URL or search), the way a browser does.
// No outside packages: the only dependency is the system ICU (libicu-dev), reached through CICU.
import PackageDescription

let package = Package(
  name: "Omnibox",
  products: [
    .library(name: "Omnibox", targets: ["Omnibox"]),
    .executable(name: "omnibox", targets: ["OmniboxTool"]),
    .executable(name: "omnibox-bench", targets: ["OmniboxBenchmarks"]),
    .executable(name: "generate-public-suffix-table", targets: ["PublicSuffixGenerator"]),
  ],
  targets: [
    // ICU from the system: pkg-config (icu-i18n, which brings icu-uc) supplies the compiler and
    // linker flags. It exposes no header of its own (see icu-system.h).
    .systemLibrary(
      name: "ICUSystem",
      pkgConfig: "icu-i18n",
      providers: [.apt(["libicu-dev", "pkg-config"])]
    ),

    // Unversioned C wrappers over the ICU calls we need (UTS #46 IDNA, uspoof, properties).
    // Debian's ICU exports only versioned symbols (uidna_openUTS46_72), which Swift cannot
    // name; cicu.c includes ICU privately and its header shows Swift only plain C types.
    .target(
      name: "CICU",
      dependencies: ["ICUSystem"],
      linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]
    ),

    // The library: input resolution, WHATWG URL parsing, IDNA, public suffixes, search
    // providers, share-link unwrapping, safe display and navigation policy. No Foundation.
    .target(name: "Omnibox", dependencies: ["CICU"]),

    // The `omnibox` command-line tool: hand-written argument parsing, streaming stdin.
    .executableTarget(name: "OmniboxTool", dependencies: ["Omnibox"]),

    // Fixture models and loaders shared by tests and benchmarks (Foundation allowed here).
    .target(name: "OmniboxTestSupport", dependencies: ["Omnibox"]),

    // Release-built benchmark: `swift run -c release omnibox-bench`.
    .executableTarget(name: "OmniboxBenchmarks", dependencies: ["Omnibox", "OmniboxTestSupport"]),

    // Regenerates the embedded suffix table from Fixtures/psl with the library's own compiler.
    .executableTarget(name: "PublicSuffixGenerator", dependencies: ["Omnibox"]),

    .testTarget(name: "OmniboxTests", dependencies: ["Omnibox", "OmniboxTestSupport"]),
    .testTarget(name: "OmniboxToolTests", dependencies: ["OmniboxTool", "Omnibox", "OmniboxTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: - Fuzzing (issue 16): present only when OMNIBOX_FUZZ=1
// `OMNIBOX_FUZZ=1 swift build -c release --product omnibox-fuzz --sanitize=address -Xswiftc -sanitize=fuzzer`
// builds libFuzzer targets for every entry point (`omnibox-fuzz --list`); `.ci/fuzz` runs them.
// - The `cli` target drives the tool's own code, so in this build OmniboxTool is a library
//   (its `main.swift` left out, the `omnibox` product dropped) that OmniboxFuzz links.
// - The targets reach internal API (URL setters, the tool's driver) through `@testable import`,
//   so Omnibox and OmniboxTool are compiled with testing enabled here.
// - lld links the product: ld.gold fails on libFuzzer's `main` beside SwiftPM's `main` alias.
if Context.environment["OMNIBOX_FUZZ"] == "1" {
  package.products.removeAll { $0.name == "omnibox" }
  package.targets.removeAll { $0.name == "OmniboxTool" }
  package.targets.append(contentsOf: [
    .target(name: "OmniboxTool", dependencies: ["Omnibox"], exclude: ["main.swift"]),
    // Declares libFuzzer's `LLVMFuzzerRunDriver`, with a replay driver for builds without libFuzzer.
    .target(name: "CLibFuzzer"),
    .executableTarget(
      name: "OmniboxFuzz",
      dependencies: ["Omnibox", "OmniboxTool", "OmniboxTestSupport", "CLibFuzzer"],
      linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
    ),
  ])
  package.products.append(.executable(name: "omnibox-fuzz", targets: ["OmniboxFuzz"]))
  for target in package.targets where target.name == "Omnibox" || target.name == "OmniboxTool" {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-enable-testing"])]
  }
}
