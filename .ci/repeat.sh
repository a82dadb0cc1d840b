#!/usr/bin/env bash
# Runs the whole test suite N times in a row and stops at the first failure: a flaky test shows
# up here before it blocks CI at random.
#
#   .ci/repeat.sh 20                       # plain `swift test`, 20 times
#   .ci/repeat.sh 10 --sanitize thread     # under ThreadSanitizer (scratch path .build-tsan)
#   .ci/repeat.sh 10 --sanitize address    # under AddressSanitizer (.build-asan; with LeakSanitizer)
#   .ci/repeat.sh 5 -- --filter Values     # anything after `--` goes to `swift test`
#   .ci/repeat.sh 20 --scratch-path .build-repeat   # a build of its own: edit on meanwhile
#
# It builds once, then runs `swift test --skip-build` N times. A run fails if the runner exits
# non-zero, if it ran no test, or if a sanitizer reported anything (even in a run whose runner
# exited 0). Each
# run's output is kept in <scratch>/repeat-logs/run-K.log; the last lines printed are the counts.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    echo "usage: .ci/repeat.sh N [--sanitize thread|address] [--scratch-path DIR] [-- swift-test-arguments...]" >&2
    exit 2
}

[ $# -ge 1 ] || usage
runs=$1
shift
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || usage

sanitizer=""
scratch_override=""
extra=()
while [ $# -gt 0 ]; do
    case "$1" in
        --sanitize) [ $# -ge 2 ] || usage; sanitizer=$2; shift 2 ;;
        --sanitize=*) sanitizer=${1#--sanitize=}; shift ;;
        --scratch-path) [ $# -ge 2 ] || usage; scratch_override=$2; shift 2 ;;
        --) shift; extra=("$@"); break ;;
        *) usage ;;
    esac
done

# shellcheck source=.ci/sanitizer-options.sh
source .ci/sanitizer-options.sh

build_flags=()
case "$sanitizer" in
    "") scratch=.build; label="swift test" ;;
    thread) scratch=.build-tsan; label="swift test --sanitize=thread" ;;
    address) scratch=.build-asan; label="swift test --sanitize=address (detect_leaks=${ASAN_DETECT_LEAKS:-1})" ;;
    *) echo "unknown sanitizer: $sanitizer (use thread or address)" >&2; exit 2 ;;
esac
if [ -n "$sanitizer" ]; then build_flags=(--sanitize="$sanitizer"); fi
if [ -n "$scratch_override" ]; then scratch=$scratch_override; fi

logs="$scratch/repeat-logs"
mkdir -p "$logs"
rm -f "$logs"/run-*.log

echo "== build ($label, scratch $scratch)"
if ! swift build --build-tests "${build_flags[@]}" --scratch-path "$scratch" > "$logs/build.log" 2>&1; then
    tail -n 30 "$logs/build.log"
    echo "!! build failed" >&2
    exit 1
fi

passed=0
start=$SECONDS
for ((run = 1; run <= runs; run++)); do
    log="$logs/run-$run.log"
    run_start=$SECONDS
    set +e
    swift test --skip-build "${build_flags[@]}" --scratch-path "$scratch" "${extra[@]}" > "$log" 2>&1
    status=$?
    set -e
    reports=$(grep -cE "$SANITIZER_REPORT_PATTERN" "$log" || true)
    summary=$(grep -E "Test run with .* (passed|failed)" "$log" | tail -n 1 | sed -E 's/^[^A-Za-z]*//' || true)
    if [[ "$summary" != *" passed "* ]] || [[ "$summary" == *"with 0 tests"* ]]; then
        status=${status/#0/1}  # a run that ran no test, or printed no result, is no pass
    fi
    echo "run $run/$runs: exit $status, sanitizer reports ${reports:-0}, $((SECONDS - run_start))s — ${summary:-no summary}"
    if [ "$status" -ne 0 ] || [ "${reports:-0}" -ne 0 ]; then
        grep -E "✘|$SANITIZER_REPORT_PATTERN" "$log" | head -n 40 || true
        echo "!! run $run failed (log: $log)" >&2
        echo "repeat: $label: $passed passed, 1 failed, $((runs - run)) not run, $((SECONDS - start))s"
        exit 1
    fi
    passed=$((passed + 1))
done

echo "repeat: $label: $passed passed, 0 failed, $((SECONDS - start))s"
