// The ICU C functions cicu.c calls, declared by hand for Apple platforms (see icu.h), one per
// line, with ICU's unversioned names and ICU's exact parameter types. Calling one more ICU
// function from cicu.c means adding its prototype here (and any new type to
// icu-darwin-types.h). `.ci/darwin-check` compiles this file after ICU's own headers (with
// U_DISABLE_RENAMING=1), so a prototype that differs from ICU's declaration fails the build.
#ifndef OMNIBOX_CICU_ICU_DARWIN_FUNCTIONS_H
#define OMNIBOX_CICU_ICU_DARWIN_FUNCTIONS_H

// utypes.h, uchar.h, uversion.h
const char *u_errorName(UErrorCode code);
void u_getVersion(UVersionInfo versionArray);
void u_getUnicodeVersion(UVersionInfo versionArray);
int8_t u_charType(UChar32 c);

// uidna.h
UIDNA *uidna_openUTS46(uint32_t options, UErrorCode *pErrorCode);
void uidna_close(UIDNA *idna);
int32_t uidna_nameToASCII_UTF8(const UIDNA *idna, const char *name, int32_t length, char *dest, int32_t capacity, UIDNAInfo *pInfo, UErrorCode *pErrorCode);
int32_t uidna_nameToUnicodeUTF8(const UIDNA *idna, const char *name, int32_t length, char *dest, int32_t capacity, UIDNAInfo *pInfo, UErrorCode *pErrorCode);

// uspoof.h
USpoofChecker *uspoof_open(UErrorCode *status);
void uspoof_close(USpoofChecker *sc);
void uspoof_setChecks(USpoofChecker *sc, int32_t checks, UErrorCode *status);
void uspoof_setRestrictionLevel(USpoofChecker *sc, URestrictionLevel restrictionLevel);
void uspoof_setAllowedChars(USpoofChecker *sc, const USet *chars, UErrorCode *status);
int32_t uspoof_checkUTF8(const USpoofChecker *sc, const char *id, int32_t length, int32_t *position, UErrorCode *status);
int32_t uspoof_getSkeletonUTF8(const USpoofChecker *sc, uint32_t type, const char *id, int32_t length, char *dest, int32_t destCapacity, UErrorCode *status);
const USet *uspoof_getRecommendedSet(UErrorCode *status);
const USet *uspoof_getInclusionSet(UErrorCode *status);

// uset.h
USet *uset_openEmpty(void);
void uset_close(USet *set);
void uset_addAll(USet *set, const USet *additionalSet);
void uset_removeRange(USet *set, UChar32 start, UChar32 end);

// uscript.h
UScriptCode uscript_getScript(UChar32 codepoint, UErrorCode *err);
UBool uscript_hasScript(UChar32 c, UScriptCode sc);

// unorm2.h (the display's diacritic-free skeleton)
const UNormalizer2 *unorm2_getNFDInstance(UErrorCode *pErrorCode);
int32_t unorm2_getDecomposition(const UNormalizer2 *norm2, UChar32 c, UChar *decomposition, int32_t capacity, UErrorCode *pErrorCode);

// uregex.h, utext.h (loaded ClearURLs rules)
URegularExpression *uregex_openUText(UText *pattern, uint32_t flags, UParseError *pe, UErrorCode *status);
void uregex_close(URegularExpression *regexp);
URegularExpression *uregex_clone(const URegularExpression *regexp, UErrorCode *status);
void uregex_setUText(URegularExpression *regexp, UText *text, UErrorCode *status);
void uregex_setTimeLimit(URegularExpression *regexp, int32_t limit, UErrorCode *status);
UBool uregex_matches(URegularExpression *regexp, int32_t startIndex, UErrorCode *status);
UBool uregex_find(URegularExpression *regexp, int32_t startIndex, UErrorCode *status);
int32_t uregex_groupCount(URegularExpression *regexp, UErrorCode *status);
int64_t uregex_start64(URegularExpression *regexp, int32_t groupNum, UErrorCode *status);
int64_t uregex_end64(URegularExpression *regexp, int32_t groupNum, UErrorCode *status);
UText *utext_openUTF8(UText *ut, const char *s, int64_t length, UErrorCode *status);
UText *utext_close(UText *ut);

#endif
