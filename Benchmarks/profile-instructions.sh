#!/usr/bin/env bash
# Instructions per operation of Profile workloads under callgrind: the difference between two
# run lengths divided by the difference in length (see README.md).
#   ./profile-instructions.sh [-n SHORT LONG] WORKLOAD...
# Build first: swift build -c release --product Profile (from Benchmarks/).
# XML workloads hash strings: run with SWIFT_DETERMINISTIC_HASHING=1 (set here by default).
set -euo pipefail
cd "$(dirname "$0")"
short=10000 long=20000
if [[ "${1:-}" == "-n" ]]; then short=$2 long=$3; shift 3; fi
export SWIFT_DETERMINISTIC_HASHING=${SWIFT_DETERMINISTIC_HASHING:-1}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# valgrind refuses the release binary's debug information ("possibly corrupted debuginfo") and
# then measures nothing: profile a copy without it (instruction counts are the same).
binary="$tmp/Profile"
objcopy --strip-debug "${PROFILE_BINARY:-.build/release/Profile}" "$binary"
total() {
    if ! valgrind --tool=callgrind --callgrind-out-file="$tmp/out" "$binary" "$1" "$2" >/dev/null 2>"$tmp/log"; then
        echo "profile-instructions: valgrind failed on $1 $2:" >&2
        cat "$tmp/log" >&2
        exit 1
    fi
    grep -m1 '^summary:' "$tmp/out" | awk '{print $2}'
}
for workload in "$@"; do
    a=$(total "$workload" "$short")
    b=$(total "$workload" "$long")
    awk -v w="$workload" -v a="$a" -v b="$b" -v s="$short" -v l="$long" \
        'BEGIN { printf "%-26s %10.1f\n", w, (b - a) / (l - s) }'
done
