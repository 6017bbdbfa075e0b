"""The README's integration examples run as users run them (CI runs them too)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from toolsmith.backends.local import TEST_MODEL

ROOT = Path(__file__).resolve().parents[1]


def run_example(name: str, *args: str, home: Path | None = None) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    if home is not None:
        env["TOOLSMITH_HOME"] = str(home)
    done = subprocess.run([sys.executable, str(ROOT / "examples" / name), *args], capture_output=True, text=True,
                          env=env, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def test_langchain_tools_in_a_create_agent_agent():
    out = run_example("langchain_tools_agent.py", "--scripted")
    assert "  tool: 'apple fig pear'" in out and "sorter" in out


@pytest.mark.model
def test_openai_agents_sdk_behind_the_proxy(model_home):
    out = run_example("proxy_openai_agents.py", "--model", TEST_MODEL, home=model_home)
    lines = out.splitlines()
    assert lines[0].startswith("   0 tokens  'apple fig pear'") and lines[2].startswith("   0 tokens  'banana cherry kiwi'")
    assert not lines[1].startswith("   0 tokens")  # the model answered that one, and its tokens were counted
    assert sum(": routed" in line for line in lines) == 2 and sum(": inferred" in line and "(exact)" in line for line in lines) == 1
