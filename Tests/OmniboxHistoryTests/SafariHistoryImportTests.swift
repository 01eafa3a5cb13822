import Foundation
import Omnibox
import Testing

@testable import OmniboxHistory

@Suite struct SafariHistoryImportTests {
  let importer = SafariHistoryImporter()

  @Test func importsTheFixtureAsExpected() throws {
    let folder = try BrowserFixtureFolder()
    try expectImport(importer, of: try folder.database("safari"), matches: "safari")
  }

  @Test func refusesATruncatedFileAsCorrupt() throws {
    let folder = try BrowserFixtureFolder()
    let path = try folder.truncatedCopy(of: try folder.database("safari"), keeping: 3000)
    expectRefusal(importer, of: path, as: .corrupt)
  }

  @Test func refusesRandomBytesAsNotThatFile() throws {
    let folder = try BrowserFixtureFolder()
    expectRefusal(importer, of: try folder.randomFile(count: 64 * 1024), as: .notThatFile)
  }

  @Test func refusesASchemaNewerThanKnown() throws {
    let folder = try BrowserFixtureFolder()
    expectRefusal(importer, of: try folder.database("safari", change: "PRAGMA user_version = 999"), as: .unknownSchema)
    expectRefusal(
      importer, of: try folder.database("safari", name: "next.db", change: "PRAGMA user_version = 17"),
      as: .unknownSchema)
  }

  @Test func refusesASchemaOlderThanKnown() throws {
    let folder = try BrowserFixtureFolder()
    expectRefusal(importer, of: try folder.database("safari", change: "PRAGMA user_version = 0"), as: .unknownSchema)
  }

  @Test func refusesAFileMissingATableAsNotThatFile() throws {
    let folder = try BrowserFixtureFolder()
    let path = try folder.database("safari", change: "DROP TABLE history_visits")
    expectRefusal(importer, of: path, as: .notThatFile)
  }

  @Test func convertsSafariTimesAtTheEpochsEdges() {
    #expect(BrowserEpochs.cocoa(0)?.microsecondsSince1970 == 978_307_200_000_000)
    #expect(BrowserEpochs.cocoa(-978_307_200)?.microsecondsSince1970 == 0)
    #expect(BrowserEpochs.cocoa(.nan) == nil)
    #expect(BrowserEpochs.cocoa(.infinity) == nil)
    #expect(BrowserEpochs.cocoa(1e300) == nil)
    #expect(BrowserEpochs.chromium(0) == nil)
    #expect(BrowserEpochs.chromium(11_644_473_600_000_000)?.microsecondsSince1970 == 0)
    #expect(BrowserEpochs.chromium(.max) != nil)
    #expect(BrowserEpochs.prTime(0) == nil)
  }
}
