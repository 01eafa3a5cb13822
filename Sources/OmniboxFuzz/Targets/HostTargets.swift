import Omnibox

// The host parser (domains, IPv4, IPv6, opaque hosts) and UTS #46 through ICU.

extension FuzzTarget {
  static let hosts = FuzzTarget(
    "hosts",
    "Host/IPv4Address/IPv6Address(parsing:) with `<opaque byte>host`: serializations are printable ASCII and reparse to the same value",
    dictionary: ["hosts", "escapes", "unicode"],
    seeds: { fixtures in
      let hosts =
        fixtures.strings(in: "url/host-parser.json", keys: ["input"])
        + fixtures.strings(in: "display/hosts.json", keys: ["host"])
        + fixtures.strings(in: "wpt/toascii.json", keys: ["input"])
      return hosts.flatMap { [FuzzInput.encode(selector: 0, $0), FuzzInput.encode(selector: 1, $0)] }
    },
    run: { input in
      let (choice, rest) = input.selecting(2)
      let text = rest.text
      let isOpaque = choice == 1
      if let host = try? Host(parsing: text, isOpaque: isOpaque) {
        let serialized = host.description
        Invariant.check(
          Invariant.isPrintableASCII(serialized),
          "host \(Invariant.quoted(text)) serializes as \(Invariant.quoted(serialized))")
        let again = try? Host(parsing: serialized, isOpaque: isOpaque)
        Invariant.check(
          again == host,
          "host \(Invariant.quoted(text)) → \(Invariant.quoted(serialized)) reparses as \(String(describing: again))")
      }
      if let address = try? IPv4Address(parsing: text) {
        Invariant.check(
          (try? IPv4Address(parsing: address.description)) == address,
          "IPv4 \(Invariant.quoted(text)) → \(address) does not reparse")
        Invariant.check(
          (try? Host(parsing: text)) == .ipv4(address),
          "IPv4 \(Invariant.quoted(text)) is another host to the host parser")
      }
      if let address = try? IPv6Address(parsing: text) {
        Invariant.check(
          (try? IPv6Address(parsing: address.description)) == address,
          "IPv6 \(Invariant.quoted(text)) → \(address) does not reparse")
        Invariant.check(
          IPv6Address(pieces: address.pieces) == address, "IPv6 \(Invariant.quoted(text)): pieces do not rebuild it")
        Invariant.check(
          (try? Host(parsing: "[" + text + "]")) == .ipv6(address),
          "IPv6 [\(Invariant.quoted(text))] is another host to the host parser")
      }
    })

  static let idna = FuzzTarget(
    "idna",
    "IDNA ToASCII/ToUnicode/domainToASCII with `<options byte>domain`: results are ASCII, idempotent, and ToASCII(ToUnicode(a)) == a",
    dictionary: ["hosts", "unicode"],
    seeds: { fixtures in
      (fixtures.strings(in: "wpt/IdnaTestV2.json", keys: ["input"])
        + fixtures.strings(in: "wpt/toascii.json", keys: ["input"])
        + fixtures.strings(in: "display/hosts.json", keys: ["host"])).enumerated().map { i, domain in
          FuzzInput.encode(selector: i % IDNAOptions.all.count, domain)
        }
    },
    run: { input in
      let (choice, rest) = input.selecting(IDNAOptions.all.count)
      let options = IDNAOptions.all[choice]
      let text = rest.text
      if let ascii = try? IDNA.toASCII(text, options: options) {
        let what = "toASCII(\(Invariant.quoted(text)))"
        Invariant.check(ascii.utf8.allSatisfy { $0 < 0x80 }, "\(what) = \(Invariant.quoted(ascii)) is not ASCII")
        Invariant.check(
          (try? IDNA.toASCII(ascii, options: options)) == ascii, "\(what) = \(Invariant.quoted(ascii)) is not stable")
        if rest.validText != nil {
          Invariant.check(
            (try? IDNA.toASCII(utf8: rest.bytes, options: options)) == ascii, "\(what): the UTF-8 entry point disagrees"
          )
        }
        let unicode = IDNA.toUnicode(ascii, options: options)
        // ICU 72 implements UTS #46 for Unicode 15.0, which still decodes `xn--xn--…` into a
        // label that itself starts with `xn--` (refused since 15.1); such a label cannot go back.
        // (Compared as bytes: a combining mark after `xn--` would join its `-` as one character.)
        let decodesToACE = unicode.domain.lowercased().split(separator: ".").contains {
          $0.utf8.starts(with: "xn--".utf8)
        }
        if unicode.error == nil && !decodesToACE {
          let back = try? IDNA.toASCII(unicode.domain, options: options)
          Invariant.check(
            back == ascii,
            "\(what) = \(Invariant.quoted(ascii)); its Unicode form \(Invariant.quoted(unicode.domain)) goes back as \(Invariant.quoted(back))"
          )
        }
      }
      _ = IDNA.toUnicode(text, options: options)
      if let domain = try? IDNA.domainToASCII(text) {
        let what = "domainToASCII(\(Invariant.quoted(text)))"
        Invariant.check(
          !domain.utf8.contains { $0 >= 0x80 || ($0 >= 0x41 && $0 <= 0x5A) }, "\(what) = \(Invariant.quoted(domain))")
        Invariant.check(
          (try? IDNA.domainToASCII(domain)) == domain, "\(what) = \(Invariant.quoted(domain)) is not stable")
        Invariant.check(
          (try? IDNA.domainToASCII(utf8: Array(text.utf8))) == domain, "\(what): the UTF-8 entry point disagrees")
      }
      _ = IDNA.domainToUnicode(text)
    })
}

/// The UTS #46 option sets the library names.
enum IDNAOptions {
  static let all: [IDNA.Options] = [.urlStandard, .urlStandardStrict, .strict]
}
