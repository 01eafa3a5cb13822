import OmniboxTestSupport

@testable import Omnibox

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the project's `Fixtures/` folder for seeds, dictionaries and the data some targets
/// load (the ClearURLs catalog): `OMNIBOX_FIXTURES` when set, else the folder the test support
/// code finds (`Fixture.root`).
///
/// A fixture that cannot be read gives no seeds (the seed writer reports a target left with
/// none), never a crash.
struct FixtureData: Sendable {
  /// `<package>/Fixtures`.
  let root: String

  static let standard = FixtureData(root: getenv("OMNIBOX_FIXTURES").map { String(cString: $0) } ?? Fixture.root.path)

  /// The bytes of `Fixtures/<path>`, or `nil`.
  func bytes(_ path: String) -> [UInt8]? {
    try? FileReader.read(root + "/" + path, maximumSize: 64 << 20)
  }

  /// The UTF-8 text of `Fixtures/<path>`, or `nil`.
  func text(_ path: String) -> String? {
    bytes(path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The JSON document `Fixtures/<path>`, or `nil`.
  func json(_ path: String) -> JSONValue? {
    guard let bytes = bytes(path) else { return nil }
    return try? JSONParser().parse(bytes)
  }

  /// Every string stored under one of `keys`, anywhere in `Fixtures/<path>`, in document order.
  ///
  ///     strings(in: "resolve/cases.json", keys: ["input"])   // ["", " ", "swift webview", …]
  func strings(in path: String, keys: Set<String>) -> [String] {
    guard let json = json(path) else { return [] }
    var out: [String] = []
    Self.collect(json, keys: keys, into: &out)
    return out
  }

  private static func collect(_ value: JSONValue, keys: Set<String>, into out: inout [String]) {
    if let array = value.array {
      for element in array { collect(element, keys: keys, into: &out) }
    } else if let object = value.object {
      for member in object.members {
        if keys.contains(member.key), let string = member.value.string { out.append(string) }
        collect(member.value, keys: keys, into: &out)
      }
    }
  }

  /// The objects of the JSON array (or the `"cases"` array) in `Fixtures/<path>`.
  func objects(in path: String) -> [JSONObject] {
    guard let json = json(path) else { return [] }
    let array = json.array ?? json.object?["cases"]?.array ?? []
    return array.compactMap(\.object)
  }

  /// The names and bytes of the regular files in `Fixtures/<directory>`, sorted by name.
  func files(in directory: String) -> [(name: String, bytes: [UInt8])] {
    guard let dir = opendir(root + "/" + directory) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    return names.sorted().compactMap { name in bytes(directory + "/" + name).map { (name, $0) } }
  }
}
