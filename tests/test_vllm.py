"""vLLM launcher: command building, launch/readiness/shutdown against a stand-in, HTTP path."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from toolsmith.backends.speculative import SpeculativeConfig
from toolsmith.backends.vllm import VLLMServer, build_vllm_command, find_vllm, probe, wait_ready
from toolsmith.cli import cli
from toolsmith.errors import BackendError, ConfigError

FAKE = [sys.executable, str(Path(__file__).with_name("fake_vllm.py"))]


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("TOOLSMITH_HOME", str(tmp_path))
    monkeypatch.delenv("TOOLSMITH_VLLM", raising=False)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie is dead for our purposes
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except OSError:
        return False


# ---------------------------------------------------------------- command building
def test_build_command_with_spec_and_extra_args():
    spec = SpeculativeConfig.parse("eagle3:3@yuhuili/EAGLE3-LLaMA3.1-Instruct-8B")
    cmd = build_vllm_command("meta-llama/Llama-3.1-8B-Instruct", spec, ["--max-model-len", "8192"], "0.0.0.0", 9000)
    assert cmd[:7] == ["vllm", "serve", "meta-llama/Llama-3.1-8B-Instruct", "--host", "0.0.0.0", "--port", "9000"]
    i = cmd.index("--speculative-config")
    assert json.loads(cmd[i + 1]) == {"method": "eagle3", "model": "yuhuili/EAGLE3-LLaMA3.1-Instruct-8B", "num_speculative_tokens": 3}
    assert cmd[-2:] == ["--max-model-len", "8192"]


def test_build_command_without_spec_and_custom_executable():
    cmd = build_vllm_command("Qwen/Qwen2.5-Coder-1.5B-Instruct", None, (), executable=["python", "-m", "vllm"])
    assert cmd == ["python", "-m", "vllm", "serve", "Qwen/Qwen2.5-Coder-1.5B-Instruct", "--host", "127.0.0.1", "--port", "8000"]


@pytest.mark.parametrize("extra, flag", [(["--port", "1"], "--port"), (["--speculative-config={}"], "--speculative-config"),
                                         (["--host", "x"], "--host")])
def test_build_command_refuses_reserved_extra_args(extra, flag):
    with pytest.raises(ConfigError, match=flag):
        build_vllm_command("m", None, extra)


def test_build_command_refuses_llamacpp_only_spec_and_empty_model():
    with pytest.raises(ConfigError, match="llama.cpp n-gram mode"):
        build_vllm_command("m", SpeculativeConfig.parse("ngram-mod:8"))
    with pytest.raises(ConfigError, match="model is required"):
        build_vllm_command(" ", None)


def test_missing_vllm_is_one_config_error(monkeypatch):
    monkeypatch.setenv("PATH", "/nonexistent")
    with pytest.raises(ConfigError, match="vllm is not installed"):
        find_vllm()
    monkeypatch.setenv("TOOLSMITH_VLLM", f"{sys.executable} -m nothing")
    assert find_vllm()[1:] == ["-m", "nothing"]


def _dies(pid: int, within_s: float = 10.0) -> bool:
    """The process is gone within `within_s` (SIGKILL is delivered asynchronously)."""
    deadline = time.monotonic() + within_s
    while _alive(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


# ---------------------------------------------------------------- launching the stand-in
def test_launch_ready_then_clean_shutdown_kills_the_group(tmp_path):
    argv_file, child_file, lines = tmp_path / "argv.json", tmp_path / "child.pid", []
    server = VLLMServer("org/model-x", spec=SpeculativeConfig.parse("mtp:2"), extra_args=["--max-num-seqs", "4"],
                        executable=FAKE, require_gpu=False, startup_timeout=30, log=lines.append,
                        env={"FAKE_VLLM_ARGV": str(argv_file), "FAKE_VLLM_CHILD": str(child_file), "FAKE_VLLM_MODE": "slow"})
    with server:
        assert server.running and server.models == ["org/model-x"]
        assert probe(server.base_url) == ["org/model-x"]
        argv = json.loads(argv_file.read_text())
        assert argv[:2] == ["serve", "org/model-x"] and argv[argv.index("--port") + 1] == str(server.port)
        assert json.loads(argv[argv.index("--speculative-config") + 1]) == {"method": "mtp", "num_speculative_tokens": 2}
        assert argv[-2:] == ["--max-num-seqs", "4"]
        child = int(child_file.read_text())
        assert _alive(child)
        pid = server.pid
    assert not server.running
    assert not _alive(pid) and _dies(child)  # the whole process group is gone
    assert any("fake vllm starting" in line for line in lines)  # the log was streamed
    server.close()  # idempotent


def test_sigterm_ignored_escalates_to_sigkill():
    server = VLLMServer("m", executable=FAKE, require_gpu=False, startup_timeout=30, stop_timeout=1.0,
                        env={"FAKE_VLLM_MODE": "stubborn"}).start()
    pid = server.pid
    server.close()
    assert not _alive(pid)
    assert any("ignoring SIGTERM" in line for line in server.log_tail)


def test_early_exit_reports_code_and_log_tail():
    server = VLLMServer("m", executable=FAKE, require_gpu=False, startup_timeout=30, env={"FAKE_VLLM_MODE": "exit"})
    with pytest.raises(BackendError) as info:
        server.start()
    msg = str(info.value)
    assert "exited with code 3 before it was ready" in msg and "CUDA driver not found" in msg
    assert not server.running


def test_startup_timeout_stops_the_process():
    server = VLLMServer("m", executable=FAKE, require_gpu=False, startup_timeout=1.5, env={"FAKE_VLLM_MODE": "hang"})
    with pytest.raises(BackendError, match=r"not ready \(/health and /v1/models\) within 1.5s"):
        server.start()
    assert server.pid is None and not server.running


def test_no_gpu_is_one_clear_error(monkeypatch):
    import toolsmith.backends.vllm as vllm_mod

    monkeypatch.setattr(vllm_mod, "has_gpu", lambda: False)
    with pytest.raises(BackendError, match="vLLM needs a GPU"):
        VLLMServer("m", executable=FAKE).start()


def test_wait_ready_times_out_on_nothing_listening():
    with pytest.raises(BackendError, match="not ready"):
        wait_ready("http://127.0.0.1:9", timeout=0.3, interval=0.1)


# ---------------------------------------------------------------- CLI
def test_cli_vllm_errors_are_one_line(monkeypatch):
    runner = CliRunner()
    monkeypatch.setenv("PATH", "/nonexistent")
    res = runner.invoke(cli, ["backend", "serve", "--engine", "vllm", "--model", "org/m", "--spec", "mtp:2"])
    assert res.exit_code == 1 and "vllm is not installed" in res.output and "Traceback" not in res.output

    monkeypatch.setenv("TOOLSMITH_VLLM", " ".join(FAKE))
    import toolsmith.backends.vllm as vllm_mod

    monkeypatch.setattr(vllm_mod, "has_gpu", lambda: False)
    res = runner.invoke(cli, ["backend", "serve", "--engine", "vllm", "--model", "org/m"])
    assert res.exit_code == 1 and "vLLM needs a GPU" in res.output

    res = runner.invoke(cli, ["backend", "serve", "--engine", "vllm", "--model", "org/m", "--spec", "ngram-mod:8"])
    assert res.exit_code == 1 and "llama.cpp n-gram mode" in res.output

    res = runner.invoke(cli, ["backend", "serve", "--engine", "vllm"])  # usage errors exit 2
    assert res.exit_code == 2 and "--model" in res.output

    res = runner.invoke(cli, ["backend", "serve", "--engine", "local", "--spec", "mtp:2", "--", "--max-model-len", "8"])
    assert res.exit_code == 2 and "only for --engine vllm" in res.output


def test_cli_vllm_early_exit_through_stand_in(monkeypatch):
    monkeypatch.setenv("TOOLSMITH_VLLM", " ".join(FAKE))
    monkeypatch.setenv("FAKE_VLLM_MODE", "exit")
    res = CliRunner().invoke(cli, ["backend", "serve", "--engine", "vllm", "--model", "org/m", "--no-gpu-check",
                                   "--startup-timeout", "20", "--", "--enforce-eager"])
    assert res.exit_code == 1 and "exited with code 3" in res.output and "Traceback" not in res.output


# ---------------------------------------------------------------- HTTP path on the real embedded server
@pytest.mark.model
def test_http_path_against_embedded_server():
    """health, /v1/models and a chat completion: the same OpenAI API vLLM serves."""
    from openai import OpenAI

    from toolsmith.backends.local import LocalServer

    with LocalServer("smollm2-135m", threads=1) as srv:
        models = wait_ready(srv.url, timeout=30)
        assert "smollm2-135m" in models
        assert probe(srv.base_url) == models
        client = OpenAI(base_url=srv.base_url, api_key="x", max_retries=0)
        out = client.chat.completions.create(model=models[0], messages=[{"role": "user", "content": "Say hi."}],
                                             temperature=0, max_tokens=8)
        assert out.choices[0].message.content and out.usage.completion_tokens > 0
        reply = srv.chat_model(max_tokens=8).invoke("Say hi.")
        assert reply.content and reply.usage_metadata["output_tokens"] > 0
