import OmniboxTestSupport
import Testing

@testable import Omnibox

/// Shared instances answered from 8 tasks at once give every task the answers one thread
/// gets. Run under ThreadSanitizer by `.ci/tsan` (`swift test --sanitize=thread`), which also
/// reports any data race these calls make, even one that happens not to change an answer.
///
/// Each test builds one instance, computes the expected answers on one thread, then has 8
/// tasks answer all inputs 3 times, each starting at a different offset so that different
/// inputs (and first uses of lazily built tables) meet.
@Suite struct ConcurrencyTests {
  static let taskCount = 8
  static let rounds = 3

  /// What a hammering run did: how many tasks ran, how many answers they gave, and how many
  /// differed from the single-threaded answer.
  struct Outcome: Sendable {
    var tasks = 0
    var answers = 0
    var mismatches = 0
  }

  /// Runs `work` over `inputs` on one thread, then from ``taskCount`` tasks at once.
  static func hammer<Input: Sendable, Output: Equatable & Sendable>(
    _ inputs: [Input], _ work: @escaping @Sendable (Input) -> Output
  ) async -> Outcome {
    let expected = inputs.map(work)
    return await withTaskGroup(of: Outcome.self) { group in
      for task in 0..<taskCount {
        group.addTask {
          var outcome = Outcome(tasks: 1)
          for round in 0..<rounds {
            for k in 0..<inputs.count {
              let i = (k + task * inputs.count / taskCount + round) % inputs.count
              outcome.answers += 1
              if work(inputs[i]) != expected[i] { outcome.mismatches += 1 }
            }
          }
          return outcome
        }
      }
      var total = Outcome()
      for await outcome in group {
        total.tasks += outcome.tasks
        total.answers += outcome.answers
        total.mismatches += outcome.mismatches
      }
      return total
    }
  }

  /// Checks a run: every task ran, every input was answered `rounds` times by each, none differed.
  static func expectAgreement(_ outcome: Outcome, inputs: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(outcome.tasks == taskCount, sourceLocation: sourceLocation)
    #expect(outcome.answers == taskCount * rounds * inputs, sourceLocation: sourceLocation)
    #expect(outcome.mismatches == 0, sourceLocation: sourceLocation)
  }

  @Test func omnibox() async throws {
    let inputs = try ResolveCase.load().filter { $0.config == nil }.map(\.input)
    #expect(inputs.count > 350)
    let omnibox = Omnibox()
    Self.expectAgreement(await Self.hammer(inputs) { omnibox.resolve($0) }, inputs: inputs.count)
  }

  @Test func displayFormatter() async throws {
    let hosts = DisplayHostTests.cases.map(\.host)
    #expect(hosts.count >= 219)
    let formatter = DisplayFormatter(options: .addressBar)
    Self.expectAgreement(await Self.hammer(hosts) { formatter.displayHost($0) }, inputs: hosts.count)
    let urls = hosts.compactMap { try? URLRecord("https://" + $0 + "/caf%C3%A9?q=%E2%80%AE#x") }
    #expect(urls.count > 150)
    Self.expectAgreement(await Self.hammer(urls) { formatter.display($0) }, inputs: urls.count)
  }

  @Test func shareLinkNormalizer() async throws {
    let table = try ShareCaseTable.load()
    let inputs = table.cases.filter { $0.config == nil }.map(\.input)
    #expect(inputs.count > 200)
    let normalizer = ShareLinkNormalizer(configuration: .init(appSchemes: table.defaults.appSchemes))
    Self.expectAgreement(await Self.hammer(inputs) { normalizer.unwrap($0) }, inputs: inputs.count)
  }

  /// The loaded catalog's compiled regular expressions are shared by every task.
  @Test func shareLinkNormalizerWithClearURLs() async throws {
    let table = try ShareCaseTable.load()
    let inputs = table.cases.filter { $0.config == nil }.map(\.input)
    let rules = try ClearURLsRules(parsing: try Fixture.text("clearurls/data.min.json"))
    #expect(rules.providerNames.count > 150)
    let normalizer = ShareLinkNormalizer(
      configuration: .init(appSchemes: table.defaults.appSchemes, clearURLsRules: rules))
    Self.expectAgreement(await Self.hammer(inputs) { normalizer.unwrap($0) }, inputs: inputs.count)
  }

  @Test func navigationPolicy() async throws {
    struct Configs: Decodable { let configs: [String: PolicyConfigFixture] }
    let configs = try Fixture.decode("policy/navigations.json", as: Configs.self).configs
    let policies = configs.mapValues { NavigationPolicy(configuration: $0.configuration) }
    #expect(policies.count >= 2)
    let cases = PolicyTests.cases
    #expect(cases.count >= 102)
    let outcome = await Self.hammer(cases) { c -> PolicyDecision? in
      guard let url = try? URLRecord(c.url), let policy = policies[c.config],
        let initiator = NavigationInitiator(rawValue: c.initiator)
      else { return nil }
      return policy.decide(url, initiator: initiator, isMainFrame: c.mainFrame)
    }
    Self.expectAgreement(outcome, inputs: cases.count)
  }

  /// The embedded list (decoded on first use, possibly by several tasks at once) and a list
  /// compiled from the fixture text.
  @Test func publicSuffixList() async throws {
    struct Row: Decodable { let input: String? }
    let hosts = try Fixture.decode("psl/test_psl.json", as: [Row].self).compactMap(\.input)
    #expect(hosts.count > 70)
    let compiled = try PublicSuffixList(parsing: try Fixture.text("psl/public_suffix_list.dat"))
    for list in [PublicSuffixList.embedded, compiled] {
      let outcome = await Self.hammer(hosts) { host in
        [
          list.registrableDomain(of: host), list.publicSuffix(of: host)?.suffix,
          list.publicSuffix(of: host, includingPrivateRules: false)?.suffix,
        ]
      }
      Self.expectAgreement(outcome, inputs: hosts.count)
    }
  }

  /// Results-page recognition, URL building and keyword shortcuts over the built-in engines,
  /// plus a template engine.
  @Test func searchEngines() async throws {
    struct Row: Decodable { let input: String }
    let urls = try Fixture.decode("search/terms.json", as: [Row].self).compactMap { try? URLRecord($0.input) }
    #expect(urls.count > 70)
    let recognised = await Self.hammer(urls) { url -> [String?] in
      let (engine, match) = SearchEngines.searchTermsMatch(in: url)
      return [engine?.name, match.terms, match.reason]
    }
    Self.expectAgreement(recognised, inputs: urls.count)

    let template = try TemplateSearchEngine(template: "https://t.example/find?x=1&q={searchTerms}&n={count?}")
    let engines: [any SearchEngine] = SearchEngines.builtIns + [template]
    let queries = ["swift webview", "caffè +", "a&b=c#d", "日本 検索", "👨‍👩‍👧", "%20", ""]
    let built = await Self.hammer(queries) { q in
      engines.map { $0.searchURL(for: q) } + engines.map { $0.suggestionURL(for: q) ?? "" }
    }
    Self.expectAgreement(built, inputs: queries.count)

    let typed = ["g swift", "!w Ada Lovelace", "swift !yt", "ddg a b", "@bing x", "nothing here"]
    let shortcuts = await Self.hammer(typed) { text -> [String?] in
      let match = KeywordShortcuts.standard.match(text)
      return [match?.engine.name, match?.terms]
    }
    Self.expectAgreement(shortcuts, inputs: typed.count)
  }
}
