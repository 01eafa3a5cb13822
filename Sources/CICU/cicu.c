// The only file that sees ICU's declarations (from icu.h); see include/cicu.h for why.
// Calling another ICU function here? Add its prototype, one line, to icu-darwin-functions.h
// (Apple platforms have no ICU headers); `.ci/darwin-check` tells you if it is missing or wrong.
#include "cicu.h"
#include "icu.h"

_Static_assert(CICU_ZERO_ERROR == U_ZERO_ERROR, "U_ZERO_ERROR");
_Static_assert(CICU_MEMORY_ALLOCATION_ERROR == U_MEMORY_ALLOCATION_ERROR, "U_MEMORY_ALLOCATION_ERROR");
_Static_assert(CICU_BUFFER_OVERFLOW_ERROR == U_BUFFER_OVERFLOW_ERROR, "U_BUFFER_OVERFLOW_ERROR");
_Static_assert(CICU_SPOOF_ASCII == USPOOF_ASCII, "USPOOF_ASCII");
_Static_assert(CICU_SPOOF_SINGLE_SCRIPT_RESTRICTIVE == USPOOF_SINGLE_SCRIPT_RESTRICTIVE, "USPOOF_SINGLE_SCRIPT_RESTRICTIVE");
_Static_assert(CICU_SPOOF_HIGHLY_RESTRICTIVE == USPOOF_HIGHLY_RESTRICTIVE, "USPOOF_HIGHLY_RESTRICTIVE");
_Static_assert(CICU_SPOOF_UNRESTRICTIVE == USPOOF_UNRESTRICTIVE, "USPOOF_UNRESTRICTIVE");
_Static_assert(sizeof(UChar32) == sizeof(int32_t), "UChar32 is 32 bits");
_Static_assert(sizeof(UErrorCode) == sizeof(int32_t), "UErrorCode fits int32_t");

// MARK: - Status and version

int32_t cicu_failure(int32_t status) { return U_FAILURE((UErrorCode)status) ? 1 : 0; }
const char *cicu_error_name(int32_t status) { return u_errorName((UErrorCode)status); }
void cicu_version(uint8_t out[4]) { u_getVersion(out); }
void cicu_unicode_version(uint8_t out[4]) { u_getUnicodeVersion(out); }

// MARK: - UTS #46 IDNA

CICUIDNA *cicu_idna_open(uint32_t options, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UIDNA *idna = uidna_openUTS46(options, &code);
  *status = code;
  return (CICUIDNA *)idna;
}

void cicu_idna_close(CICUIDNA *idna) { uidna_close((UIDNA *)idna); }

int32_t cicu_idna_to_ascii(const CICUIDNA *idna, const char *name, int32_t length, char *dest, int32_t capacity,
                           uint32_t *errors, int32_t *status) {
  UIDNAInfo info = UIDNA_INFO_INITIALIZER;
  UErrorCode code = U_ZERO_ERROR;
  int32_t written = uidna_nameToASCII_UTF8((const UIDNA *)idna, name, length, dest, capacity, &info, &code);
  *errors = info.errors;
  *status = code;
  return written;
}

int32_t cicu_idna_to_unicode(const CICUIDNA *idna, const char *name, int32_t length, char *dest, int32_t capacity,
                             uint32_t *errors, int32_t *status) {
  UIDNAInfo info = UIDNA_INFO_INITIALIZER;
  UErrorCode code = U_ZERO_ERROR;
  int32_t written = uidna_nameToUnicodeUTF8((const UIDNA *)idna, name, length, dest, capacity, &info, &code);
  *errors = info.errors;
  *status = code;
  return written;
}

// MARK: - Spoof checks

CICUSpoofChecker *cicu_spoof_open(int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  USpoofChecker *checker = uspoof_open(&code);
  *status = code;
  return (CICUSpoofChecker *)checker;
}

void cicu_spoof_close(CICUSpoofChecker *checker) { uspoof_close((USpoofChecker *)checker); }

void cicu_spoof_set_checks(CICUSpoofChecker *checker, int32_t checks, int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  uspoof_setChecks((USpoofChecker *)checker, checks, &code);
  *status = code;
}

void cicu_spoof_set_restriction_level(CICUSpoofChecker *checker, int32_t level) {
  uspoof_setRestrictionLevel((USpoofChecker *)checker, (URestrictionLevel)level);
}

void cicu_spoof_set_allowed_chars(CICUSpoofChecker *checker, const CICUSet *chars, int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  uspoof_setAllowedChars((USpoofChecker *)checker, (const USet *)chars, &code);
  *status = code;
}

int32_t cicu_spoof_check_utf8(const CICUSpoofChecker *checker, const char *text, int32_t length, int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  int32_t result = uspoof_checkUTF8((const USpoofChecker *)checker, text, length, NULL, &code);
  *status = code;
  return result;
}

int32_t cicu_spoof_skeleton_utf8(const CICUSpoofChecker *checker, const char *text, int32_t length, char *dest,
                                 int32_t capacity, int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  int32_t written = uspoof_getSkeletonUTF8((const USpoofChecker *)checker, 0, text, length, dest, capacity, &code);
  *status = code;
  return written;
}

const CICUSet *cicu_spoof_recommended_set(int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  const USet *set = uspoof_getRecommendedSet(&code);
  *status = code;
  return (const CICUSet *)set;
}

const CICUSet *cicu_spoof_inclusion_set(int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  const USet *set = uspoof_getInclusionSet(&code);
  *status = code;
  return (const CICUSet *)set;
}

// MARK: - Sets

CICUSet *cicu_set_open_empty(void) { return (CICUSet *)uset_openEmpty(); }
void cicu_set_close(CICUSet *set) { uset_close((USet *)set); }
void cicu_set_add_all(CICUSet *set, const CICUSet *other) { uset_addAll((USet *)set, (const USet *)other); }
void cicu_set_remove_range(CICUSet *set, int32_t start, int32_t end) { uset_removeRange((USet *)set, start, end); }

// MARK: - Character properties

int32_t cicu_script(int32_t c, int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  int32_t script = (int32_t)uscript_getScript(c, &code);
  *status = code;
  return script;
}

int32_t cicu_has_script(int32_t c, int32_t script) { return uscript_hasScript(c, (UScriptCode)script) ? 1 : 0; }
int32_t cicu_char_type(int32_t c) { return (int32_t)u_charType(c); }

// MARK: - Display: canonical decomposition (issue 10; unorm2.h)
//
// Added for the diacritic-free skeleton of the display spoof checks. ICU functions called here:
// unorm2_getNFDInstance, unorm2_getDecomposition (prototypes for Apple platforms in
// icu-darwin-functions.h).

int32_t cicu_nfd_decomposition(int32_t c, uint16_t *dest, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  const UNormalizer2 *nfd = unorm2_getNFDInstance(&code);
  if (U_FAILURE(code)) {
    *status = code;
    return 0;
  }
  int32_t length = unorm2_getDecomposition(nfd, (UChar32)c, (UChar *)dest, capacity, &code);
  *status = code;
  return U_FAILURE(code) ? 0 : length;  // -1: no decomposition
}

// MARK: - Regular expressions (loaded ClearURLs rules)

CICURegex *cicu_regex_open(const char *pattern, int32_t length, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UText *source = utext_openUTF8(NULL, pattern, length, &code);
  // ICU extracts and keeps the pattern's contents (uregex.h), so the UText can go at once.
  URegularExpression *regex = uregex_openUText(source, UREGEX_CASE_INSENSITIVE, NULL, &code);
  if (source != NULL) utext_close(source);
  *status = code;
  if (U_FAILURE(code)) {
    if (regex != NULL) uregex_close(regex);
    return NULL;
  }
  return (CICURegex *)regex;
}

void cicu_regex_close(CICURegex *regex) { uregex_close((URegularExpression *)regex); }

int32_t cicu_regex_search(const CICURegex *regex, const char *text, int32_t length, int32_t from, int32_t whole,
                          int32_t step_limit, int64_t match[2], int64_t group[2], int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  match[0] = match[1] = group[0] = group[1] = -1;
  // A copy per search: a URegularExpression holds its match state, the compiled pattern is shared.
  URegularExpression *matcher = uregex_clone((const URegularExpression *)regex, &code);
  UText *input = utext_openUTF8(NULL, text, length, &code);
  int32_t result = -1;
  if (!U_FAILURE(code)) {
    uregex_setUText(matcher, input, &code);
    uregex_setTimeLimit(matcher, step_limit, &code);
    UBool found = whole ? uregex_matches(matcher, 0, &code) : uregex_find(matcher, from, &code);
    if (!U_FAILURE(code)) {
      result = found ? 1 : 0;
      if (found) {
        match[0] = uregex_start64(matcher, 0, &code);
        match[1] = uregex_end64(matcher, 0, &code);
        if (uregex_groupCount(matcher, &code) >= 1) {
          group[0] = uregex_start64(matcher, 1, &code);
          group[1] = uregex_end64(matcher, 1, &code);
        }
        if (U_FAILURE(code)) result = -1;
      }
    }
  }
  if (matcher != NULL) uregex_close(matcher);
  if (input != NULL) utext_close(input);
  *status = code;
  return result;
}
