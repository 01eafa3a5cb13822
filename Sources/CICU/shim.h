// Unversioned wrappers over the ICU C API.
//
// ICU's headers rename every function through macros (uidna_openUTS46 -> uidna_openUTS46_72) and
// Debian's libicu exports only the versioned names. Swift cannot see through those macros, so each
// call Omnibox needs is wrapped here in a `static inline` function with a stable `cicu_` name.
// Keep this file to thin one-line forwards: all logic lives in Swift.
#ifndef OMNIBOX_CICU_SHIM_H
#define OMNIBOX_CICU_SHIM_H

#include <stdint.h>
#include <unicode/utypes.h>
#include <unicode/uidna.h>
#include <unicode/uspoof.h>
#include <unicode/uscript.h>
#include <unicode/uchar.h>
#include <unicode/uset.h>
#include <unicode/unorm2.h>
#include <unicode/uversion.h>

// MARK: - Status

static inline int32_t cicu_failure(UErrorCode code) { return U_FAILURE(code) ? 1 : 0; }
static inline const char *cicu_error_name(UErrorCode code) { return u_errorName(code); }
static inline void cicu_version(uint8_t out[4]) { u_getVersion(out); }

// MARK: - UTS #46 IDNA (uidna.h)

static inline UIDNA *cicu_idna_open(uint32_t options, UErrorCode *status) {
  return uidna_openUTS46(options, status);
}
static inline void cicu_idna_close(UIDNA *idna) { uidna_close(idna); }

/// ToASCII over a whole domain name, UTF-8 in and out. `info->errors` holds the UIDNA_ERROR_* bits.
static inline int32_t cicu_idna_to_ascii(const UIDNA *idna, const char *name, int32_t length,
                                         char *dest, int32_t capacity, UIDNAInfo *info,
                                         UErrorCode *status) {
  return uidna_nameToASCII_UTF8(idna, name, length, dest, capacity, info, status);
}
/// ToUnicode over a whole domain name, UTF-8 in and out.
static inline int32_t cicu_idna_to_unicode(const UIDNA *idna, const char *name, int32_t length,
                                           char *dest, int32_t capacity, UIDNAInfo *info,
                                           UErrorCode *status) {
  return uidna_nameToUnicodeUTF8(idna, name, length, dest, capacity, info, status);
}
/// A UIDNAInfo ready to pass to the calls above (the C macro UIDNA_INFO_INITIALIZER).
static inline UIDNAInfo cicu_idna_info(void) {
  UIDNAInfo info = UIDNA_INFO_INITIALIZER;
  return info;
}

// MARK: - Spoof checks (uspoof.h)

static inline USpoofChecker *cicu_spoof_open(UErrorCode *status) { return uspoof_open(status); }
static inline void cicu_spoof_close(USpoofChecker *checker) { uspoof_close(checker); }
static inline void cicu_spoof_set_checks(USpoofChecker *checker, int32_t checks, UErrorCode *status) {
  uspoof_setChecks(checker, checks, status);
}
static inline void cicu_spoof_set_restriction_level(USpoofChecker *checker, URestrictionLevel level) {
  uspoof_setRestrictionLevel(checker, level);
}
static inline void cicu_spoof_set_allowed_chars(USpoofChecker *checker, const USet *chars,
                                                UErrorCode *status) {
  uspoof_setAllowedChars(checker, chars, status);
}
/// Runs the configured checks on UTF-8 text; returns the failed-check bits (0 = passed).
static inline int32_t cicu_spoof_check_utf8(const USpoofChecker *checker, const char *text,
                                            int32_t length, UErrorCode *status) {
  return uspoof_checkUTF8(checker, text, length, NULL, status);
}
/// The confusable skeleton of UTF-8 text (UTS #39), written as UTF-8 into `dest`.
static inline int32_t cicu_spoof_skeleton_utf8(const USpoofChecker *checker, const char *text,
                                               int32_t length, char *dest, int32_t capacity,
                                               UErrorCode *status) {
  return uspoof_getSkeletonUTF8(checker, 0, text, length, dest, capacity, status);
}

// MARK: - Sets (uset.h)

static inline USet *cicu_set_open_pattern(const UChar *pattern, int32_t length, UErrorCode *status) {
  return uset_openPattern(pattern, length, status);
}
static inline void cicu_set_close(USet *set) { uset_close(set); }
static inline void cicu_set_freeze(USet *set) { uset_freeze(set); }
static inline int32_t cicu_set_contains(const USet *set, UChar32 c) { return uset_contains(set, c) ? 1 : 0; }

// MARK: - Character properties (uchar.h, uscript.h)

static inline int32_t cicu_script(UChar32 c, UErrorCode *status) { return (int32_t)uscript_getScript(c, status); }
static inline int32_t cicu_script_extensions(UChar32 c, UScriptCode *scripts, int32_t capacity,
                                             UErrorCode *status) {
  return uscript_getScriptExtensions(c, scripts, capacity, status);
}
static inline int32_t cicu_char_type(UChar32 c) { return (int32_t)u_charType(c); }
static inline int32_t cicu_int_property(UChar32 c, UProperty which) { return u_getIntPropertyValue(c, which); }
static inline int32_t cicu_has_binary_property(UChar32 c, UProperty which) { return u_hasBinaryProperty(c, which) ? 1 : 0; }

// MARK: - Display and spoof checks (issue 7: Sources/Omnibox/Display/)

/// UTS #39 "Recommended" identifier characters (frozen, owned by ICU).
static inline const USet *cicu_spoof_recommended_set(UErrorCode *status) { return uspoof_getRecommendedSet(status); }
/// UTS #39 "Inclusion" identifier characters (frozen, owned by ICU).
static inline const USet *cicu_spoof_inclusion_set(UErrorCode *status) { return uspoof_getInclusionSet(status); }
static inline USet *cicu_set_open_empty(void) { return uset_openEmpty(); }
static inline void cicu_set_add_all(USet *set, const USet *other) { uset_addAll(set, other); }
static inline void cicu_set_remove_range(USet *set, UChar32 start, UChar32 end) { uset_removeRange(set, start, end); }
static inline int32_t cicu_has_script(UChar32 c, int32_t script) { return uscript_hasScript(c, (UScriptCode)script) ? 1 : 0; }

#endif
