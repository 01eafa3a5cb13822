extension Omnibox {
  /// Whose reading of typed text to follow where Chromium and Firefox disagree.
  ///
  /// Each point of disagreement is one named ``Switch``; a profile is the set of switches that
  /// are on. ``omnibox`` (the default) holds our documented choices; ``chromium`` and
  /// ``firefox`` follow those browsers' source and unit tests. Which profile turns which switch
  /// on is written once, in ``Switch/table`` (`omnibox profiles` prints it).
  ///
  ///     let configuration = Omnibox.Configuration(profile: .firefox)
  ///     Omnibox(configuration: configuration).resolve("mozilla...org").url  // "https://mozilla.org/"
  ///     Omnibox.Profile.chromium.isOn(.aboutToChrome)                         // true
  ///
  /// A profile is a few bits: checking a switch costs one AND.
  public struct Profile: Sendable, Hashable, CustomStringConvertible {
    /// The preset this profile started from (`omnibox`, `chromium` or `firefox`).
    public let name: String
    private var bits: UInt32

    private init(name: String, column: (Switch.Row) -> Bool) {
      self.name = name
      bits = 0
      for row in Switch.table where column(row) { bits |= row.rule.bit }
    }

    /// Our documented choices (the README's "How `resolve` decides"): the default.
    public static let omnibox = Profile(name: "omnibox") { $0.omnibox }
    /// Chromium's omnibox (`AutocompleteInput`, `url_formatter::FixupURL`), as on Linux.
    public static let chromium = Profile(name: "chromium") { $0.chromium }
    /// Firefox's address bar (`URIFixup`) with its shipped preferences, as on Linux.
    public static let firefox = Profile(name: "firefox") { $0.firefox }

    /// The three presets, in the order `omnibox profiles` prints them.
    public static let presets: [Profile] = [.omnibox, .chromium, .firefox]

    /// The preset called `name` (`omnibox`, `chromium`, `firefox`), or `nil`.
    public static func named(_ name: String) -> Profile? {
      presets.first { $0.name == name }
    }

    /// Whether `rule` applies under this profile.
    @inline(__always)
    public func isOn(_ rule: Switch) -> Bool { bits & rule.bit != 0 }

    /// This profile with `rule` turned on or off (the name stays the preset's).
    ///
    ///     Omnibox.Profile.omnibox.setting(.collapseDotRuns, true).isOn(.collapseDotRuns)  // true
    public func setting(_ rule: Switch, _ on: Bool) -> Profile {
      var copy = self
      if on { copy.bits |= rule.bit } else { copy.bits &= ~rule.bit }
      return copy
    }

    /// The schemes the browser handles itself (its own pages), which this profile registers
    /// (``Switch/chromiumSchemes``, ``Switch/firefoxSchemes``).
    public var ownSchemes: Set<String> {
      Set(Switch.table.filter { isOn($0.rule) }.flatMap(\.schemes))
    }

    /// The switches this profile and `other` set differently.
    public func differences(from other: Profile) -> [Switch] {
      Switch.allCases.filter { isOn($0) != other.isOn($0) }
    }

    public var description: String { name }
  }
}

extension Omnibox.Profile.Switch {
  /// This switch's bit in a profile.
  @inline(__always) var bit: UInt32 { 1 << UInt32(rawValue) }
}
