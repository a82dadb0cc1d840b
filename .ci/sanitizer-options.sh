# Sourced by .ci/sanitizers.sh and .ci/repeat.sh: the sanitizers' options, in one place.

# halt_on_error: the first report ends the process with a non-zero status.
# second_deadlock_stack: lock-order reports name both acquisitions.
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:${TSAN_OPTIONS:-}"
# LeakSanitizer runs with AddressSanitizer by default (the toolchain's own runtime, no package
# needed): a test must dispose what it subscribes or let its source end. Suppressions, each with
# its reason: .ci/lsan.supp. ASAN_DETECT_LEAKS=0 turns it off for a run.
# Exit tests run in child processes that end in fatalError: AddressSanitizer leaves them be.
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=${ASAN_DETECT_LEAKS:-1}:detect_stack_use_after_return=1:${ASAN_OPTIONS:-}"
export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp:print_suppressions=0:${LSAN_OPTIONS:-}"

# Lines in a log that mean a sanitizer reported something.
SANITIZER_REPORT_PATTERN="WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer"
