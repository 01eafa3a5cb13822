// Unversioned wrappers over the ICU C API, with no ICU type in sight.
//
// ICU's headers rename every function through macros (uidna_openUTS46 -> uidna_openUTS46_72) and
// Debian's libicu exports only the versioned names, so Swift cannot call ICU directly; Apple
// platforms ship ICU (libicucore) with unversioned names and no headers. Each call Omnibox needs
// is a plain `cicu_` function here, implemented in cicu.c, the only file that sees ICU's
// declarations (ICU's headers on Linux, CICU's own on Apple platforms: see ../icu.h). This
// header declares only fixed-width integers and opaque handles: exposing ICU's own declarations
// to Swift would clash with the private ICU copy that Foundation carries (`_FoundationICU`) in
// any module that imports both.
//
// Status values are ICU `UErrorCode`s (0 = success, > 0 = failure, < 0 = warning); code points
// are `UChar32` values; constants below are ICU's own values, checked against ICU's headers at
// compile time in cicu.c.
#ifndef OMNIBOX_CICU_H
#define OMNIBOX_CICU_H

#include <stdint.h>

typedef struct CICUIDNA CICUIDNA;                  // UIDNA
typedef struct CICUSpoofChecker CICUSpoofChecker;  // USpoofChecker
typedef struct CICUSet CICUSet;                    // USet
typedef struct CICURegex CICURegex;                // URegularExpression

enum {
  CICU_ZERO_ERROR = 0,                // U_ZERO_ERROR
  CICU_MEMORY_ALLOCATION_ERROR = 7,   // U_MEMORY_ALLOCATION_ERROR
  CICU_BUFFER_OVERFLOW_ERROR = 15,    // U_BUFFER_OVERFLOW_ERROR
};

enum {
  CICU_SPOOF_ASCII = 0x10000000,                   // USPOOF_ASCII
  CICU_SPOOF_SINGLE_SCRIPT_RESTRICTIVE = 0x20000000,  // USPOOF_SINGLE_SCRIPT_RESTRICTIVE
  CICU_SPOOF_HIGHLY_RESTRICTIVE = 0x30000000,      // USPOOF_HIGHLY_RESTRICTIVE
  CICU_SPOOF_UNRESTRICTIVE = 0x60000000,           // USPOOF_UNRESTRICTIVE
};

// MARK: - Status and version

int32_t cicu_failure(int32_t status);
const char *cicu_error_name(int32_t status);
/// The ICU library version, e.g. {72, 1, 0, 0}.
void cicu_version(uint8_t out[4]);
/// The Unicode version of ICU's character data (and so of its UTS #46 tables), e.g. {15, 0, 0, 0}.
void cicu_unicode_version(uint8_t out[4]);

// MARK: - UTS #46 IDNA (uidna.h)

CICUIDNA *cicu_idna_open(uint32_t options, int32_t *status);
void cicu_idna_close(CICUIDNA *idna);
/// ToASCII over a whole domain name, UTF-8 in and out; `*errors` gets the UIDNA_ERROR_* bits.
int32_t cicu_idna_to_ascii(const CICUIDNA *idna, const char *name, int32_t length, char *dest, int32_t capacity,
                           uint32_t *errors, int32_t *status);
/// ToUnicode over a whole domain name, UTF-8 in and out; `*errors` gets the UIDNA_ERROR_* bits.
int32_t cicu_idna_to_unicode(const CICUIDNA *idna, const char *name, int32_t length, char *dest, int32_t capacity,
                             uint32_t *errors, int32_t *status);

// MARK: - Spoof checks (uspoof.h)

CICUSpoofChecker *cicu_spoof_open(int32_t *status);
void cicu_spoof_close(CICUSpoofChecker *checker);
void cicu_spoof_set_checks(CICUSpoofChecker *checker, int32_t checks, int32_t *status);
void cicu_spoof_set_restriction_level(CICUSpoofChecker *checker, int32_t level);
void cicu_spoof_set_allowed_chars(CICUSpoofChecker *checker, const CICUSet *chars, int32_t *status);
/// Runs the configured checks on UTF-8 text; returns the failed-check bits (0 = passed).
int32_t cicu_spoof_check_utf8(const CICUSpoofChecker *checker, const char *text, int32_t length, int32_t *status);
/// The confusable skeleton of UTF-8 text (UTS #39), written as UTF-8 into `dest`.
int32_t cicu_spoof_skeleton_utf8(const CICUSpoofChecker *checker, const char *text, int32_t length, char *dest,
                                 int32_t capacity, int32_t *status);
/// UTS #39 "Recommended" identifier characters (frozen, owned by ICU).
const CICUSet *cicu_spoof_recommended_set(int32_t *status);
/// UTS #39 "Inclusion" identifier characters (frozen, owned by ICU).
const CICUSet *cicu_spoof_inclusion_set(int32_t *status);

// MARK: - Sets (uset.h)

CICUSet *cicu_set_open_empty(void);
void cicu_set_close(CICUSet *set);
void cicu_set_add_all(CICUSet *set, const CICUSet *other);
void cicu_set_remove_range(CICUSet *set, int32_t start, int32_t end);

// MARK: - Character properties (uchar.h, uscript.h)

/// The Script property (a UScriptCode) of code point `c`.
int32_t cicu_script(int32_t c, int32_t *status);
/// Whether `script` is among the Script_Extensions of `c` (1 or 0).
int32_t cicu_has_script(int32_t c, int32_t script);
/// The general category (a UCharCategory) of `c`.
int32_t cicu_char_type(int32_t c);

// MARK: - Display: canonical decomposition (issue 10; unorm2.h)

/// The full canonical decomposition (NFD) of code point `c`, written as UTF-16 into `dest`;
/// returns how many code units, or -1 when `c` has none (it is its own NFD).
int32_t cicu_nfd_decomposition(int32_t c, uint16_t *dest, int32_t capacity, int32_t *status);

// MARK: - Regular expressions (uregex.h, utext.h): loaded ClearURLs rules

/// Compiles the UTF-8 `pattern` to match case-insensitively; NULL with `*status` > 0 when ICU
/// refuses it. The compiled pattern is only read afterwards: searches may share it across threads.
CICURegex *cicu_regex_open(const char *pattern, int32_t length, int32_t *status);
void cicu_regex_close(CICURegex *regex);
/// Searches UTF-8 `text` from byte `from` (or, with `whole` 1, matches all of it) with a copy of
/// `regex`, doing at most `step_limit` (ICU's time-limit units, about 10,000 engine steps each) of
/// work. Returns 1 on a match (its byte range in `match`, that of group 1 in `group`, -1 when the
/// group took no part or does not exist), 0 on none, and -1 when ICU stopped (`*status` > 0:
/// U_REGEX_TIME_OUT past the limit, U_REGEX_STACK_OVERFLOW, ...).
int32_t cicu_regex_search(const CICURegex *regex, const char *text, int32_t length, int32_t from, int32_t whole,
                          int32_t step_limit, int64_t match[2], int64_t group[2], int32_t *status);

#endif
