"""An OpenAI Agents SDK agent behind `toolsmith proxy`: no code change but its base URL.

Run: python examples/proxy_openai_agents.py [--model qwen2.5-coder-1.5b]
     (needs `pip install -e '.[local,integrations]' openai-agents`)

It starts the embedded llama.cpp server as the upstream and the proxy in front of it (what
`toolsmith proxy --upstream URL` does), approves the hand-written sorter tool
(`examples/sorter_tool.py`) in a temporary library, and asks the agent three tasks: the sort
tasks are answered by the tool at zero tokens, the other one by the model, with its exact usage
recorded. Then it prints the proxy's ledger.
"""

import argparse
import tempfile
from pathlib import Path

from agents import Agent, ModelSettings, OpenAIChatCompletionsModel, Runner, set_tracing_disabled
from openai import AsyncOpenAI

from toolsmith.backends.local import DEFAULT_MODEL, LocalServer
from toolsmith.library import ToolLibrary
from toolsmith.proxy import ProxyServer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default=DEFAULT_MODEL, help="embedded model for the upstream")
args = parser.parse_args()

scratch = tempfile.TemporaryDirectory(prefix="toolsmith-example-")  # removed at exit
work = Path(scratch.name)
tools = ToolLibrary(work / "tools")
tools.register((Path(__file__).parent / "sorter_tool.py").read_text(), name="sorter", origin="hand-written",
               triggers=["sort", "alphabetically"])
tools.approve("sorter", reason="reviewed: examples/sorter_tool.py")
set_tracing_disabled(True)  # the SDK would otherwise send its traces to OpenAI

with LocalServer(args.model) as upstream, \
        ProxyServer(upstream.base_url, home=work / "home", tools_dir=work / "tools", learn=False) as proxy:
    # The only change to an ordinary Agents SDK program: the client's base URL is the proxy's.
    client = AsyncOpenAI(base_url=proxy.base_url, api_key="not-needed")
    agent = Agent(name="assistant", model=OpenAIChatCompletionsModel(model=upstream.model, openai_client=client),
                  model_settings=ModelSettings(max_tokens=32, temperature=0))
    for task in ["Sort the following words alphabetically: List: pear apple fig",
                 "Name one primary colour. Answer with one word.",
                 "Sort the following words alphabetically: List: kiwi banana cherry"]:
        result = Runner.run_sync(agent, task)
        usage = result.context_wrapper.usage
        print(f"{usage.total_tokens:>4} tokens  {result.final_output!r:40}  <- {task}")
    trace_store = proxy.toolsmith
    for trace in trace_store.store.traces(trace_store.session_id):
        print(f"{trace.id}: {trace.answered_by:<8} tool={trace.tool} tokens={trace.total_tokens} ({trace.token_count})")
    print(proxy.toolsmith.report())
