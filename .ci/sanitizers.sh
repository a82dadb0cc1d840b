#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer, then under AddressSanitizer (with
# LeakSanitizer), each in its own scratch directory so the plain build stays untouched.
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

# halt_on_error: the first report ends the process with a non-zero status.
# second_deadlock_stack: lock-order reports name both acquisitions.
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:${TSAN_OPTIONS:-}"
# detect_leaks: LeakSanitizer at exit. Exit tests end their child processes through
# fatalError, which never reaches the leak check, so they are not affected.
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:detect_stack_use_after_return=1:${ASAN_OPTIONS:-}"
export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp:${LSAN_OPTIONS:-}"

log_dir=$(mktemp -d)
trap 'rm -rf "$log_dir"' EXIT
status=0

for sanitizer in "${sanitizers[@]}"; do
    case "$sanitizer" in
        thread) scratch=.build-tsan ;;
        address) scratch=.build-asan ;;
        *) echo "unknown sanitizer: $sanitizer (use thread or address)" >&2; exit 2 ;;
    esac
    log="$log_dir/$sanitizer.log"
    echo "== tests under --sanitize=$sanitizer ($scratch)"
    start=$SECONDS
    set +e
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" 2>&1 | tail -n 3
    build=${PIPESTATUS[0]}
    if [ "$build" -eq 0 ]; then
        swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" 2>&1 | tee "$log" \
            | grep -E "Test run with|passed after|failed after|error:|Sanitizer|SUMMARY" || true
        run=${PIPESTATUS[0]}
    else
        run=$build
    fi
    set -e
    reports=$(grep -cE "WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer" "$log" 2>/dev/null || true)
    echo "   exit status $run, sanitizer reports ${reports:-0}, $((SECONDS - start))s"
    if [ "$run" -ne 0 ] || [ "${reports:-0}" -ne 0 ]; then
        grep -E -A40 "WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer" "$log" | head -n 200 || true
        echo "!! --sanitize=$sanitizer failed" >&2
        status=1
    fi
done

exit $status
