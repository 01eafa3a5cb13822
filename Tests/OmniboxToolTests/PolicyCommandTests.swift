import Testing
@testable import OmniboxTool

@Suite struct PolicyCommandTests {
  @Test func textModePrintsActionAndReason() {
    let (status, output) = run(["policy", "https://example.com/", "mailto:a@example.com", "foo:bar"])
    #expect(status == 0)
    #expect(output.stdout == ["load (web)", "external (email)", "block (unknown-scheme)"])
  }

  @Test func jsonModeHasTheContractKeysInOrder() {
    let (_, output) = run(["policy", "--json", "--initiator", "script", "javascript:alert(1)"])
    #expect(output.stdout == [#"{"input":"javascript:alert(1)","action":"block","reason":"javascript-from-page"}"#])
  }

  @Test func frameAndSchemeOptions() {
    #expect(run(["policy", "--initiator", "link", "--subframe", "data:text/html,x"]).1.stdout == ["load (data-subframe)"])
    #expect(run(["policy", "--initiator", "link", "data:text/html,x"]).1.stdout == ["block (top-level-data)"])
    #expect(run(["policy", "--app-scheme", "myapp", "myapp://open?url=https%3A%2F%2Fexample.com"]).1.stdout == ["handoff (app-scheme) https://example.com/"])
    #expect(run(["policy", "--app-scheme", "myapp", "myapp://open?u=1"]).1.stdout == ["block (handoff-refused)"])
    #expect(run(["policy", "--external-scheme", "zoommtg", "zoommtg://join"]).1.stdout == ["external (registered-app)"])
  }

  @Test func badInitiatorIsAUsageError() {
    let (status, output) = run(["policy", "--initiator", "robot", "https://example.com/"])
    #expect(status == 64)
    #expect(output.stderr.count == 1)
  }

  @Test func notAURLIsRefused() {
    let (status, output) = run(["policy", "--json", "not a url"])
    #expect(status == 1)
    #expect(output.stdout == [#"{"input":"not a url","reason":"invalid-url"}"#])
  }
}
