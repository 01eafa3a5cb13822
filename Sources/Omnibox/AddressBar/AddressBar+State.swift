extension AddressBar {
  /// What an address bar shows, and what it remembers to decide the next event.
  ///
  /// Read-only for shells: only ``AddressBar/send(_:)`` changes it. `Hashable`, so a shell (or
  /// a TCA test store) can compare two states to know whether anything changed.
  ///
  ///     var bar = AddressBar()
  ///     bar.send(.navigationCommitted(url: "https://www.example.com/"))
  ///     bar.state.field      // "example.com"
  ///     bar.state.url        // "https://www.example.com/"
  ///     bar.state.pageURL?.hostname  // "www.example.com"
  ///     bar.state.security   // .secure
  public struct State: Sendable, Hashable {
    /// The field's text: the person's text while they edit (``isEditing``), otherwise the
    /// page's URL in display form, or the search terms on a results page of the default engine.
    public internal(set) var field: String = ""
    /// Whether ``field`` holds the person's own text rather than the page's address.
    public internal(set) var isEditing: Bool = false
    /// Whether the field has keyboard focus.
    public internal(set) var hasFocus: Bool = false
    /// Whether the shell should select the whole field now (on focus, and after Escape puts
    /// the address back), so the next keystroke replaces it.
    public internal(set) var selectsAll: Bool = false
    /// The committed page's address as the web view gave it, parsed once when it commits.
    var page: Address? = nil
    /// The committed page's URL (the href the web view reported), or `nil` before the first
    /// commit.
    public var url: String? { page?.href }
    /// The committed page's URL, parsed; `nil` before the first commit, and when the web view
    /// reported an href that is no URL.
    public var pageURL: URLRecord? { page?.record }
    /// The security indicator for what the page area shows.
    public internal(set) var security: SecurityIndicator = .internal
    /// Whether the web view is loading.
    public internal(set) var isLoading: Bool = false
    /// The web view's estimate of the load's progress, from 0 to 1.
    public internal(set) var progress: Double = 0
    /// The page's title (empty when it has none).
    public internal(set) var title: String = ""
    /// Whether there is a page to go back to.
    public internal(set) var canGoBack: Bool = false
    /// Whether there is a page to go forward to.
    public internal(set) var canGoForward: Bool = false
    /// The other reading of the last submitted text, to offer as "did you mean …?", e.g.
    /// `http://foo/` after searching for `foo`; accepted with ``Event/alternateChosen``. The
    /// omnibox's own record (``Resolution/alternateDestination``), loaded without a parse.
    public internal(set) var alternateURL: URLRecord? = nil
    /// ``alternateURL``'s href.
    public var alternate: String? { alternateURL?.href }
    /// Why the last request was refused, until the person edits, escapes or navigates.
    public internal(set) var refusal: Refusal? = nil
    /// The load that failed, shown in place of the page until the next navigation.
    public internal(set) var failure: LoadFailure? = nil

    /// The URL of the bar's own load (typed, launched, handed off), from the moment it asks
    /// the web view for it (following redirects) until it commits, fails or another navigation
    /// replaces it. Shown in the field meanwhile; and the web view reports a shell's own loads
    /// as "other" navigations without a gesture, so this is how the bar knows they are the
    /// person's.
    var ownLoad: Address? = nil
    /// How the bar's own load began (typed, a search from the field, launched), for the visit
    /// recorded when it commits.
    var ownLoadTransition: HistoryVisit.Transition = .link

    // MARK: The suggestion list

    /// The list under the field, the default row first; empty when the list is closed.
    public internal(set) var suggestions: [Suggestion] = []
    /// The selected row of ``suggestions``: the default row (0) when the list opens with one,
    /// then the row the arrow keys moved to; `nil` when no row is selected.
    public internal(set) var selectedSuggestion: Int? = nil
    /// What the person typed while editing: ``field`` without the inline completion or a
    /// selected row's text (empty when not editing).
    public internal(set) var typedText: String = ""
    /// The inline completion ``field`` shows after ``typedText``, selected so the next keystroke
    /// replaces it; `nil` when there is none.
    public internal(set) var inlineCompletion: String? = nil
    /// The selection (or caret) the field should have, as UTF-16 offsets into ``field``: the
    /// whole field when ``selectsAll``, the inline completion's tail while one shows, the caret
    /// the last edit reported while the field holds what was typed, else the caret at the end.
    public var selection: Range<Int> {
      let end = field.utf16.count
      if selectsAll { return 0..<end }
      if inlineCompletion != nil { return Swift.min(typedText.utf16.count, end)..<end }
      if isEditing, field == typedText, let caret = editSelection, caret.upperBound <= end { return caret }
      return end..<end
    }
    /// Whether the list shows (it has rows).
    public var isShowingSuggestions: Bool { !suggestions.isEmpty }
    /// The selection the last edit reported (`nil`: the caret at the end).
    var editSelection: Range<Int>? = nil
    /// The list the rows come from: its input, to recognise an engine's late answer.
    var list: SuggestionList? = nil
    /// The engine's answer merged into ``list``, kept for a list built again (after Shift+Delete).
    var response: SearchSuggestions? = nil

    /// A state with nothing loaded and nothing typed.
    public init() {}
  }

  /// A load that ended in an error instead of a page.
  public struct LoadFailure: Sendable, Hashable, CustomStringConvertible {
    /// The address that failed, parsed once.
    let address: Address?
    /// The URL that failed (the href the web view reported), or `nil` when the web view did not say.
    public var url: String? { address?.href }
    /// The web view's error message, e.g. `"Could not connect: Connection refused"`.
    public let message: String

    /// A failure of `url` with `message`.
    public init(url: String?, message: String) {
      self.init(address: url.map(Address.init(href:)), message: message)
    }

    /// A failure of an address already parsed.
    init(address: Address?, message: String) {
      self.address = address
      self.message = message
    }

    /// `"<url>: <message>"`, or the message alone.
    public var description: String { url.map { $0 + ": " + message } ?? message }
  }

  /// An address the bar holds (the page's, its own load's, a failed one): the href as it came,
  /// parsed once when it came, so showing, checking and loading it again parse nothing.
  struct Address: Sendable, Hashable {
    /// The href, as the web view reported it or as the omnibox wrote it.
    let href: String
    /// The parse of ``href``, or why it is no URL.
    let parsed: Result<URLRecord, URLParseError>

    /// An address the omnibox, the policy or the normalizer already parsed.
    init(_ record: URLRecord) {
      href = record.href
      parsed = .success(record)
    }

    /// An address given as text (by the web view): parsed here, once.
    init(href: String) {
      self.href = href
      do throws(URLParseError) {
        parsed = .success(try URLRecord(href))
      } catch {
        parsed = .failure(error)
      }
    }

    /// The parsed URL, or `nil` when ``href`` is no URL.
    var record: URLRecord? {
      if case .success(let record) = parsed { return record }
      return nil
    }
  }
}
