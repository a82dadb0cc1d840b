#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer, then under AddressSanitizer with
# LeakSanitizer (ASAN_DETECT_LEAKS=0 turns it off), each in its own scratch directory
# (.build-tsan, .build-asan) so the plain build stays untouched. Options: .ci/sanitizer-options.sh; leak suppressions: .ci/lsan.supp.
#
# Fails if a run fails, and also if a sanitizer reported anything even though the runner
# exited 0 (a report in a child process, such as an exit test's, does not fail the parent).
#
#   .ci/sanitizers.sh            # both
#   .ci/sanitizers.sh thread     # one of: thread, address
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizers=("${@:-thread address}")
# shellcheck disable=SC2206
sanitizers=(${sanitizers[*]})

# shellcheck source=.ci/sanitizer-options.sh
source .ci/sanitizer-options.sh

status=0

for sanitizer in "${sanitizers[@]}"; do
    case "$sanitizer" in
        thread) scratch=.build-tsan ;;
        address) scratch=.build-asan ;;
        *) echo "unknown sanitizer: $sanitizer (use thread or address)" >&2; exit 2 ;;
    esac
    log="$scratch/sanitizer-tests.log"
    echo "== tests under --sanitize=$sanitizer ($scratch; full log: $log)"
    start=$SECONDS
    set +e
    mkdir -p "$scratch"
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" > "$scratch/sanitizer-build.log" 2>&1
    run=$?
    if [ "$run" -eq 0 ]; then
        swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" > "$log" 2>&1
        run=$?
    else
        tail -n 30 "$scratch/sanitizer-build.log"
        cp "$scratch/sanitizer-build.log" "$log"
    fi
    set -e
    grep -E "✘|Test run with|SUMMARY" "$log" | head -n 40 || true
    reports=$(grep -cE "$SANITIZER_REPORT_PATTERN" "$log" || true)
    echo "   exit status $run, sanitizer reports ${reports:-0}, $((SECONDS - start))s"
    if [ "$run" -ne 0 ] || [ "${reports:-0}" -ne 0 ]; then
        grep -E -A40 "$SANITIZER_REPORT_PATTERN" "$log" | head -n 200 || true
        echo "!! --sanitize=$sanitizer failed" >&2
        status=1
    fi
done

exit $status
