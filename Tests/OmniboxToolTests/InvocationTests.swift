import Testing
@testable import OmniboxTool

@Suite struct InvocationTests {
  @Test func unknownCommandIsUsageError() {
    let (status, output) = run(["frobnicate"])
    #expect(status == 64)
    #expect(output.stderr.count == 1)
  }

  @Test func unknownOptionIsUsageError() {
    #expect(run(["resolve", "--nope", "x"]).0 == 64)
  }

  @Test func helpListsEveryCommand() {
    let (status, output) = run(["--help"])
    #expect(status == 0)
    let text = output.stdout.joined(separator: "\n")
    for command in Invocation.commands { #expect(text.contains(command.name)) }
  }

  @Test func noArgumentsReadsStandardInputInOrder() {
    let (status, output) = run(["resolve"], stdin: ["a", "b", "c"])
    #expect(status == 0)
    #expect(output.stdout.count == 3)
  }

  @Test func jsonEscapesControlsAndQuotes() {
    var j = JSONLine()
    j["input"] = "a\"b\\c\u{1}\n\u{2028}é"
    j["ok"] = true
    #expect(j.text == #"{"input":"a\"b\\c\u0001\n\u2028é","ok":true}"#)
  }
}
