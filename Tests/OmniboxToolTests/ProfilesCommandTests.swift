import Foundation
import Omnibox
import Testing

@testable import OmniboxTool

@Suite struct ProfilesCommandTests {
  @Test func printsOneLinePerSwitchUnderAHeader() {
    let (status, output) = run(["profiles"])
    #expect(status == 0)
    let table = Omnibox.Profile.Switch.table
    #expect(output.stdout.count == table.count + 1)
    #expect(output.stdout.first?.hasPrefix("switch") == true)
    for (row, line) in zip(table, output.stdout.dropFirst()) {
      let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      #expect(words.first == row.name)
      // name, example, then on/off for omnibox, chromium, firefox
      let values = words.dropFirst(1 + row.example.split(separator: " ").count).prefix(3)
      #expect(Array(values) == [row.omnibox, row.chromium, row.firefox].map { $0 ? "on" : "off" }, "\(line)")
    }
  }

  @Test func jsonCarriesEachProfilesValue() throws {
    let (status, output) = run(["profiles", "--json"])
    #expect(status == 0)
    #expect(output.stdout.count == Omnibox.Profile.Switch.table.count)
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

  @Test func takesNoInputs() {
    #expect(run(["profiles", "x"]).0 == 64)
    #expect(run(["--help"]).1.stdout.joined().contains("profiles"))
  }
}
