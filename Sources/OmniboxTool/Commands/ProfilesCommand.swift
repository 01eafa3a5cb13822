import Omnibox

/// `omnibox profiles`: the rule table, every switch where Chromium and Firefox disagree, with its
/// value under each profile; then the suggestion settings (``SuggestionProfile/table``) of
/// `omnibox suggest --profile`.
struct ProfilesCommand: Command {
  static let name = "profiles"
  static let summary = "list where Chromium and Firefox disagree, and what each --profile does"
  static let help = """
    usage: omnibox profiles [--json]
    Lists every switch of the rule table (one point where Chromium's omnibox and Firefox's address
    bar read typed text differently): an example input, and for each profile (omnibox, the
    default; chromium; firefox) whether the switch is on. 'omnibox resolve --profile P' follows
    a profile's column. Then, after an empty line and the line "suggestion settings:", every
    setting of 'omnibox suggest --profile P': what it decides, its value under each profile and
    where the value comes from.

    options:
      --json   one JSON object per switch:
               {"switch","example","off","on","omnibox","chromium","firefox","source","schemes"}
               then one per suggestion setting:
               {"setting","summary","omnibox","chromium","firefox","source"}

    examples:
      omnibox profiles
        # switch                            example                   omnibox  chromium  firefox  when off → when on
        # unspecified-to-loopback           0.0.0.0:8000              on       off       on       http://0.0.0.0:8000/ → http://127.0.0.1:8000/
        # …
    """
  static let options: [OptionSpec] = []
  static let takesInputs = false

  init(options: ParsedOptions) throws(UsageError) {}

  func listing(json: Bool) -> [String] {
    let profiles = Omnibox.Profile.presets
    let rows = Omnibox.Profile.Switch.table
    let suggestionProfiles = SuggestionProfile.presets
    let settings = SuggestionProfile.table
    if json {
      let settingLines = settings.map { row in
        var j = JSONLine()
        j["setting"] = row.name
        j["summary"] = row.summary
        for profile in suggestionProfiles { j[profile.name] = row.value(in: profile) }
        j["source"] = row.source
        return j.text
      }
      return rows.map { row in
        var j = JSONLine()
        j["switch"] = row.name
        j["example"] = row.example
        j["off"] = row.off
        j["on"] = row.on
        for profile in profiles { j[profile.name] = row.value(in: profile) }
        j["source"] = row.source
        if !row.schemes.isEmpty { j["schemes"] = row.schemes }
        return j.text
      } + settingLines
    }
    let header = ["switch", "example"] + profiles.map(\.name) + ["when off → when on"]
    let body = rows.map { row in
      [row.name, row.example] + profiles.map { row.value(in: $0) ? "on" : "off" } + [row.off + " → " + row.on]
    }
    let settingHeader = ["setting", "summary"] + suggestionProfiles.map(\.name) + ["source"]
    let settingBody = settings.map { row in
      [row.name, row.summary] + suggestionProfiles.map { row.value(in: $0) } + [row.source]
    }
    return TextTable.lines(header: header, rows: body) + ["", Self.settingsHeading]
      + TextTable.lines(header: settingHeader, rows: settingBody)
  }

  /// The line between the switch table and the suggestion settings table.
  static let settingsHeading = "suggestion settings:"
}
