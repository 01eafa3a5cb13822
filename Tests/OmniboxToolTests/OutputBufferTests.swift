import Foundation
import OmniboxTestSupport
import Testing

@testable import OmniboxTool

/// The output buffer, measured without a clock: answers are appended in place, so the buffer is
/// reallocated at most logarithmically often in the number of lines, in text and in JSON mode
/// (a buffer copied for every JSON line would make JSON output 40–100× slower than text).
@Suite struct OutputBufferGrowthTests {
  static let commands: [[String]] = [
    ["resolve"], ["parse"], ["unwrap"], ["display"], ["policy"], ["search"], ["terms"],
  ]

  static func inputs(_ count: Int) -> [String] {
    (0..<count).map { i in
      switch i % 4 {
      case 0: return "https://site\(i).example/path/\(i)?q=\(i)"
      case 1: return "swift webview \(i)"
      case 2: return ""
      default: return "http://exa mple\(i).com/"
      }
    }
  }

  #if DEBUG
    @Test(arguments: commands)
    func reallocationsGrowLogarithmically(_ command: [String]) {
      for mode in [[], ["--json"]] {
        var previous = 0
        for count in [1_000, 8_000, 64_000] {
          var output = CapturedOutput()
          _ = Invocation.run(
            command + mode + ["--quiet"], standardInput: .arguments(Self.inputs(count)), output: &output)
          let reallocations = output.answerBufferReallocations
          let bound = Int(log2(Double(count)).rounded(.up))
          #expect(reallocations <= bound, "\(command) \(mode): \(reallocations) reallocations for \(count) lines")
          #expect(reallocations <= previous + 2, "\(command) \(mode): \(previous) → \(reallocations) for 8× the lines")
          #expect(output.stdout.count == count)
          previous = reallocations
        }
      }
    }
  #endif
}

/// A reader that has gone away (`| head -1`): no refusal message is written for answers nobody
/// reads, the run stops early, and the exit status is what it was.
@Suite struct ClosedPipeTests {
  @Test func noMessagesOnceTheReaderIsGone() {
    var output = CapturedOutput()
    output.readerHasGone = true
    let status = Invocation.run(
      ["resolve"], standardInput: .arguments(Array(repeating: "", count: 20_000)), output: &output)
    #expect(status == 1)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.isEmpty)
  }

  /// The real binary with standard output a pipe whose reader closed before it started: the
  /// messages pending when the first block of them fills are dropped (poll(2) sees the closed
  /// pipe), not written.
  @Test func binaryWritesNoMessageAfterThePipeCloses() throws {
    let lines = Array(repeating: "", count: 100_000)
    let input = FileManager.default.temporaryDirectory.appendingPathComponent("omnibox-pipe-\(UUID().uuidString)")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: input)
    defer { try? FileManager.default.removeItem(at: input) }
    let process = try ToolProcess.process(["resolve"])
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = try FileHandle(forReadingFrom: input)
    process.standardOutput = stdout
    process.standardError = stderr
    try stdout.fileHandleForReading.close()
    try process.run()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(err.isEmpty, "\(String(decoding: err.prefix(300), as: UTF8.self))")
  }
}
