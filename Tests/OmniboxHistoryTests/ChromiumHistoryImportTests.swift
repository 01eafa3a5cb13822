import Foundation
import Omnibox
import Testing

@testable import OmniboxHistory

@Suite struct ChromiumHistoryImportTests {
  let importer = ChromiumHistoryImporter()

  @Test func importsTheFixtureAsExpected() throws {
    let folder = try BrowserFixtureFolder()
    try expectImport(importer, of: try folder.database("chromium"), matches: "chromium")
  }

  @Test func readsANewerFileThatSaysAnOlderReaderMayReadIt() throws {
    let folder = try BrowserFixtureFolder()
    let path = try folder.database("chromium", change: "UPDATE meta SET value = '75' WHERE key = 'version'")
    try expectImport(importer, of: path, matches: "chromium")
  }

  @Test func refusesATruncatedFileAsCorrupt() throws {
    let folder = try BrowserFixtureFolder()
    let path = try folder.truncatedCopy(of: try folder.database("chromium"), keeping: 3000)
    expectRefusal(importer, of: path, as: .corrupt)
  }

  @Test func refusesRandomBytesAsNotThatFile() throws {
    let folder = try BrowserFixtureFolder()
    expectRefusal(importer, of: try folder.randomFile(count: 64 * 1024), as: .notThatFile)
  }

  @Test func refusesASchemaNewerThanKnown() throws {
    let folder = try BrowserFixtureFolder()
    let path = try folder.database(
      "chromium", change: "UPDATE meta SET value = '999' WHERE key IN ('version', 'last_compatible_version')")
    expectRefusal(importer, of: path, as: .unknownSchema)
  }

  @Test func refusesASchemaOlderThanKnown() throws {
    let folder = try BrowserFixtureFolder()
    let path = try folder.database(
      "chromium", change: "UPDATE meta SET value = '14' WHERE key IN ('version', 'last_compatible_version')")
    expectRefusal(importer, of: path, as: .unknownSchema)
  }

  @Test func refusesAFileWithoutVersionAsUnknownSchema() throws {
    let folder = try BrowserFixtureFolder()
    let path = try folder.database("chromium", change: "DELETE FROM meta")
    expectRefusal(importer, of: path, as: .unknownSchema)
  }

  @Test func refusesAFileMissingATableAsNotThatFile() throws {
    let folder = try BrowserFixtureFolder()
    expectRefusal(importer, of: try folder.database("chromium", change: "DROP TABLE visits"), as: .notThatFile)
  }

  @Test func refusesAFileMissingAColumnAsNotThatFile() throws {
    let folder = try BrowserFixtureFolder()
    let path = try folder.database("chromium", change: "ALTER TABLE urls DROP COLUMN typed_count")
    expectRefusal(importer, of: path, as: .notThatFile)
  }

  @Test func refusesAMissingFileAsUnreadable() throws {
    let folder = try BrowserFixtureFolder()
    expectRefusal(importer, of: folder.url.appendingPathComponent("absent.db").path, as: .unreadable)
  }
}
