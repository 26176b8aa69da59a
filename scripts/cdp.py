#!/usr/bin/env python3
"""A small headless-Chromium driver over the DevTools protocol (python3 standard library only).

Chromium is started with `--remote-debugging-pipe`: it reads protocol commands from file
descriptor 3 and writes responses and events to file descriptor 4, each message one JSON object
followed by a NUL byte. No WebSocket, no port, no network.

Used by the browser checks (`scripts/check-*.py`), which the Swift tests run. Typical use:

    from cdp import Browser, find_chromium
    with Browser() as browser:
        page = browser.new_page(width=390, height=844, scale=3, mobile=True, dark=True)
        page.goto("file:///tmp/report.html")
        width = page.evaluate("document.documentElement.scrollWidth")
        page.screenshot("/tmp/report.png")
        assert not page.console_errors, page.console_errors

Exit codes of scripts that use it: `SKIP_EXIT` (77) when no browser can be found, so a caller can
skip loudly instead of failing.
"""

import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

SKIP_EXIT = 77


class BrowserError(Exception):
    """A protocol error, a crash, or a timeout."""


def find_chromium():
    """The Chromium binary: `$CHROMIUM`, else the first of chromium, chromium-browser,
    google-chrome on PATH, or None."""
    explicit = os.environ.get("CHROMIUM")
    if explicit:
        return explicit if os.access(explicit, os.X_OK) else None
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


def require_chromium():
    """The Chromium binary, or exit with SKIP_EXIT and a loud message."""
    path = find_chromium()
    if path is None:
        print("SKIPPED: no Chromium found (set CHROMIUM or install the 'chromium' package)",
              file=sys.stderr)
        sys.exit(SKIP_EXIT)
    return path


class Browser:
    """One headless Chromium process. Use as a context manager so it is always stopped."""

    def __init__(self, chromium=None, timeout=30.0, extra_args=()):
        self.timeout = timeout
        binary = chromium or require_chromium()
        self.profile = tempfile.mkdtemp(prefix="spring-tune-chromium-")
        # Our ends: we write commands to `to_browser_w`, read from `from_browser_r`.
        to_browser_r, self._to_browser_w = os.pipe()
        self._from_browser_r, from_browser_w = os.pipe()
        # The child must see them as fds 3 and 4.
        args = [
            binary,
            "--headless=new",
            "--remote-debugging-pipe",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-gpu",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
            "--mute-audio",
            f"--user-data-dir={self.profile}",
        ]
        if os.geteuid() == 0:
            args.append("--no-sandbox")
        args.extend(extra_args)
        args.append("about:blank")

        def child_fds():
            # Move both ends out of the way first, so neither dup2 clobbers the other.
            r = os.dup(to_browser_r)
            w = os.dup(from_browser_w)
            os.dup2(r, 3, inheritable=True)
            os.dup2(w, 4, inheritable=True)

        self.log = tempfile.TemporaryFile()
        # close_fds=False: subprocess would otherwise close fds 3 and 4 after `child_fds` runs.
        self.process = subprocess.Popen(
            args,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=self.log,
            preexec_fn=child_fds,
            close_fds=False,
        )
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buffer = b""
        self._next_id = 0
        self._events = []  # (sessionId, method, params) not yet consumed
        self.pages = []

    # -- transport -------------------------------------------------------------------------

    def _write(self, message):
        data = json.dumps(message).encode() + b"\0"
        while data:
            written = os.write(self._to_browser_w, data)
            data = data[written:]

    def _read_message(self, deadline):
        import select

        while b"\0" not in self._buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise BrowserError("timed out waiting for Chromium")
            ready, _, _ = select.select([self._from_browser_r], [], [], remaining)
            if not ready:
                continue
            chunk = os.read(self._from_browser_r, 1 << 16)
            if not chunk:
                raise BrowserError(
                    f"Chromium closed the pipe (status {self.process.poll()}): {self.stderr()}")
            self._buffer += chunk
        raw, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(raw)

    def send(self, method, params=None, session=None, timeout=None):
        """Sends a command and returns its result; events that arrive meanwhile are queued."""
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self._write(message)
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            if "method" in reply:
                self._dispatch(reply)

    def send_all(self, commands, session=None, timeout=None):
        """Sends every (method, params) command before reading any reply, so the browser may
        handle them together (input events sent this way can reach the page coalesced), and
        returns their results in order; events that arrive meanwhile are queued."""
        ids = []
        for method, params in commands:
            self._next_id += 1
            ids.append(self._next_id)
            message = {"id": self._next_id, "method": method, "params": params or {}}
            if session:
                message["sessionId"] = session
            self._write(message)
        results = {}
        deadline = time.monotonic() + (timeout or self.timeout)
        while len(results) < len(ids):
            reply = self._read_message(deadline)
            if reply.get("id") in ids:
                if "error" in reply:
                    raise BrowserError(f"{commands[ids.index(reply['id'])][0]}: {reply['error']}")
                results[reply["id"]] = reply.get("result", {})
            elif "method" in reply:
                self._dispatch(reply)
        return [results[i] for i in ids]

    def _dispatch(self, event):
        session = event.get("sessionId")
        for page in self.pages:
            if page.session == session:
                page._record(event["method"], event.get("params", {}))
        self._events.append((session, event["method"], event.get("params", {})))

    def wait_for(self, method, session=None, timeout=None, predicate=None):
        """Waits for an event `method` (for `session`) and returns its params."""
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            for index, (s, m, p) in enumerate(self._events):
                if m == method and (session is None or s == session) and (
                        predicate is None or predicate(p)):
                    del self._events[index]
                    return p
            event = self._read_message(deadline)
            if "method" in event:
                self._dispatch(event)

    # -- pages -----------------------------------------------------------------------------

    def new_page(self, width=1400, height=900, scale=1, mobile=False, dark=False, touch=False,
                 reduced_motion=False):
        """A new tab with the given viewport (CSS px), device scale factor and media features."""
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})[
            "sessionId"]
        page = Page(self, target, session)
        self.pages.append(page)
        for domain in ("Page", "Runtime", "Network", "Log"):
            page.send(f"{domain}.enable")
        page.send("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": scale, "mobile": mobile})
        features = [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"},
                    {"name": "prefers-reduced-motion",
                     "value": "reduce" if reduced_motion else "no-preference"}]
        page.send("Emulation.setEmulatedMedia", {"features": features})
        if touch or mobile:
            page.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        page.width, page.height = width, height
        return page

    def stderr(self, limit=2000):
        """The tail of Chromium's own log, for error messages."""
        self.log.seek(0)
        return self.log.read().decode(errors="replace")[-limit:]

    def close(self):
        try:
            if self.process.poll() is None:
                try:
                    self.send("Browser.close", timeout=5)
                except BrowserError:
                    pass
                try:
                    self.process.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    self.process.kill()
                    self.process.wait()
        finally:
            for fd in (self._to_browser_w, self._from_browser_r):
                try:
                    os.close(fd)
                except OSError:
                    pass
            shutil.rmtree(self.profile, ignore_errors=True)
            self.log.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


class Page:
    """One tab. Collects console errors, uncaught exceptions and every network request."""

    def __init__(self, browser, target, session):
        self.browser = browser
        self.target = target
        self.session = session
        self.console_errors = []  # strings
        self.console_messages = []  # (level, text)
        self.requests = []  # URLs requested, the page itself included

    def _record(self, method, params):
        if method == "Runtime.consoleAPICalled":
            text = " ".join(str(a.get("value", a.get("description", ""))) for a in
                            params.get("args", []))
            self.console_messages.append((params.get("type"), text))
            if params.get("type") in ("error", "assert"):
                self.console_errors.append(text)
        elif method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            text = details.get("exception", {}).get("description") or details.get("text", "")
            self.console_errors.append(f"uncaught: {text}")
        elif method == "Log.entryAdded":
            entry = params.get("entry", {})
            if entry.get("level") == "error":
                self.console_errors.append(f"{entry.get('source')}: {entry.get('text')}")
        elif method == "Network.requestWillBeSent":
            self.requests.append(params.get("request", {}).get("url", ""))

    def send(self, method, params=None, timeout=None):
        return self.browser.send(method, params, session=self.session, timeout=timeout)

    def goto(self, url, timeout=None):
        """Navigates and waits for the load event."""
        self.send("Page.navigate", {"url": url})
        self.browser.wait_for("Page.loadEventFired", session=self.session, timeout=timeout)

    def evaluate(self, expression, timeout=None):
        """Evaluates JavaScript (awaiting a promise) and returns its JSON value."""
        result = self.send("Runtime.evaluate", {
            "expression": expression, "returnByValue": True, "awaitPromise": True}, timeout)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise BrowserError(f"evaluate failed: {text}")
        return result.get("result", {}).get("value")

    def screenshot(self, path, full_page=False):
        """Writes a PNG of the viewport (or the whole page)."""
        params = {"format": "png"}
        if full_page:
            metrics = self.send("Page.getLayoutMetrics")
            size = metrics.get("cssContentSize") or metrics["contentSize"]
            params["captureBeyondViewport"] = True
            params["clip"] = {"x": 0, "y": 0, "width": size["width"], "height": size["height"],
                              "scale": 1}
        data = self.send("Page.captureScreenshot", params)["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def touch(self, kind, points, timestamp=None):
        """Dispatches one touch event: kind is touchStart/touchMove/touchEnd/touchCancel;
        points a list of (x, y) or (x, y, id) in CSS px; timestamp in seconds (optional)."""
        self.send("Input.dispatchTouchEvent", self._touch_params(kind, points, timestamp))

    def touches(self, events):
        """Dispatches several (kind, points, timestamp) touch events without waiting between
        them (`Browser.send_all`): moves sent this way while the page is busy arrive as one
        pointermove whose `getCoalescedEvents()` holds them all, as a fast digitiser's do."""
        self.browser.send_all(
            [("Input.dispatchTouchEvent", self._touch_params(*event)) for event in events],
            session=self.session)

    @staticmethod
    def _touch_params(kind, points, timestamp=None):
        touch_points = []
        for p in points:
            point = {"x": p[0], "y": p[1]}
            if len(p) > 2:
                point["id"] = p[2]
            touch_points.append(point)
        params = {"type": kind, "touchPoints": touch_points}
        if timestamp is not None:
            params["timestamp"] = timestamp
        return params

    def foreign_requests(self, allowed_prefixes=("file://", "data:", "about:", "blob:")):
        """Requests to anything but the file itself and inline resources."""
        return [u for u in self.requests if not u.startswith(tuple(allowed_prefixes))]


if __name__ == "__main__":
    # Self-check: `scripts/cdp.py FILE.html` prints the page's scroll width at 390 px and any
    # console errors; exits 77 when no Chromium is found.
    if len(sys.argv) != 2:
        print("usage: cdp.py FILE.html", file=sys.stderr)
        sys.exit(64)
    with Browser() as browser:
        page = browser.new_page(width=390, height=844, scale=2, mobile=True)
        page.goto("file://" + os.path.abspath(sys.argv[1]))
        print("scrollWidth", page.evaluate("document.documentElement.scrollWidth"))
        print("title", page.evaluate("document.title"))
        for error in page.console_errors:
            print("console error:", error)
        for url in page.foreign_requests():
            print("foreign request:", url)
