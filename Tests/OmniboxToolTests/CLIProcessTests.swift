import Foundation
import OmniboxTestSupport
import Testing

/// The real `omnibox` binary in a pipeline: answers flushed when input runs dry, I/O errors,
/// closed pipes, long lines and the order of stdout and stderr in one file. No test here reads
/// a clock: ordering is shown with pipes and blocking reads.
@Suite struct CLIProcessTests {
  /// The first answer arrives while the second line has not been written yet: the tool must
  /// flush before its read waits. (A watchdog ends a tool that never answers, so a regression
  /// fails on the missing answer instead of hanging the suite; it decides nothing by itself.)
  @Test func slowPipeGetsEachAnswerAtOnce() throws {
    let process = try ToolProcess.process(["resolve"])
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    DispatchQueue.global().asyncAfter(deadline: .now() + 300) { if process.isRunning { process.terminate() } }
    stdin.fileHandleForWriting.write(Data("example.com\n".utf8))
    let first = readLine(from: stdout.fileHandleForReading)
    #expect(first == "https://example.com/\n")
    stdin.fileHandleForWriting.write(Data("swift webview\n".utf8))
    let second = readLine(from: stdout.fileHandleForReading)
    #expect(second == "https://www.google.com/search?q=swift+webview\n")
    try stdin.fileHandleForWriting.close()
    let rest = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(rest.isEmpty)
    #expect(process.terminationStatus == 0)
  }

  /// Reads until a line feed (or the end), with blocking reads.
  private func readLine(from handle: FileHandle) -> String {
    var data = Data()
    while !data.contains(0x0A) {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      data.append(chunk)
    }
    return String(decoding: data, as: UTF8.self)
  }

  @Test func fullDiskExitsWithIOError() throws {
    let result = try ToolProcess.run(["resolve", "a.com"], output: "/dev/full")
    #expect(result.status == 74)
    #expect(result.stderrLines == ["omnibox: standard output: No space left on device"])
  }

  @Test func fullDiskWhileStreaming() throws {
    let input = try temporaryFile(lines: (0..<100_000).map { "https://site\($0).example/" })
    defer { try? FileManager.default.removeItem(atPath: input) }
    let result = try ToolProcess.run(["parse", "--json"], input: input, output: "/dev/full")
    #expect(result.status == 74)
    #expect(result.stderrLines == ["omnibox: standard output: No space left on device"])
  }

  @Test func directoryAsStandardInputExitsWithIOError() throws {
    let result = try ToolProcess.run(["resolve"], input: FileManager.default.temporaryDirectory.path)
    #expect(result.status == 74)
    #expect(result.stderrLines == ["omnibox: standard input: Is a directory"])
  }

  /// `omnibox resolve < big | head -1`: the reader goes away; the tool ends without a word.
  @Test func closedPipeEndsQuietly() throws {
    // 200,000 answers are megabytes, far beyond a pipe's buffer: the tool is still writing
    // when the reader closes its end.
    let input = try temporaryFile(lines: (0..<200_000).map { "site\($0).example" })
    defer { try? FileManager.default.removeItem(atPath: input) }
    let process = try ToolProcess.process(["resolve"])
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: input))
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let first = readLine(from: stdout.fileHandleForReading)
    try stdout.fileHandleForReading.close()
    let messages = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(first.split(separator: "\n").first?.hasSuffix("://site0.example/") == true)
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    #expect(messages.isEmpty)
  }

  /// A 10 MB line is one input like any other, and the lines around it are answered too.
  @Test func tenMegabyteLine() throws {
    let long = "https://example.com/" + String(repeating: "a", count: 10 << 20)
    let input = try temporaryFile(lines: ["https://a.example/", long, "https://b.example/"])
    defer { try? FileManager.default.removeItem(atPath: input) }
    let result = try ToolProcess.run(["parse"], input: input)
    #expect(result.status == 0)
    let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4)
    guard lines.count == 4 else { return }
    #expect(lines[0] == "https://a.example/")
    #expect(lines[1] == long)
    #expect(lines[2] == "https://b.example/")
    #expect(lines[3] == "")
  }

  /// `--quiet`: no refusal messages, still exit status 1 and an empty line per refusal.
  @Test func quietDropsRefusalMessages() throws {
    let input = try temporaryFile(lines: ["https://a.example/", "http://exa mple.com", "https://b.example/"])
    defer { try? FileManager.default.removeItem(atPath: input) }
    let result = try ToolProcess.run(["parse", "--quiet"], input: input)
    #expect(result.status == 1)
    #expect(String(decoding: result.stdout, as: UTF8.self) == "https://a.example/\n\nhttps://b.example/\n")
    #expect(result.stderr.isEmpty)
    let loud = try ToolProcess.run(["parse"], input: input)
    #expect(
      loud.stderrLines == ["omnibox: http://exa mple.com: forbidden host code point U+0020 (host-invalid-code-point)"])
  }

  /// Standard output and standard error into one file (`2>&1`): every message right after the
  /// empty line of the input it is about.
  @Test func oneFileForBothStreamsKeepsOrder() throws {
    let lines = (0..<3000).map { $0 % 3 == 1 ? "http://bad host/\($0)" : "https://ok.example/\($0)" }
    let input = try temporaryFile(lines: lines)
    let both = FileManager.default.temporaryDirectory.appendingPathComponent("omnibox-both-\(UUID().uuidString)").path
    defer {
      try? FileManager.default.removeItem(atPath: input)
      try? FileManager.default.removeItem(atPath: both)
    }
    _ = FileManager.default.createFile(atPath: both, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: both))
    let process = try ToolProcess.process(["parse"])
    process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: input))
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    #expect(process.terminationStatus == 1)
    var expected = ""
    for line in lines {
      if line.hasPrefix("http://bad") {
        expected += "\nomnibox: \(line): forbidden host code point U+0020 (host-invalid-code-point)\n"
      } else {
        expected += line + "\n"
      }
    }
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: both)), as: UTF8.self)
    #expect(text == expected)
  }

  /// A long batch from a regular file with stderr not a terminal: no progress meter.
  @Test func noProgressMeterUnlessStandardErrorIsATerminal() throws {
    let input = try temporaryFile(lines: (0..<50_000).map { "https://site\($0).example/" })
    defer { try? FileManager.default.removeItem(atPath: input) }
    let result = try ToolProcess.run(["parse"], input: input)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.count(where: { $0 == 0x0A }) == 50_000)
  }

  private func temporaryFile(lines: [String]) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("omnibox-in-\(UUID().uuidString)").path
    try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
    return path
  }
}
