import OmniboxTestSupport

@testable import Omnibox

// Percent-encoding, form encoding, the legacy (windows-1252) decoder, and the JSON reader.

extension FuzzTarget {
  static let encodings = FuzzTarget(
    "encodings",
    "percent-encoding, form encoding and windows-1252 decoding with `<set byte>bytes`: encode/decode round-trip; form parse/serialize is a fixpoint",
    dictionary: ["escapes", "unicode"],
    seeds: { fixtures in
      (fixtures.strings(in: "wpt/percent-encoding.json", keys: ["input"])
        + fixtures.strings(in: "display/percent-decoding.json", keys: ["input", "display"])
        + fixtures.strings(in: "search/terms.json", keys: ["input", "query"])).enumerated().map { i, text in
          FuzzInput.encode(selector: i % EncodeSets.all.count, text)
        }
    },
    run: { input in
      let (choice, rest) = input.selecting(EncodeSets.all.count)
      let (name, set) = EncodeSets.all[choice]
      let bytes = rest.bytes
      var encoded: [UInt8] = []
      PercentEncoding.encode(bytes, using: set, into: &encoded)
      let what = "encode(\(Invariant.quoted(rest.text)), \(name))"
      Invariant.check(
        encoded.allSatisfy { $0 < 0x80 && (!set.contains($0) || $0 == UInt8(ascii: "%")) },
        "\(what) leaves a byte of the set")
      if set.contains(UInt8(ascii: "%")) {
        Invariant.check(PercentEncoding.decode(encoded) == bytes, "\(what) does not decode back")
      }
      var form: [UInt8] = []
      PercentEncoding.encode(bytes, using: .formURLEncoded, spaceAsPlus: true, into: &form)
      Invariant.check(
        PercentEncoding.decode(form, plusAsSpace: true) == bytes,
        "form-encoding \(Invariant.quoted(rest.text)) does not decode back")
      _ = PercentEncoding.decode(bytes)

      let pairs = FormURLEncoding.parse(rest.text)
      let serialized = FormURLEncoding.serialize(pairs)
      let again = FormURLEncoding.parse(serialized)
      Invariant.check(
        again.map(\.name) == pairs.map(\.name) && again.map(\.value) == pairs.map(\.value),
        "form pairs of \(Invariant.quoted(rest.text)) change through \(Invariant.quoted(serialized))")

      let utf8 = LegacyTextDecoding.utf8FromWindows1252(bytes)
      Invariant.check(
        FuzzInput.isValidUTF8(utf8) && String(decoding: utf8, as: UTF8.self).unicodeScalars.count == bytes.count,
        "windows-1252 decoding of \(bytes.count) bytes")
    })

  static let json = FuzzTarget(
    "json",
    "JSONParser: a parsed value written back reparses equal; the depth limit holds exactly",
    dictionary: ["json"],
    seeds: { fixtures in
      fixtures.strings(in: "json/parser-cases.json", keys: ["text"]).map { Array($0.utf8) }
        + fixtures.strings(in: "search/suggestions.json", keys: ["body"]).map { Array($0.utf8) }
    },
    run: { input in
      guard let value = try? JSONParser().parse(input.bytes) else { return }
      let written = value.serialized
      let again = try? JSONParser().parse(written)
      Invariant.check(
        again == value,
        "JSON \(Invariant.quoted(input.text)) written as \(Invariant.quoted(written)) reads back differently")
      let depth = JSONDepth.of(value)
      Invariant.check(
        (try? JSONParser(maximumDepth: depth).parse(input.bytes)) == value,
        "JSON of depth \(depth) refused at that limit")
      if depth > 0 {
        Invariant.check(
          (try? JSONParser(maximumDepth: depth - 1).parse(input.bytes)) == nil,
          "JSON of depth \(depth) accepted at \(depth - 1)")
      }
    })
}

/// The percent-encode sets of the URL Standard, by name.
enum EncodeSets {
  static let all: [(String, PercentEncodeSet)] = [
    ("c0Control", .c0Control), ("fragment", .fragment), ("query", .query), ("specialQuery", .specialQuery),
    ("path", .path), ("userinfo", .userinfo), ("component", .component), ("formURLEncoded", .formURLEncoded),
  ]
}

/// How deeply a JSON value's containers nest (a scalar 0, `[]` 1, `[[1]]` 2).
enum JSONDepth {
  static func of(_ value: JSONValue) -> Int {
    switch value {
    case .array(let elements): return 1 + (elements.map(of).max() ?? 0)
    case .object(let object): return 1 + (object.members.map { of($0.value) }.max() ?? 0)
    default: return 0
    }
  }
}
