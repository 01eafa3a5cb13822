import Testing

@testable import Omnibox

/// The scheme registry gives each room exactly the list it kept before (issue 21): these sets are
/// the rooms' old literal lists, written out once more as the oracle.
@Suite struct SchemeRegistryTests {
  @Test func specialSchemesAreTheParsersSchemeKinds() {
    #expect(SchemeRegistry.special == ["http", "https", "ws", "wss", "ftp", "file"])
    for name in SchemeRegistry.special {
      let bytes = Array(name.utf8)
      #expect(bytes.withUnsafeBufferPointer { SchemeKind.classify($0) }.isSpecial, "\(name)")
    }
  }

  @Test func eachRoomGetsTheListItHad() {
    #expect(SchemeRegistry.hostedSpecial == ["http", "https", "ws", "wss", "ftp"])
    #expect(WrappedLinkDecoding.scriptSchemes == ["javascript", "vbscript", "data", "file"])
    #expect(
      LinkSyntax.alwaysRefused == [
        "javascript", "vbscript", "livescript", "data", "file", "blob", "about", "filesystem",
        "view-source", "jar", "chrome", "chrome-extension", "moz-extension", "resource",
      ])
    #expect(SchemeRegistry.semicolonTypo == ["http", "https", "ws", "wss", "ftp", "file", "about"])
    // Policy's list also holds the schemes `decide` answers before it looks (http, https, file,
    // about, blob); the rest is the old list.
    #expect(
      NavigationPolicy.unsupportedSchemes.subtracting(["http", "https", "file", "about", "blob"]) == [
        "ws", "wss", "ftp", "view-source", "filesystem", "chrome", "chrome-extension", "edge",
        "moz-extension", "resource", "jar",
      ])
    #expect(SchemeRegistry.names(inAnyOf: .script) == ["javascript", "vbscript"])
    #expect(!SchemeRegistry.classes(of: "livescript").contains(.script))
    #expect(!SchemeRegistry.classes(of: "data").contains(.script))
    // The resolver's scheme rules refuse exactly the registry's scripts.
    let scriptRules = SchemeRule.table.filter { if case .script = $0.rule { true } else { false } }.map(\.scheme)
    #expect(Set(scriptRules) == SchemeRegistry.names(inAnyOf: .script))
    #expect(SchemeRegistry.classes(of: "mailto").isEmpty)
  }
}
