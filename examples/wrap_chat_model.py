"""Wrap the embedded model's chat model with toolsmith and watch a recurring task become a tool.

Run: python examples/wrap_chat_model.py   (needs `pip install -e '.[local]'`)
"""

from toolsmith import Toolsmith
from toolsmith.backends.local import LocalServer
from toolsmith.demo import build_agent

TASKS = [
    "Sort the following words alphabetically: List: pear apple fig",
    "Sort the following words alphabetically: List: zebra cat mouse dog",
    "Sort the following words alphabetically: List: oak elm ash birch",
    "Sort the following words alphabetically: List: violet red blue green yellow",
    "Sort the following words alphabetically: List: kiwi banana",
]

with LocalServer() as server:
    with Toolsmith(build_agent(server.chat_model()), synthesizer=server.chat_model(max_tokens=768), tools_dir="tools") as ts:
        for task in TASKS:
            trace = ts.run(task)
            print(f"{trace.answered_by:<28} {trace.total_tokens:>5} tokens  {trace.answer}")
        print(ts.report().model_dump_json(indent=2))
        print("Review pending tools with: toolsmith tools list; toolsmith tools approve NAME")
