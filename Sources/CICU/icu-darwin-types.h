// The ICU C types and constants cicu.c uses, declared by hand for Apple platforms (see icu.h).
//
// Names, types and values are ICU's own (utypes.h, umachine.h, uversion.h, uidna.h, uset.h,
// uspoof.h, uscript.h, unorm2.h, uregex.h, utext.h), which are stable C API. Only the constants cicu.c names are listed (and
// one negative value where ICU's enum has them, so that ours is signed too); every value fits an
// `int`, as in ICU's full enums, so the types have ICU's size.
// `.ci/darwin-check` prints every type's size, every struct member's offset and every constant
// here, once from this file and once from ICU's headers, and fails if they differ.
//
// Format (the check reads it): one constant per line as `NAME = value,`; complete types end
// with `} Name;` or are `typedef <type> Name;`; struct members one per line. A macro needs its
// own probe line at the end of the check's step 4 (U_FAILURE and UIDNA_INFO_INITIALIZER have one).
#ifndef OMNIBOX_CICU_ICU_DARWIN_TYPES_H
#define OMNIBOX_CICU_ICU_DARWIN_TYPES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef int8_t UBool;
typedef uint16_t UChar;
typedef int32_t UChar32;
typedef uint8_t UVersionInfo[4];

// Negative values are warnings, so the type must be signed like ICU's (U_FAILURE is `> 0`).
typedef enum UErrorCode {
  U_USING_FALLBACK_WARNING = -128,
  U_ZERO_ERROR = 0,
  U_MEMORY_ALLOCATION_ERROR = 7,
  U_BUFFER_OVERFLOW_ERROR = 15,
} UErrorCode;
#define U_FAILURE(x) ((x) > U_ZERO_ERROR)

typedef struct UIDNA UIDNA;
typedef struct UIDNAInfo {
  int16_t size;
  UBool isTransitionalDifferent;
  UBool reservedB3;
  uint32_t errors;
  int32_t reservedI2;
  int32_t reservedI3;
} UIDNAInfo;
#define UIDNA_INFO_INITIALIZER { (int16_t)sizeof(UIDNAInfo), false, false, 0, 0, 0 }

typedef struct USet USet;

typedef struct USpoofChecker USpoofChecker;
typedef enum URestrictionLevel {
  USPOOF_ASCII = 0x10000000,
  USPOOF_SINGLE_SCRIPT_RESTRICTIVE = 0x20000000,
  USPOOF_HIGHLY_RESTRICTIVE = 0x30000000,
  USPOOF_UNRESTRICTIVE = 0x60000000,
  USPOOF_UNDEFINED_RESTRICTIVE = -1,
} URestrictionLevel;

typedef struct UNormalizer2 UNormalizer2;

typedef struct URegularExpression URegularExpression;
typedef struct UText UText;
typedef struct UParseError UParseError;
typedef enum URegexpFlag {
  UREGEX_CASE_INSENSITIVE = 2,
} URegexpFlag;

typedef enum UScriptCode {
  USCRIPT_INVALID_CODE = -1,
} UScriptCode;

#endif
