import Foundation
import OmniboxTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// With no inputs and standard input a terminal, the tool says on standard error that it reads
/// one input per line until Ctrl-D, instead of waiting silently; it then answers what is typed.
/// The terminal is a real pseudo-terminal: the test types a line and Ctrl-D into it.
@Suite struct TerminalInputTests {
  @Test func readingFromATerminalSaysSo() throws {
    let pty = try #require(PseudoTerminal.functions(), "no pseudo-terminal functions here")
    let controller = pty.open(O_RDWR | O_NOCTTY)
    try #require(controller >= 0, "no pseudo-terminal here")
    defer { close(controller) }
    try #require(pty.grant(controller) == 0 && pty.unlock(controller) == 0)
    let name = try #require(pty.name(controller).map { String(cString: $0) })
    let terminal = open(name, O_RDWR | O_NOCTTY)
    try #require(terminal >= 0)
    let process = try ToolProcess.process(["resolve"])
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // A line, then Ctrl-D at the start of the next: the terminal's end of input.
    for byte in Array("example.com\n".utf8) + [0x04] {
      var b = byte
      _ = write(controller, &b, 1)
    }
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(String(decoding: out, as: UTF8.self) == "https://example.com/\n")
    #expect(
      String(decoding: err, as: UTF8.self).hasPrefix(
        "omnibox resolve: reading inputs from the terminal, one per line; end with Ctrl-D"))
  }
}

/// posix_openpt(3), grantpt(3), unlockpt(3) and ptsname(3), looked up at run time: Glibc's
/// module map shows them to Swift only under _XOPEN_SOURCE.
enum PseudoTerminal {
  typealias Open = @convention(c) (Int32) -> Int32
  typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  static func functions() -> (open: Open, grant: Open, unlock: Open, name: Name)? {
    guard let library = dlopen(nil, RTLD_NOW),
      let open = dlsym(library, "posix_openpt"), let grant = dlsym(library, "grantpt"),
      let unlock = dlsym(library, "unlockpt"), let name = dlsym(library, "ptsname")
    else { return nil }
    return (
      unsafeBitCast(open, to: Open.self), unsafeBitCast(grant, to: Open.self),
      unsafeBitCast(unlock, to: Open.self), unsafeBitCast(name, to: Name.self)
    )
  }
}
