import Omnibox
import OmniboxHistory

/// The shell's history store: opened once at start, read once for the suggestion index, then
/// written as the address bar asks (``AddressBar/Effect/recordVisit(_:)``,
/// ``AddressBar/Effect/recordTitle(url:title:)``, ``AddressBar/Effect/forgetPage(_:)``).
///
/// A store that cannot be opened or written is reported on stderr and the shell goes on: the
/// bar's own index still learns the session's pages.
@MainActor
final class HistoryKeeper {
  let store: HistoryStore

  /// Opens the store at `path` (creating it when missing); `nil`, after a message on stderr,
  /// when it cannot be opened.
  init?(path: String) {
    do throws(HistoryStoreError) {
      store = try HistoryStore(path: path)
    } catch {
      writeStandardError("omnibox-browser: history store \(path): \(error)\n")
      return nil
    }
  }

  /// The index the suggestion list starts from (empty, after a message, when it cannot be read).
  func suggestionIndex() -> HistoryIndex {
    do throws(HistoryStoreError) {
      return try store.suggestionIndex()
    } catch {
      report("read", error)
      return HistoryIndex()
    }
  }

  /// Carries out a history effect; other effects are not this keeper's.
  func perform(_ effect: AddressBar.Effect) {
    do throws(HistoryStoreError) {
      switch effect {
      case .recordVisit(let visit):
        try store.recordVisit(
          to: visit.url, title: visit.title.isEmpty ? nil : visit.title, transition: visit.transition, at: visit.time)
      case .recordTitle(let href, let title):
        guard let url = try? URLRecord(href) else { return }
        try store.setTitle(title, for: url)
      case .forgetPage(let href):
        guard let url = try? URLRecord(href) else { return }
        try store.forget(.url(url))
      default:
        return
      }
    } catch {
      report("write", error)
    }
  }

  private func report(_ operation: String, _ error: HistoryStoreError) {
    writeStandardError("omnibox-browser: cannot \(operation) the history store \(store.path): \(error)\n")
  }
}
