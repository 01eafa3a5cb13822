#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

var output = StandardOutput()
let status = Invocation.run(Array(CommandLine.arguments.dropFirst()), output: &output)
exit(status)
