// The strict rows of the tracking catalog: affiliate identifiers. They pay whoever shared the
// link and no page needs them, but removing them is the reader's choice, not a browser default:
// no browser list removes these by default, so they apply only at the strict cleaning level.
// (Affiliate names a browser does remove by default — Firefox's Amazon `linkCode`, Best Buy's
// `irgwc` — stay in that browser's rows, at the standard level.)

extension TrackingCatalog {
  /// Affiliate identifiers, removed only at the strict level.
  static let affiliateRules: [TrackingRule] = [
    .everywhere(
      ["awc"], lists: [.adguard], level: .strict, source: "AdGuard TrackParamFilter general: Awin click ID"),
    .everywhere(
      ["tduid"], lists: [.adguard], level: .strict, source: "AdGuard TrackParamFilter general: Tradedoubler"),
    .everywhere(
      ["irgwc", "ir_campaignid", "ir_adid", "ir_partnerid"], lists: [.adguard], level: .strict,
      source: "AdGuard TrackParamFilter general: impact.com partner parameters (#108478)"),
    .everywhere(
      ["sscid"], lists: [.adguard], level: .strict, source: "AdGuard TrackParamFilter general: ShareASale (#155405)"),
    .everywhere(
      ["cuid"], lists: [.adguard], level: .strict,
      source: "AdGuard TrackParamFilter general: Sovrn (VigLink) (#152387)"),
    .everywhere(
      ["maf"], lists: [.adguard], level: .strict, source: "AdGuard TrackParamFilter general: moshimo affiliate"),
    .everywhere(
      ["admitad_uid"], lists: [.adguard], level: .strict, source: "AdGuard TrackParamFilter general: Admitad"),
    .everywhere(
      ["vc_lpp"], lists: [.adguard], level: .strict, source: "AdGuard TrackParamFilter general: ValueCommerce"),
    .everywhere(
      ["famad_xuid"], lists: [.adguard], level: .strict,
      source: "AdGuard TrackParamFilter general: affiliate visitor ID (famad)"),
    .on(
      [.brand("amazon")], ["tag"], level: .strict,
      source: "Amazon Associates tracking ID (Associates Program Operating Agreement); ClearURLs amazon"),
    .on(
      [.domain("walmart.com")], ["u1"], level: .strict,
      source: "Walmart affiliate sub-ID (observed); ClearURLs walmart.com"),
    .on(
      [.domain("music.apple.com"), .domain("podcasts.apple.com")], ["at"], level: .strict,
      source: "Apple Services Performance Partners affiliate token (at)"),
  ]
}
