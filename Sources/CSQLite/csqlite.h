// The system SQLite (Debian's libsqlite3-dev through pkg-config; Apple platforms' SDK sqlite3),
// seen only by the OmniboxHistory library. One helper Swift cannot write itself: the
// SQLITE_TRANSIENT destructor, a macro casting -1 to a function pointer.
#include <sqlite3.h>

/// SQLITE_TRANSIENT: SQLite copies a bound text or blob before the call returns.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }
