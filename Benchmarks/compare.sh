#!/usr/bin/env bash
# Runs every benchmark (release build) and prints one table: each workload, ours, OpenCombine,
# the ratio, and for the delegate-proxy rows the direct delegate call they are measured against.
#
#   cd Benchmarks && ./compare.sh            # everything, a few minutes
#   ./compare.sh --filter 'PublishSubject'   # extra arguments go to `swift package benchmark`
set -euo pipefail
cd "$(dirname "$0")"

raw="$(mktemp)"
log="$(mktemp)"
trap 'rm -f "$raw" "$log"' EXIT

# The influx export has one line per benchmark, metric and percentile, with the raw measurement
# of one iteration (1000 operations, the scaling factor) in nanoseconds or counts.
echo "Building (release) and running the benchmarks; this takes a few minutes..." >&2
if ! swift package benchmark run --target ReactiveBenchmarks --format influx --path stdout --no-progress "$@" >"$raw" 2>"$log"; then
    cat "$raw" "$log" >&2
    exit 1
fi

python3 - "$raw" <<'PY'
import csv, sys

OPERATIONS = 1000  # the scaling factor of every benchmark (Benchmarks.swift)

results = {}  # (workload, implementation, metric) -> median per operation
with open(sys.argv[1]) as f:
    for row in csv.reader(f):
        if len(row) < 15 or row[0].startswith("#") or row[0] == "measurement":
            continue
        metric, test, percentile, value = row[6], row[8], row[9], row[10]
        if percentile != "50.0" or " · " not in test:
            continue
        workload, implementation = test.rsplit(" · ", 1)
        # A "per parse" row measures one whole operation per iteration.
        results[(workload, implementation, metric)] = int(value) / (1 if "per parse" in workload else OPERATIONS)

if not results:
    sys.exit("compare.sh: no results were read from the benchmark run")

def fmt(value, unit):
    if value is None:
        return "—"
    if unit == "ns":
        if value >= 1_000_000:
            return f"{value / 1_000_000:,.1f} ms"
        return f"{value:,.1f} ns" if value < 100 else f"{value:,.0f} ns"
    return f"{value:,.1f}" if value < 100 else f"{value:,.0f}"

def ratio(a, b):
    return "—" if a is None or b is None or b == 0 else f"{a / b:.2f}×"

metrics = {"Time(wallclock)": "ns", "Malloc(total)": "mallocs", "Malloc(bytestotal)": "bytes"}
direct = results.get(("delegate call", "direct", "Time(wallclock)"))
workloads = []
for (workload, _, _) in results:
    if workload not in workloads and workload != "delegate call":
        workloads.append(workload)

order = {"PublishSubject": 0, "from(": 1, "subject.": 2, "subscribe": 3, "just": 4, "flatMap": 5,
         "combine": 6, "Behavior": 7, "share": 8, "memory": 9, "prox": 10}
workloads.sort(key=lambda w: (next((v for k, v in order.items() if w.startswith(k)), 99), w))

header = ["workload", "ours", "OpenCombine (or baseline)", "ours / peer", "direct call", "ours / direct"]
rows = []
for workload in workloads:
    for metric, unit in metrics.items():
        ours = results.get((workload, "ours", metric))
        # A row without a peer may have a baseline (a hand-written equivalent) instead.
        peer = results.get((workload, "OpenCombine", metric), results.get((workload, "baseline", metric)))
        if ours is None and peer is None:
            continue
        name = workload if unit == "ns" else f"{workload} ({unit})"
        is_proxy = workload.startswith("prox") and unit == "ns"
        rows.append([name, fmt(ours, unit), fmt(peer, unit), ratio(ours, peer),
                     fmt(direct, unit) if is_proxy else "", ratio(ours, direct) if is_proxy else ""])

widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
def line(cells):
    return "| " + " | ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths))) + " |"
print(line(header))
print("|" + "|".join(("-" * (w + 2)) if i == 0 else ("-" * (w + 1) + ":") for i, w in enumerate(widths)) + "|")
for r in rows:
    print(line(r))
print()
print("Median per operation (time: ns; memory: per subscription). Release build, called from the")
print("separate benchmark module. Lower is better; a ratio below 1 means ours is faster. Baselines")
print("(ProxyCalls.swift): a hand-written delegate that only forwards, weakly (no observer) or")
print("strongly (retained forward delegate); a hand-written adapter feeding a PublishSubject (typed")
print("observer; \"against the adapter\" for the method with a result); a direct call of the method")
print("with a result; a hand-written XMLParserDelegate computing the same summary.")
PY
