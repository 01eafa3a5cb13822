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

    // The `omnibox` command-line tool: hand-written argument parsing, streaming stdin. A release
    // build on Linux links the Swift runtime in statically, which nearly halves the process's
    // start-up (no symbol binding against libswiftCore), a large part of a short batch. Only in
    // release: the test bundle links this target's code too and needs the shared runtime.
    .executableTarget(
      name: "OmniboxTool", dependencies: ["Omnibox"],
      linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
    ),

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
