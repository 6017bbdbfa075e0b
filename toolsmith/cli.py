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


@backend.command("serve", context_settings={"ignore_unknown_options": True})
@click.option("--engine", type=click.Choice(["local", "vllm"]), default="local", show_default=True)
@click.option("--model", "model_name", default=None, help="Model name (local: see `backend models`; vllm: HF id or path).")
@click.option("--spec", default=None, help="Speculative decoding, e.g. draft:4, ngram-simple:8, mtp:2, eagle3:3@MODEL.")
@click.option("--host", default="127.0.0.1", show_default=True, help="vllm: address to bind.")
@click.option("--port", type=int, default=None, help="vllm: port (default: a free one).")
@click.option("--startup-timeout", type=float, default=900.0, show_default=True, help="vllm: seconds to wait for /health.")
@click.option("--no-gpu-check", is_flag=True, help="vllm: launch even if no GPU device is visible.")
@click.argument("extra_args", nargs=-1, type=click.UNPROCESSED)
@_clean_errors
def backend_serve(
    engine: str, model_name: str | None, spec: str | None, host: str, port: int | None,
    startup_timeout: float, no_gpu_check: bool, extra_args: tuple[str, ...],
) -> None:
    """Serve a model over an OpenAI-compatible HTTP API until Ctrl-C (extra args go to vllm serve)."""
    from .backends.speculative import parse_spec
    from .errors import ConfigError

    cfg = parse_spec(spec)
    if engine == "vllm":
        from .backends.vllm import VLLMServer

        if not model_name:
            raise ConfigError("--engine vllm needs --model (a Hugging Face id or a local path)")
        server: Any = VLLMServer(model_name, spec=cfg, extra_args=extra_args, host=host, port=port,
                                 startup_timeout=startup_timeout, require_gpu=not no_gpu_check,
                                 log=lambda line: click.echo(line, err=True))
        label = model_name
    else:
        from .backends.local import DEFAULT_MODEL, LocalServer

        if extra_args:
            raise ConfigError(f"extra arguments are only for --engine vllm: {' '.join(extra_args)}")
        server = LocalServer(model_name or DEFAULT_MODEL, speculative=cfg)
        label = model_name or DEFAULT_MODEL
    if cfg is not None:
        console.print(f"speculative decoding: [bold]{cfg.short()}[/]")
    server.start()
    console.print(f"serving [bold]{label}[/] at {server.base_url}  (Ctrl-C to stop)")
    stop = {signal.SIGINT, signal.SIGTERM}
    signal.pthread_sigmask(signal.SIG_BLOCK, stop)  # deliver Ctrl-C / SIGTERM to sigwait, not a handler
    try:
        signal.sigwait(stop)
    finally:
        server.close()
        signal.pthread_sigmask(signal.SIG_UNBLOCK, stop)
        console.print("stopped")


@backend.command("metrics")
@click.argument("url")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.option("--watch", is_flag=True, help="Print acceptance over each interval until Ctrl-C.")
@click.option("--interval", type=float, default=5.0, show_default=True, help="Seconds between scrapes with --watch.")
@click.option("--count", type=int, default=0, help="With --watch: stop after this many intervals (0: never).")
@_clean_errors
def backend_metrics(url: str, as_json: bool, watch: bool, interval: float, count: int) -> None:
    """Show speculative-decoding acceptance from a server's /metrics (vLLM or embedded)."""
    import time

    from .backends.metrics import SpecCounters, scrape

    def show(counters: SpecCounters | None, title: str) -> None:
        st = counters.stats() if counters else None
        if as_json:
            click.echo(json.dumps({"url": url, "window": title, "server": counters.prefix if counters else None,
                                   **(st.model_dump() if st else {})}))
            return
        if st is None:
            console.print(f"{url}: no spec_decode metrics (speculative decoding off?)")
            return
        _print_spec_table(st, f"{title} ({counters.prefix if counters else ''})")

    first = scrape(url)
    if not watch:
        if as_json and first is None:
            _print_json({"url": url, "server": None})
            return
        if as_json:
            _print_json({"url": url, "server": first.prefix, **first.stats().model_dump()})
        else:
            show(first, "since server start")
        return
    prev, n = first or SpecCounters(), 0
    try:
        while count <= 0 or n < count:
            time.sleep(interval)
            cur = scrape(url) or SpecCounters()
            show(cur.delta(prev), f"last {interval:g}s")
            prev, n = cur, n + 1
    except KeyboardInterrupt:
        pass


def _print_spec_table(st: Any, title: str) -> None:
    from rich.table import Table

    def pct(x: float | None) -> str:
        return "–" if x is None else f"{x:.1%}"

    table = Table("drafts", "draft tokens", "accepted", "acceptance", "mean acc. length", title=title)
    mal = "–" if st.mean_acceptance_length is None else f"{st.mean_acceptance_length:.2f}"
    table.add_row(str(st.drafts), str(st.draft_tokens), str(st.accepted), pct(st.acceptance_rate), mal)
    console.print(table)
    if st.per_position_acceptance:
        pos = Table("position", "accepted share of drafts")
        for i, p in enumerate(st.per_position_acceptance):
            pos.add_row(str(i), pct(p))
        console.print(pos)


@backend.command("advise")
@click.option("--acceptance", default=None, help="Per-position acceptance, comma-separated (e.g. 0.85,0.7,0.55).")
@click.option("--from-metrics", "metrics_url", default=None, help="Read per-position acceptance from this server.")
@click.option("--draft-cost", type=float, default=None, help="One draft step (or block) / one target step.")
@click.option("--step-costs", default=None,
              help="Instead of the costs: measured step costs per k, e.g. 2=4.1,8=10.0 (fits overhead + per-token cost).")
@click.option("--verify-cost", type=float, default=0.0, show_default=True, help="Extra target cost per verified token.")
@click.option("--step-overhead", type=float, default=0.0, show_default=True, help="Fixed cost per speculative step.")
@click.option("--drafter", type=click.Choice(["autoregressive", "parallel", "lookup"]), default="autoregressive",
              show_default=True, help="parallel: DFlash/Medusa pay once per block.")
@click.option("--max-k", type=int, default=16, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@_clean_errors
def backend_advise(acceptance: str | None, metrics_url: str | None, draft_cost: float | None, step_costs: str | None,
                   verify_cost: float, step_overhead: float, drafter: str, max_k: int, as_json: bool) -> None:
    """Expected speedup for each k (tokens drafted per step) and the best k."""
    from rich.table import Table

    from .backends.advisor import advise, fit_step_costs
    from .backends.metrics import scrape
    from .errors import ConfigError

    if (acceptance is None) == (metrics_url is None):
        raise ConfigError("give exactly one of --acceptance or --from-metrics")
    if (draft_cost is None) == (step_costs is None):
        raise ConfigError("give exactly one of --draft-cost or --step-costs")
    if step_costs is not None:
        try:
            points = {int(k): float(c) for k, c in (item.split("=") for item in step_costs.split(",") if item.strip())}
        except ValueError:
            raise ConfigError(f"--step-costs must look like 2=4.1,8=10.0, got {step_costs!r}") from None
        fit = fit_step_costs(points)
        draft_cost, verify_cost, step_overhead = fit.per_token, 0.0, fit.overhead
    if acceptance is not None:
        try:
            rates = [float(x) for x in acceptance.split(",") if x.strip()]
        except ValueError:
            raise ConfigError(f"--acceptance must be numbers separated by commas, got {acceptance!r}") from None
    else:
        counters = scrape(metrics_url or "")
        rates = counters.stats().per_position_acceptance if counters else []
        if not rates:
            raise ConfigError(f"{metrics_url}: no per-position acceptance yet (nothing drafted?)")
    adv = advise(rates, draft_cost=draft_cost, verify_cost=verify_cost, drafter=drafter,  # type: ignore[arg-type]
                 max_k=max_k, step_overhead=step_overhead)
    if as_json:
        _print_json(adv.model_dump())
        return
    table = Table("k", "p(pos k-1)", "tokens/step", "acceptance", "step cost", "speedup",
                  title=f"draft cost {draft_cost:.3g} ({drafter}), verify cost {verify_cost:.3g}/token"
                  + (f", step overhead {step_overhead:.3g}" if step_overhead else ""))
    for row in adv.rows:
        mark = " ◀" if row.k == adv.best_k else ""
        src = "" if row.k <= adv.measured_positions else " (extrap.)"
        table.add_row(str(row.k), f"{adv.per_position[row.k - 1]:.2f}{src}", f"{row.tokens_per_step:.2f}",
                      f"{row.acceptance_rate:.0%}", f"{row.step_cost:.2f}", f"{row.speedup:.2f}x{mark}")
    console.print(table)
    if adv.best_k:
        console.print(f"best k = {adv.best_k}: expected {adv.best_speedup:.2f}x")
    else:
        console.print("no k is expected to beat plain decoding: leave speculation off")


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
    """Render session reports: one column per session, one row per figure."""
    from rich.table import Table

    labels = {
        "tasks": "tasks", "errors": "errors", "routed": "routed (0 tokens)", "inferred": "inferred",
        "fallbacks": "fallbacks", "exact_in": "agent input tokens (exact)", "exact_out": "agent output tokens (exact)",
        "est_in": "agent input tokens (estimated)", "est_out": "agent output tokens (estimated)",
        "synthesis": "synthesis tokens", "shadow": "shadow-check tokens", "used": "tokens used (all)",
        "saved": "tokens saved", "net": "net saved", "break_even": "break-even after task",
    }
    rows = [_report_row(r) for r in reports]
    table = Table(title="toolsmith ledger")
    table.add_column("")
    for row in rows:
        table.add_column(row["session"], justify="right")
    for key, label in labels.items():
        cells = []
        for row in rows:
            value = row[key]
            if key == "net":
                cells.append(f"[{'green' if value > 0 else 'red'}]{value}[/]")
            else:
                cells.append("-" if value is None else str(value))
        table.add_row(label, *cells)
    console.print(table)
    for r in reports:
        if r.latency:
            lat = ", ".join(f"{k} p50 {v.p50_ms:.1f} ms (n={v.n})" for k, v in sorted(r.latency.items()))
            console.print(f"latency: {lat}")
        if r.speculative:
            console.print(f"speculative decoding: {r.speculative}")


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

    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
    )

    from rich.markup import escape

    from .backends.local import DEFAULT_MODEL, LocalServer
    from .backends.metrics import server_tokens
    from .demo import DEMO_REVIEW_BUDGET, build_agent, demo_workload, run_workload
    from .store import default_home
    from .workload import TruthReviewer
    from .wrapper import Toolsmith

    items = demo_workload(workload, seed=seed)
    state = Path(home).expanduser() if home else default_home()
    tools = Path(tools_dir) if tools_dir else state / "demo-tools"
    reviewer = TruthReviewer(items, budget=DEMO_REVIEW_BUDGET)
    console.print(
        f"[bold]toolsmith demo[/]: {len(items)} recurring tasks on the embedded model. Demo mode: a reviewer "
        f"confirms or corrects up to {DEMO_REVIEW_BUDGET} answers per pattern (from the dataset), and tools that pass "
        "verification are [yellow]auto-approved[/] (normally a person reviews them)."
    )
    with LocalServer(model_name or DEFAULT_MODEL, home=state) as server:
        server_before = server_tokens(server.url)
        chat = server.chat_model(max_tokens=256)
        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                      console=console) as progress:
            bar = progress.add_task("tasks", total=len(items))

            def on_event(ev: Any) -> None:
                progress.console.print(f"  [cyan]{ev.kind}[/] {escape(ev.detail)} ({ev.usage.total_tokens} tokens)")

            with Toolsmith(build_agent(chat), home=state, tools_dir=tools, synthesizer=server.chat_model(max_tokens=768),
                           auto_approve=True, reviewer=reviewer, on_event=on_event) as ts:
                correct = 0

                def on_task(item: Any, trace: Any, ok: bool) -> None:
                    nonlocal correct
                    correct += ok
                    how = trace.answered_by if trace.status == "ok" else f"error: {trace.error}"
                    progress.console.print(
                        f"{trace.seq:>3} {item.family[:16]:<16} {how[:30]:<30} {trace.total_tokens:>4} tok "
                        f"{trace.latency_ms:>6.0f} ms {'ok' if ok else 'wrong'}"
                    )
                    progress.advance(bar)

                run_workload(ts, items, on_task)
                report = ts.report()
        server_after = server_tokens(server.url)
    console.print(f"correct answers: {correct}/{len(items)} (against the dataset); reviewer answers: {reviewer.answers}")
    print_reports([report])
    ledger_in = report.agent_exact.input_tokens + report.synthesis.input_tokens + report.shadow.input_tokens
    ledger_out = report.agent_exact.output_tokens + report.synthesis.output_tokens + report.shadow.output_tokens
    srv_in, srv_out = server_after[0] - server_before[0], server_after[1] - server_before[1]
    same = "match" if (srv_in, srv_out) == (ledger_in, ledger_out) else "[red]DIFFER[/]"
    console.print(f"server's own /metrics: {srv_in} prompt + {srv_out} generated tokens; "
                  f"ledger (agent + synthesis + shadow): {ledger_in} + {ledger_out}: {same}")
    console.print(f"tools written to {tools}; review them with `toolsmith tools list --tools-dir {tools}`")

@cli.command("bench")
@click.option("--workload", type=click.Path(file_okay=False, exists=True), default=None,
              help="BBH-format folder (default: the packaged subset).")
@click.option("--families", default=None, help="Comma-separated families (default: all in the folder).")
@click.option("--per-family", default=40, show_default=True, help="Tasks per scriptable family.")
@click.option("--per-judgement", default=20, show_default=True, help="Tasks per judgement family.")
@click.option("--limit", default=None, type=int, help="Stop after this many tasks (after shuffling).")
@click.option("--systems", default=",".join(["agent", "exact_cache", "semantic_cache", "toolsmith", "toolsmith_reviewed", "toolsmith_shadow"]),
              show_default=True)
@click.option("--model", "model_name", default=None, help="Embedded model (default qwen2.5-coder-1.5b).")
@click.option("--seed", default=0, show_default=True)
@click.option("--synthesis-budget", default=4000, show_default=True, help="Tokens one forging attempt may spend.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), default="bench-results", show_default=True,
              help="Results folder; re-running with the same folder resumes.")
@_clean_errors
def bench(workload: str | None, families: str | None, per_family: int, per_judgement: int, limit: int | None,
          systems: str, model_name: str | None, seed: int, synthesis_budget: int, out_dir: str) -> None:
    """Run the agent alone, two caches and toolsmith side by side; print a table, write JSON and a plot."""
    from pathlib import Path

    from rich.progress import Progress
    from rich.table import Table

    from .backends.local import DEFAULT_MODEL, LocalServer
    from .benchmark import SYSTEMS, RecordedAgent, results_table, run_system
    from .demo import build_agent
    from .plot import plot_systems
    from .workload import JUDGEMENT, load_workload, packaged_workload

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    folder = Path(workload) if workload else packaged_workload()
    names = families.split(",") if families else sorted(p.stem for p in folder.glob("*.json"))
    items = load_workload(folder, families={n: per_judgement if n in JUDGEMENT else per_family for n in names}, seed=seed)
    items = items[:limit] if limit else items
    chosen = [s for s in systems.split(",") if s]
    unknown = set(chosen) - set(SYSTEMS)
    if unknown:
        raise click.ClickException(f"unknown systems: {', '.join(sorted(unknown))} (have: {', '.join(SYSTEMS)})")
    model = model_name or DEFAULT_MODEL
    console.print(f"[bold]toolsmith bench[/]: {len(items)} tasks from {folder} on {model}; systems: {', '.join(chosen)}")
    results = []
    with LocalServer(model, home=out / "home") as server:
        agent = RecordedAgent(build_agent(server.chat_model(max_tokens=256)), out / f"agent-log-{model}.json")
        synthesizer = server.chat_model(max_tokens=768)
        baseline = None
        with Progress(console=console) as progress:
            for name in chosen:
                bar = progress.add_task(name, total=len(items))
                res = run_system(name, items, agent, home=out / "home", synthesizer=synthesizer,
                                 baseline_curve=baseline, progress=lambda: progress.advance(bar),
                                 synthesis_budget=synthesis_budget)
                baseline = res.curve if name == "agent" else baseline
                results.append(res)
                (out / "results.json").write_text(json.dumps([r.model_dump(mode="json") for r in results], indent=2))
    rows = results_table(results)
    table = Table(title=f"{len(items)} tasks, model {model}")
    for h in rows[0]:
        table.add_column(h, justify="left" if h == "system" else "right")
    for row in rows:
        table.add_row(*(str(v) for v in row.values()))
    console.print(table)
    plot = plot_systems({r.system: r.curve for r in results}, out / "tokens.png",
                        approvals={r.system: r.approved_at for r in results if r.approved_at})
    console.print(f"wrote {out / 'results.json'} and {plot}")


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



# ---------------------------------------------------------------- tools (library.py, verify.py; owner: synthesis)
def _tools_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    fn = click.option("--tools-dir", envvar="TOOLSMITH_TOOLS", default="tools", show_default=True,
                      help="Tool library folder [env TOOLSMITH_TOOLS].")(fn)
    return click.option("--home", envvar="TOOLSMITH_HOME", default=None, help="State directory [env TOOLSMITH_HOME].")(fn)


def _tool_row(m: Any) -> dict[str, Any]:
    v = m.verification
    return {
        "name": m.name,
        "status": m.status,
        "version": m.version,
        "template": m.template,
        "pattern_id": m.pattern_id,
        "verified": f"{v.heldout_passed}/{v.heldout_total}" if v else None,
        "verification_passed": v.passed if v else None,
        "uses": m.uses,
        "failures": m.failures,
        "auto_approved": m.auto_approved,
    }


def _print_report(report: Any) -> None:
    from rich.markup import escape
    from rich.table import Table

    colour = "green" if report.passed else "red"
    console.print(f"[{colour}]{escape(report.summary())}[/]")
    for reason in report.reasons:
        console.print(f"  - {escape(reason)}")
    if report.disagreements:
        table = Table("held-out", "confirmed", "task", "expected", "tool", title="disagreements (agent vs tool)")
        for d in report.disagreements:
            got = d.got if d.error is None else f"error: {d.error}"
            table.add_row("yes" if d.held_out else "no", "yes" if d.confirmed else "no", escape(d.task[:70]),
                          escape(d.expected[:40]), escape(str(got)[:60]))
        console.print(table)
    for task in report.accepted_negatives[:5]:
        console.print(f"  [red]accepted negative:[/] {escape(task[:100])}")


def _recorded_negatives(store: Any, pattern_id: str | None, limit: int = 40) -> list[str]:
    seen: dict[str, None] = {}
    for trace in store.traces():
        if trace.pattern_id != pattern_id and trace.status == "ok":
            seen.setdefault(trace.task)
            if len(seen) >= limit:
                break
    return list(seen)


@cli.group()
def tools() -> None:
    """The tool library: review, approve, reject, diff and test tools."""


@tools.command("list")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@_tools_options
@_clean_errors
def tools_list(as_json: bool, tools_dir: str, home: str | None) -> None:
    """List tools with status, version, template, held-out verification and uses."""
    from rich.markup import escape
    from rich.table import Table

    from .library import ToolLibrary

    rows = [_tool_row(m) for m in ToolLibrary(tools_dir).list()]
    if as_json:
        _print_json(rows)
        return
    table = Table("name", "status", "version", "template", "verified", "uses")
    for r in rows:
        table.add_row(r["name"], r["status"], f"v{r['version']}", escape((r["template"] or "-")[:70]),
                      r["verified"] or "-", str(r["uses"]))
    console.print(table)


@tools.command("show")
@click.argument("name")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output (manifest + source).")
@_tools_options
@_clean_errors
def tools_show(name: str, as_json: bool, tools_dir: str, home: str | None) -> None:
    """Show a tool's source, manifest, verification report and disagreements."""
    from rich.markup import escape
    from rich.syntax import Syntax

    from .library import ToolLibrary, sha256_text

    lib = ToolLibrary(tools_dir)
    m = lib.get(name)
    source = lib.source(name)
    if as_json:
        _print_json({"manifest": m.model_dump(mode="json"), "source": source})
        return
    console.print(f"[bold]{m.name}[/] v{m.version}  status: [bold]{m.status}[/]"
                  + ("  (auto-approved)" if m.auto_approved else ""))
    if m.template:
        console.print(f"template: {escape(m.template)}")
    console.print(f"written by: {m.model or m.origin}  synthesis tokens: {m.synthesis_usage.total_tokens} "
                  f"in {m.synthesis_attempts} calls  uses: {m.uses} (failures {m.failures})  "
                  f"shadow: {m.shadow_agree} agree / {m.shadow_disagree} disagree (weighted {m.shadow_evidence:.2f})")
    console.print("extract(): " + ("toolsmith's parser, derived from the template" if m.extractor == "template"
                                   else "the module's own, not derived by toolsmith: review it; it runs in the sandbox"))
    if m.status == "approved" and sha256_text(source) != m.sha256:
        console.print("[red]the file changed since approval: it will not be routed until re-approved[/]")
    for reason in (m.approved_reason, m.rejected_reason):
        if reason:
            console.print(f"note: {escape(reason)}")
    for ev in m.evidence:
        console.print(f"[yellow]demoted {ev.at}:[/] {escape(ev.reason)} ({len(ev.items)} observations)")
    console.print(Syntax(source, "python", line_numbers=True, word_wrap=True))
    if m.verification is not None:
        _print_report(m.verification)
    else:
        console.print("not verified yet: run `toolsmith tools test " + name + "`")


@tools.command("approve")
@click.argument("name")
@click.option("--reason", default=None, help="A note for the record.")
@_tools_options
@_clean_errors
def tools_approve(name: str, reason: str | None, tools_dir: str, home: str | None) -> None:
    """Approve a tool: pin its file's sha256 and allow routing to it."""
    from .library import ToolLibrary

    from .sandbox import detect_isolation

    m = ToolLibrary(tools_dir).approve(name, reason=reason, isolation=detect_isolation())
    console.print(f"approved {m.name} v{m.version} (sha256 {m.sha256[:12]}…)")


@tools.command("reject")
@click.argument("name")
@click.option("--reason", required=True, help="Why the tool is rejected.")
@_tools_options
@_clean_errors
def tools_reject(name: str, reason: str, tools_dir: str, home: str | None) -> None:
    """Reject a tool; it is never routed."""
    from .library import ToolLibrary

    m = ToolLibrary(tools_dir).reject(name, reason)
    console.print(f"rejected {m.name} v{m.version}")


@tools.command("diff")
@click.argument("name")
@click.option("--from", "from_version", type=int, default=None, help="Old version (default: the previous one).")
@click.option("--to", "to_version", type=int, default=None, help="New version (default: the current one).")
@_tools_options
@_clean_errors
def tools_diff(name: str, from_version: int | None, to_version: int | None, tools_dir: str, home: str | None) -> None:
    """Unified diff between two versions of a tool."""
    import difflib

    from .library import ToolLibrary

    lib = ToolLibrary(tools_dir)
    versions = lib.versions(name)
    new = to_version or versions[-1]
    old = from_version or max([v for v in versions if v < new], default=new)
    a, b = lib.source(name, old), lib.source(name, new)
    diff = "".join(difflib.unified_diff(a.splitlines(True), b.splitlines(True), f"{name} v{old}", f"{name} v{new}"))
    click.echo(diff if diff else f"{name}: v{old} and v{new} are identical")


@tools.command("test")
@click.argument("name")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable report.")
@_tools_options
@_clean_errors
def tools_test(name: str, as_json: bool, tools_dir: str, home: str | None) -> None:
    """Re-run verification on everything recorded so far for the tool's pattern."""
    from .library import ToolLibrary
    from .sandbox import PooledSandbox
    from .store import Store
    from .verify import examples_for_pattern, near_misses, verify_tool

    lib = ToolLibrary(tools_dir)
    m = lib.get(name)
    if not m.pattern_id:
        raise click.ClickException(f"tool {name!r} has no pattern; re-add it with `toolsmith tools add`")
    store = Store(home)
    examples = examples_for_pattern(store, m.pattern_id)
    negatives = _recorded_negatives(store, m.pattern_id)
    for ex in examples[:2]:
        negatives += near_misses(m.template or "", ex.task, slot_kinds=m.slot_kinds) if m.template else []
    with PooledSandbox() as sandbox:
        report = verify_tool(lib.source(name), sandbox=sandbox, shown=[], held_out=examples, negatives=negatives)
    lib.set_verification(name, report)
    if as_json:
        _print_json(report.model_dump(mode="json"))
    else:
        _print_report(report)
    if not report.passed:
        raise click.ClickException(f"tool {name!r} failed verification on {len(examples)} recorded examples")


@tools.command("add")
@click.argument("file", type=click.Path(exists=True, dir_okay=False))
@click.option("--name", default=None, help="Tool name (default: the file's stem).")
@_tools_options
@_clean_errors
def tools_add(file: str, name: str | None, tools_dir: str, home: str | None) -> None:
    """Register a hand-written tool as pending and verify it on recorded traces it accepts."""
    from collections import Counter
    from pathlib import Path

    from .library import ToolLibrary
    from .lint import lint_tool
    from .patterns import PatternMiner
    from .sandbox import PooledSandbox
    from .store import Store
    from .verify import Example, near_misses, probe, verify_tool

    path = Path(file)
    source = path.read_text(encoding="utf-8")
    reasons = lint_tool(source)
    if reasons:
        raise click.ClickException(f"{path.name} is not an acceptable tool: " + "; ".join(reasons))
    name = name or path.stem
    store = Store(home)
    traces = {t.task: t for t in store.traces() if t.status == "ok"}
    accepted, others = [], []
    with PooledSandbox() as sandbox:
        for task, trace in traces.items():
            case = probe(source, task, sandbox=sandbox)
            (accepted if case.args is not None else others).append(trace)
        examples = [
            Example(t.task, t.feedback if t.feedback is not None else t.answer or "", t.feedback is not None, t.id)
            for t in accepted if t.feedback is not None or (t.answer is not None and not t.answered_by.startswith("routed:"))
        ]
        pattern_id = Counter(t.pattern_id for t in accepted if t.pattern_id).most_common(1)
        pid = pattern_id[0][0] if pattern_id else None
        pattern = PatternMiner(store).pattern(pid) if pid else None
        negatives = [t.task for t in others][:40]
        if pattern is not None:
            for ex in examples[:2]:
                negatives += near_misses(pattern.template, ex.task, slot_kinds=pattern.slot_kinds)
        report = verify_tool(source, sandbox=sandbox, shown=[], held_out=examples, negatives=negatives)
    m = ToolLibrary(tools_dir).register(
        source, name=name, pattern_id=pid, template=pattern.template if pattern else None,
        slot_kinds=pattern.slot_kinds if pattern else None, origin="hand-written", verification=report,
    )
    console.print(f"registered {m.name} v{m.version} as {m.status}; its extract() accepts {len(accepted)} "
                  f"of {len(traces)} recorded tasks")
    _print_report(report)


# ---------------------------------------------------------------- end of tools


@cli.command("doctor")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@_clean_errors
def doctor(as_json: bool) -> None:
    """Say which sandbox isolation protects this machine, and what is missing for the strongest."""
    from .sandbox import default_sandbox, detect_isolation

    iso = detect_isolation()
    check = default_sandbox().call("def run():\n    return 'ok'\n", "run", {})
    if as_json:
        _print_json({**iso.model_dump(mode="json"), "strong": iso.strong, "sandbox_runs": check.ok,
                     "sandbox_error": check.error})
        return
    console.print(f"sandbox isolation: [bold]{iso.summary()}[/bold]")
    console.print(f"sandbox self-test: {'ok' if check.ok else check.error} ({check.duration_ms:.1f} ms)")
    if iso.strong:
        console.print("tool code runs behind the kernel: private namespaces, seccomp, an unprivileged uid, rlimits")
    else:
        console.print("[yellow]weaker than the kernel sandbox: tools that call eval()/exec() stay pending and "
                      "are never routed[/yellow]")
    for line in iso.missing:
        console.print(f"  missing: {line}")


def main() -> None:
    """Entry point for the `toolsmith` script."""
    cli(prog_name="toolsmith")


if __name__ == "__main__":
    sys.exit(main())
