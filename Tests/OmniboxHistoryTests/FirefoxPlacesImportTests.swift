import Foundation
import Omnibox
import Testing

@testable import OmniboxHistory

@Suite struct FirefoxPlacesImportTests {
  let importer = FirefoxPlacesImporter()

  @Test func importsTheFixtureAsExpected() throws {
    let folder = try BrowserFixtureFolder()
    try expectImport(importer, of: try folder.database("firefox"), matches: "firefox")
  }

  @Test func refusesATruncatedFileAsCorrupt() throws {
    let folder = try BrowserFixtureFolder()
    let path = try folder.truncatedCopy(of: try folder.database("firefox"), keeping: 3000)
    expectRefusal(importer, of: path, as: .corrupt)
  }

  @Test func refusesRandomBytesAsNotThatFile() throws {
    let folder = try BrowserFixtureFolder()
    expectRefusal(importer, of: try folder.randomFile(count: 64 * 1024), as: .notThatFile)
  }

  @Test func refusesASchemaNewerThanKnown() throws {
    let folder = try BrowserFixtureFolder()
    expectRefusal(importer, of: try folder.database("firefox", change: "PRAGMA user_version = 999"), as: .unknownSchema)
    expectRefusal(
      importer, of: try folder.database("firefox", name: "next.db", change: "PRAGMA user_version = 87"),
      as: .unknownSchema)
  }

  @Test func refusesASchemaOlderThanKnown() throws {
    let folder = try BrowserFixtureFolder()
    expectRefusal(importer, of: try folder.database("firefox", change: "PRAGMA user_version = 51"), as: .unknownSchema)
  }

  @Test func readsTheOldestKnownSchema() throws {
    let folder = try BrowserFixtureFolder()
    try expectImport(
      importer, of: try folder.database("firefox", change: "PRAGMA user_version = 52"), matches: "firefox")
  }

  @Test func refusesAFileMissingATableAsNotThatFile() throws {
    let folder = try BrowserFixtureFolder()
    let path = try folder.database("firefox", change: "DROP TABLE moz_historyvisits")
    expectRefusal(importer, of: path, as: .notThatFile)
  }

  @Test func refusesAnotherSQLiteFileAsNotThatFile() throws {
    let folder = try BrowserFixtureFolder()
    expectRefusal(importer, of: try folder.database("chromium"), as: .notThatFile)
  }
}
