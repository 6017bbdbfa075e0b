"""A stand-in for `vllm serve` used by tests/test_vllm.py (no GPU, no vLLM needed).

Usage: python fake_vllm.py serve MODEL --host H --port P [other args ignored]
Behaviour from env FAKE_VLLM_MODE: ok (default) | exit (code 3 at once) | hang (never ready) |
slow (ready after FAKE_VLLM_DELAY s) | stubborn (ignores SIGTERM). FAKE_VLLM_ARGV writes argv
as JSON to that file; FAKE_VLLM_CHILD writes the pid of a child process it spawns.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

argv = sys.argv[1:]
mode = os.environ.get("FAKE_VLLM_MODE", "ok")
if os.environ.get("FAKE_VLLM_ARGV"):
    with open(os.environ["FAKE_VLLM_ARGV"], "w") as fh:
        json.dump(argv, fh)
print(f"INFO fake vllm starting: {' '.join(argv)}", flush=True)
if mode == "exit":
    print("ERROR CUDA driver not found", flush=True)
    sys.exit(3)
if mode == "stubborn":
    signal.signal(signal.SIGTERM, lambda *a: print("INFO ignoring SIGTERM", flush=True))
if os.environ.get("FAKE_VLLM_CHILD"):
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    with open(os.environ["FAKE_VLLM_CHILD"], "w") as fh:
        fh.write(str(child.pid))
model = argv[1]
host = argv[argv.index("--host") + 1]
port = int(argv[argv.index("--port") + 1])
ready_at = time.monotonic() + (float(os.environ.get("FAKE_VLLM_DELAY", "1")) if mode == "slow" else 0)


class Handler(BaseHTTPRequestHandler):
    def _send(self, code: int, body: dict | None = None) -> None:
        data = json.dumps(body or {}).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:  # noqa: N802
        if mode == "hang" or time.monotonic() < ready_at:
            self._send(503, {"error": "loading"})
        elif self.path == "/health":
            self._send(200)
        elif self.path == "/v1/models":
            self._send(200, {"object": "list", "data": [{"id": model, "object": "model"}]})
        else:
            self._send(404)

    def log_message(self, fmt: str, *args: object) -> None:
        print("INFO http " + fmt % args, flush=True)


ThreadingHTTPServer((host, port), Handler).serve_forever()
