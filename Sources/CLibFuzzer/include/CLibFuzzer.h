// libFuzzer's library entry point, for executables that keep their own `main`.
// SwiftPM links an executable with `main` aliased to `<Module>_main`, which collides with
// libFuzzer's own `main`; OmniboxFuzz defines `OmniboxFuzz_main` and calls this instead.
// See https://llvm.org/docs/LibFuzzer.html ("Using libFuzzer as a library").
#ifndef CLIBFUZZER_H
#define CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the command line `argc`/`argv`, calling `callback` for every input.
/// Returns the process exit status libFuzzer would have used.
///
/// Without `-sanitize=fuzzer` (a plain build) a replay driver stands in: it calls `callback`
/// once for each file named on the command line (options starting with `-` are ignored) and
/// returns 0, so the same executable re-runs saved reproducers.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

/// Makes `data` the whole of standard input, read from its start by the C library's `stdin`
/// (and so by Swift's `readLine`) as well as by `read(0, …)`. The first call puts an unlinked
/// temporary file on descriptor 0. Returns 0, or -1 when a system call failed.
int clibfuzzer_set_standard_input(const uint8_t *data, size_t size);

#endif
