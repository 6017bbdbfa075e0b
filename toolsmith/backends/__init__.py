"""Inference backends: the embedded llama.cpp server, vLLM, and speculative decoding."""
