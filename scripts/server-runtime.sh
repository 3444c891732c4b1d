#!/bin/sh
# Runs a command (the server, or a benchmark that hosts it) with the server's memory settings, so that
# `npm run serve` and the benchmarks that start the server in their own process measure the same runtime.
#
# Node's defaults suit a process that may use a quarter of the machine. The server, with the embedded database in the
# same process, holds about 250 MB at rest; under the defaults a 10,000-row import takes it past 500 MB, above the
# 400 MB it is held to, and it keeps most of that. Each setting below cuts what the import leaves behind:
# - MALLOC_ARENA_MAX=2: the C allocator keeps two pools of memory instead of one per thread (tens of MB at rest).
# - MALLOC_MMAP_THRESHOLD_ / MALLOC_TRIM_THRESHOLD_ at 128 KB: large blocks (query results copied out of the embedded
#   database, compiler scratch) are given back to the system when freed, instead of kept for reuse.
# - --max-old-space-size=1024: a ceiling five times the heap the largest import needs. Below 2 GB, V8 also lets the
#   heap grow by smaller steps between collections (a factor near 1.6 instead of up to 4), the largest single saving.
# - --max-semi-space-size=8: the young generation commits 16 MB instead of 32.
# - --v8-pool-size=1: one background thread for V8 (compilation and GC helpers) instead of four on two cores; each
#   keeps its own scratch memory.
# Together they keep the import's peak under 400 MB without slowing the searches. The cost is at sign-in, which
# hashes each password with 16 MB of scrypt: `npm run bench:api` (10 sign-ins at once) makes about a tenth fewer
# sign-ins a second. The allocator settings cause it, for a reason not known (thresholds of 32 MB, which keep
# scrypt's 16 MB block, do not remove it); without them the import's peak passes 400 MB.
export MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=131072
# The caller's own options come last, so that an experiment (BENCH_SERVER_NODE_OPTIONS) can override these.
export NODE_OPTIONS="--max-old-space-size=1024 --max-semi-space-size=8 --v8-pool-size=1 ${NODE_OPTIONS:-}"
exec "$@"
