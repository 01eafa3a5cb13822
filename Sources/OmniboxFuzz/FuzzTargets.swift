/// Every fuzz target, in the order `omnibox-fuzz --list` prints them and `.ci/fuzz` runs them.
///
/// Adding a target is adding a row: define `static let name = FuzzTarget(…)` in the file of its
/// area under `Targets/` (name, summary, dictionary parts, seeds from `Fixtures/`, the body
/// with its invariants) and list it here.
enum FuzzTargets {
  static let all: [FuzzTarget] = [
    .url, .urlWithBase, .setters, .hosts, .idna, .encodings, .json,
    .resolve,
    .unwrap, .unwrapClearURLs, .clearURLsLoad,
    .display, .displayWithList,
    .policy,
    .addressBar,
    .autocomplete,
    .terms, .suggestions, .openSearch, .templates,
    .pslCompile,
    .commandLine,
    .bookmarksHTML, .chromiumBookmarks, .bookmarksPlist,
  ]

  /// The target called `name`, if any.
  static func named(_ name: String) -> FuzzTarget? {
    all.first { $0.name == name }
  }
}
