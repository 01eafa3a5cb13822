import Testing

@testable import OmniboxTool

/// `omnibox help CMD` prints exactly what `omnibox CMD --help` prints; `omnibox help` alone, the
/// overview; `--version`, the release.
@Suite struct HelpCommandTests {
  @Test(arguments: Invocation.commands.map { $0.name })
  func helpCommandIsCommandHelp(_ name: String) {
    let (status, output) = run(["help", name])
    let (expectedStatus, expected) = run([name, "--help"])
    #expect(status == 0 && expectedStatus == 0)
    #expect(output.stdout == expected.stdout)
    #expect(output.stdout.first?.hasPrefix("usage: omnibox \(name) ") == true)
    #expect(output.stderr.isEmpty)
  }

  @Test func helpAloneIsTheOverview() {
    let (status, output) = run(["help"])
    #expect(status == 0)
    #expect(output.stdout == run(["--help"]).1.stdout)
    #expect(output.stdout.contains("commands:"))
  }

  @Test func helpForAnUnknownCommandIsAUsageError() {
    let (status, output) = run(["help", "nosuch"])
    #expect(status == 64)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr == ["omnibox: unknown command 'nosuch'; try 'omnibox --help'"])
  }

  @Test func versionIsTheRelease() {
    #expect(run(["--version"]).1.stdout == ["omnibox 0.2.0"])
  }
}
