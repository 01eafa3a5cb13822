import Testing

@testable import OmniboxTool

/// One syntax per option across commands: `--app-scheme NAME[=PARAM[,PARAM]]` means the same in
/// `unwrap` and `policy`, and a value that breaks the rule is exit 64 with the rule, in both.
@Suite struct OptionSyntaxTests {
  static let commands = [
    ["unwrap"],
    ["policy"],
  ]
  static let handoff = "myapp://open?u=https%3A%2F%2Fexample.com%2Fa"

  @Test(arguments: ["", "zoom mtg", "=url", "1app", "my_app", "myapp=url,,link", "myapp=a&b", "myapp=a b", "é=url"])
  func badValuesAreUsageErrorsInBothCommands(_ value: String) {
    for command in Self.commands {
      let (status, output) = run(command + ["--app-scheme", value, "https://example.com/"])
      #expect(status == 64, "\(command) --app-scheme '\(value)'")
      #expect(output.stdout.isEmpty)
      #expect(output.stderr.count == 1)
      #expect(output.stderr.first?.contains("is not NAME[=PARAM[,PARAM]]") == true, "\(output.stderr)")
    }
  }

  /// The parameter list names where the link is, in both commands; a bare name reads the usual
  /// parameters (url, link, text, plaintext), which `u` is not.
  @Test func parametersMeanTheSameInBothCommands() {
    #expect(run(["unwrap", "--app-scheme", "myapp=u", Self.handoff]).1.stdout == ["https://example.com/a"])
    #expect(
      run(["policy", "--app-scheme", "myapp=u", Self.handoff]).1.stdout == [
        "handoff (app-scheme) https://example.com/a"
      ])
    #expect(run(["unwrap", "--app-scheme", "myapp", Self.handoff]).0 == 1)
    #expect(run(["policy", "--app-scheme", "myapp", Self.handoff]).1.stdout == ["block (handoff-refused)"])
    #expect(
      run(["policy", "--app-scheme", "MyApp=", "myapp://open?url=https%3A%2F%2Fexample.com"]).1.stdout == [
        "handoff (app-scheme) https://example.com/"
      ])
  }

  @Test(arguments: ["zoom mtg", "", "zoommtg=x"])
  func externalSchemeIsValidatedToo(_ value: String) {
    let (status, output) = run(["policy", "--external-scheme", value, "zoommtg://x"])
    #expect(status == 64)
    #expect(output.stderr.first?.contains("is not a URL scheme") == true)
  }

  /// Options every command takes may come before the command word.
  @Test func commonOptionsBeforeTheCommand() {
    #expect(run(["--json", "resolve", "example.com"]).1.stdout == run(["resolve", "--json", "example.com"]).1.stdout)
    #expect(run(["--json", "--quiet", "parse", "::"]).1.stderr.isEmpty)
    let (status, output) = run(["--json"])
    #expect(status == 64)
    #expect(output.stderr == ["omnibox: --json needs a command after it; try 'omnibox --help'"])
  }

  /// After `--`, `-h` and `--help` are inputs, not requests for help.
  @Test func helpWordsAfterDoubleDashAreInputs() {
    #expect(run(["search", "--", "--help"]).1.stdout == ["https://www.google.com/search?q=--help"])
    #expect(run(["resolve", "--", "-h"]).1.stdout == ["https://www.google.com/search?q=-h"])
  }

  @Test(arguments: [
    (["versoin"], "omnibox: unknown command 'versoin' (did you mean '--version'?); try 'omnibox --help'"),
    (["reslove", "x"], "omnibox: unknown command 'reslove' (did you mean 'resolve'?); try 'omnibox --help'"),
    (["unwarp"], "omnibox: unknown command 'unwarp' (did you mean 'unwrap'?); try 'omnibox --help'"),
    (["frobnicate"], "omnibox: unknown command 'frobnicate'; try 'omnibox --help'"),
    (
      ["resolve", "--jsno", "x"],
      "omnibox resolve: unknown option '--jsno' (did you mean '--json'?); try 'omnibox resolve --help'"
    ),
    (
      ["unwrap", "--cleam", "x"],
      "omnibox unwrap: unknown option '--cleam' (did you mean '--clean'?); try 'omnibox unwrap --help'"
    ),
    (["parse", "--bogus", "x"], "omnibox parse: unknown option '--bogus'; try 'omnibox parse --help'"),
  ])
  func didYouMean(_ arguments: [String], _ message: String) {
    let (status, output) = run(arguments)
    #expect(status == 64)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr == [message])
  }

  @Test func editDistanceCountsASwapAsOneEdit() {
    func d(_ a: String, _ b: String) -> Int {
      ClosestWord.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }
    #expect(d("version", "versoin") == 1)
    #expect(d("", "abc") == 3)
    #expect(d("kitten", "sitting") == 3)
    #expect(d("resolve", "resolve") == 0)
  }
}
