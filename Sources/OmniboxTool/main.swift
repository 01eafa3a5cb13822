#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// A reader that goes away (`omnibox … | head -1`) shows up as EPIPE from write(2), which ends
// the run quietly, rather than as a signal that would kill the process.
signal(SIGPIPE, SIG_IGN)
// A file-size limit (`ulimit -f`) reached by the history store's writes shows up as EFBIG, which
// the store reports as a failed write (exit 74, the store as it was), rather than as a signal.
signal(SIGXFSZ, SIG_IGN)
var output = FileDescriptorSink()
let status = Invocation.run(Array(CommandLine.arguments.dropFirst()), output: &output)
exit(status)
