extension DisplayFormatter {
  /// The form of `url` a person should see, under ``options``.
  ///
  /// The host is shown in Unicode only when ``displayHost(_:)`` says it is safe; `http://` and
  /// `https://`, a leading `www.` and a lone trailing `/` are left out when the options say so;
  /// credentials are left out by default; the path, query and fragment are percent-decoded where
  /// that cannot change their meaning or hide characters. The result is for people only: never
  /// parse it back or compare it for security decisions — use `url.href`.
  ///
  ///     let bar = DisplayFormatter(options: .addressBar)
  ///     bar.display(try URLRecord("https://www.bücher.example/")).text     // "bücher.example"
  ///     bar.display(try URLRecord("https://аррӏе.com/")).text              // "xn--80ak6aa92e.com"
  ///     DisplayFormatter().display(try URLRecord("https://a.example/caf%C3%A9?q=a%26b")).text
  ///     // "https://a.example/café?q=a%26b"
  ///
  /// - Complexity: O(n) in the URL's length; ICU only for `xn--` hosts.
  public func display(_ url: URLRecord) -> DisplayResult {
    var parts = DisplayableURL(scheme: url.scheme, path: url.pathname)
    if let host = url.parsedHost {
      if case .domain = host { parts.hostIsDomain = true }
      parts.host = url.hostname
      parts.username = url.username
      parts.password = url.password
      parts.port = url.port
    }
    parts.hasOpaquePath = url.hasOpaquePath
    parts.query = url.query
    parts.fragment = url.fragment
    return format(parts)
  }
}
