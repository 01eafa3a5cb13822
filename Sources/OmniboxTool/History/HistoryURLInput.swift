import Omnibox
import OmniboxHistory

/// A URL given to `history add` or `history forget`, read as `omnibox resolve` reads typed text
/// (`example.com` is `https://example.com/`), so that what is recorded is what the address bar
/// would have loaded. Text it would search for is refused. The refusal names the reason, never
/// the text (history is private).
enum HistoryURLInput {
  private static let omnibox = Omnibox()

  /// The URL `text` loads, or why it is no URL.
  static func url(_ text: String) -> Result<URLRecord, HistoryRefusal> {
    let resolution = omnibox.resolve(text)
    switch resolution.kind {
    case .url:
      guard let href = resolution.url, let url = try? URLRecord(href) else {
        return .failure(HistoryRefusal("not a URL to load"))
      }
      return .success(url)
    case .search:
      return .failure(HistoryRefusal("a search, not a URL (give the page's URL)"))
    case .refused:
      return .failure(
        HistoryRefusal("not a URL to load: \(resolution.reason.explanation) (\(resolution.reason.rawValue))"))
    }
  }

  /// The URL `text` loads when the store would keep it, or why not.
  static func keptURL(_ text: String) -> Result<URLRecord, HistoryRefusal> {
    switch url(text) {
    case .success(let url):
      if let refusal = StoragePolicy.refusal(for: url) {
        return .failure(HistoryRefusal("not kept: \(refusal.reason)"))
      }
      return .success(url)
    case .failure(let refusal):
      return .failure(refusal)
    }
  }
}

/// Why `history add` or `history forget` refused its URL (exit status 1).
struct HistoryRefusal: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
