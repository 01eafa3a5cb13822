// omnibox-browser: a minimal WebKitGTK 6 / GTK 4 browser whose address bar is Omnibox's
// AddressBar. Opt-in (OMNIBOX_GTK_SHELL=1); see BrowserShell.swift.
import CWebKitGTK
import Glibc

let arguments = Array(CommandLine.arguments.dropFirst())
switch ShellOptions.parse(arguments) {
case .failure(let error):
  writeStandardError("omnibox-browser: \(error)\n\(ShellOptions.usage)\n")
  exit(64)
case .success(nil):
  writeStandardOutput(ShellOptions.usage + "\n")
  exit(0)
case .success(let parsed?):
  signal(SIGPIPE, SIG_IGN)
  guard gtk_init_check() != 0 else {
    writeStandardError("omnibox-browser: cannot open a display (is DISPLAY set?)\n")
    exit(1)
  }
  let shell = BrowserShell(options: parsed)
  shell.run()
  exit(shell.exitStatus)
}
