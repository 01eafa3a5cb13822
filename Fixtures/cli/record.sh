#!/bin/sh
# Records golden/ from an `omnibox` binary: for each row of runs.txt, the binary's stdout
# (NAME.out), stderr (NAME.err) and exit status (status.txt), with the row's input file on
# standard input. The files in golden/ were recorded from main before the streaming I/O layer (ff94974,
# re-recorded with the display and share-link changes of issues 10 and 11 on the old layer), so
# CLIOutputGoldenTests shows the new layer prints exactly what the old one did; re-recorded for
# issue 20's one voice for refusals (stderr "<explanation> (<reason>)", JSON "reason" a slug plus
# "explanation", the empty input refused as "empty" by every command, search included), with
# every other byte unchanged; re-recorded for issue 25 (igshid is tracking on Instagram only, so
# the l.instagram.com row's clean link keeps it on example.com), every other byte unchanged.
# Re-record only when a library change means to change answers:  ./record.sh path/to/omnibox
set -euf
cd "$(dirname "$0")"
bin="$1"
mkdir -p golden
: > golden/status.txt
grep -v '^#' runs.txt | while IFS='|' read -r name input args; do
  name=$(echo $name); input=$(echo $input)
  if [ "$input" = "-" ]; then src=/dev/null; else src="inputs/$input"; fi
  set +e
  # shellcheck disable=SC2086
  HOME=/home/omnibox "$bin" $args < "$src" > "golden/$name.out" 2> "golden/$name.err"
  echo "$name $?" >> golden/status.txt
  set -e
done
