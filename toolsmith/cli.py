"""The `toolsmith` command line (click + rich).

Exit codes: 0 success; 1 a toolsmith error (one line on stderr); 2 usage error (click).
"""

from __future__ import annotations

import functools
import json
import signal
import sys
from typing import Any, Callable

import click
from rich.console import Console

from .errors import ToolsmithError

console = Console()


def _clean_errors(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Turn toolsmith errors into one clear line instead of a traceback."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except ToolsmithError as exc:
            raise click.ClickException(str(exc)) from None

    return wrapper


def _print_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2, default=str))


@click.group()
@click.version_option(package_name="toolsmith")
def cli() -> None:
    """toolsmith: turn an agent's recurring tasks into verified, reviewed scripts."""


# ---------------------------------------------------------------- backend
@cli.group()
def backend() -> None:
    """Inference backends: the embedded llama.cpp server and vLLM."""


@backend.command("serve")
@click.option("--engine", type=click.Choice(["local", "vllm"]), default="local", show_default=True)
@click.option("--model", "model_name", default=None, help="Model name (local: see `backend models`).")
@_clean_errors
def backend_serve(engine: str, model_name: str | None) -> None:
    """Serve a model over an OpenAI-compatible HTTP API until Ctrl-C."""
    from .backends.local import DEFAULT_MODEL, LocalServer

    if engine != "local":
        raise click.ClickException("engine vllm: not available yet")
    server = LocalServer(model_name or DEFAULT_MODEL).start()
    console.print(f"serving [bold]{server.model}[/] at {server.base_url}  (Ctrl-C to stop)")
    try:
        signal.sigwait({signal.SIGINT, signal.SIGTERM}) if hasattr(signal, "sigwait") else None
    except KeyboardInterrupt:
        pass
    finally:
        server.close()
        console.print("stopped")


@backend.command("models")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def backend_models(as_json: bool) -> None:
    """List the embedded models and how to install them."""
    from rich.markup import escape
    from rich.table import Table

    from .backends.local import MODELS

    rows = [{"name": m.name, "file": m.filename, "size": m.size, "sha256": m.sha256, "install": m.install} for m in MODELS.values()]
    if as_json:
        _print_json(rows)
        return
    table = Table("name", "size (MB)", "sha256", "install")
    for r in rows:
        table.add_row(r["name"], f"{r['size'] / 1e6:.0f}", r["sha256"][:16] + "…", escape(r["install"]))
    console.print(table)


def main() -> None:
    """Entry point for the `toolsmith` script."""
    cli(prog_name="toolsmith")


if __name__ == "__main__":
    sys.exit(main())
