"""Property-based tests (hypothesis) over what untrusted task strings reach: the miner, the
router's extract, and a hostile-input guard that a megabyte task cannot stall the miner."""

from __future__ import annotations

import contextlib
import string
import tempfile
import time
from collections.abc import Iterator

import pytest
import regex
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from toolsmith import Toolsmith, report_usage
from toolsmith.errors import UserError
from toolsmith.library import ToolLibrary
from toolsmith.patterns import PatternMiner
from toolsmith.toolfile import extractor_regex
from toolsmith.store import Store
from toolsmith.toolfile import build_tool_source

SPECIAL = "()[]{}<>:;,./\\-_'\"@#$%^&*+=|~`!? \n\t0123456789"
FRAGMENTS = ["Sort the following words alphabetically: List:", " ", "a/b", "1,", "x, ", "1 + ", "12/12/2024",
             "Dr.", "St.", '"q"', "'", "(", ")", "http://x.y/z", "a@b.co", ": ", "True and not False", "0x1f << 2",
             "MM/DD/YYYY", "C:\\a\\b", "[[1, 2], [3, 4]]", '{"a": 1}', "\n", "é", "\u202e", "\x00", "\ud800"]
tasks = st.one_of(
    st.text(alphabet=st.sampled_from(SPECIAL + string.ascii_letters), max_size=300),
    st.lists(st.sampled_from(FRAGMENTS), max_size=40).map("".join),
    st.text(max_size=200),
)
PROPS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@contextlib.contextmanager
def _miner(prefix: str) -> Iterator[PatternMiner]:
    """A miner on a store in a scratch folder that is removed afterwards."""
    with tempfile.TemporaryDirectory(prefix=prefix) as home:
        store = Store(home)
        try:
            yield PatternMiner(store)
        finally:
            store.close()


def _slots(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


@PROPS
@given(batch=st.lists(tasks, min_size=1, max_size=6))
@example(batch=["00000000000000:0000:0", "00000000000000:0000:"])  # a payload empty in the task, at its end
def test_observe_accepts_anything_and_returns_a_consistent_pattern(batch):
    with _miner("toolsmith-prop-") as miner:
        observed = 0
        for task in batch:
            try:
                match = miner.observe(task)
            except UserError as exc:
                assert "empty task" in str(exc), exc
                continue
            observed += 1
            assert _slots(match.template) == set(match.slot_kinds) == set(match.slots)
            assert miner.pattern(match.pattern_id) is not None  # the id resolves, even after merges
            regex.compile(extractor_regex(match.template, match.slot_kinds), regex.DOTALL | regex.V0)
        assert sum(p.count for p in miner.patterns()) == observed  # every task counted once, merges included


def _agent(task: str) -> str:
    report_usage(20, 5, model="counting")
    return "agent"


@pytest.fixture(scope="module")
def routed(tmp_path_factory):
    """A session with one approved template tool; routing is then probed with hostile tasks."""
    home, tools = tmp_path_factory.mktemp("home"), tmp_path_factory.mktemp("tools")
    ts = Toolsmith(_agent, home=home, tools_dir=tools, synthesizer=None)
    for words in ("pear apple", "zebra cat dog", "oak elm ash birch"):
        ts.run(f"Sort the following words alphabetically: List: {words}")
    match = ts.miner.match("Sort the following words alphabetically: List: b a")
    (slot,) = match.slot_kinds
    source = build_tool_source(match.template, match.slot_kinds,
                               f"def run({slot}: list) -> str:\n    return ' '.join(sorted({slot}))\n")
    lib = ToolLibrary(tools)
    lib.register(source, name="sorter", pattern_id=match.pattern_id, template=match.template, slot_kinds=match.slot_kinds)
    lib.approve("sorter")
    yield ts, regex.compile(extractor_regex(match.template, match.slot_kinds), regex.DOTALL | regex.V0)
    ts.close()


@PROPS
@given(task=tasks)
def test_routing_any_task_never_raises_and_routes_only_what_the_extractor_accepts(routed, task):
    ts, parser = routed
    outcome = ts.router.route(task)
    assert outcome.answer is None or isinstance(outcome.answer, str)
    if outcome.answer is not None:
        assert parser.fullmatch(task) is not None


@PROPS
@given(words=st.lists(st.text(alphabet=string.ascii_lowercase, min_size=1, max_size=12), min_size=1, max_size=30))
def test_a_matching_task_is_answered_by_the_tool(routed, words):
    ts, _ = routed
    outcome = ts.router.route("Sort the following words alphabetically: List: " + " ".join(words))
    assert outcome.answer == " ".join(sorted(words))


@pytest.mark.parametrize("task", [
    "Sort " + "a" * 999_995,
    "( " * 500_000,
    "x, " * 333_333,
    "%" * 1_000_000,
    "a-" * 500_000,
    "1." * 500_000,
    "(" * 500_000 + ")" * 500_000,
    "<a>" * 333_333,
    "<a>" * 166_666 + "</a>" * 125_000,
])
def test_a_megabyte_of_hostile_text_does_not_stall_the_miner(task):
    """A regression guard, not a speed target (bench/miner_dos.py has those): quadratic
    matching took 10 s on 16 KB and over a minute on 1 MB."""
    with _miner("toolsmith-dos-") as miner:
        t0 = time.perf_counter()
        miner.observe(task)
        assert time.perf_counter() - t0 < 5.0


# ------------------------------------------------------------------------------ CLI argument paths
CLI_VALUES = st.one_of(
    st.text(max_size=40),
    st.text(alphabet=st.sampled_from("./\\~-_ \x00\n:*?\"'$%{}ab1é"), max_size=40),
    st.sampled_from(["", "..", "../..", "/", "/etc/passwd", "~", "-", "--", "-h", "sorter", "p-000", "\x00", "a" * 300]),
)
CLI_SHAPES = [
    lambda v: ["tools", "show", v], lambda v: ["tools", "approve", v], lambda v: ["tools", "reject", v, "--reason", v],
    lambda v: ["tools", "retire", v], lambda v: ["tools", "rollback", v, "--to", "1"], lambda v: ["tools", "diff", v],
    lambda v: ["tools", "test", v], lambda v: ["tools", "add", v], lambda v: ["tools", "list", "--tools-dir", v],
    lambda v: ["patterns", "show", v], lambda v: ["stats", "--session", v], lambda v: ["stats", "--plot", v],
    lambda v: ["stats", "--home", v], lambda v: ["tools", "list", "--home", v],
]


@pytest.fixture(scope="module")
def cli_home(tmp_path_factory):
    root = tmp_path_factory.mktemp("cli")
    ts = Toolsmith(_agent, home=root / "home", tools_dir=root / "tools", synthesizer=None)
    for i in range(3):
        ts.run(f"What is the top-{i + 1} product in {2020 + i}")
    ts.close()
    return root


@PROPS
@given(shape=st.sampled_from(range(len(CLI_SHAPES))), value=CLI_VALUES)
def test_cli_argument_paths_never_trace_back(cli_home, monkeypatch, shape, value):
    from click.testing import CliRunner

    from toolsmith.cli import cli

    monkeypatch.chdir(cli_home)
    monkeypatch.setenv("TOOLSMITH_HOME", str(cli_home / "home"))
    monkeypatch.setenv("TOOLSMITH_TOOLS", str(cli_home / "tools"))
    res = CliRunner().invoke(cli, CLI_SHAPES[shape](value))
    assert res.exit_code in (0, 1, 2), (res.exit_code, res.output)
    assert res.exception is None or isinstance(res.exception, SystemExit), res.exception
    assert "Traceback" not in res.output
    if res.exit_code:
        assert len(res.stderr.splitlines()) == 1, res.stderr
