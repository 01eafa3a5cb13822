/// What a web view should do with a navigation.
public enum NavigationAction: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Let the web view load it.
  case load
  /// Cancel it in the web view and ask the operating system to open it in another app
  /// (mail, phone, maps, App Store, a registered app scheme).
  case external
  /// The app's own scheme: cancel it and unwrap the URL with the share-link normalizer, then
  /// navigate to the target it carries.
  case handoff
  /// Cancel it.
  case block

  /// `"load"`, `"external"`, `"handoff"` or `"block"`.
  public var description: String { rawValue }
}
