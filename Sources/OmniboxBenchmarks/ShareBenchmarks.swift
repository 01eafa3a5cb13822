import Omnibox
import OmniboxTestSupport

/// Share-link unwrapping: unwraps per second on a mixed list (the case table), and by kind.
let shareBenchmarks = BenchmarkSuite(name: "share") { harness in
  let table = try? ShareCaseTable.load()
  let appSchemes = table?.defaults.appSchemes ?? [:]
  let normalizer = ShareLinkNormalizer(configuration: .init(appSchemes: appSchemes))
  let mixed = (table?.cases ?? []).filter { $0.config == nil }.map(\.input)

  let plain = (0..<1000).map { "https://www.example\($0 % 50).com/articles/\($0)?id=\($0)&utm_source=news#top" }
  let redirects = (0..<1000).map { i -> String in
    let inner = PercentEncoding.encode("https://example.com/page/\(i)?a=\(i)&fbclid=x", using: .component)
    switch i % 4 {
    case 0: return "https://www.google.com/url?sa=t&url=\(inner)&usg=AOvVaw\(i)"
    case 1: return "https://l.facebook.com/l.php?u=\(inner)&h=AT\(i)"
    case 2: return "https://nam12.safelinks.protection.outlook.com/?url=\(inner)&data=05%7C01%7C&reserved=0"
    default: return "https://www.youtube.com/redirect?event=video_description&q=\(inner)&v=abc\(i)"
    }
  }
  let schemes = (0..<1000).map { i -> String in
    switch i % 4 {
    case 0: return "googlechromes://example.com/a/\(i)?b=1"
    case 1: return "firefox://open-url?url=https%3A%2F%2Fexample.com%2F\(i)"
    case 2: return "minbrowser://?link=https://example.com/search?q=\(i)&lang=ja#results"
    default: return "myapp://open?url=https%253A%252F%252Fexample.com%252F\(i)"
    }
  }
  let texts = (0..<1000).map { i -> String in
    switch i % 3 {
    case 0: return "これ見て https://example.com/a/\(i) です"
    case 1: return "Check this out (see https://en.wikipedia.org/wiki/Swift_(programming_language)) — #\(i)!"
    default: return "Schau mal: «https://example.de/straße/\(i)». Grüße"
    }
  }
  let nested = (0..<1000).map { i in
    "myapp://open?url=googlechromes%3A%2F%2Fwww.google.com%2Furl%3Fq%3Dhttps%253A%252F%252Fl.facebook.com"
      + "%252Fl.php%253Fu%253Dhttps%25253A%25252F%25252Fexample.com%25252F\(i)"
  }
  let refused = (0..<1000).map { i -> String in
    [
      "javascript:alert(\(i))", "hello world \(i)", "https://exa%20mple.com/\(i)",
      "myapp://open?url=data%3Atext%2Fhtml%2C\(i)",
    ][i % 4]
  }

  // Shared texts of about 200 bytes, as a share sheet receives them: prose in several languages
  // around one link (with or without scheme) that carries tracking parameters.
  let texts200 = (0..<1000).map { i -> String in
    let templates = [
      "Hey, I found this great article about Swift concurrency and thought of you right away, have a look when you can: https://www.example.com/articles/\(i)/swift-concurrency?utm_source=chat&utm_medium=share&id=\(i) — tell me!",
      "Mira www.ejemplo.es/recetas/\(i)/paella-valenciana?utm_campaign=verano&fbclid=IwAR\(i)abc, es genial. La hice el domingo y salió perfecta, ¿la probamos juntos este fin de semana? Un abrazo fuerte, M.",
      "これ見て！ https://www.youtube.com/watch?v=dQw4w9WgXcQ&si=Ab\(i)Cd&t=42 すごく面白いよ。週末に一緒に見よう、どう？駅前のカフェで会おうね。",
      "Schau mal, das Angebot gilt nur noch bis Freitag: amazon.de/dp/B0\(i)XYZ/ref=sr_1_3?qid=1700000000&sr=8-3&psc=1 (Lieferung schon morgen, kostenlos). Viele Grüße, dein A.",
      "FYI the slides from today's talk are here <https://docs.example.org/talks/\(i)/slides.pdf?mc_cid=d4f2&mc_eid=9a81> and the recording follows next week. Thanks all for coming, it was great!",
    ]
    return templates[i % templates.count]
  }
  let averageBytes = texts200.reduce(0) { $0 + $1.utf8.count } / texts200.count
  let withoutCleaning = ShareLinkNormalizer(
    configuration: .init(appSchemes: appSchemes, stripsTrackingParameters: false))
  let textPlain = harness.measure("unwrap, \(averageBytes)-byte shared text, no clean", texts200) {
    withoutCleaning.unwrap($0)
  }
  print("  (target: unwrap of a 200-byte shared text ≤ 3000 ns)")
  let textClean = harness.measure("unwrap, \(averageBytes)-byte shared text, --clean", texts200) {
    normalizer.unwrap($0)
  }
  print("  --clean adds \(Harness.format(textClean - textPlain, 1)) ns per shared text")

  // --clean on plain links that carry tracking, by the built-in catalog alone.
  let tracked = ((try? TrackingTable.load())?.cases ?? []).map(\.url)
  let trackedPlain = harness.measure("unwrap, tracking table URLs, no clean", tracked) { withoutCleaning.unwrap($0) }
  let trackedClean = harness.measure("unwrap, tracking table URLs, --clean", tracked) { normalizer.unwrap($0) }
  print(
    "  --clean adds \(Harness.format(trackedClean - trackedPlain, 1)) ns per URL with the built-in catalog (target ≤ 1000 ns)"
  )

  harness.measure("links(in:), \(averageBytes)-byte shared text", texts200) { normalizer.links(in: $0) }
  harness.measure("unwrap, mixed case table", mixed) { normalizer.unwrap($0) }
  harness.measure("unwrap, plain https links", plain) { normalizer.unwrap($0) }
  harness.measure("unwrap, web redirectors", redirects) { normalizer.unwrap($0) }
  harness.measure("unwrap, app and browser schemes", schemes) { normalizer.unwrap($0) }
  harness.measure("unwrap, link in free text", texts) { normalizer.unwrap($0) }
  harness.measure("unwrap, four nested wrappers", nested) { normalizer.unwrap($0) }
  harness.measure("unwrap, refused inputs", refused) { normalizer.unwrap($0) }
  let plainURLs = plain.compactMap { try? URLRecord($0) }
  harness.measure("parse only (baseline for plain links)", plainURLs.map(\.href)) { try? URLRecord($0) }

  if let text = try? Fixture.text("clearurls/data.min.json"), let rules = try? ClearURLsRules(parsing: text) {
    let withRules = ShareLinkNormalizer(configuration: .init(appSchemes: appSchemes, clearURLsRules: rules))
    harness.measure("unwrap + ClearURLs catalog, mixed case table", mixed) { withRules.unwrap($0) }
    harness.measure("unwrap + ClearURLs catalog, plain https links", plain) { withRules.unwrap($0) }
    harness.measure("load ClearURLs catalog (205 providers)", [text]) { try? ClearURLsRules(parsing: $0) }
  }
  let handoffLinks = plainURLs.map(\.href)
  harness.measure("handoffURL", handoffLinks) { try? normalizer.handoffURL(for: $0, scheme: "myapp", parameter: "url") }
}
