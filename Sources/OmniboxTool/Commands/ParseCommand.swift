import Omnibox

/// `omnibox parse`: runs each input through the WHATWG URL parser and prints the canonical
/// href (text) or every getter (`--json`). `--base` resolves every input against one base URL.
struct ParseCommand: Command {
  static let name = "parse"
  static let summary = "parse URLs per the WHATWG URL Standard and print them canonically"
  static let help = """
    usage: omnibox parse [--base URL] [--json] [URL ...]
    Parses each URL with the WHATWG URL Standard's parser (what browsers do with `new URL()`)
    and prints its canonical form (the href), one line per input.
    With no URL, each line of standard input is one URL (streamed, same order).

    options:
      --base URL   resolve every input against this base URL (an invalid base is a usage error)
      --json       one JSON object per input:
                     {"input","href","protocol","username","password","host","hostname",
                      "port","pathname","search","hash"}
                   or, when the input is not a URL, {"input","failure":true,"reason","explanation"}

    A refused input prints an empty line, and "omnibox: <input>: <reason>" on stderr.
    Exit status: 0 all parsed, 1 some input refused, 64 usage error.

    examples:
      omnibox parse "HTTPS://Bücher.example:443/a/./b/../c?q=1#top"
        # https://xn--bcher-kva.example/a/c?q=1#top
      omnibox parse --base https://example.com/docs/guide/ "../api?x=1" "//cdn.example/lib.js"
        # https://example.com/docs/api?x=1
        # https://cdn.example/lib.js
      omnibox parse "http://0x7f.1:8080" "http://[0:0::1]/" "file:///C|/dir/../x.txt"
        # http://127.0.0.1:8080/
        # http://[::1]/
        # file:///C:/x.txt
      omnibox parse --json "https://user:pa ss@example.com/p?q#f"
        # {"input":"https://user:pa ss@example.com/p?q#f","href":"https://user:pa%20ss@example.com/p?q#f","protocol":"https:","username":"user","password":"pa%20ss","host":"example.com","hostname":"example.com","port":"","pathname":"/p","search":"?q","hash":"#f"}
      omnibox parse "http://exa mple.com"
        #
        # (stderr) omnibox: http://exa mple.com: forbidden host code point U+0020 (host-invalid-code-point)
    """
  static let options: [OptionSpec] = [.value("--base")]

  let base: URLRecord?

  /// Against a base, an empty input is the base URL; without one it is refused as empty.
  var refusesBlankInput: Bool { base == nil }

  init(options: ParsedOptions) throws(UsageError) {
    guard let text = options.value("--base") else {
      base = nil
      return
    }
    do throws(URLParseError) {
      base = try URLRecord(text)
    } catch {
      throw UsageError("invalid --base '\(Invocation.printable(text))': \(error.description)")
    }
  }

  /// A line of standard input in text mode is parsed from its bytes, and the href written
  /// straight from the parser's memory: no string is made of the line or of the href.
  func answer(utf8 line: UnsafeBufferPointer<UInt8>, to out: inout AnswerWriter) {
    guard !out.isJSON else { return answer(String(decoding: line, as: UTF8.self), to: &out) }
    do throws(URLParseError) {
      try URLRecord.withHref(parsing: line, base: base) { out.write(utf8: $0) }
    } catch {
      out.write(nil, refusal: Self.refusal(error))
    }
  }

  func answer(_ input: String, to out: inout AnswerWriter) {
    // Text mode on its own path: when the record has a name that the JSON closure captures, the
    // compiler copies the record for every input, in text mode too.
    guard out.isJSON else {
      do throws(URLParseError) {
        out.write(try URLRecord(input, base: base).href)
      } catch {
        out.write(nil, refusal: Self.refusal(error))
      }
      return
    }
    do throws(URLParseError) {
      let url = try URLRecord(input, base: base)
      out.writeJSON { json in
        json["input"] = input
        json["href"] = url.href
        json["protocol"] = url.protocol
        json["username"] = url.username
        json["password"] = url.password
        json["host"] = url.host
        json["hostname"] = url.hostname
        json["port"] = url.port
        json["pathname"] = url.pathname
        json["search"] = url.search
        json["hash"] = url.hash
      }
    } catch {
      refuse(input, Self.refusal(error), to: &out)
    }
  }

  /// `{"input","failure":true,"reason","explanation"}`.
  func refuse(_ input: String, _ refusal: Refusal, to out: inout AnswerWriter) {
    guard out.isJSON else { return out.write(nil, refusal: refusal) }
    out.writeJSON(refusal: refusal) { json in
      json["input"] = input
      json["failure"] = true
      json["reason"] = refusal.reason
      json["explanation"] = refusal.explanation
    }
  }

  /// A parse failure in the tool's voice: the URL Standard's name for it and a sentence.
  static func refusal(_ error: URLParseError) -> Refusal {
    Refusal(reason: error.code, explanation: error.description)
  }
}
