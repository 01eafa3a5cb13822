// The tracking catalog's rows from Brave's query filter: brave-core
// components/query_filter/core/browser/utils.cc at 9fa6f764ae7e990999b85f41f39c3ca10961f3e3
// (MPL-2.0; parameter names and scopes taken as data). Each row cites the brave-browser issue
// Brave gives for it. Brave's request context (same-site navigations, redirects, methods,
// the exempted host urldefense.com) has no counterpart in a shared link, so it is not here.

extension TrackingCatalog {
  /// Hosts whose links are never cleaned (exact hosts): their query is part of a signed
  /// wrapper, which removing anything breaks. Brave's kExemptedHostnames (brave-browser#41134).
  static let exemptHosts: Set<String> = ["urldefense.com"]

  /// Brave's rows: its simple list (every site), its conditional list (every site, kept on
  /// the pages its pattern names) and its scoped list (the domains it names).
  static let braveRules: [TrackingRule] = [
    .everywhere(
      [
        "__hsfp", "__hssc", "__hstc", "_hsenc", "hsctatracking",  // brave-browser#9019
        "__s",  // #8975
        "_bhlid",  // #40716
        "_branch_match_id", "_branch_referrer",  // #39575
        "_gl",  // #33188
        "_kx",  // #34578
        "_openstat",  // #11579
        "at_recipient_id", "at_recipient_list",  // #32488
        "bbeml",  // #37971
        "bsft_clkid", "bsft_uid",  // #25238
        "dclid",  // #9879
        "et_rid",  // #37847
        "fb_action_ids", "fb_comment_id",  // #33984
        "fbclid", "gclid", "mc_eid", "msclkid",  // #4239
        "gbraid", "wbraid",  // #18758
        "guce_referrer", "guce_referrer_sig",  // #25691
        "irclickid",  // #33952
        "ml_subscriber", "ml_subscriber_hash",  // #17507
        "mtm_cid", "pk_cid",  // #31084
        "oft_c", "oft_ck", "oft_d", "oft_id", "oft_ids", "oft_k", "oft_lk", "oft_sk",  // #22082
        "oly_anon_id", "oly_enc_id",  // #13644
        "rb_clickid",  // #17451
        "s_cid",  // #17452
        "sc_customer", "sc_eh", "sc_uid",  // #43077
        "srsltid",  // #40912
        "ss_email_id",  // #24988
        "twclid",  // #18020
        "unicorn_click_id",  // #33172
        "vero_conv", "vero_id",  // #11817
        "vgo_ee",  // #26295
        "wickedid",  // #13647
        "yclid",  // #11578
        "ymclid", "ysclid",  // #33216
      ],
      lists: [.brave],
      source: "Brave query filter, kSimpleQueryStringTrackers (brave-core components/query_filter)"),
    .everywhere(
      ["ck_subscriber_id", "mkt_tok"], lists: [.brave], keptOn: .subscriptionPages,
      source: "Brave query filter, kConditionalQueryStringTrackers: ck_subscriber_id kept on /unsubscribe "
        + "(brave-browser#44341), mkt_tok on unsubscribe and emailWebview pages (#9018)"),
    .everywhere(
      ["h_sid", "h_slt"], lists: [.brave], keptOn: .emailPages,
      source: "Brave query filter, kConditionalQueryStringTrackers: kept on /email/ pages (brave-browser#30731)"),
    .on(
      [.domain("instagram.com")], ["igsh", "igshid"], lists: [.brave],
      source: "Brave query filter, kScopedQueryStringTrackers (brave-browser#35094, #11580)"),
    .on(
      [.domain("twitter.com"), .domain("x.com")], ["ref_src", "ref_url"], lists: [.brave],
      source: "Brave query filter, kScopedQueryStringTrackers (brave-browser#26966)"),
    .on(
      [.domain("youtube.com"), .domain("youtu.be")], ["si"], lists: [.brave],
      source: "Brave query filter, kScopedQueryStringTrackers (brave-browser#34719)"),
  ]
}
