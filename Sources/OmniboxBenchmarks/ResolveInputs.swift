import OmniboxTestSupport

/// A deterministic mixed list of address-bar inputs, of our own making: URLs with and without a
/// scheme, IDN hosts, IP literals, ports, file paths, single words, queries in several scripts,
/// keyword shortcuts and some long inputs.
enum ResolveInputs {
  /// The kinds of input `make` cycles through, in order (input `i` is of kind `i % 10`).
  static let kinds: [(index: Int, name: String)] = [
    (0, "URL with scheme"), (1, "host and path"), (2, "host:port and path"), (3, "words"), (4, "words"),
    (5, "single word"), (6, "keyword, bang, forced query"), (7, "IPs, paths, e-mail, typos, full-width"),
    (8, "long URL (200-1000 bytes)"), (9, "host and path with surrounding spaces"),
  ].filter { $0.index != 4 }

  static func make(count: Int) -> [String] {
    var rng = SeededRandom(seed: 42)
    let words = [
      "swift", "webview", "url", "parser", "weather", "news", "recipe", "tokyo", "berlin",
      "rust", "python", "cat", "video", "music", "maps", "translate", "stocks", "2024",
      "東京", "天気", "ニュース", "погода", "москва", "καιρός", "مرحبا", "שלום", "नमस्ते",
      "안녕", "café", "straße", "emoji😀", "c++", "100%", "a&b",
    ]
    let hosts = [
      "example.com", "www.example.org", "news.ycombinator.com", "github.com", "swift.org",
      "en.wikipedia.org", "bbc.co.uk", "mail.google.com", "example.co.jp", "docs.python.org",
      "bücher.de", "例え.jp", "пример.рф", "münchen.de", "ドメイン.テスト", "sub.domain.example.net",
      "localhost", "printer.local", "intranet", "192.168.0.1", "10.0.0.1", "[::1]", "[2001:db8::1]",
      "api.app.localhost", "user.github.io", "example.notatld", "file.txt",
    ]
    let paths = [
      "", "/", "/index.html", "/a/b/c", "/search?q=swift", "/path with space", "/über/straße",
      "/x?utm_source=a&utm_medium=b#frag", "/%7Euser/", "/a/../b/./c",
    ]
    var inputs: [String] = []
    inputs.reserveCapacity(count)
    for i in 0..<count {
      let host = hosts[rng.below(hosts.count)]
      let path = paths[rng.below(paths.count)]
      switch i % 10 {
      case 0: inputs.append("https://" + host + path)
      case 1: inputs.append(host + path)
      case 2: inputs.append(host + ":" + String(1024 + rng.below(60000)) + path)
      case 3, 4:
        let n = 1 + rng.below(5)
        inputs.append((0..<n).map { _ in words[rng.below(words.count)] }.joined(separator: " "))
      case 5: inputs.append(words[rng.below(words.count)])
      case 6: inputs.append(["g ", "!w ", "?", "ddg "][rng.below(4)] + words[rng.below(words.count)])
      case 7:
        inputs.append(
          [
            "1.5", "3.14159", "8.8.8.8", "/etc/hosts", "~/notes.txt", "user@example.com",
            "site:example.com swift", "htp://example.com", "ｅｘａｍｐｌｅ．ｃｏｍ",
          ][rng.below(9)])
      case 8: inputs.append("http://" + host + path + "?q=" + String(repeating: "long", count: 50 + rng.below(200)))
      default: inputs.append("  " + host + path + "  ")
      }
    }
    return inputs
  }
}
