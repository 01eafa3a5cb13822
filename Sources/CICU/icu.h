// Where cicu.c gets ICU's declarations from: the one place that tells Apple platforms apart.
//
// - Linux and the rest: ICU's own headers (libicu-dev, found through pkg-config). They rename
//   every function to its versioned symbol (uidna_openUTS46 -> uidna_openUTS46_72), which is
//   what Debian's libicu exports.
// - Apple platforms: the system ships ICU as libicucore, with unversioned symbols and no public
//   headers, so CICU declares the few types and functions it calls itself (icu-darwin-types.h,
//   icu-darwin-functions.h) with ICU's unversioned names. ICU's C API is stable.
//
// `CICU_DARWIN` follows `__APPLE__` unless set on the command line: `.ci/darwin-check` compiles
// the Apple branch on Linux with `-DCICU_DARWIN=1` and checks it against ICU's own headers.
#ifndef OMNIBOX_CICU_ICU_H
#define OMNIBOX_CICU_ICU_H

#ifndef CICU_DARWIN
#if defined(__APPLE__)
#define CICU_DARWIN 1
#else
#define CICU_DARWIN 0
#endif
#endif

#if CICU_DARWIN
#include "icu-darwin-types.h"
#include "icu-darwin-functions.h"
#else
#include <unicode/uchar.h>
#include <unicode/uidna.h>
#include <unicode/uregex.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>
#include <unicode/uspoof.h>
#include <unicode/utext.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>
#endif

#endif
