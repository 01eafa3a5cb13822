/// The variants of a host that spell each character with more than one reading every way it
/// reads (`þ` as itself, `b` and `p`), with Chromium's bounds so a hostile host cannot make the
/// set explode.
///
///     AlternativeReadings.variants(of: Array("œx".unicodeScalars), readings: [0x153: ["ce", "oe"]])
///     // ["cex", "oex", "œx"]
enum AlternativeReadings {
  /// Hosts longer than this many UTF-16 code units get no variants (Chromium's bound).
  static let maximumLength = 32
  /// Hosts with more characters that have readings than this get no variants.
  static let maximumCharactersWithReadings = 5
  /// At most this many variants are kept for a host.
  static let maximumVariants = 128

  /// Every combination of readings of `host`, the original characters included, in Chromium's
  /// order (the first position varies slowest; a character's own spelling before its readings),
  /// stopping at `limit` distinct strings; empty when `host` is empty, longer than
  /// ``maximumLength`` UTF-16 code units, or holds more than ``maximumCharactersWithReadings``
  /// characters with readings.
  ///
  /// - Complexity: O(`limit` × n).
  static func variants(of host: [Unicode.Scalar], readings: [UInt32: [String]], limit: Int = maximumVariants)
    -> [String]
  {
    guard !host.isEmpty, limit > 0 else { return [] }
    var utf16Length = 0
    for scalar in host { utf16Length += scalar.utf16.count }
    guard utf16Length <= maximumLength else { return [] }
    if !host.contains(where: { readings[$0.value] != nil }) {
      var only = ""
      only.unicodeScalars.append(contentsOf: host)
      return [only]
    }
    // Per position: the spellings, the character itself first.
    var choices: [[String]] = []
    choices.reserveCapacity(host.count)
    var positionsWithReadings = 0
    for scalar in host {
      if let alternatives = readings[scalar.value] {
        positionsWithReadings += 1
        choices.append([String(scalar)] + alternatives)
      } else {
        choices.append([String(scalar)])
      }
    }
    guard positionsWithReadings <= maximumCharactersWithReadings else { return [] }

    // An odometer over the choices, the last position turning fastest.
    var seen = Set<String>()
    var output: [String] = []
    var odometer = [Int](repeating: 0, count: choices.count)
    while true {
      var variant = ""
      for (position, choice) in odometer.enumerated() { variant += choices[position][choice] }
      if seen.insert(variant).inserted {
        output.append(variant)
        if output.count == limit { break }
      }
      var position = choices.count - 1
      while position >= 0 {
        odometer[position] += 1
        if odometer[position] < choices[position].count { break }
        odometer[position] = 0
        position -= 1
      }
      if position < 0 { break }
    }
    return output.sorted()
  }
}
