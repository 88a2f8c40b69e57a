"""Helpers shared by the protocol client scripts (run by crates/cli/tests/protocol_clients.rs).

Exit code 77 means "skipped": a Python module the script needs is not installed.
"""
import subprocess
import sys
import threading
import queue
import time

SKIP = 77


def skip(message):
    print(f"SKIP: {message}")
    sys.exit(SKIP)


def binary():
    if len(sys.argv) < 2:
        print(f"usage: {sys.argv[0]} PATH_TO_TETRARCH", file=sys.stderr)
        sys.exit(2)
    return sys.argv[1]


def fail(message):
    print(f"FAIL: {message}")
    sys.exit(1)


class Engine:
    """A line-based pipe to the engine with timeouts (no client library)."""

    def __init__(self, path, *args):
        self.proc = subprocess.Popen(
            [path, *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )
        self.lines = queue.Queue()
        self.log = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\r\n"))
        self.lines.put(None)

    def send(self, line):
        self.log.append(f"> {line}")
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def read(self, timeout=10.0):
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            self.dump()
            fail(f"no reply within {timeout} s")
        if line is None:
            self.dump()
            fail("the engine closed its output")
        self.log.append(f"< {line}")
        return line

    def expect(self, predicate, timeout=10.0):
        """Reads lines until one satisfies predicate; returns it."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                self.dump()
                fail("timed out waiting for an expected line")
            line = self.read(left)
            if predicate(line):
                return line

    def dump(self):
        print("\n".join(self.log[-40:]))

    def close(self, quit_command="quit"):
        if quit_command:
            try:
                self.send(quit_command)
            except BrokenPipeError:
                pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            fail(f"the engine did not exit after '{quit_command}'")
