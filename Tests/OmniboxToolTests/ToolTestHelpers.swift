import Foundation
import OmniboxTestSupport
import Testing

@testable import OmniboxTool

/// Runs the tool in-process, as `omnibox <arguments>` with `stdin` as the lines of standard
/// input, and returns its exit status and what it wrote to stdout and stderr.
func run(_ arguments: [String], stdin: [String] = []) -> (Int32, CapturedOutput) {
  var output = CapturedOutput()
  let status = Invocation.run(arguments, standardInput: .arguments(stdin), output: &output)
  return (status, output)
}

/// Those of `keys` that a one-line JSON object holds, in the order they appear in `line`.
func keyOrder(_ line: String, among keys: [String]) -> [String] {
  keys.compactMap { key in line.range(of: "\"\(key)\":").map { (key, $0.lowerBound) } }
    .sorted { $0.1 < $1.1 }.map(\.0)
}

/// The built `omnibox` executable, run as a separate process.
enum OmniboxProcess {
  /// The executable next to the test runner.
  static var binary: URL? { ToolProcess.binary }

  /// What a finished run wrote and its exit status.
  struct Result {
    var status: Int32
    var stdout: Data
    var stderr: Data
    var stderrLines: [String] { String(decoding: stderr, as: UTF8.self).split(separator: "\n").map(String.init) }
  }

  /// A process with HOME fixed (resolve expands `~`), not yet started.
  static func process(_ arguments: [String]) throws -> Process {
    let process = Process()
    guard let binary else { throw OmniboxProcessError.binaryNotFound }
    process.executableURL = binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = "/home/omnibox"
    process.environment = environment
    return process
  }

  /// Runs `omnibox <arguments>` with standard input from `input` (a file, a directory, or
  /// `/dev/null`) and standard output to `output` (a temporary file when `nil`).
  static func run(_ arguments: [String], input: String = "/dev/null", output: String? = nil) throws -> Result {
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
    return Result(status: process.terminationStatus, stdout: outData, stderr: try Data(contentsOf: URL(fileURLWithPath: errPath)))
  }
}

/// Why a process test could not start the tool.
enum OmniboxProcessError: Error {
  case binaryNotFound
}
