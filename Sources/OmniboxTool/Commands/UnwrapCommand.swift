import Omnibox

/// `omnibox unwrap`: finds the one target link in shared text or a wrapped link (app hand-off
/// schemes, other browsers' schemes, web redirectors), or refuses with a reason.
struct UnwrapCommand: Command {
  static let name = "unwrap"
  static let summary = "find the target link in shared text or a wrapped link"
  static let help = """
    usage: omnibox unwrap [--clean[=strict]] [--app-scheme NAME[=PARAM[,PARAM]]] [--rules FILE] [--json] [TEXT ...]
    Prints the one link each TEXT stands for: through app hand-off schemes, other browsers'
    schemes (googlechromes:, firefox:, orion:, onionhttps:, microsoft-edge-https:, ...), web
    redirectors (Google, Google AMP, Facebook, Outlook Safe Links, Proofpoint, href.li, ...) and
    free text, canonicalized by the WHATWG URL parser. Only http and https targets with a host
    are accepted. In text, links without a scheme count (www.example.es/a, example.com:8080,
    4.4.4.4); e-mail addresses do not. Of several links, the first hand-off or browser-scheme
    link wins, else the first http(s) link, else the first link without scheme.
    With no TEXT, each line of standard input is one input (streamed, same order).

    options:
      --clean                        print the target without tracking parameters (utm_*, fbclid,
                                     gclid, YouTube si, Amazon ref_, ...: the built-in catalog,
                                     plus the rules of --rules); the fragment is kept
      --clean=strict                 also remove affiliate identifiers (awc, tduid, irgwc, Amazon
                                     tag, ...)
      --app-scheme NAME[=PARAM[,PARAM]]
                                     unwrap NAME://...?PARAM=<link> (repeatable; without PARAM:
                                     url, link, text, plaintext)
      --rules FILE                   also use rules in the ClearURLs JSON format from FILE
      --json                         one JSON object per input:
                                       {"input","target","clean","via":[...],"reason","explanation"}
                                     (target and clean are null and reason is set when refused)

    A refused input prints an empty line, and "omnibox: <input>: <reason>" on stderr.
    Exit status: 0 all answered, 1 some input refused, 64 usage error.

    examples:
      omnibox unwrap "googlechromes://example.com/a?b=1"
        # https://example.com/a?b=1
      omnibox unwrap --clean "https://l.facebook.com/l.php?u=https%3A%2F%2Fexample.com%2F%3Futm_source%3Dfb&h=AT0"
        # https://example.com/
      omnibox unwrap --app-scheme minbrowser=url,link "minbrowser://?link=https://example.com/?q=a&b=c#top"
        # https://example.com/?q=a&b=c#top
      omnibox unwrap --json "これ見て https://example.com/a です"
        # {"input":"これ見て https://example.com/a です","target":"https://example.com/a","clean":"https://example.com/a","via":["text"]}
      omnibox unwrap --clean "Mira www.ejemplo.es/foo?utm_source=chat, es genial"
        # https://www.ejemplo.es/foo
      omnibox unwrap "javascript:alert(1)"
        #
        # (stderr) omnibox: javascript:alert(1): disallowed scheme 'javascript' (disallowed-scheme)
    """
  static let options: [OptionSpec] = [
    .flag("--clean", orInlineValue: ()), AppSchemeOption.spec, .value("--rules"),
  ]

  let normalizer: ShareLinkNormalizer
  let printsClean: Bool

  init(options: ParsedOptions) throws(UsageError) {
    var configuration = ShareLinkNormalizer.Configuration()
    configuration.appSchemes = try AppSchemeOption.schemes(from: options)
    if let path = options.value("--rules") {
      do throws(ClearURLsRulesError) {
        configuration.clearURLsRules = try ClearURLsRules(contentsOfFile: path)
      } catch {
        throw UsageError("--rules: \(error.description)")
      }
    }
    switch options.value("--clean") {
    case nil: break
    case "strict": configuration.cleaningLevel = .strict
    case let other?: throw UsageError("--clean: unknown level '\(other)' (use --clean or --clean=strict)")
    }
    normalizer = ShareLinkNormalizer(configuration: configuration)
    printsClean = options.has("--clean")
  }

  func answer(_ input: String, to out: inout AnswerWriter) {
    let result = normalizer.unwrap(input)
    if let target = result.target, let clean = result.clean {
      guard out.isJSON else { return out.write(printsClean ? clean : target) }
      out.writeJSON { json in
        json["input"] = input
        json["target"] = target
        json["clean"] = clean
        json["via"] = result.via
      }
      return
    }
    let refusal =
      result.refusal.map { Refusal(reason: $0.code, explanation: $0.description) }
      ?? Refusal(reason: "no-link", explanation: "no link found")
    refuse(input, refusal, via: result.via, to: &out)
  }

  /// `{"input","target":null,"clean":null,"via":[],"reason","explanation"}`.
  func refuse(_ input: String, _ refusal: Refusal, to out: inout AnswerWriter) {
    refuse(input, refusal, via: [], to: &out)
  }

  private func refuse(_ input: String, _ refusal: Refusal, via: [String], to out: inout AnswerWriter) {
    guard out.isJSON else { return out.write(nil, refusal: refusal) }
    out.writeJSON(refusal: refusal) { json in
      json["input"] = input
      json.setNull("target")
      json.setNull("clean")
      json["via"] = via
      json["reason"] = refusal.reason
      json["explanation"] = refusal.explanation
    }
  }
}
