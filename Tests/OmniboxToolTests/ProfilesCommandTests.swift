import Foundation
import Omnibox
import Testing

@testable import OmniboxTool

@Suite struct ProfilesCommandTests {
  @Test func printsOneLinePerSwitchUnderAHeader() {
    let (status, output) = run(["profiles"])
    #expect(status == 0)
    let table = Omnibox.Profile.Switch.table
    let settings = SuggestionProfile.table
    #expect(output.stdout.count == table.count + 1 + 2 + settings.count + 1)
    #expect(output.stdout.first?.hasPrefix("switch") == true)
    for (row, line) in zip(table, output.stdout.dropFirst().prefix(table.count)) {
      let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      #expect(words.first == row.name)
      // name, example, then on/off for omnibox, chromium, firefox
      let values = words.dropFirst(1 + row.example.split(separator: " ").count).prefix(3)
      #expect(Array(values) == [row.omnibox, row.chromium, row.firefox].map { $0 ? "on" : "off" }, "\(line)")
    }
  }

  /// After the switches, an empty line, the heading, and the suggestion settings under their
  /// own header: name, summary, the value under each preset, source.
  @Test func printsTheSuggestionSettingsAfterTheSwitches() throws {
    let (status, output) = run(["profiles"])
    #expect(status == 0)
    let rest = Array(output.stdout.dropFirst(Omnibox.Profile.Switch.table.count + 1))
    #expect(rest.prefix(2) == ["", "suggestion settings:"])
    let header = try #require(rest.dropFirst(2).first)
    #expect(
      header.split(separator: " ", omittingEmptySubsequences: true)
        == ["setting", "summary", "omnibox", "chromium", "firefox", "source"])
    let lines = Array(rest.dropFirst(3))
    #expect(lines.count == SuggestionProfile.table.count)
    for (row, line) in zip(SuggestionProfile.table, lines) {
      #expect(line.hasPrefix(row.name + " "), "\(line)")
      #expect(line.contains("  " + row.summary + "  "), "\(line)")
      #expect(line.hasSuffix("  " + row.source), "\(line)")
      let values = SuggestionProfile.presets.map(row.value)
      let afterSummary = line[line.range(of: row.summary)!.upperBound...]
      let words = afterSummary.split(separator: " ", omittingEmptySubsequences: true).prefix(3).map(String.init)
      #expect(words == values, "\(line)")
    }
    #expect(lines.first?.hasPrefix("max-rows ") == true)
  }

  @Test func jsonCarriesEachProfilesValue() throws {
    let (status, output) = run(["profiles", "--json"])
    #expect(status == 0)
    #expect(output.stdout.count == Omnibox.Profile.Switch.table.count + SuggestionProfile.table.count)
    let first = try #require(output.stdout.first)
    #expect(
      keyOrder(first, among: ["switch", "example", "off", "on", "omnibox", "chromium", "firefox", "source"])
        == ["switch", "example", "off", "on", "omnibox", "chromium", "firefox", "source"])
    for (row, line) in zip(Omnibox.Profile.Switch.table, output.stdout) {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(object["switch"] as? String == row.name)
      #expect(object["chromium"] as? Bool == row.chromium)
      #expect(object["firefox"] as? Bool == row.firefox)
      #expect(object["omnibox"] as? Bool == row.omnibox)
      #expect((object["schemes"] as? [String] ?? []) == row.schemes)
    }
  }

  @Test func jsonCarriesEachSuggestionSetting() throws {
    let (status, output) = run(["profiles", "--json"])
    #expect(status == 0)
    let lines = output.stdout.dropFirst(Omnibox.Profile.Switch.table.count)
    #expect(lines.count == SuggestionProfile.table.count)
    let keys = ["setting", "summary", "omnibox", "chromium", "firefox", "source"]
    for (row, line) in zip(SuggestionProfile.table, lines) {
      #expect(keyOrder(line, among: keys + ["switch"]) == keys, "\(line)")
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(object.count == keys.count)
      #expect(object["setting"] as? String == row.name)
      #expect(object["summary"] as? String == row.summary)
      #expect(object["source"] as? String == row.source)
      for profile in SuggestionProfile.presets {
        #expect(object[profile.name] as? String == row.value(in: profile))
      }
    }
  }

  @Test func takesNoInputs() {
    #expect(run(["profiles", "x"]).0 == 64)
    #expect(run(["--help"]).1.stdout.joined().contains("profiles"))
  }
}
