// swift-tools-version: 6.0
// Omnibox: decide where typed or shared text should go (URL or search), the way a browser does.
// No outside packages: the only dependencies are the system ICU, reached through CICU (libicu-dev
// through pkg-config on Linux, libicucore on Apple platforms), and, for the OmniboxHistory
// product alone, the system SQLite through CSQLite (libsqlite3-dev; the SDK's sqlite3 on Apple).
import PackageDescription

/// Apple platforms ship ICU as the system library libicucore: unversioned symbols, no headers.
let applePlatforms: [Platform] = [.macOS, .macCatalyst, .iOS, .tvOS, .watchOS, .visionOS]
/// Everywhere else ICU comes from the system's development package, found through pkg-config.
let pkgConfigPlatforms: [Platform] = [.linux, .android, .openbsd, .wasi, .windows]

let package = Package(
  name: "Omnibox",
  // What sets the floor: the library calls the standard library's string algorithms that came
  // with Swift 5.7 (`firstRange(of:)`, `contains(_:)` with a substring; the library does not import
  // Foundation), first shipped in macOS 13, iOS 16, tvOS 16 and watchOS 9. ClearURLs' patterns
  // run on ICU's regular expressions, not `Regex`; the typed throws and `~Copyable`
  // structs are concrete and need no newer runtime.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Omnibox", targets: ["Omnibox"]),
    // The history store on SQLite and the browsers' importers: a separate product, so that a
    // program that only resolves input never links SQLite.
    .library(name: "OmniboxHistory", targets: ["OmniboxHistory"]),
    .executable(name: "omnibox", targets: ["OmniboxTool"]),
  ],
  targets: [
    // ICU from the system, except on Apple platforms: pkg-config (icu-i18n, which brings icu-uc)
    // supplies the compiler and linker flags. It exposes no header of its own (see icu-system.h).
    .systemLibrary(
      name: "ICUSystem",
      pkgConfig: "icu-i18n",
      providers: [.apt(["libicu-dev", "pkg-config"])]
    ),

    // Unversioned C wrappers over the ICU calls we need (UTS #46 IDNA, uspoof, properties,
    // uregex), called only from the library's ICU room (Sources/Omnibox/ICU).
    // Debian's ICU exports only versioned symbols (uidna_openUTS46_72), which Swift cannot
    // name; cicu.c sees ICU privately and its header shows Swift only plain C types. On Apple
    // platforms cicu.c declares the ICU functions it calls itself (Sources/CICU/icu.h).
    .target(
      name: "CICU",
      dependencies: [.target(name: "ICUSystem", condition: .when(platforms: pkgConfigPlatforms))],
      linkerSettings: [
        .linkedLibrary("icucore", .when(platforms: applePlatforms)),
        .linkedLibrary("icui18n", .when(platforms: pkgConfigPlatforms)),
        .linkedLibrary("icuuc", .when(platforms: pkgConfigPlatforms)),
      ]
    ),

    // The library: input resolution, WHATWG URL parsing, IDNA, public suffixes, search
    // providers, share-link unwrapping, safe display and navigation policy. No Foundation.
    .target(name: "Omnibox", dependencies: ["CICU"]),

    // The system SQLite: pkg-config's sqlite3 on Linux, the SDK's libsqlite3 on Apple platforms
    // (the module map links "sqlite3" everywhere). Only OmniboxHistory sees it.
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),

    // The history store (SQLite on disk: record, forget, bookmarks) and the importers of
    // Chromium's, Firefox's and Safari's histories and bookmark files; it feeds HistoryIndex.
    .target(name: "OmniboxHistory", dependencies: ["Omnibox", "CSQLite"]),

    // The `omnibox` command-line tool: hand-written argument parsing, streaming stdin. For the
    // fastest start-up build it with `swift build -c release --static-swift-stdlib` (no unsafe
    // flags here: they would keep other packages from depending on this one, and the test
    // bundle, which links this target's code, needs the shared runtime).
    .executableTarget(name: "OmniboxTool", dependencies: ["Omnibox", "OmniboxHistory"]),

    // Fixture models and loaders shared by tests and benchmarks (Foundation allowed here), and
    // the system ICU's versions (through CICU), which pick the IDNA expectations.
    .target(name: "OmniboxTestSupport", dependencies: ["Omnibox", "CICU"]),

    // The benchmark and the two generators are executable targets, not products: a dependent
    // never sees them, while here (the root package) SwiftPM makes each an executable of the
    // target's name, which `swift run NAME` and `swift build --product NAME` accept.

    // Release-built benchmark: `swift run -c release omnibox-bench`.
    .executableTarget(
      name: "omnibox-bench",
      dependencies: ["Omnibox", "OmniboxHistory", "OmniboxTestSupport"],
      path: "Sources/OmniboxBenchmarks"
    ),

    // Regenerates the embedded suffix table from Fixtures/psl with the library's own compiler.
    .executableTarget(
      name: "generate-public-suffix-table",
      dependencies: ["Omnibox"],
      path: "Sources/PublicSuffixGenerator"
    ),

    // Regenerates the embedded top-domain skeleton table from Fixtures/top_domains with the
    // library's own compiler.
    .executableTarget(
      name: "generate-top-domain-table",
      dependencies: ["Omnibox"],
      path: "Sources/TopDomainGenerator"
    ),

    .testTarget(name: "OmniboxTests", dependencies: ["Omnibox", "OmniboxTestSupport"]),
    .testTarget(name: "OmniboxHistoryTests", dependencies: ["OmniboxHistory", "Omnibox", "OmniboxTestSupport"]),
    .testTarget(
      name: "OmniboxToolTests", dependencies: ["OmniboxTool", "Omnibox", "OmniboxHistory", "OmniboxTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: - if OMNIBOX_GTK_SHELL: the opt-in demo shell ----------------------------------------
// `omnibox-browser`, a WebKitGTK 6 / GTK 4 shell built on AddressBar, exists only when the
// environment says OMNIBOX_GTK_SHELL=1, so the two-command set-up never needs WebKitGTK.
// Without it `swift run omnibox-browser` can only answer "no executable product named
// 'omnibox-browser'": run `OMNIBOX_GTK_SHELL=1 swift run omnibox-browser` (after .ci/gtk-deps,
// which installs its packages); .ci/gtk-e2e builds it and tests it headlessly.
#if canImport(Glibc)
  import Glibc

  /// The words `pkg-config OPTIONS webkitgtk-6.0` prints, or nil when pkg-config or WebKitGTK is missing.
  func webKitGTKFlags(_ options: String) -> [String]? {
    guard let pipe = popen("pkg-config \(options) webkitgtk-6.0 2>/dev/null", "r") else { return nil }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&chunk, 1, chunk.count, pipe)
      guard count > 0 else { break }
      output += chunk[..<count]
    }
    guard pclose(pipe) == 0 else { return nil }
    return String(decoding: output, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
  }
#else
  func webKitGTKFlags(_ options: String) -> [String]? { nil }
#endif

if Context.environment["OMNIBOX_GTK_SHELL"] == "1" {
  package.products.append(.executable(name: "omnibox-browser", targets: ["OmniboxBrowser"]))
  // WebKitGTK's pkg-config flags, filtered here: a systemLibrary's `pkgConfig:` would also get
  // `-pthread` (glib, sysprof), `-mfpmath=sse -msse -msse2` (graphene) and
  // `-Wl,--export-dynamic` (gmodule), which SwiftPM drops with a "prohibited flag(s)" warning in
  // every build. None is needed: glibc has the threads, x86-64 has SSE2, and nothing here looks
  // symbols up by name. What is left is what SwiftPM kept: the -I, -L and -l flags.
  // The -I and -L flags are unsafe flags, which is harmless here: SwiftPM refuses them only in a
  // product another package depends on, and no product but omnibox-browser (an executable)
  // contains OmniboxBrowser, whatever the environment.
  if let includes = webKitGTKFlags("--cflags-only-I"), let directories = webKitGTKFlags("--libs-only-L"),
    let libraries = webKitGTKFlags("--libs-only-l")
  {
    package.targets += [
      // GTK 4 and WebKitGTK 6's headers, plus one header of casts and calls Swift cannot make
      // itself (GTK's cast macros, variadic g_signal_emit_by_name and g_object_new).
      .systemLibrary(name: "CWebKitGTK"),
      // The shell: a GtkEntry address bar above a WebKitWebView, driven by AddressBar, with its
      // suggestion list and the history store; with --control, a line protocol on stdin/stdout
      // for tests.
      .executableTarget(
        name: "OmniboxBrowser",
        dependencies: ["Omnibox", "OmniboxHistory", "CWebKitGTK"],
        swiftSettings: [.unsafeFlags(includes.flatMap { ["-Xcc", $0] })],
        linkerSettings: (directories.isEmpty ? [] : [.unsafeFlags(directories)])
          + libraries.filter { $0.hasPrefix("-l") }.map { .linkedLibrary(String($0.dropFirst(2))) }
      ),
    ]
  } else {
    // No WebKitGTK (or no pkg-config): SwiftPM's own look-up says which packages to install.
    package.targets += [
      .systemLibrary(
        name: "CWebKitGTK",
        pkgConfig: "webkitgtk-6.0",
        providers: [.apt(["libwebkitgtk-6.0-dev", "libgtk-4-dev"])]
      ),
      .executableTarget(name: "OmniboxBrowser", dependencies: ["Omnibox", "OmniboxHistory", "CWebKitGTK"]),
    ]
  }
}
// MARK: end if OMNIBOX_GTK_SHELL -------------------------------------------------------------

// MARK: - if OMNIBOX_FUZZ: libFuzzer targets (issue 16) ---------------------------------------
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
    .target(name: "OmniboxTool", dependencies: ["Omnibox", "OmniboxHistory"], exclude: ["main.swift"]),
    // Declares libFuzzer's `LLVMFuzzerRunDriver`, with a replay driver for builds without libFuzzer.
    .target(name: "CLibFuzzer"),
    .executableTarget(
      name: "OmniboxFuzz",
      dependencies: ["Omnibox", "OmniboxHistory", "OmniboxTool", "OmniboxTestSupport", "CLibFuzzer"],
      linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
    ),
  ])
  package.products.append(.executable(name: "omnibox-fuzz", targets: ["OmniboxFuzz"]))
  for target in package.targets where target.name == "Omnibox" || target.name == "OmniboxTool" {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-enable-testing"])]
  }
}
// MARK: end if OMNIBOX_FUZZ -------------------------------------------------------------------
