"""Workloads that drive toolsmith end to end: task sets in BIG-Bench-Hard format (`workload`),
the demo (`demo`), the benchmark of toolsmith against the agent alone and caches (`benchmark`),
and plots of a session's ledger (`plot`)."""
