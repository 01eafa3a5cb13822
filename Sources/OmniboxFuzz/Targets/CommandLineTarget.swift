import CLibFuzzer
import Omnibox

@testable import OmniboxTool

// The `omnibox` command's line path: standard input (a temporary file on descriptor 0, see
// CLibFuzzer) read by the tool's own reader, answered by a subcommand, written line by line.

extension FuzzTarget {
  static let commandLine = FuzzTarget(
    "cli",
    "omnibox <command> with `<command byte>` and the rest on standard input: one answer line per input line; JSON lines echo the input; exit 0 or 1 as refusals say",
    dictionary: ["url", "schemes", "escapes", "unicode", "share"],
    seeds: { fixtures in
      let inputs =
        fixtures.strings(in: "resolve/cases.json", keys: ["input"])
        + fixtures.strings(in: "share/cases.json", keys: ["input"])
        + fixtures.strings(in: "display/urls.json", keys: ["url"])
      // Several inputs per seed, so that line splitting itself is exercised.
      return stride(from: 0, to: inputs.count, by: 4).map { start in
        let lines = inputs[start..<min(start + 4, inputs.count)].joined(separator: start % 8 == 0 ? "\r\n" : "\n")
        return FuzzInput.encode(selector: start / 4 % CommandLineChoices.all.count, lines)
      }
    },
    run: { input in
      let (choice, rest) = input.selecting(CommandLineChoices.all.count)
      let arguments = CommandLineChoices.all[choice]
      let replaced = rest.bytes.withUnsafeBufferPointer { clibfuzzer_set_standard_input($0.baseAddress, $0.count) }
      Invariant.check(replaced == 0, "cannot replace standard input")
      var output = CapturedOutput()
      let status = Invocation.run(arguments, output: &output)
      CommandLineInvariants.check(status, output, arguments: arguments, stdin: rest.bytes)
    })
}

/// The argument lists the `cli` target picks from (every command that reads lines, in text
/// and JSON mode, with the options that change the answer path).
enum CommandLineChoices {
  static let all: [[String]] = [
    ["resolve"], ["resolve", "--json"], ["resolve", "--json", "--default-scheme", "http"],
    ["parse"], ["parse", "--json"], ["parse", "--json", "--base", "https://a.example/b/c?d#e"],
    ["search", "--json"], ["search", "--json", "--engine", "https://t.example/w/%s?x=1"],
    ["terms"], ["terms", "--json"],
    ["unwrap"], ["unwrap", "--json", "--clean", "--app-scheme", "myapp=url,text"],
    ["display"], ["display", "--json", "--address-bar"],
    ["policy", "--json"], ["policy", "--json", "--initiator", "link", "--subframe", "--app-scheme", "myapp"],
  ]
}

/// What a run of the command on some standard input must satisfy.
enum CommandLineInvariants {
  static func check(_ status: Int32, _ output: CapturedOutput, arguments: [String], stdin: [UInt8]) {
    let lines = inputLines(stdin)
    let what =
      "omnibox \(arguments.joined(separator: " ")) < \(Invariant.quoted(String(decoding: stdin, as: UTF8.self)))"
    // One answer line per input line (an answer holding a line feed would make two).
    Invariant.check(
      output.stdout.count == lines.count, "\(what): \(output.stdout.count) answers for \(lines.count) lines")
    Invariant.check(
      status == (output.stderr.isEmpty ? 0 : 1), "\(what): exit \(status) with \(output.stderr.count) refusals")
    guard arguments.contains("--json") else { return }
    for (line, input) in zip(output.stdout, lines) {
      guard let object = (try? JSONParser().parse(line))?.object, object.members.first?.key == "input" else {
        Invariant.fail("\(what): \(Invariant.quoted(line)) is not a JSON object starting with \"input\"")
      }
      Invariant.check(
        object["input"]?.string == input, "\(what): \(Invariant.quoted(line)) does not echo \(Invariant.quoted(input))")
    }
  }

  /// The lines the tool's reader yields (`LineReader`): split at LF, a CR right before the LF
  /// or at the very end of the input dropped, no line after a final LF, invalid UTF-8 repaired.
  static func inputLines(_ bytes: [UInt8]) -> [String] {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines.map { line in String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self) }
  }
}
