#!/usr/bin/env python3
"""Drives omnibox-browser --control under Xvfb and checks what the issue's end-to-end list asks.

Usage: gtk-e2e.py PATH/TO/omnibox-browser PATH/TO/omnibox

Pages are written to a temporary folder and served by `python3 -m http.server --bind
127.0.0.1`; search suggestions come from a second local server (Google's JSON form, the query
echoed), named with --suggest-url; the shell's proxy is a closed local port, so the Google
search fails without any traffic leaving the machine (its failure event is the expected end).
The history store is a file in the temporary folder, read back with `omnibox history export`.
Every wait is bounded by a per-line silence limit and a line count; nothing reads a clock.
Prints one line per check and 'N passed, M failed'; exits 1 when a check failed.
"""

import json
import os
import select
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

SILENCE_SECONDS = 30   # the longest a step may go without a line from the shell
MAX_LINES = 400        # the most lines one wait reads
PAGE_COLOUR = (0x1E, 0x6F, 0xD9)
APP_SCHEME = "myapp"
SCREENSHOT = os.path.join(".build", "omnibox-browser-e2e", "first-page.png")
LIST_SCREENSHOT = os.path.join(".build", "omnibox-browser-e2e", "suggestions.png")
LIST_COLOURS = [(0xFB, 0xE3, 0xA0), (0xE9, 0xC2, 0x5A)]   # the list's rows, the selected row
SCREEN_ATTEMPTS = 25   # X screen captures tried until the list shows on it


class Failure(Exception):
    pass


def page(title, body, background=None):
    style = f"<style>html,body{{margin:0;height:100%;background:{background}}}</style>" if background else ""
    return f"<!doctype html><html><head><meta charset=utf-8><title>{title}</title>{style}</head><body>{body}</body></html>"


def write_site(folder, port):
    inner = urllib.parse.quote(f"http://127.0.0.1:{port}/third.html", safe="")
    colour = "#%02x%02x%02x" % PAGE_COLOUR
    files = {
        "first.html": page("First page", (
            '<p><a id="next" href="second.html">Second page</a></p>'
            f'<p><a id="handoff" href="{APP_SCHEME}://open?url={inner}">Open in the app</a></p>'
            '<p><a id="mail" href="mailto:someone@example.com">Write</a></p>'), colour),
        "second.html": page("Second page", "<p>The second page.</p>"),
        "third.html": page("Third page", "<p>Handed off here.</p>"),
        # Each link's script stops in a dialog until the shell answers it, then puts what the
        # dialog returned in the title; #busy's script runs for 13 s (past the click's 10 s).
        "dialogs.html": page("Dialogs", (
            '<p><a id="alert" href="#" onclick="alert(\'Hello from the page\'); '
            'document.title = \'alert returned\'; return false">Alert</a></p>'
            '<p><a id="confirm" href="#" onclick="document.title = \'confirm \' + confirm(\'Go on?\'); '
            'return false">Confirm</a></p>'
            '<p><a id="prompt" href="#" onclick="document.title = \'prompt \' + prompt(\'Your name?\', \'Ada\'); '
            'return false">Prompt</a></p>'
            '<p><a id="busy" href="#" onclick="var end = Date.now() + 13000; while (Date.now() < end) {} '
            'return false">Busy</a></p>')),
    }
    for name, text in files.items():
        with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
            f.write(text)


def free_port():
    """A local port nothing listens on (bound, then closed)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class SuggestionServer:
    """Google-format suggestions on 127.0.0.1: `)]}'` then ["q",["q tutorial","q language","q ui"],[],{}]
    for /complete?q=…; the queries asked are kept in `queries`."""

    def __init__(self):
        self.queries = []
        lock = threading.Lock()
        queries = self.queries

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                query = urllib.parse.parse_qs(urllib.parse.urlsplit(self.path).query).get("q", [""])[0]
                with lock:
                    queries.append(query)
                body = (")]}'\n" + json.dumps([query, [f"{query} tutorial", f"{query} language", f"{query} ui"],
                                                 [], {}])).encode("utf-8")
                self.send_response(200)
                self.send_header("Content-Type", "application/json; charset=UTF-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.template = f"http://127.0.0.1:{self.server.server_address[1]}/complete?q={{searchTerms}}"

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


class Xvfb:
    """Xvfb on a display it picks itself (-displayfd); the pipe stays open while it runs."""

    def __init__(self):
        read_end, write_end = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
            pass_fds=[write_end], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        self.pipe = os.fdopen(read_end)
        number = self.pipe.readline().strip()   # up to the newline; closing early would end Xvfb
        if not number.isdigit():
            raise Failure("Xvfb did not report a display")
        self.display = ":" + number

    def stop(self):
        self.process.terminate()
        self.process.wait()
        self.pipe.close()


class Shell:
    """One omnibox-browser --control process and the events it writes."""

    def __init__(self, binary, env, log, *extra):
        self.process = subprocess.Popen(
            [binary, "--control", "--app-scheme", APP_SCHEME, "--proxy", env["OMNIBOX_E2E_PROXY"],
             "--suggest-url", env["OMNIBOX_E2E_SUGGEST"], "--size", "1024x720", *extra],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log, env=env, text=True, bufsize=1)
        self.output = self.process.stdout.fileno()
        self.buffer = b""
        self.events = []
        self.last_state = None

    def send(self, command):
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()

    def read_line(self):
        """The next output line (bytes read straight from the pipe, so select sees them all),
        or None at end of output."""
        while b"\n" not in self.buffer:
            ready, _, _ = select.select([self.output], [], [], SILENCE_SECONDS)
            if not ready:
                raise Failure(f"no output for {SILENCE_SECONDS} s")
            chunk = os.read(self.output, 65536)
            if not chunk:
                return None
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.decode("utf-8")

    def next_event(self):
        line = self.read_line()
        if line is None:
            raise Failure("the shell exited")
        event = json.loads(line)
        self.events.append(event)
        if event.get("event") == "state":
            self.last_state = event
        return event

    def next_event_for(self, what):
        """The next event; a failure names `what` was awaited and the last event seen."""
        try:
            return self.next_event()
        except Failure as failure:
            last = json.dumps(self.events[-1])[:300] if self.events else "none"
            raise Failure(f"{failure} while waiting for {what}; the last event: {last}") from None

    def wait(self, what, predicate):
        """Reads events until one satisfies `predicate`; fails on an error event or silence."""
        for _ in range(MAX_LINES):
            event = self.next_event_for(what)
            if event.get("event") == "error":
                raise Failure(f"while waiting for {what}: {event}")
            if predicate(event):
                return event
        raise Failure(f"{what} not seen in {MAX_LINES} lines")

    def wait_state(self, what, **expected):
        return self.wait(what, lambda e: e.get("event") == "state" and all(e.get(k) == v for k, v in expected.items()))

    def wait_error(self, what, command, reason):
        """Reads events until an error event, which must be for `command` and give `reason`."""
        for _ in range(MAX_LINES):
            event = self.next_event_for(what)
            if event.get("event") == "error":
                if event.get("command") != command or event.get("reason") != reason:
                    raise Failure(f"while waiting for {what}: another error: {event}")
                return event
        raise Failure(f"{what} not seen in {MAX_LINES} lines")

    def quit(self):
        self.send("quit")
        for _ in range(MAX_LINES):
            if self.read_line() is None:
                break
        return self.process.wait(timeout=SILENCE_SECONDS)


def is_event(name, **expected):
    return lambda e: e.get("event") == name and all(e.get(k) == v for k, v in expected.items())


def read_pixels(path):
    """The PNG's size and RGB bytes, through ImageMagick."""
    size = subprocess.run(["convert", path, "-format", "%w %h", "info:"], capture_output=True, text=True, check=True)
    width, height = (int(v) for v in size.stdout.split())
    raw = subprocess.run(["convert", path, "-alpha", "off", "-depth", "8", "rgb:-"], capture_output=True, check=True)
    if len(raw.stdout) != width * height * 3:
        raise Failure(f"{path}: {len(raw.stdout)} bytes for {width}x{height}")
    return width, height, raw.stdout


def check_screenshot(path):
    """The page's colour fills the window below a band at the top (the address bar), which
    holds none of it and is mostly the light toolbar and entry."""
    width, height, rgb = read_pixels(path)

    def page_share(row):
        start = row * width * 3
        hits = 0
        for x in range(0, width, 4):
            r, g, b = rgb[start + 3 * x:start + 3 * x + 3]
            if all(abs(c - p) <= 12 for c, p in zip((r, g, b), PAGE_COLOUR)):
                hits += 1
        return hits / len(range(0, width, 4))

    shares = [page_share(y) for y in range(height)]
    top = next((y for y, share in enumerate(shares) if share >= 0.9), None)
    if top is None:
        raise Failure("no row of the page's colour")
    if not 20 <= top <= 160:
        raise Failure(f"the page starts at row {top}, not under an address bar")
    if max(shares[:top]) > 0.05:
        raise Failure("the page's colour shows in the address bar's band")
    below = shares[top:]
    if sum(1 for s in below if s >= 0.9) < 0.95 * len(below):
        raise Failure("the page's colour does not fill the area under the address bar")
    light = 0
    for y in range(top):
        for x in range(0, width, 4):
            if min(rgb[(y * width + x) * 3:(y * width + x) * 3 + 3]) >= 200:
                light += 1
    if light < 0.3 * top * len(range(0, width, 4)):
        raise Failure("the band above the page is not the light toolbar")
    return f"{width}x{height}, page from row {top}"


def check_list_on_screen(path, entry, geometry, page_beside=True):
    """The suggestion list (its colours) hangs under the entry `[x, y, width, height]` (the
    window sits at the screen's origin): it starts at the entry's bottom edge, spans the
    entry's width, is several rows tall, and the page still shows beside it (unless
    `page_beside` is false: an error in the page's place). Its first and
    last pixel rows go in `geometry` (for a click on a row)."""
    width, height, rgb = read_pixels(path)
    ex, ey, ew, eh = entry
    bottom = ey + eh

    def share(y, start, end, colours):
        xs = range(max(start, 0), min(end, width), 4)
        hits = 0
        for x in xs:
            pixel = rgb[(y * width + x) * 3:(y * width + x) * 3 + 3]
            if any(all(abs(c - p) <= 12 for c, p in zip(pixel, colour)) for colour in colours):
                hits += 1
        return hits / max(len(xs), 1)

    rows = [y for y in range(height) if share(y, ex, ex + ew, LIST_COLOURS) >= 0.6]
    if not rows:
        raise Failure("no row of the list's colour on the screen")
    top = rows[0]
    if not bottom - 2 <= top <= bottom + 12:
        raise Failure(f"the list starts at row {top}, not under the entry's bottom edge (row {bottom})")
    if len(rows) < 60:
        raise Failure(f"the list is {len(rows)} rows of pixels tall, not several suggestions")
    middle = rows[len(rows) // 2]
    if page_beside and share(middle, 0, ex - 8, [PAGE_COLOUR]) < 0.5:
        raise Failure("the page does not show beside the list")
    geometry.update(top=top, bottom=rows[-1], left=ex)
    return f"list from row {top} to {rows[-1]} under the entry ({ex},{ey} {ew}x{eh})"


def history_export(tool, db):
    """The store's pages (`omnibox history export --db`), one dict a page; [] for no store."""
    if not os.path.exists(db):
        return []
    run = subprocess.run([tool, "history", "export", "--db", db], capture_output=True, text=True)
    if run.returncode != 0:
        raise Failure(f"omnibox history export failed: {run.stderr.strip()}")
    return [json.loads(line) for line in run.stdout.splitlines() if line.strip()]


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 64
    binary = os.path.abspath(sys.argv[1])
    tool = os.path.abspath(sys.argv[2])
    results = []

    def check(name, run):
        try:
            detail = run()
            results.append(True)
            print(f"ok   {name}" + (f" ({detail})" if detail else ""))
        except Failure as failure:
            results.append(False)
            print(f"FAIL {name}: {failure}")
            raise

    work = tempfile.mkdtemp(prefix="omnibox-e2e-")
    site = os.path.join(work, "site")
    runtime = os.path.join(work, "runtime")
    os.makedirs(site)
    os.makedirs(runtime, mode=0o700)
    os.makedirs(os.path.dirname(SCREENSHOT), exist_ok=True)
    server = subprocess.Popen(
        [sys.executable, "-u", "-m", "http.server", "--bind", "127.0.0.1", "--directory", site, "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    xvfb = None
    suggester = SuggestionServer()
    shells = []
    log_path = os.path.join(work, "shell.log")
    log = open(log_path, "w")
    try:
        banner = server.stdout.readline()   # "Serving HTTP on 127.0.0.1 port N (http://127.0.0.1:N/) ..."
        port = int(banner.split(" port ")[1].split()[0])
        write_site(site, port)
        base = f"http://127.0.0.1:{port}"
        xvfb = Xvfb()
        env = dict(os.environ, DISPLAY=xvfb.display, GDK_BACKEND="x11", XDG_RUNTIME_DIR=runtime,
                   HOME=work, NO_AT_BRIDGE="1", GTK_A11Y="none", OMNIBOX_E2E_PROXY=f"http://127.0.0.1:{free_port()}",
                   OMNIBOX_E2E_SUGGEST=suggester.template)
        env.pop("WAYLAND_DISPLAY", None)
        for name in ("OMNIBOX_HISTORY", "XDG_DATA_HOME"):   # the default store is under HOME=work
            env.pop(name, None)

        shell = Shell(binary, env, log)
        shells.append(shell)

        def typed_address():
            shell.send(f"type 127.0.0.1:{port}/first.html")
            shell.send("enter")
            shell.wait("the load decision", is_event("policy", url=f"{base}/first.html", action="load", reason="web"))
            shell.wait("first page loaded", is_event("loaded", url=f"{base}/first.html"))
            shell.send("state")
            shell.wait_state("the first page's state", field=f"127.0.0.1:{port}/first.html", url=f"{base}/first.html",
                             title="First page", loading=False, security="internal")
            return f"field {shell.last_state['field']!r}, title {shell.last_state['title']!r}"
        check("type a host:port path, Enter: loaded, title, display form", typed_address)

        def screenshot():
            shell.send(f"screenshot {SCREENSHOT}")
            shell.wait("the screenshot", is_event("screenshot", path=SCREENSHOT))
            return check_screenshot(SCREENSHOT) + f", saved to {SCREENSHOT}"
        check("screenshot: the page under the address bar", screenshot)

        def link():
            shell.send("click #next")
            shell.wait("the link's decision", is_event("policy", url=f"{base}/second.html", action="load", reason="web"))
            shell.wait("second page loaded", is_event("loaded", url=f"{base}/second.html"))
            shell.send("state")
            shell.wait_state("the second page's state", url=f"{base}/second.html", title="Second page", canGoBack=True)
        check("click a link: second page", link)

        def back():
            shell.send("back")
            shell.wait("first page again", is_event("loaded", url=f"{base}/first.html"))
            shell.send("state")
            shell.wait_state("back on the first page", url=f"{base}/first.html", field=f"127.0.0.1:{port}/first.html",
                             canGoForward=True)
        check("back: first page", back)

        def search():
            results_url = "https://www.google.com/search?q=swift+webview"
            shell.send("type swift webview")
            shell.send("enter")
            shell.wait("the search's decision", is_event("policy", url=results_url, action="load", reason="web"))
            failed = shell.wait("the search to fail offline", is_event("failed", url=results_url))
            shell.send("state")
            shell.wait_state("the terms in the field", field="swift webview", loading=False)
            return f"error {failed['error']!r}"
        check("type 'swift webview': Google results URL requested, fails offline, field shows the terms", search)

        def handoff():
            shell.send(f"type {base}/first.html")
            shell.send("enter")
            shell.wait("first page loaded", is_event("loaded", url=f"{base}/first.html"))
            shell.send("click #handoff")
            target = f"{base}/third.html"
            shell.wait("the hand-off", is_event("policy", action="handoff", reason="app-scheme", target=target))
            shell.wait("the target loaded", is_event("loaded", url=target))
            shell.send("state")
            shell.wait_state("the target's state", url=target, title="Third page", field=f"127.0.0.1:{port}/third.html")
        check(f"click a {APP_SCHEME}://open?url=… link: hand-off, target loaded", handoff)

        def mail():
            shell.send("back")
            shell.wait("first page again", is_event("loaded", url=f"{base}/first.html"))
            shell.send("click #mail")
            shell.wait("the mail decision", is_event("policy", url="mailto:someone@example.com", action="external",
                                                    reason="email"))
            shell.wait("the hand to another app", is_event("external", url="mailto:someone@example.com"))
        check("click a mailto: link: external", mail)

        def script():
            shell.send("type javascript:alert(1)")
            shell.send("enter")
            refused = shell.wait("the refusal", is_event("refused", input="javascript:alert(1)"))
            if refused.get("reason") != "blocked-scheme" or refused.get("message") != "script URLs are not allowed":
                raise Failure(f"refused for another reason: {refused}")
            shell.send("state")
            state = shell.wait("the state", is_event("state"))
            if state["field"] != "javascript:alert(1)" or state["url"] != f"{base}/first.html":
                raise Failure(f"the refusal changed the page or the field: {state}")
            return f"{refused['reason']}: {refused['message']}"
        check("type javascript:alert(1): refused with the reason", script)

        def keyboard():
            # Real key presses through the X server (xdotool), not control commands: the
            # field's own focus, typing, Escape and Enter handling.
            def xdotool(*args):
                subprocess.run(["xdotool", *args], env=env, check=True, capture_output=True, text=True)
            windows = subprocess.run(["xdotool", "search", "--name", "Omnibox"], env=env, capture_output=True, text=True)
            window = windows.stdout.split()[-1] if windows.stdout.split() else None
            if window is None:
                raise Failure("the window is not on the display")
            xdotool("windowfocus", "--sync", window)
            # A window that gains the X focus has GTK select the whole field (seen when the
            # focus was elsewhere): End puts the caret after the text, so typing appends.
            xdotool("key", "End")
            xdotool("type", "--delay", "10", "typo")
            shell.wait_state("typed text in the field", field="javascript:alert(1)typo")
            xdotool("key", "Escape")
            shell.wait_state("Escape restored the page's address", field=f"127.0.0.1:{port}/first.html")
            xdotool("key", "ctrl+a")
            xdotool("type", "--delay", "10", f"127.0.0.1:{port}/second.html")
            xdotool("key", "Return")
            shell.wait("second page loaded from the keyboard", is_event("loaded", url=f"{base}/second.html"))
        check("keyboard: typing, Escape and Enter in the real field", keyboard)

        def keyboard_list():
            # The list from real keys: inline completion as typed, Backspace deleting the
            # completed tail, Down through the capture-phase key handler, Escape twice.
            def xdotool(*args):
                subprocess.run(["xdotool", *args], env=env, check=True, capture_output=True, text=True)
            xdotool("key", "ctrl+a")
            xdotool("type", "--delay", "20", "127")
            typed = shell.wait("the list for '127' typed", lambda e: e.get("event") == "suggestions"
                               and e.get("input") == "127" and e.get("inline") and e.get("selected") == 0)
            completed = "127" + typed["inline"]
            state = shell.wait_state("the completion in the real field", field=completed)
            if state["selection"] != [3, len(completed)]:
                raise Failure(f"selection {state['selection']}, not the inline tail [3, {len(completed)}]")
            xdotool("key", "BackSpace")
            shell.wait_state("Backspace deleted the completion, not a typed character", field="127",
                             selection=[3, 3])
            xdotool("key", "Down")
            shell.wait("Down selected the next row", lambda e: e.get("event") == "suggestions"
                       and e.get("input") == "127" and e.get("selected") == 1)
            xdotool("key", "Escape")
            shell.wait("Escape closed the list", lambda e: e.get("event") == "suggestions" and e.get("items") == [])
            xdotool("key", "Escape")
            address = f"127.0.0.1:{port}/second.html"
            shell.wait_state("a second Escape restored the page's address, selected", field=address,
                             selection=[0, len(address)])
            return f"completed {completed!r}"
        check("keyboard: the list from real keys (inline completion, Backspace, Down, Escape twice)", keyboard_list)

        def dialog_event(kind, message, **extra):
            event = shell.wait(f"the {kind} dialog", is_event("dialog", kind=kind))
            expected = dict(event="dialog", kind=kind, message=message, **extra)
            if event != expected:
                raise Failure(f"dialog event {event}, not {expected}")

        def alert():
            shell.send(f"type {base}/dialogs.html")
            shell.send("enter")
            shell.wait("the dialogs page loaded", is_event("loaded", url=f"{base}/dialogs.html"))
            # The title may come after the load's end (seen on a loaded machine), and a page
            # stopped in an alert sends none: the title first, then the click.
            shell.send("state")
            shell.wait_state("the dialogs page's title", title="Dialogs", url=f"{base}/dialogs.html")
            shell.send("click #alert")
            dialog_event("alert", "Hello from the page")
            shell.send("state")
            shell.wait_state("the state while the alert is open", title="Dialogs", url=f"{base}/dialogs.html")
            shell.send("click #alert")
            shell.wait_error("a click refused", "click",
                             "a dialog is open (answer it with 'dialog accept' or 'dialog dismiss')")
            shell.send("dialog accept")
            shell.wait_state("the page's script going on", title="alert returned")
            shell.send("dialog accept")
            shell.wait_error("an answer without a dialog", "dialog", "no dialog is open")
        check("click a link that calls alert(): dialog event, commands still run, dialog accept", alert)

        def confirm():
            shell.send("click #confirm")
            dialog_event("confirm", "Go on?")
            shell.send("dialog accept yes")
            shell.wait_error("text for a confirm", "dialog", "only a prompt takes text (the open dialog is confirm)")
            shell.send("dialog dismiss")
            shell.wait_state("confirm() returned false", title="confirm false")
            shell.send("click #confirm")
            dialog_event("confirm", "Go on?")
            shell.send("dialog accept")
            shell.wait_state("confirm() returned true", title="confirm true")
        check("confirm(): dialog dismiss is false, dialog accept true", confirm)

        def prompt():
            answers = [("dialog accept Grace Hopper", "prompt Grace Hopper"), ("dialog accept", "prompt Ada"),
                       ("dialog dismiss", "prompt null")]
            for command, title in answers:
                shell.send("click #prompt")
                dialog_event("prompt", "Your name?", default="Ada")
                shell.send(command)
                shell.wait_state(f"prompt() after '{command}'", title=title)
            return ", ".join(f"{command!r} → {title!r}" for command, title in answers)
        check("prompt(): dialog accept TEXT, dialog accept (the default), dialog dismiss (null)", prompt)

        def quit_first():
            shell.send("click #alert")
            dialog_event("alert", "Hello from the page")
            status = shell.quit()
            if status != 0:
                raise Failure(f"exit status {status}")
        check("quit while an alert is open: exit 0", quit_first)

        def launch():
            link = f"{APP_SCHEME}://open?url=" + urllib.parse.quote(f"{base}/second.html", safe="")
            launched = Shell(binary, env, log, link)
            shells.append(launched)
            launched.wait("the launch target loaded", is_event("loaded", url=f"{base}/second.html"))
            launched.send("state")
            launched.wait_state("the launch target's state", url=f"{base}/second.html", title="Second page",
                                field=f"127.0.0.1:{port}/second.html")
            if launched.quit() != 0:
                raise Failure("exit status not 0")
            return link
        check("launch with a hand-off URL: target loaded", launch)

        def default_store():
            path = os.path.join(work, ".local", "share", "omnibox", "history.sqlite")
            urls = [p["url"] for p in history_export(tool, path)]
            for name in ("first", "second", "third"):
                if f"{base}/{name}.html" not in urls:
                    raise Failure(f"the default store {path} lacks {name}.html: {urls}")
            return f"{len(urls)} pages in $HOME/.local/share/omnibox/history.sqlite"
        check("without --db the shells keep history in the default store under $HOME", default_store)

        def bounded():
            busy = Shell(binary, env, log, f"{base}/dialogs.html")
            shells.append(busy)
            busy.wait("the dialogs page loaded", is_event("loaded", url=f"{base}/dialogs.html"))
            busy.send("click #busy")
            busy.wait_error("the click to give up", "click", "the page's script did not return within 10 s")
            if busy.quit() != 0:
                raise Failure("exit status not 0")
        check("a click whose script runs on: error after 10 s, then quit: exit 0", bounded)

        # The suggestion list and the history store: a shell of its own on a store of its own.
        db = os.path.join(work, "history.sqlite")
        first = f"{base}/first.html"
        listing = Shell(binary, env, log, "--db", db)
        shells.append(listing)

        def is_list(**expected):
            return lambda e: e.get("event") == "suggestions" and e.get("items") and all(
                e.get(k) == v for k, v in expected.items())

        def typed_twice():
            for _ in range(2):
                listing.send(f"type 127.0.0.1:{port}/first.html")
                listing.send("enter")
                listing.wait("the typed page loaded", is_event("loaded", url=first))
            pages = [p for p in history_export(tool, db) if p["url"] == first]
            if not pages or pages[0].get("typed_count", 0) < 2:
                raise Failure(f"the store does not hold two typed visits to {first}: {pages}")
            return f"{pages[0]['typed_count']} typed visits, title {pages[0]['title']!r}"
        check("history: a 127.0.0.1 URL typed twice is in the store (omnibox history export)", typed_twice)

        def inline():
            listing.send("type 127")
            event = listing.wait("the list for '127'", is_list(input="127", selected=0))
            top = event["items"][0]
            if top["url"] != first or top["kind"] != "history-url" or not event.get("inline"):
                raise Failure(f"the default row is not the typed page with an inline completion: {event}")
            field = f"127.0.0.1:{port}/first.html"
            listing.send("state")
            state = listing.wait_state("the field with its completion", field=field)
            if state.get("selection") != [3, len(field)]:
                raise Failure(f"selection {state.get('selection')}, not the inline tail [3, {len(field)}]")
            return f"inline {event['inline']!r}, selection {state['selection']}"
        check("type '127': the typed page is the default row, completed inline, the tail selected", inline)

        def enter_default():
            listing.send("key Return")
            listing.wait("the default row's load", is_event("policy", url=first, action="load"))
            listing.wait("the default row loaded", is_event("loaded", url=first))
        check("key Return: the default row loads", enter_default)

        def tab_accepts():
            field = f"127.0.0.1:{port}/first.html"
            listing.send("type 127")
            listing.send("key Tab")
            listing.wait("the completion accepted", is_list(input=field, inline=None))
            listing.send("key Down")
            moved = listing.wait("the next row selected", lambda e: e.get("event") == "suggestions"
                                 and (e.get("selected") or 0) > 0 or e.get("inline") is not None)
            if moved.get("inline") is not None:
                raise Failure(f"the completion came back after Tab: {moved}")
            listing.send("key Escape")
            listing.wait("the list closed", lambda e: e.get("event") == "suggestions" and e.get("items") == [])
            listing.send("state")
            state = listing.wait_state("the accepted text in the field", field=field)
            if state["selection"] != [len(field), len(field)]:
                raise Failure(f"selection {state['selection']}, not the caret at the end")
        check("key Tab: the inline completion is accepted (caret at the end), and stays accepted", tab_accepts)

        def engine_rows():
            listing.send("type swift")
            expected = ["swift tutorial", "swift language", "swift ui"]
            event = listing.wait("the engine's rows", lambda e: is_list(input="swift")(e) and [
                i["text"] for i in e["items"] if i["kind"] == "search-suggestion"] == expected)
            if "swift" not in suggester.queries:
                raise Failure(f"the suggestion server was not asked for 'swift': {suggester.queries}")
            return ", ".join(f"{i['kind']} {i['text']!r}" for i in event["items"])
        check("type 'swift': search-suggestion rows from the local suggestion server", engine_rows)

        geometry = {}

        def capture_list(page_beside=True, path=LIST_SCREENSHOT):
            """Captures the X screen until the list shows there (bounded attempts, each after a
            command's answer: the first a screenshot, which waits for the page to paint and says
            where the entry is, the others a state)."""
            for attempt in range(1, SCREEN_ATTEMPTS + 1):
                if "entry" in geometry:
                    listing.send("state")
                    listing.wait("the state", is_event("state"))
                else:
                    listing.send(f"screenshot {SCREENSHOT}")
                    geometry["entry"] = listing.wait("the screenshot", is_event("screenshot", path=SCREENSHOT))["entry"]
                subprocess.run(["import", "-window", "root", path], env=env, check=True, capture_output=True)
                try:
                    detail = check_list_on_screen(path, geometry["entry"], geometry, page_beside)
                    return f"{detail}, saved to {path}"
                except Failure:
                    if attempt == SCREEN_ATTEMPTS:
                        raise
        check("screen capture: the list shows under the address bar", capture_list)

        def down_down_enter():
            listing.send("key Down")
            listing.wait("row 1 selected", is_list(input="swift", selected=1))
            listing.send("key Down")
            chosen = listing.wait("row 2 selected", is_list(input="swift", selected=2))["items"][2]
            listing.send("key Return")
            listing.wait("the chosen search's decision", is_event("policy", url=chosen["url"], action="load"))
            listing.wait("the search to fail offline", is_event("failed", url=chosen["url"]))
            return f"{chosen['text']!r} → {chosen['url']}"
        check("key Down twice, key Return: the selected suggestion's Google results URL is requested", down_down_enter)

        def mouse_click():
            # A real click on the second row (through the X server): it loads, and the entry
            # keeps the focus meanwhile (the list would close on losing it, before the click).
            listing.send("type swift")
            event = listing.wait("the engine's rows", lambda e: is_list(input="swift")(e) and len(e["items"]) == 4)
            # The popover has grown to its four rows (over the last search's error).
            capture_list(page_beside=False, path=LIST_SCREENSHOT.replace(".png", "-click.png"))
            row = (geometry["bottom"] - geometry["top"] + 1) / len(event["items"])
            x, y = geometry["left"] + 100, int(geometry["top"] + 1.5 * row)
            subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1"], env=env, check=True,
                           capture_output=True)
            chosen = event["items"][1]
            listing.wait("the clicked row's decision", is_event("policy", url=chosen["url"], action="load"))
            listing.wait("the search to fail offline", is_event("failed", url=chosen["url"]))
            return f"clicked at ({x}, {y}): {chosen['text']!r}"
        check("a mouse click on the second row loads it", mouse_click)

        def click_suggestion():
            listing.send("type swift")
            event = listing.wait("the engine's rows", lambda e: is_list(input="swift")(e) and len(e["items"]) == 4)
            listing.send("click-suggestion 3")
            chosen = event["items"][3]
            listing.wait("the row's decision", is_event("policy", url=chosen["url"], action="load"))
            listing.send("click-suggestion 9")
            listing.wait_error("a row that is not there", "click-suggestion", "the suggestion list has no row 9")
            return chosen["text"]
        check("click-suggestion 3: the fourth row loads; a row past the end is an error", click_suggestion)

        def escape_closes():
            listing.send("type 127")
            listing.wait("the list for '127'", is_list(input="127"))
            listing.send("key Escape")
            listing.wait("the list closed", lambda e: e.get("event") == "suggestions" and e.get("items") == [])
            listing.send("state")
            listing.wait_state("the typed text back in the field", field="127")
        check("key Escape: the list closes, the field keeps what was typed", escape_closes)

        def backspace():
            listing.send("type 127")
            listing.wait("the list for '127' with its completion", lambda e: is_list(input="127")(e) and e["inline"])
            listing.send("key BackSpace")
            listing.wait("the completion deleted", is_list(input="127", inline=None))
            listing.send("state")
            listing.wait_state("the typed text alone", field="127", selection=[3, 3])
            listing.send("key BackSpace")
            listing.wait("a character deleted", is_list(input="12", inline=None))
            listing.send("key Escape")
            listing.wait("the list closed", lambda e: e.get("event") == "suggestions" and e.get("items") == [])
        check("key BackSpace: first the inline completion goes, then a typed character (no completion)", backspace)

        def forget():
            listing.send("type 127")
            event = listing.wait("the list for '127'", is_list(input="127"))
            rows = [i for i, item in enumerate(event["items"]) if item["url"] == first]
            if not rows:
                raise Failure(f"the typed page is not in the list: {event}")
            for _ in range(rows[0] - (event["selected"] or 0)):
                listing.send("key Down")
            if rows[0] != event["selected"]:
                listing.wait("the page's row selected", is_list(input="127", selected=rows[0]))
            listing.send("key shift+Delete")
            after = listing.wait("the list without the page", lambda e: e.get("event") == "suggestions" and all(
                item["url"] != first for item in e.get("items", [])))
            kept = [p["url"] for p in history_export(tool, db)]
            if first in kept:
                raise Failure(f"{first} is still in the store: {kept}")
            return f"{len(after['items'])} rows left, store holds {kept}"
        check("key shift+Delete on the history row: gone from the list and from the store", forget)

        def quit_listing():
            if listing.quit() != 0:
                raise Failure("exit status not 0")
        check("quit the list's shell: exit 0", quit_listing)

        def incognito():
            private_db = os.path.join(work, "incognito.sqlite")
            private = Shell(binary, env, log, "--incognito", "--db", private_db)
            shells.append(private)
            private.send(f"type 127.0.0.1:{port}/second.html")
            private.send("enter")
            private.wait("the page loaded", is_event("loaded", url=f"{base}/second.html"))
            private.send("type 127")
            event = private.wait("the list for '127'", is_list(input="127"))
            if any(item["kind"].startswith("history") for item in event["items"]):
                raise Failure(f"a private window's list has history rows: {event}")
            if private.quit() != 0:
                raise Failure("exit status not 0")
            pages = history_export(tool, private_db)
            if pages:
                raise Failure(f"the private window recorded {pages}")
            return "no store written" if not os.path.exists(private_db) else "the store is empty"
        check("--incognito with its own --db: nothing recorded", incognito)

        def lookalike():
            # A page in the store whose host imitates google.com (Cyrillic о, shown as punycode).
            imitation = "https://www.xn--ggle-55da.com/"
            seeded = os.path.join(work, "lookalike.sqlite")
            subprocess.run([tool, "history", "add", imitation, "--typed", "--db", seeded], check=True,
                           capture_output=True)
            shell_ = Shell(binary, env, log, "--db", seeded)
            shells.append(shell_)
            shell_.send("type www.xn--ggle")
            event = shell_.wait("the list with the imitation", lambda e: is_list(input="www.xn--ggle")(e) and any(
                item["url"] == imitation for item in e["items"]))
            row = next(item for item in event["items"] if item["url"] == imitation)
            if row.get("lookalike") is not True or "xn--ggle-55da.com" not in row["text"]:
                raise Failure(f"the imitation's row is not marked a look-alike in punycode: {row}")
            if shell_.quit() != 0:
                raise Failure("exit status not 0")
            return f"{row['kind']} {row['text']!r}"
        check("a look-alike history page: its row is marked and shown in punycode", lookalike)

        def served():
            server.terminate()
            _, err = server.communicate(timeout=SILENCE_SECONDS)
            for name in ("first", "second", "third", "dialogs"):
                if f"GET /{name}.html" not in err:
                    raise Failure(f"the server never served {name}.html")
        check("the pages came from the local server", served)
    except Failure:
        pass
    except Exception as error:   # a broken harness is a failed run, with the reason
        results.append(False)
        print(f"FAIL harness: {error!r}")
    finally:
        for shell in shells:
            if shell.process.poll() is None:
                shell.process.kill()
                shell.process.wait()
        if server.poll() is None:
            server.terminate()
            server.wait()
        suggester.stop()
        if xvfb:
            xvfb.stop()
        log.close()
        if not all(results):
            with open(log_path) as f:
                tail = f.read()[-3000:]
            print("--- shell stderr (end) ---\n" + tail)
        shutil.rmtree(work, ignore_errors=True)
    passed = sum(results)
    failed = len(results) - passed
    print(f"omnibox-browser e2e: {passed} passed, {failed} failed")
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
