import Omnibox
import Testing

@Suite struct PercentEncodingTests {
  @Test func formEncodingKeepsOnlyTheUnreservedFormCharacters() {
    var kept = ""
    for byte in UInt8(0)..<128 where !PercentEncodeSet.formURLEncoded.contains(byte) {
      kept.unicodeScalars.append(Unicode.Scalar(byte))
    }
    #expect(kept == "*-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz")
  }

  @Test func encodeSetsNestAsTheStandardSays() {
    let chain: [PercentEncodeSet] = [
      .c0Control, .fragment, .query, .specialQuery, .path, .userinfo, .component, .formURLEncoded,
    ]
    let sizes = chain.map { set in (UInt8(0)..<128).filter { set.contains($0) }.count }
    #expect(sizes == [33, 38, 38, 39, 43, 52, 57, 62])
  }

  @Test func roundTrip() {
    let s = "a b+c%d/é😀"
    #expect(PercentEncoding.decode(PercentEncoding.encode(s, using: .component)) == s)
    #expect(PercentEncoding.encode("caffè shop +", using: .formURLEncoded, spaceAsPlus: true) == "caff%C3%A8+shop+%2B")
    #expect(PercentEncoding.decode("100%+%zz%4", plusAsSpace: true) == "100% %zz%4")
  }
}
