import Foundation
import OmniboxTestSupport
import Testing

@testable import OmniboxTool

/// Runs the tool in-process, as `omnibox <arguments>` with `stdin` as the lines of standard
/// input, and returns its exit status and what it wrote to stdout and stderr. The history store's
/// location is read from `environment` (by default no store anyone can create: an in-process
/// test never reaches the real one).
func run(
  _ arguments: [String], stdin: [String] = [],
  environment: [String: String] = ["OMNIBOX_HISTORY": ToolProcess.noHistoryStore]
) -> (Int32, CapturedOutput) {
  var output = CapturedOutput()
  let status = ToolEnvironment.$overrides.withValue(environment) {
    Invocation.run(arguments, standardInput: .arguments(stdin), output: &output)
  }
  return (status, output)
}

/// Those of `keys` that a one-line JSON object holds, in the order they appear in `line`.
func keyOrder(_ line: String, among keys: [String]) -> [String] {
  keys.compactMap { key in line.range(of: "\"\(key)\":").map { (key, $0.lowerBound) } }
    .sorted { $0.1 < $1.1 }.map(\.0)
}
