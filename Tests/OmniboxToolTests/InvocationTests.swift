import Foundation
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

/// The streaming layer's pieces on their own: the JSON writer against Foundation's reader, the
/// progress meter's number format, and the answer writer's two modes.
@Suite struct OutputLayerTests {
  /// Every ASCII character, the JavaScript line separators and some non-ASCII text, one per
  /// string and all in one, read back by JSONSerialization as the same strings.
  @Test func jsonStringsRoundTripThroughFoundation() throws {
    var strings = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
    strings += ["\u{2028}", "\u{2029}", "é", "日本", "\u{1F600}", "a\u{2028}b\u{2029}c", "\u{E2}\u{80}"]
    strings.append(strings.joined())
    for s in strings {
      var j = JSONLine()
      j["s"] = s
      let object = try #require(try JSONSerialization.jsonObject(with: Data(j.text.utf8)) as? [String: String])
      #expect(object["s"] == s, "\(s.unicodeScalars.map { String($0.value, radix: 16) })")
      #expect(!j.text.utf8.contains(where: { $0 < 0x20 }))
    }
    #expect(strings.count == 0x80 + 8)
  }

  @Test func jsonMembersInOrderWithArraysAndNull() {
    var buffer = Array("x".utf8)
    JSONLine.append(to: &buffer) { j in
      j["a"] = "1"
      j["b"] = nil as String?
      j["c"] = ["p", "q\""]
      j.setNull("d")
      j["e"] = false
    }
    #expect(String(decoding: buffer, as: UTF8.self) == #"x{"a":"1","c":["p","q\""],"d":null,"e":false}"#)
  }

  @Test func progressNumbersAreGroupedInThousands() {
    #expect(ProgressMeter.grouped(0) == "0")
    #expect(ProgressMeter.grouped(999) == "999")
    #expect(ProgressMeter.grouped(1000) == "1,000")
    #expect(ProgressMeter.grouped(1_234_567) == "1,234,567")
    #expect(ProgressMeter.grouped(100_000_000) == "100,000,000")
  }

  @Test func answerWriterTextAndJSON() {
    var text = AnswerWriter(isJSON: false, capacity: 16)
    text.write("https://a.example/")
    let why = Refusal(reason: "why", explanation: "because")
    text.write(nil, refusal: why)
    #expect(String(decoding: text.pending, as: UTF8.self) == "https://a.example/\n\n")
    #expect(text.takeRefusal() == why)
    #expect(text.takeRefusal() == nil)
    var json = AnswerWriter(isJSON: true, capacity: 16)
    json.writeJSON { $0["input"] = "a" }
    json.writeJSON(refusal: .empty) { $0["input"] = "b" }
    #expect(String(decoding: json.pending, as: UTF8.self) == "{\"input\":\"a\"}\n{\"input\":\"b\"}\n")
    #expect(json.takeRefusal() == .empty)
  }
}
