import Testing
@testable import OmniboxTool

@Suite struct DisplayCommandTests {
  @Test func textModePrintsTheDisplayForm() {
    let (status, output) = run(["display", "https://xn--bcher-kva.example/caf%C3%A9", "https://xn--80ak6aa92e.com/"])
    #expect(status == 0)
    #expect(output.stdout == ["https://bücher.example/café", "https://xn--80ak6aa92e.com/"])
    #expect(output.stderr.isEmpty)
  }

  @Test func jsonModeHasTheContractKeysInOrder() {
    let (status, output) = run(["display", "--json", "https://xn--bcher-kva.example/", "mailto:a@example.com"])
    #expect(status == 0)
    #expect(output.stdout == [
      #"{"input":"https://xn--bcher-kva.example/","display":"https://bücher.example/","host_unicode":true,"reason":"safe-unicode"}"#,
      #"{"input":"mailto:a@example.com","display":"mailto:a@example.com","host_unicode":false,"reason":"no-host"}"#,
    ])
  }

  @Test func bareHostsAreShownAsHosts() {
    let (_, output) = run(["display", "--json", "xn--80ak6aa92e.com"])
    #expect(output.stdout == [
      #"{"input":"xn--80ak6aa92e.com","display":"xn--80ak6aa92e.com","host_unicode":false,"reason":"whole-script-confusable"}"#
    ])
  }

  @Test func addressBarOptionElides() {
    let (_, output) = run(["display", "--address-bar", "https://www.example.com/"])
    #expect(output.stdout == ["example.com"])
  }

  @Test func notAURLIsRefused() {
    let (status, output) = run(["display", "http://exa mple.com/"])
    #expect(status == 1)
    #expect(output.stdout == [""])
    #expect(output.stderr.count == 1)
    #expect(output.stderr.first?.hasPrefix("omnibox: http://exa mple.com/: invalid-url") == true)
    let (_, json) = run(["display", "--json", "http://exa mple.com/"])
    #expect(json.stdout == [#"{"input":"http://exa mple.com/","reason":"invalid-url"}"#])
  }

  @Test func standardInputIsReadInOrder() {
    let (status, output) = run(["display"], stdin: ["https://a.example/", "xn--bcher-kva.example"])
    #expect(status == 0)
    #expect(output.stdout == ["https://a.example/", "bücher.example"])
  }
}
