"""The `toolsmith` command line (click + rich): it presents; the work happens in the library.

Exit codes: 0 success; 1 toolsmith could not do what was asked; 2 the arguments are wrong.
Either way the reason is one line on stderr, never a traceback (`TOOLSMITH_DEBUG=1` shows the
traceback of an unexpected error).
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
from collections.abc import Callable, Iterator
from typing import Any

import click
from rich.console import Console

from .backends.local import DEFAULT_MODEL, MODELS
from .errors import ConfigError, ToolsmithError, UserError, VerificationFailed
from .library import DEFAULT_TOOLS_DIR

console = Console()


class _Group(click.Group):
    """The top-level group: every failure becomes one line on stderr, never a traceback.

    Usage errors (bad or contradictory arguments) exit 2 with the problem and where to find
    help on one line; toolsmith errors, unreadable files and unexpected errors exit 1.
    """

    def make_context(self, info_name: str | None, args: list[str], parent: click.Context | None = None,
                     **extra: Any) -> click.Context:
        with _one_line_errors():
            return super().make_context(info_name, args, parent=parent, **extra)

    def invoke(self, ctx: click.Context) -> Any:
        with _one_line_errors():
            return super().invoke(ctx)


def _one_line(text: str) -> str:
    return "; ".join(line.strip() for line in str(text).splitlines() if line.strip()) or "failed"


@contextlib.contextmanager
def _one_line_errors() -> Iterator[None]:
    try:
        yield
    except (click.exceptions.Exit, click.Abort, click.exceptions.NoArgsIsHelpError):
        raise
    except click.UsageError as exc:
        if exc.ctx is None:
            exc.message = _one_line(exc.message)
            raise
        raise click.UsageError(f"{_one_line(exc.format_message())} (see '{exc.ctx.command_path} --help')") from None
    except click.ClickException as exc:
        exc.message = _one_line(exc.format_message())
        raise
    except ToolsmithError as exc:
        raise click.ClickException(_one_line(str(exc))) from None
    except OSError as exc:
        where = f": {exc.filename}" if exc.filename else ""
        raise click.ClickException(_one_line(f"{exc.strerror or exc}{where}")) from None
    except Exception as exc:
        if os.environ.get("TOOLSMITH_DEBUG"):
            raise
        raise click.ClickException(
            f"unexpected error: {type(exc).__name__}: {_one_line(str(exc))} "
            "(a bug in toolsmith; set TOOLSMITH_DEBUG=1 to see the traceback)"
        ) from None


# ---------------------------------------------------------------- argument types
class _Text(click.ParamType):
    """A non-empty string."""

    name = "text"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, str) and not value.strip():
            self.fail("must not be empty", param, ctx)
        return value


class _Id(_Text):
    """The name or id of something toolsmith recorded: a tool, a pattern, a session."""

    name = "id"


class _Folder(click.Path):
    """A folder path (not empty, not a file)."""

    def __init__(self, exists: bool = False) -> None:
        super().__init__(exists=exists, file_okay=False, dir_okay=True)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, str) and not value.strip():
            self.fail("must not be empty", param, ctx)
        return super().convert(value, param, ctx)


class _Parsed(click.ParamType):
    """A value read by one of toolsmith's parsers; what it refuses is a usage error (exit 2)."""

    def __init__(self, name: str, parse: Callable[[str], Any]) -> None:
        self.name = name
        self.parse = parse

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if not isinstance(value, str):
            return value
        if not value.strip():
            self.fail("must not be empty", param, ctx)
        try:
            return self.parse(value)
        except (ToolsmithError, ValueError) as exc:
            self.fail(_one_line(str(exc)), param, ctx)


def _url(text: str) -> str:
    from .backends.metrics import check_url

    return check_url(text)


def _plot_path(text: str) -> str:
    from .workloads.plot import check_plot_path

    check_plot_path(text)
    return text


def _names(text: str) -> list[str]:
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        raise ValueError(f"no names in {text!r}")
    return names


def _rates(text: str) -> list[float]:
    try:
        rates = [float(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise ValueError(f"must be numbers separated by commas, got {text!r}") from None
    if not rates or any(not 0.0 <= r <= 1.0 for r in rates):
        raise ValueError(f"must be acceptance rates between 0 and 1, separated by commas, got {text!r}")
    return rates


def _step_costs(text: str) -> Any:
    from .backends.advisor import fit_step_costs

    try:
        points = {int(k): float(c) for k, c in (item.split("=") for item in text.split(",") if item.strip())}
    except ValueError:
        raise ValueError(f"must look like 2=4.1,8=10.0, got {text!r}") from None
    return fit_step_costs(points)


def _spec(text: str) -> Any:
    from .backends.speculative import parse_spec

    return parse_spec(text)


def _from_commandline(ctx: click.Context, *names: str) -> list[str]:
    """Which of these parameters the user typed (not defaults or environment)."""
    from click.core import ParameterSource

    return [n for n in names if ctx.get_parameter_source(n) == ParameterSource.COMMANDLINE]


def _print_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2, default=str))


_home_option = click.option(
    "--home", type=_Folder(), envvar="TOOLSMITH_HOME", default=None,
    help="State folder: traces, patterns, models [env TOOLSMITH_HOME; default ~/.toolsmith].",
)
_tools_dir_option = click.option(
    "--tools-dir", type=_Folder(), envvar="TOOLSMITH_TOOLS", default=DEFAULT_TOOLS_DIR, show_default=True,
    help="Tool library folder [env TOOLSMITH_TOOLS].",
)


@click.group(cls=_Group)
@click.version_option(package_name="toolsmith")
def cli() -> None:
    """toolsmith: turn an agent's recurring tasks into verified, reviewed scripts."""


# ---------------------------------------------------------------- backend
@cli.group()
def backend() -> None:
    """Inference backends: the embedded llama.cpp server and vLLM."""


@backend.command("serve", context_settings={"ignore_unknown_options": True})
@click.option("--engine", type=click.Choice(["local", "vllm"]), default="local", show_default=True)
@click.option("--model", "model_name", type=_Text(), default=None,
              help=f"Model name (local: one of {', '.join(MODELS)}; default {DEFAULT_MODEL}; vllm: HF id or path).")
@click.option("--spec", type=_Parsed("spec", _spec), default=None,
              help="Speculative decoding, e.g. draft:4, ngram-simple:8, mtp:2, eagle3:3@MODEL, off.")
@click.option("--host", type=_Text(), default="127.0.0.1", show_default=True, help="vllm: address to bind.")
@click.option("--port", type=click.IntRange(1, 65535), default=None, help="vllm: port (default: a free one).")
@click.option("--startup-timeout", type=click.FloatRange(min=0, min_open=True), default=900.0, show_default=True,
              help="vllm: seconds to wait for /health.")
@click.option("--no-gpu-check", is_flag=True, help="vllm: launch even if no GPU device is visible.")
@click.argument("extra_args", nargs=-1, type=click.UNPROCESSED)
@click.pass_context
def backend_serve(
    ctx: click.Context, engine: str, model_name: str | None, spec: Any, host: str, port: int | None,
    startup_timeout: float, no_gpu_check: bool, extra_args: tuple[str, ...],
) -> None:
    """Serve a model over an OpenAI-compatible HTTP API until Ctrl-C (extra args go to vllm serve)."""
    if engine == "vllm":
        from .backends.vllm import VLLMServer

        if not model_name:
            raise click.UsageError("--engine vllm needs --model (a Hugging Face id or a local path)")
        server: Any = VLLMServer(model_name, spec=spec, extra_args=extra_args, host=host, port=port,
                                 startup_timeout=startup_timeout, require_gpu=not no_gpu_check,
                                 log=lambda line: click.echo(line, err=True))
        label = model_name
    else:
        from .backends.local import LocalServer

        vllm_only = _from_commandline(ctx, "host", "port", "startup_timeout", "no_gpu_check")
        if extra_args or vllm_only:
            given = [f"--{n.replace('_', '-')}" for n in vllm_only] + list(extra_args)
            raise click.UsageError(f"only for --engine vllm: {' '.join(map(repr, given))}")
        label = model_name or DEFAULT_MODEL
        if label not in MODELS:
            raise click.UsageError(f"--model: unknown embedded model {label!r}; choose one of {', '.join(MODELS)}")
        server = LocalServer(label, speculative=spec)
    if spec is not None:
        console.print(f"speculative decoding: [bold]{spec.short()}[/]")
    stop = {signal.SIGINT, signal.SIGTERM}
    # deliver Ctrl-C / SIGTERM to sigwait, not a handler. Blocked before the server starts: the
    # threads it starts inherit the mask, so no signal lands on one of them (exit 1 in CI under
    # load when they were started first), and a caller that signals as soon as it reads the URL
    # does not race the mask either.
    signal.pthread_sigmask(signal.SIG_BLOCK, stop)
    try:
        server.start()
    except BaseException:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, stop)
        raise
    console.print(f"serving [bold]{label}[/] at {server.base_url}  (Ctrl-C to stop)")
    try:
        signal.sigwait(stop)
    finally:
        server.close()
        signal.pthread_sigmask(signal.SIG_UNBLOCK, stop)
        console.print("stopped")


@backend.command("metrics")
@click.argument("url", type=_Parsed("url", _url))
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.option("--watch", is_flag=True, help="Print acceptance over each interval until Ctrl-C.")
@click.option("--interval", type=click.FloatRange(min=0, min_open=True), default=5.0, show_default=True,
              help="Seconds between scrapes with --watch.")
@click.option("--count", type=click.IntRange(min=0), default=0, help="With --watch: stop after this many intervals (0: never).")
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
@click.option("--acceptance", type=_Parsed("p,p,..", _rates), default=None,
              help="Per-position acceptance, comma-separated (e.g. 0.85,0.7,0.55).")
@click.option("--from-metrics", "metrics_url", type=_Parsed("url", _url), default=None,
              help="Read per-position acceptance from this server.")
@click.option("--draft-cost", type=click.FloatRange(min=0), default=None, help="One draft step (or block) / one target step.")
@click.option("--step-costs", type=_Parsed("k=c,..", _step_costs), default=None,
              help="Instead of the costs: measured step costs per k, e.g. 2=4.1,8=10.0 (fits overhead + per-token cost).")
@click.option("--verify-cost", type=click.FloatRange(min=0), default=0.0, show_default=True,
              help="Extra target cost per verified token.")
@click.option("--step-overhead", type=click.FloatRange(min=0), default=0.0, show_default=True,
              help="Fixed cost per speculative step.")
@click.option("--drafter", type=click.Choice(["autoregressive", "parallel", "lookup"]), default="autoregressive",
              show_default=True, help="parallel: DFlash/Medusa pay once per block.")
@click.option("--max-k", type=click.IntRange(min=1), default=16, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def backend_advise(acceptance: list[float] | None, metrics_url: str | None, draft_cost: float | None, step_costs: Any,
                   verify_cost: float, step_overhead: float, drafter: str, max_k: int, as_json: bool) -> None:
    """Expected speedup for each k (tokens drafted per step) and the best k."""
    from rich.table import Table

    from .backends.advisor import advise
    from .backends.metrics import scrape
    from .errors import BackendError

    if (acceptance is None) == (metrics_url is None):
        raise click.UsageError("give exactly one of --acceptance or --from-metrics")
    if (draft_cost is None) == (step_costs is None):
        raise click.UsageError("give exactly one of --draft-cost or --step-costs")
    if step_costs is not None:
        draft_cost, verify_cost, step_overhead = step_costs.per_token, 0.0, step_costs.overhead
    if acceptance is not None:
        rates = acceptance
    else:
        counters = scrape(metrics_url or "")
        rates = counters.stats().per_position_acceptance if counters else []
        if not rates:
            raise BackendError(f"{metrics_url}: no per-position acceptance yet (nothing drafted?)")
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

    rows = [{"name": m.name, "file": m.filename, "size": m.size, "sha256": m.sha256, "install": m.install} for m in MODELS.values()]
    if as_json:
        _print_json(rows)
        return
    table = Table("name", "size (MB)", "sha256", "install")
    for r in rows:
        table.add_row(r["name"], f"{r['size'] / 1e6:.0f}", r["sha256"][:16] + "…", escape(r["install"]))
    console.print(table)


# ---------------------------------------------------------------- session commands (stats, demo, bench, patterns)
def print_reports(reports: list[Any]) -> None:
    """Render session reports: one column per session, one row per figure (`ledger_renderables`)."""
    from .ledger import ledger_renderables

    for item in ledger_renderables(reports):
        console.print(item)


def _chosen_sessions(store: Any, session_id: str | None, all_sessions: bool) -> list[str]:
    """`--session ID`, `--all`, or the latest session (none when nothing was recorded)."""
    if session_id and all_sessions:
        raise click.UsageError("give --session ID or --all, not both")
    sessions = store.sessions()
    if session_id and session_id not in sessions:
        raise UserError(f"no session {session_id!r} in {store.home}; `toolsmith stats --all` shows every session")
    return [session_id] if session_id else (sessions if all_sessions else sessions[-1:])


@cli.command("stats")
@click.option("--session", "session_id", type=_Id(), default=None, help="One session (default: the latest).")
@click.option("--all", "all_sessions", is_flag=True, help="Every session.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.option("--plot", "plot_path", type=_Parsed("file.png", _plot_path), default=None,
              help="Write a plot of cumulative tokens (.png, .svg or .pdf) for one session.")
@_home_option
def stats(session_id: str | None, all_sessions: bool, as_json: bool, plot_path: str | None, home: str | None) -> None:
    """Show the token ledger per session: tasks, errors, tokens used and saved."""
    from .ledger import session_report
    from .store import Store

    if plot_path and all_sessions:
        raise click.UsageError("--plot draws one session: give --session ID, or nothing for the latest")
    store = Store(home)
    chosen = _chosen_sessions(store, session_id, all_sessions)
    if plot_path and not chosen:
        raise UserError(f"nothing to plot: no sessions recorded yet in {store.home}")
    reports = [session_report(store, sid) for sid in chosen]
    if plot_path:
        from .workloads.plot import plot_session

        console.print(f"wrote {plot_session(store, chosen[0], plot_path)}")
    if as_json:
        _print_json([r.model_dump(mode="json") for r in reports])
    elif not reports:
        console.print(f"no sessions recorded yet in {store.home}")
    else:
        print_reports(reports)


@cli.command("demo")
@click.option("--model", "model_name", type=click.Choice(list(MODELS)), default=DEFAULT_MODEL, show_default=True,
              help="Embedded model for the agent and for writing tools.")
@click.option("--workload", type=_Folder(exists=True), default=None,
              help="BBH-format folder (default: the subset shipped in the package).")
@_tools_dir_option
@click.option("--seed", type=int, default=7, show_default=True, help="Shuffles the tasks.")
@_home_option
@click.pass_context
def demo(ctx: click.Context, model_name: str, workload: str | None, tools_dir: str, seed: int, home: str | None) -> None:
    """Run recurring tasks through toolsmith on the embedded model, then print the ledger.

    It writes to the same places as every other command: tools to --tools-dir (./tools),
    traces and patterns to --home (~/.toolsmith), so `toolsmith tools list` shows them after.
    """
    import shlex

    from rich.markup import escape
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from .backends.local import LocalServer
    from .backends.metrics import server_tokens
    from .workloads.demo import DEMO_REVIEW_BUDGET, build_agent, demo_workload, run_workload
    from .library import ToolLibrary
    from .store import Store
    from .workloads.workload import TruthReviewer
    from .wrapper import Toolsmith

    items = demo_workload(workload, seed=seed)
    store = Store(home)  # open the state and the library before loading a model: their errors come first
    state = store.home
    store.close()
    tools = ToolLibrary(tools_dir).path
    reviewer = TruthReviewer(items, budget=DEMO_REVIEW_BUDGET)
    console.print(
        f"[bold]toolsmith demo[/]: {len(items)} recurring tasks on the embedded model {model_name}. Demo mode: a reviewer "
        f"confirms or corrects up to {DEMO_REVIEW_BUDGET} answers per pattern (from the dataset), and tools that pass "
        "verification are [yellow]auto-approved[/] (normally a person reviews them).\n"
        "The first tasks go to the agent: on 2 CPU cores an answer takes from about a second to over a minute, "
        "depending on the load, and a 1.5B model gets many wrong. Once a pattern has a few answers, toolsmith "
        "looks for a tool: first a search over small programs that costs no tokens, then, if the budget allows, "
        "the model writes one. It verifies the tool in the sandbox and routes later tasks of that pattern to it: "
        "milliseconds, zero tokens. The line above the bar says what is happening.\n"
        f"tool library: {tools.resolve()}   state: {state}"
    )
    width = max(len(i.family) for i in items)
    header = f"{'#':>4}  {'family':<{width}}  {'tokens':>6}  {'time':>8}  {'answer':<6}  answered by"
    with LocalServer(model_name, home=state) as server:
        server_before = server_tokens(server.url)
        chat = server.chat_model(max_tokens=256)
        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                      console=console) as progress:
            bar = progress.add_task("starting", total=len(items))
            state_of = {"seq": 0}

            def on_progress(phrase: str) -> None:
                progress.update(bar, description=f"task {state_of['seq']}/{len(items)}: {escape(phrase)}")

            def on_event(ev: Any) -> None:
                progress.console.print(f"      [cyan]{ev.kind}[/] {escape(ev.detail)} ({ev.usage.total_tokens} tokens)")

            progress.console.print(f"[bold]{escape(header)}[/]")
            with Toolsmith(build_agent(chat), home=state, tools_dir=tools, synthesizer=server.chat_model(max_tokens=768),
                           auto_approve=True, reviewer=reviewer, on_event=on_event, on_progress=on_progress,
                           forge="inline") as ts:  # the demo waits for forging so that you can watch it
                correct = 0

                def before_task(item: Any) -> None:
                    state_of["seq"] += 1
                    on_progress(f"routing or asking the agent ({item.family})")

                def on_task(item: Any, trace: Any, ok: bool) -> None:
                    nonlocal correct
                    correct += ok
                    how = (f"{trace.answered_by} {trace.tool}" if trace.tool else trace.answered_by) \
                        if trace.status == "ok" else f"error: {trace.error}"
                    progress.console.print(
                        f"{trace.seq:>4}  {item.family:<{width}}  {trace.total_tokens:>6}  "
                        f"{trace.latency_ms / 1000:>7.1f}s  {'right' if ok else 'wrong':<6}  {escape(how)}"
                    )
                    progress.advance(bar)

                run_workload(ts, items, on_task, before_task=before_task)
                progress.update(bar, description="done")
                report = ts.report()
        server_after = server_tokens(server.url)
    console.print(f"right answers: {correct}/{len(items)} (against the dataset); reviewer answers: {reviewer.answers}")
    print_reports([report])
    ledger_in = report.agent_exact.input_tokens + report.synthesis.input_tokens + report.shadow.input_tokens
    ledger_out = report.agent_exact.output_tokens + report.synthesis.output_tokens + report.shadow.output_tokens
    srv_in, srv_out = server_after[0] - server_before[0], server_after[1] - server_before[1]
    same = "match" if (srv_in, srv_out) == (ledger_in, ledger_out) else "[red]DIFFER[/]"
    console.print(f"server's own /metrics: {srv_in} prompt + {srv_out} generated tokens; "
                  f"ledger (agent + synthesis + shadow): {ledger_in} + {ledger_out}: {same}")
    typed = _from_commandline(ctx, "tools_dir", "home")  # flags the user typed; env and defaults carry over
    tools_flag = f" --tools-dir {shlex.quote(tools_dir)}" if "tools_dir" in typed else ""
    home_flag = f" --home {shlex.quote(home or '')}" if "home" in typed else ""
    console.print("See what the demo left behind:")
    for line in (f"toolsmith tools list{tools_flag}", f"toolsmith patterns list{home_flag}",
                 f"toolsmith stats --session {report.session_id}{home_flag}"):
        console.print(f"  {escape(line)}", soft_wrap=True)


@cli.command("bench")
@click.option("--workload", type=_Folder(exists=True), default=None,
              help="BBH-format folder (default: the packaged subset).")
@click.option("--families", type=_Parsed("a,b,..", _names), default=None, help="Comma-separated families (default: all in the folder).")
@click.option("--per-family", type=click.IntRange(min=1), default=40, show_default=True, help="Tasks per scriptable family.")
@click.option("--per-judgement", type=click.IntRange(min=0), default=20, show_default=True, help="Tasks per judgement family.")
@click.option("--limit", type=click.IntRange(min=1), default=None, help="Stop after this many tasks (after shuffling).")
@click.option("--systems", type=_Parsed("a,b,..", _names),
              default=",".join(["agent", "exact_cache", "semantic_cache", "toolsmith", "toolsmith_reviewed", "toolsmith_shadow"]),
              show_default=True)
@click.option("--model", "model_name", type=click.Choice(list(MODELS)), default=DEFAULT_MODEL, show_default=True,
              help="Embedded model.")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--synthesis-budget", type=click.IntRange(min=1), default=4000, show_default=True,
              help="Tokens one forging attempt may spend.")
@click.option("--out", "out_dir", type=_Folder(), default="bench-results", show_default=True,
              help="Results folder; re-running with the same folder resumes.")
@click.option("--agent", "agent_kind", type=click.Choice(["model", "truth", "noisy"]), default="model",
              show_default=True,
              help="model: the embedded model answers (recorded, replayed across systems); truth: an agent that "
                   "always answers the dataset's target at 60 + len/4 input and 150 output tokens per task; noisy: "
                   "the same agent, wrong on 15% of the tasks (another task's answer).")
@click.option("--judgement", type=_Parsed("a,b,..", _names), default=None,
              help="Families that need judgement or world knowledge: no tool may serve them "
                   "(default: snarks, ruin_names, movie_recommendation).")
def bench(workload: str | None, families: list[str] | None, per_family: int, per_judgement: int, limit: int | None,
          systems: list[str], model_name: str, seed: int, synthesis_budget: int, out_dir: str, agent_kind: str,
          judgement: list[str] | None) -> None:
    """Run the agent alone, two caches and toolsmith side by side; print a table, write JSON and a plot."""
    from pathlib import Path

    from rich.progress import Progress
    from rich.table import Table

    from .backends.local import LocalServer
    from .workloads.benchmark import SYSTEMS, RecordedAgent, TruthAgent, results_table, run_system
    from .workloads.demo import build_agent
    from .workloads.plot import plot_systems
    from .workloads.workload import JUDGEMENT, load_workload, packaged_workload

    unknown = set(systems) - set(SYSTEMS)
    if unknown:
        raise click.UsageError(f"--systems: unknown {', '.join(sorted(unknown))} (have: {', '.join(SYSTEMS)})")
    folder = Path(workload) if workload else packaged_workload()
    names = families or sorted(p.stem for p in folder.glob("*.json"))
    judged = tuple(judgement) if judgement else JUDGEMENT
    if judgement and set(judgement) - set(names):
        raise click.UsageError(f"--judgement: no family {', '.join(sorted(set(judgement) - set(names)))} in {folder}")
    items = load_workload(folder, families={n: per_judgement if n in judged else per_family for n in names}, seed=seed)
    items = items[:limit] if limit else items
    if not items:
        raise UserError(f"no tasks to run: {folder} has no BBH-format *.json files with examples")
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    model = model_name
    console.print(f"[bold]toolsmith bench[/]: {len(items)} tasks from {folder} on {model}; systems: {', '.join(systems)}")
    results = []
    with LocalServer(model, home=out / "home") as server:
        agent = (TruthAgent(items, noise=0.15 if agent_kind == "noisy" else 0.0) if agent_kind in ("truth", "noisy")
                 else RecordedAgent(build_agent(server.chat_model(max_tokens=256)), out / f"agent-log-{model}.json"))
        synthesizer = server.chat_model(max_tokens=768)
        baseline = None
        with Progress(console=console) as progress:
            for name in systems:
                bar = progress.add_task(name, total=len(items))
                res = run_system(name, items, agent, home=out / "home", synthesizer=synthesizer,
                                 baseline_curve=baseline, progress=lambda: progress.advance(bar),
                                 synthesis_budget=synthesis_budget, judgement=judged)
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
    for r in results:
        if r.served_by_family:
            served = ", ".join(f"{fam} {n}" + (f" ({r.wrong_by_family[fam]} wrong)" if fam in r.wrong_by_family else "")
                               for fam, n in sorted(r.served_by_family.items()))
            console.print(f"{r.system}: served {served}")
    plot = plot_systems({r.system: r.curve for r in results}, out / "tokens.png",
                        approvals={r.system: r.approved_at for r in results if r.approved_at})
    console.print(f"wrote {out / 'results.json'} and {plot}")


@cli.group()
def patterns() -> None:
    """Recurring task patterns mined from the traces."""


@patterns.command("list")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@_home_option
def patterns_list(as_json: bool, home: str | None) -> None:
    """List patterns with member counts and agent tokens spent on them."""
    from rich.markup import escape
    from rich.table import Table

    from .patterns import PatternMiner
    from .store import Store

    store = Store(home)
    rows = []
    for p in sorted(PatternMiner(store).patterns(), key=lambda p: -p.count):
        stats = store.pattern_stats(p.id)
        rows.append({**p.model_dump(mode="json"), "agent_tokens": stats.agent_tokens, "tool": stats.tool})
    if as_json:
        _print_json(rows)
        return
    if not rows:
        console.print(f"no patterns yet in {store.home}: they appear as tasks go through toolsmith")
        return
    table = Table("id", "count", "tokens", "template")
    for r in rows:
        table.add_row(r["id"], str(r["count"]), str(r["agent_tokens"]), escape(r["template"][:100]))
    console.print(table)


@patterns.command("show")
@click.argument("pattern_id", type=_Id())
@_home_option
def patterns_show(pattern_id: str, home: str | None) -> None:
    """Show one pattern: template, members, slot examples, tokens spent."""
    from rich.markup import escape

    from .patterns import PatternMiner
    from .store import Store

    store = Store(home)
    p = PatternMiner(store).pattern(pattern_id)
    if p is None:
        raise UserError(f"no pattern {pattern_id!r} in {store.home}; `toolsmith patterns list` shows them")
    stats = store.pattern_stats(p.id)
    console.print(f"[bold]{p.id}[/]  members: {p.count}  agent tokens so far: {stats.agent_tokens}  "
                  f"synthesis tokens: {stats.synthesis_tokens}  tool: {stats.tool or '-'}")
    console.print(f"template: {escape(p.template)}")
    console.print(f"slots: {p.slot_kinds}")
    for ex in p.examples:
        console.print(f"  - {escape(json.dumps(ex)[:200])}")


# ---------------------------------------------------------------- tools (library.py; verification in forge.py)
def _tools_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    return _home_option(_tools_dir_option(fn))


def _verified_cell(m: Any) -> str:
    v = m.verification
    if v is None:
        return "not run"
    if not v.shown_total + v.heldout_total:
        return "NOT verified (no examples)"
    return f"{'passed' if v.passed else 'FAILED'} {v.heldout_passed}/{v.heldout_total}"


def _tool_row(m: Any, lib: Any, store: Any) -> dict[str, Any]:
    v = m.verification
    stats = store.tool_stats(m.name, m.version)
    why_not = lib.not_routable(m)
    return {
        "name": m.name,
        "status": m.status,
        "version": m.version,
        "sha256": m.sha256,
        "routable": why_not is None,
        "not_routable_reason": why_not,
        "template": m.template,
        "triggers": m.triggers,
        "pattern_id": m.pattern_id,
        "verified": f"{v.heldout_passed}/{v.heldout_total}" if v else None,
        "verification_passed": v.passed if v else None,
        "uses": stats.uses,
        "failures": stats.failures,
        "tokens_saved": stats.tokens_saved,
        "last_used": stats.last_used,
        "auto_approved": m.auto_approved,
        "origin": m.origin,
    }


def _print_report(report: Any) -> None:
    from rich.markup import escape
    from rich.table import Table

    colour = "green" if report.passed else "red"
    console.print(f"[{colour}]verification {escape(report.summary())}[/]")
    for reason in report.reasons:
        console.print(f"  - {escape(reason)}")
    console.print("what was checked:")
    for line in report.coverage():
        style = "yellow" if line.lower().startswith(("not ", "stopped")) else ""
        console.print(f"  - [{style}]{escape(line)}[/]" if style else f"  - {escape(line)}")
    if report.disagreements:
        table = Table("held-out", "confirmed", "task", "expected", "tool", title="disagreements (expected vs tool)")
        for d in report.disagreements:
            got = d.got if d.error is None else f"error: {d.error}"
            table.add_row("yes" if d.held_out else "no", "yes" if d.confirmed else "no", escape(d.task[:70]),
                          escape(d.expected[:40]), escape(str(got)[:60]))
        console.print(table)
    for task in report.accepted_negatives[:5]:
        console.print(f"  [red]accepted negative:[/] {escape(task[:100])}")


def _verdict(report: Any) -> str:
    """Why a report failed, in a few words, for the one-line error after it."""
    if report.stopped_early:
        return f"it stopped early ({report.stopped_early})"
    if not report.shown_total + report.heldout_total:
        return "no task with a known answer reached it (declare EXAMPLES in the module, or record tasks first)"
    return "the report above says why"


@contextlib.contextmanager
def _probe_progress(what: str, quiet: bool = False) -> Iterator[Callable[[int, int, Any], None]]:
    """A transient progress bar for the sandbox calls of one verification (`quiet`: no opening line)."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    if not quiet:
        console.print(f"{what} in the sandbox (it stops early if the tool keeps hitting the sandbox's limits)")
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=console, transient=True) as progress:
        bar = progress.add_task(what, total=None)
        limits = {"n": 0}

        def tick(done: int, total: int, case: Any) -> None:
            limits["n"] += case.limit is not None
            note = f" ({limits['n']} hit sandbox limits)" if limits["n"] else ""
            progress.update(bar, completed=done, total=total, description=f"{what}{note}")

        yield tick


def _forge(lib: Any, home: str | None) -> Any:
    """The forge over this library and store (checks only: no synthesizer)."""
    from .forge import Forge
    from .patterns import PatternMiner
    from .sandbox import default_sandbox
    from .store import Store

    store = Store(home)
    return Forge(store, lib, sandbox=default_sandbox, miner=PatternMiner(store))


@cli.group()
def tools() -> None:
    """The tool library: review, add, test, approve, reject, retire and roll back tools."""


@tools.command("list")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@_tools_options
def tools_list(as_json: bool, tools_dir: str, home: str | None) -> None:
    """List tools with status (and why an approved one is not routed), verification, uses and template."""
    from rich.markup import escape
    from rich.table import Table

    from .library import ToolLibrary
    from .store import Store

    lib = ToolLibrary(tools_dir)
    manifests = lib.list()
    store = Store(home)
    rows = [_tool_row(m, lib, store) for m in manifests]
    if as_json:
        _print_json(rows)
        return
    if not manifests:
        where = lib.path if lib.path.is_dir() else f"{lib.path} (no such folder yet)"
        console.print(f"no tools in {where}: toolsmith writes them there when a pattern recurs, "
                      "or add your own with `toolsmith tools add FILE`")
        return
    table = Table(title=f"tools in {lib.path}")
    for header in ("name", "status", "version", "verified (held-out)", "uses (saved)"):
        table.add_column(header, no_wrap=header != "status")
    table.add_column("template", overflow="fold")
    blocked = []
    for m, row in zip(manifests, rows):
        status = m.status
        if m.status == "approved" and not row["routable"]:
            status = "[red]NOT routable[/]"
            blocked.append(f"[red]{escape(m.name)} is approved but NOT routable:[/] {escape(row['not_routable_reason'])}")
        table.add_row(escape(m.name), status, f"v{m.version}", _verified_cell(m), f"{row['uses']} ({row['tokens_saved']})",
                      escape(m.template or ", ".join(m.triggers) or "-"), end_section=False)
    console.print(table)
    for line in blocked:
        console.print(line)


@tools.command("show")
@click.argument("name", type=_Id())
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output (manifest + source).")
@_tools_options
def tools_show(name: str, as_json: bool, tools_dir: str, home: str | None) -> None:
    """Show a tool's source, manifest, verification report and disagreements."""
    from rich.markup import escape
    from rich.syntax import Syntax

    from .library import ToolLibrary
    from .store import Store

    lib = ToolLibrary(tools_dir)
    m = lib.get(name)
    source = lib.source(name)
    stats = Store(home).tool_stats(m.name, m.version)
    if as_json:
        _print_json({"manifest": m.model_dump(mode="json"), "stats": stats.model_dump(mode="json"), "source": source,
                     "not_routable_reason": lib.not_routable(m)})
        return
    console.print(f"[bold]{m.name}[/] v{m.version}  status: [bold]{m.status}[/]"
                  + ("  (auto-approved)" if m.auto_approved else "")
                  + (f"  (restored from v{m.restored_from})" if m.restored_from else ""))
    if m.template:
        console.print(f"template: {escape(m.template)}")
    console.print(f"written by: {m.model or m.origin}  synthesis tokens: {m.synthesis_usage.total_tokens} "
                  f"in {m.synthesis_attempts} calls  uses: {stats.uses} (failures {stats.failures}, "
                  f"{stats.tokens_saved} tokens saved)  shadow: {stats.shadow_agree} agree / {stats.shadow_disagree} "
                  f"disagree (weighted {stats.shadow_evidence:.2f})")
    console.print("extract(): " + ("toolsmith's parser, derived from the template" if m.extractor == "template"
                                   else "the module's own, not derived by toolsmith: review it; it runs in the sandbox"))
    if m.status == "approved" and lib.not_routable(m):
        console.print(f"[red]not routable: {escape(lib.not_routable(m) or '')}[/]")
    for reason in (m.approved_reason, m.rejected_reason, m.retired_reason):
        if reason:
            console.print(f"note: {escape(reason)}")
    for ev in m.evidence:
        console.print(f"[yellow]demoted {ev.at}:[/] {escape(ev.reason)} ({len(ev.items)} observations)")
    console.print(Syntax(source, "python", line_numbers=True, word_wrap=True))
    if m.verification is not None:
        _print_report(m.verification)
    else:
        console.print(f"[yellow]not verified[/]: run `toolsmith tools test {name}`")


@tools.command("approve")
@click.argument("name", type=_Id())
@click.option("--reason", type=_Text(), default=None, help="A note for the record.")
@_tools_options
def tools_approve(name: str, reason: str | None, tools_dir: str, home: str | None) -> None:
    """Approve a tool: pin its file's sha256 and allow routing to it."""
    from .library import ToolLibrary

    from .sandbox import detect_isolation

    m = ToolLibrary(tools_dir).approve(name, reason=reason, isolation=detect_isolation())
    console.print(f"approved {m.name} v{m.version} (sha256 {m.sha256[:12]}…)")
    if not m.verified:
        v = m.verification
        why = ("it was never verified" if v is None else "no task with a known answer was ever checked"
               if not v.shown_total + v.heldout_total else "it failed verification")
        click.echo(f"warning: {m.name} v{m.version} is approved although {why}: it will be routed without evidence "
                   f"that it is right; `toolsmith tools test {m.name}` checks it", err=True)


@tools.command("reject")
@click.argument("name", type=_Id())
@click.option("--reason", type=_Text(), required=True, help="Why the tool is rejected.")
@_tools_options
def tools_reject(name: str, reason: str, tools_dir: str, home: str | None) -> None:
    """Reject a tool; it is never routed."""
    from .library import ToolLibrary

    m = ToolLibrary(tools_dir).reject(name, reason)
    console.print(f"rejected {m.name} v{m.version}")


@tools.command("retire")
@click.argument("name", type=_Id())
@click.option("--reason", type=_Text(), default=None, help="A note for the record.")
@_tools_options
def tools_retire(name: str, reason: str | None, tools_dir: str, home: str | None) -> None:
    """Retire a tool: stop routing to it for good, keeping its files and history."""
    from .library import ToolLibrary

    m = ToolLibrary(tools_dir).retire(name, reason)
    console.print(f"retired {m.name} v{m.version}; it is no longer routed")


@tools.command("rollback")
@click.argument("name", type=_Id())
@click.option("--to", "to_version", type=click.IntRange(min=1), required=True, help="The version whose source to restore.")
@_tools_options
def tools_rollback(name: str, to_version: int, tools_dir: str, home: str | None) -> None:
    """Restore an older version's source as a new pending version, and verify it."""
    from .library import ToolLibrary

    lib = ToolLibrary(tools_dir)
    m = lib.rollback(name, to_version)
    console.print(f"{m.name}: v{m.version} restores the source of v{to_version}; it is pending until approved")
    with _probe_progress(f"verifying {m.name} v{m.version}") as tick:
        check = _forge(lib, home).retest(name, progress=tick)
    _print_report(check.report)
    console.print(f"approve it with `toolsmith tools approve {m.name}`; compare with `toolsmith tools diff {m.name}`")


@tools.command("diff")
@click.argument("name", type=_Id())
@click.option("--from", "from_version", type=click.IntRange(min=1), default=None, help="Old version (default: the previous one).")
@click.option("--to", "to_version", type=click.IntRange(min=1), default=None, help="New version (default: the current one).")
@_tools_options
def tools_diff(name: str, from_version: int | None, to_version: int | None, tools_dir: str, home: str | None) -> None:
    """Unified diff between two versions of a tool."""
    import difflib

    from .library import ToolLibrary

    lib = ToolLibrary(tools_dir)
    versions = lib.versions(name)
    new = to_version if to_version is not None else versions[-1]
    old = from_version if from_version is not None else max([v for v in versions if v < new], default=new)
    for v in (old, new):
        if v not in versions:
            raise UserError(f"tool {name!r} has no v{v} (it has {', '.join(f'v{x}' for x in versions)})")
    a, b = lib.source(name, old), lib.source(name, new)
    diff = "".join(difflib.unified_diff(a.splitlines(True), b.splitlines(True), f"{name} v{old}", f"{name} v{new}"))
    if diff:
        click.echo(diff)
    elif old == new and from_version is None and to_version is None:
        click.echo(f"{name} has only v{new}: nothing to compare")
    else:
        click.echo(f"{name}: v{old} and v{new} are identical")


@tools.command("test")
@click.argument("name", type=_Id())
@click.option("--json", "as_json", is_flag=True, help="Machine-readable report.")
@_tools_options
def tools_test(name: str, as_json: bool, tools_dir: str, home: str | None) -> None:
    """Verify a tool on its EXAMPLES, recorded tasks, near misses and the packaged dataset."""
    from .library import ToolLibrary

    lib = ToolLibrary(tools_dir)
    lib.get(name)
    with _probe_progress(f"verifying {name}", quiet=as_json) as tick:
        check = _forge(lib, home).retest(name, progress=tick)
    if as_json:
        _print_json(check.report.model_dump(mode="json"))
    else:
        _print_report(check.report)
    if not check.report.passed:
        raise VerificationFailed(f"tool {name!r} did not pass verification: {_verdict(check.report)}")


@tools.command("add")
@click.argument("file", type=click.Path(exists=True, dir_okay=False))
@click.option("--name", type=_Id(), default=None, help="Tool name (default: the file's stem).")
@_tools_options
def tools_add(file: str, name: str | None, tools_dir: str, home: str | None) -> None:
    """Register a hand-written tool as pending, after verifying it on everything known.

    Declare examples in the module as EXAMPLES = [(task, answer), ...] to verify it before any
    task was recorded; recorded tasks, near misses and the packaged dataset are used too.
    """
    from pathlib import Path

    from .library import ToolLibrary
    from .toolfile import read_tool_file

    source = read_tool_file(file)
    lib = ToolLibrary(tools_dir)
    if name is None:
        name = Path(file).stem
        if not name.isidentifier() or name != name.lower():
            raise click.UsageError(f"the file name {Path(file).name!r} is not a valid tool name: pass --name")
    with _probe_progress(f"verifying {name}") as tick:
        m, check = _forge(lib, home).add(source, name=name, progress=tick)
    pattern = f" for pattern {check.pattern_id} ({check.recorded} recorded examples)" if check.pattern_id else ""
    console.print(f"registered {m.name} v{m.version} as {m.status}{pattern}; "
                  f"{check.declared} examples declared in the module")
    _print_report(check.report)
    if not check.report.passed:
        raise VerificationFailed(f"{m.name} v{m.version} is registered as pending but did not pass verification: "
                        f"{_verdict(check.report)}; after a fix, `toolsmith tools add` it again")
    console.print(f"review it with `toolsmith tools show {m.name}`, then `toolsmith tools approve {m.name}`")


@tools.command("export")
@click.argument("out_dir", metavar="DIR", type=_Folder())
@click.option("--format", "fmt", type=click.Choice(["openai", "skills"]), required=True,
              help="openai: function schemas (openai-tools.json); skills: one Agent Skills folder per tool.")
@_tools_options
def tools_export(out_dir: str, fmt: str, tools_dir: str, home: str | None) -> None:
    """Export the approved tools for other agents: OpenAI function schemas or Agent Skills folders."""
    from .exports import approved_tools, write_openai, write_skills
    from .library import ToolLibrary

    lib = ToolLibrary(tools_dir)
    tools = approved_tools(tools_dir)
    skipped = [m.name for m in lib.list() if m.status == "approved" and m.name not in {t.name for t in tools}]
    if not tools:
        raise UserError(f"no approved tool in {lib.path} can be exported"
                        + (f" ({', '.join(skipped)} changed since approval or may not run here)" if skipped else ""))
    written = write_openai(tools, out_dir) if fmt == "openai" else write_skills(tools, lib, out_dir)
    for path in written:
        console.print(f"wrote {path}")
    for name in skipped:
        click.echo(f"warning: {name} is approved but not exported: its file changed since approval, or it "
                   f"evaluates strings and this machine's sandbox is weaker than the kernel level", err=True)


# ---------------------------------------------------------------- traces, integrations (proxy, mcp)
@cli.command("traces")
@click.option("--session", "session_id", type=_Id(), default=None, help="One session (default: the latest).")
@click.option("--all", "all_sessions", is_flag=True, help="Every session.")
@click.option("--json", "as_json", is_flag=True, help="One JSON array.")
@click.option("--jsonl", "as_jsonl", is_flag=True, help="One JSON object per line (for log pipelines).")
@_home_option
def traces(session_id: str | None, all_sessions: bool, as_json: bool, as_jsonl: bool, home: str | None) -> None:
    """Export recorded traces: task, answer, who answered, tool, exact tokens, latency."""
    from rich.markup import escape
    from rich.table import Table

    from .store import Store

    if as_json and as_jsonl:
        raise click.UsageError("give --json or --jsonl, not both")
    store = Store(home)
    chosen = _chosen_sessions(store, session_id, all_sessions)
    rows = [t for sid in chosen for t in store.traces(sid)]
    if as_jsonl:
        for t in rows:
            click.echo(t.model_dump_json())
        return
    if as_json:
        _print_json([t.model_dump(mode="json") for t in rows])
        return
    if not rows:
        console.print(f"no traces recorded yet in {store.home}")
        return
    table = Table("trace", "answered by", "tokens", "ms", "task", "answer", title=f"traces of {', '.join(chosen)}")
    for t in rows:
        who = t.answered_by + (f" ({t.tool} v{t.tool_version})" if t.tool else "")
        table.add_row(t.id, who, f"{t.total_tokens} {t.token_count}", f"{t.latency_ms:.0f}", escape(t.task[:60]),
                      escape((t.answer or t.error or "")[:40]))
    console.print(table)


@cli.command("confirm")
@click.argument("trace_id", type=_Id())
@click.option("--answer", type=_Text(), default=None, help="The right answer, when the recorded one is wrong.")
@_home_option
def confirm(trace_id: str, answer: str | None, home: str | None) -> None:
    """Confirm a recorded task's answer, or correct it with --answer (ids: `toolsmith traces`).

    A person-checked answer outranks the agent's as evidence for tools, and one of them lets
    forging spend model tokens on the task's pattern before tools have saved any."""
    from rich.markup import escape

    from .store import Store

    trace = Store(home).set_feedback(trace_id, answer)
    verb = "corrected" if answer is not None and answer != trace.answer else "confirmed"
    console.print(f"{verb} {trace.id}: {escape((trace.feedback or '')[:80])}")


@cli.command("proxy")
@click.option("--upstream", required=True, type=_Parsed("url", _url),
              help="The OpenAI-compatible base URL to forward to, e.g. http://127.0.0.1:8080/v1.")
@click.option("--host", type=_Text(), default="127.0.0.1", show_default=True, help="Address to bind.")
@click.option("--port", type=click.IntRange(1, 65535), default=8765, show_default=True)
@click.option("--token", type=_Text(), envvar="TOOLSMITH_PROXY_TOKEN", default=None,
              help="Bearer token clients must send [env TOOLSMITH_PROXY_TOKEN]; required off localhost.")
@click.option("--upstream-key", type=_Text(), envvar="TOOLSMITH_UPSTREAM_KEY", default=None,
              help="API key sent upstream [env TOOLSMITH_UPSTREAM_KEY] (default: the client's, unless --token is set).")
@click.option("--model", "model_name", type=_Text(), default=None,
              help="Upstream model that writes tools (default: the first the upstream lists).")
@click.option("--learn/--no-learn", default=True, show_default=True,
              help="Write tools for recurring tasks (--no-learn: record, mine and route only).")
@click.option("--session", "session_id", type=_Id(), default=None, help="Session id (default: a new one).")
@_tools_dir_option
@_home_option
def proxy(upstream: str, host: str, port: int, token: str | None, upstream_key: str | None, model_name: str | None,
          learn: bool, session_id: str | None, tools_dir: str, home: str | None) -> None:
    """Serve an OpenAI-compatible endpoint that routes recurring tasks to approved tools."""
    try:
        import uvicorn

        from .proxy import create_app, default_synthesizer, is_loopback
    except ImportError as exc:
        raise UserError(f"the proxy needs the `integrations` extra (pip install 'toolsmith[integrations]'): {exc}") from None
    if not is_loopback(host) and not token:
        raise click.UsageError(f"binding to {host} exposes the proxy to the network: give --token "
                               "(or TOOLSMITH_PROXY_TOKEN), which clients then send as their API key")
    synthesizer, note = default_synthesizer(upstream, model_name, upstream_key) if learn else (None, "learning is off")
    app = create_app(upstream, home=home, tools_dir=tools_dir, token=token, upstream_api_key=upstream_key,
                     learn=learn, synthesizer=synthesizer, session=session_id)
    click.echo(f"toolsmith proxy on http://{host}:{port}/v1 -> {upstream} (session {app.state.toolsmith.session_id}; "
               f"{note}; tools in {tools_dir}){'; bearer token required' if token else ''}", err=True)
    uvicorn.run(app, host=host, port=port, log_level="warning")


@cli.command("mcp")
@_tools_dir_option
@click.option("--poll", type=click.FloatRange(min=0.05), default=1.0, show_default=True,
              help="Seconds between checks of the library for changes (then clients get tools/list_changed).")
def mcp(tools_dir: str, poll: float) -> None:
    """Serve the approved tools over MCP (stdio): list them, call them in the sandbox, announce changes."""
    try:
        import anyio

        from .mcp_server import serve_stdio
    except ImportError as exc:
        raise UserError(f"the MCP server needs the `integrations` extra (pip install 'toolsmith[integrations]'): {exc}") from None
    anyio.run(lambda: serve_stdio(tools_dir, poll_seconds=poll))
@cli.command("ui")
@click.option("--host", type=_Text(), default="127.0.0.1", show_default=True,
              help="Address to bind; anything but this machine lets others who get the URL approve tools.")
@click.option("--port", type=click.IntRange(1, 65535), default=None, help="Port (default: a free one).")
@click.option("--no-browser", is_flag=True, help="Only print the URL; do not open a browser.")
@_tools_options
def ui(host: str, port: int | None, no_browser: bool, tools_dir: str, home: str | None) -> None:
    """Serve the review page until Ctrl-C; its URL, with an access token, is the first line of output."""
    try:
        from .ui import serve
    except ImportError as exc:
        raise ConfigError(f"the review page needs the ui extra ({exc.name} is missing): "
                          "pip install 'toolsmith[ui]'") from None
    serve(tools_dir, home, host=host, port=port, open_browser=not no_browser)


@cli.command("doctor")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
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
