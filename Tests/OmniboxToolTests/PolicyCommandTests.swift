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
    #expect(
      run(["policy", "--initiator", "link", "--subframe", "data:text/html,x"]).1.stdout == ["load (data-subframe)"])
    #expect(run(["policy", "--initiator", "link", "data:text/html,x"]).1.stdout == ["block (top-level-data)"])
    #expect(
      run(["policy", "--app-scheme", "myapp", "myapp://open?url=https%3A%2F%2Fexample.com"]).1.stdout == [
        "handoff (app-scheme) https://example.com/"
      ])
    #expect(run(["policy", "--app-scheme", "myapp", "myapp://open?u=1"]).1.stdout == ["block (handoff-refused)"])
    #expect(
      run(["policy", "--external-scheme", "zoommtg", "zoommtg://join"]).1.stdout == ["external (registered-app)"])
  }

  /// `--clean` gives a hand-off's target without tracking, as `unwrap --clean` does.
  @Test func cleanOption() {
    let handoff = "myapp://open?url=https%3A%2F%2Fexample.com%2Fa%3Futm_source%3Dx%26id%3D7%26fbclid%3Dy"
    #expect(
      run(["policy", "--app-scheme", "myapp", handoff]).1.stdout == [
        "handoff (app-scheme) https://example.com/a?utm_source=x&id=7&fbclid=y"
      ])
    #expect(
      run(["policy", "--clean", "--app-scheme", "myapp", handoff]).1.stdout == [
        "handoff (app-scheme) https://example.com/a?id=7"
      ])
    #expect(run(["unwrap", "--clean", "--app-scheme", "myapp=", handoff]).1.stdout == ["https://example.com/a?id=7"])
    let (_, json) = run(["policy", "--json", "--clean", "--app-scheme", "myapp", handoff])
    #expect(
      json.stdout == [
        #"{"input":"\#(handoff)","action":"handoff","reason":"app-scheme","target":"https://example.com/a?id=7"}"#
      ])
  }

  /// `--source` names the page a navigation starts from: a `file:` page may open `file:` URLs.
  @Test func sourceOption() {
    #expect(
      run(["policy", "--initiator", "link", "--source", "file:///docs/a.html", "file:///docs/b.html"]).1.stdout == [
        "load (file-from-file)"
      ])
    #expect(
      run(["policy", "--initiator", "link", "--source", "https://example.com/", "file:///docs/b.html"]).1.stdout == [
        "block (file-from-web)"
      ])
    #expect(run(["policy", "--initiator", "link", "file:///docs/b.html"]).1.stdout == ["block (file-from-web)"])
    let (status, output) = run(["policy", "--source", "not a url", "file:///x"])
    #expect(status == 64)
    #expect(output.stderr.count == 1)
  }

  @Test func badInitiatorIsAUsageError() {
    let (status, output) = run(["policy", "--initiator", "robot", "https://example.com/"])
    #expect(status == 64)
    #expect(output.stderr.count == 1)
  }

  @Test func notAURLIsRefused() {
    let (status, output) = run(["policy", "--json", "not a url"])
    #expect(status == 1)
    #expect(
      output.stdout == [
        #"{"input":"not a url","reason":"invalid-url","explanation":"invalid URL: missing scheme (a relative URL needs a base URL)"}"#
      ])
  }
}
