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

// MARK: - if OMNIBOX_GTK_SHELL: the opt-in demo shell ----------------------------------------
// `omnibox-browser`, a WebKitGTK 6 / GTK 4 shell built on AddressBar, exists only when the
// environment says OMNIBOX_GTK_SHELL=1, so the two-command set-up never needs WebKitGTK.
// Install its packages with .ci/gtk-deps; .ci/gtk-e2e builds it and tests it headlessly.
if Context.environment["OMNIBOX_GTK_SHELL"] == "1" {
  package.products.append(.executable(name: "omnibox-browser", targets: ["OmniboxBrowser"]))
  package.targets += [
    // WebKitGTK 6 and GTK 4 through pkg-config, plus one header of casts and calls Swift
    // cannot make itself (GTK's cast macros, variadic g_signal_emit_by_name and g_object_new).
    .systemLibrary(
      name: "CWebKitGTK",
      pkgConfig: "webkitgtk-6.0",
      providers: [.apt(["libwebkitgtk-6.0-dev", "libgtk-4-dev"])]
    ),
    // The shell: a GtkEntry address bar above a WebKitWebView, driven by AddressBar; with
    // --control, a line protocol on stdin/stdout for tests.
    .executableTarget(name: "OmniboxBrowser", dependencies: ["Omnibox", "CWebKitGTK"]),
  ]
}
// MARK: end if OMNIBOX_GTK_SHELL -------------------------------------------------------------
