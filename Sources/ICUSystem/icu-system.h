// Intentionally empty. This system-library module exists so that SwiftPM asks pkg-config
// (icu-i18n, which requires icu-uc) for ICU's compiler and linker flags. No ICU header is exposed
// here: CICU includes ICU privately in its .c file, so no Swift module ever sees ICU's
// declarations (they would clash with the ICU copy inside Foundation, `_FoundationICU`).
