import Omnibox

/// `omnibox rules`: the rules `resolve` applies, in order, each with its answer, reason, an
/// example input and why (the library's ``ResolveRule/table``).
struct RulesCommand: Command {
  static let name = "rules"
  static let summary = "list the rules resolve applies, in order, with an example of each"
  static let help = """
    usage: omnibox rules [--json]
    Lists the rules 'omnibox resolve' applies, in the order it tries them (the first that applies
    decides): the step (1 clean, 2 forced query, 3 keyword, 4 explicit scheme, 5 file path, 6 no
    scheme), the rule's name, the answer (url, search or refused) and its reason, an input the
    rule decides (with the profile it needs, if any) and why. 'omnibox resolve EXAMPLE' gives
    that reason.

    options:
      --json   one JSON object per rule:
               {"step","rule","kind","reason","example","profile","explanation"}

    examples:
      omnibox rules
        # step  rule                         kind     reason               example                                    why
        # 1     empty                        refused  empty                " "                                        nothing is left once line breaks are dropped and Unicode white space (U+3000 too) is trimmed
        # …
    """
  static let options: [OptionSpec] = []
  static let takesInputs = false

  init(options: ParsedOptions) throws(UsageError) {}

  func listing(json: Bool) -> [String] {
    let rows = ResolveRule.table
    if json {
      return rows.map { row in
        var j = JSONLine()
        j["step"] = row.step
        j["rule"] = row.name
        j["kind"] = row.kind.rawValue
        j["reason"] = row.reason.rawValue
        j["example"] = row.example
        if row.profile != .omnibox { j["profile"] = row.profile.name }
        j["explanation"] = row.explanation
        return j.text
      }
    }
    let header = ["step", "rule", "kind", "reason", "example", "why"]
    let body = rows.map { row in
      [String(row.step), row.name, row.kind.rawValue, row.reason.rawValue, Self.exampleCell(row), row.explanation]
    }
    return TextTable.lines(header: header, rows: body)
  }

  /// The example as a cell: quoted when it is only spaces, `(note)` when there is none, and the
  /// profile it needs after it.
  static func exampleCell(_ row: ResolveRule) -> String {
    guard let example = row.example else { return "(" + (row.exampleNote ?? "none") + ")" }
    var cell = example.allSatisfy { $0 == " " } ? "\"" + example + "\"" : example
    if row.profile != .omnibox { cell += " (--profile " + row.profile.name + ")" }
    return cell
  }
}
