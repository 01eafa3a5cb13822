import Foundation

/// The built `omnibox` executable, run as a separate process: the one place tests find the
/// binary and set its environment. A test that needs its own pipes or a terminal takes
/// ``process(_:)`` and wires it; the others call ``run(_:input:output:)`` or ``runLines(_:)``.
public enum ToolProcess {
  /// The `omnibox` executable next to the test bundle (both live in `.build/<config>/`).
  public static var binary: URL? {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL.deletingLastPathComponent(),
      Bundle.main.bundleURL,
    ].map { $0.appendingPathComponent("omnibox") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// The package root (`Fixtures/..`): examples run there, so relative paths like
  /// `Fixtures/clearurls/data.min.json` work.
  public static var packageRoot: URL { Fixture.root.deletingLastPathComponent() }

  /// Why a process test could not start the tool.
  public enum Failure: Error {
    case binaryNotFound
  }

  /// What a finished ``run(_:input:output:)`` wrote and its exit status.
  public struct Result: Sendable {
    public var status: Int32
    public var stdout: Data
    public var stderr: Data
    public var stderrLines: [String] {
      String(decoding: stderr, as: UTF8.self).split(separator: "\n").map(String.init)
    }
  }

  /// Where a child finds the history store unless a test says otherwise: a path no one can
  /// create (`/dev/null` is no folder), so that a test never reads or writes a real store. HOME
  /// alone would not do: `/home/omnibox/.local/share` is creatable by root, and an inherited
  /// `XDG_DATA_HOME` would point at the person's own.
  public static let noHistoryStore = "/dev/null/omnibox-tests-have-no-history-store.sqlite"

  /// `omnibox <arguments>` with HOME fixed (resolve expands `~`) and the history store pointed
  /// at ``noHistoryStore`` (`XDG_DATA_HOME` removed), not yet started.
  public static func process(_ arguments: [String]) throws -> Process {
    guard let binary else { throw Failure.binaryNotFound }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = "/home/omnibox"
    environment["OMNIBOX_HISTORY"] = noHistoryStore
    environment["XDG_DATA_HOME"] = nil
    process.environment = environment
    return process
  }

  /// Runs `omnibox <arguments>` with standard input from `input` (a file, a directory, or
  /// `/dev/null`) and standard output to `output` (a temporary file when `nil`).
  public static func run(_ arguments: [String], input: String = "/dev/null", output: String? = nil) throws -> Result {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("omnibox-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let outPath = output ?? directory.appendingPathComponent("out").path
    let errPath = directory.appendingPathComponent("err").path
    _ = FileManager.default.createFile(atPath: errPath, contents: nil)
    if output == nil { _ = FileManager.default.createFile(atPath: outPath, contents: nil) }
    let process = try process(arguments)
    let stdin = try FileHandle(forReadingFrom: URL(fileURLWithPath: input))
    let stdout = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
    let stderr = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    process.waitUntilExit()
    try stdin.close()
    try stdout.close()
    try stderr.close()
    let outData = output == nil ? try Data(contentsOf: URL(fileURLWithPath: outPath)) : Data()
    return Result(
      status: process.terminationStatus, stdout: outData, stderr: try Data(contentsOf: URL(fileURLWithPath: errPath)))
  }

  /// Runs `omnibox <arguments>` in the package root with an empty standard input; returns the
  /// exit status, the standard output's lines and the standard error.
  public static func runLines(_ arguments: [String]) throws -> (status: Int32, stdout: [String], stderr: String) {
    let process = try process(arguments)
    process.currentDirectoryURL = packageRoot
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var lines = String(decoding: out, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    if lines.last == "" { lines.removeLast() }
    return (process.terminationStatus, lines, String(decoding: err, as: UTF8.self))
  }
}
