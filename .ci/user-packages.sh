#!/usr/bin/env bash
# Builds a user's package in every language mode and runs the proxies the plugin generates there:
# goldens show what the generator writes, not that it compiles in a user's target.
#
#   bash .ci/user-packages.sh [REPO]     REPO: the DelegateProxyKit checkout to use (default: this one)
#
# The template (.ci/user-package) is copied into a temporary folder, with DelegateProxyKit as a
# path dependency. It has one executable target per mode: Swift5App (Swift 5 mode), Swift6App
# (Swift 6 mode) and MainActorApp (Swift 6 mode, default main-actor isolation), warnings as errors.
# Each gets its own copy of Shared/, one case per protocol:
#
#   Gauge        a plain protocol and a parent the user owns
#   Player       a @MainActor protocol and parent; a method with a result needs --default
#   Courier      a Sendable protocol: nested types, a labelled tuple, Result<_, Courier.Failure>,
#                an @escaping @Sendable completion handler, a method with a result it answers
#   FileManager  README's command and README's fileManager.rx.shouldCopyItemAt, no conformance added
#   XMLParser    FoundationXML.XMLParserDelegate, called by a real XMLParser
#   NSCache      Foundation.NSCacheDelegate with --parent 'NSCache<NSString, NSString>'
#   Stream       Foundation.StreamDelegate
#   Socket       a parent last, typed as a protocol, or first, typed as a superclass (--parent Socket)
#   Repository   methods that never take the parent (--parent Repository): all their arguments stream
#
# ParserKit, a library target every app depends on, generates its own XMLParserDelegateProxy; the
# XMLParser case uses both (two modules' proxies of one protocol in one process).
#
# Per target: the plugin generates the selected cases' proxies, the target is built, and its
# output (each case prints what the streams and forward delegates saw) must equal the case's
# section of .ci/user-package/expected-output.txt. Every target is tried; the summary names each
# failed target and case with the compiler's first errors, and the script then exits 1.
#
# While developing, choose cases with words naming a target, a case or TARGET/CASE (globs allowed):
#   ONLY='Swift6App'  ONLY='Player Courier'  SKIP='MainActorApp */FileManager'
# KEEP=1 keeps the temporary package and prints where it is.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
template="$here/user-package"
repo=$(cd "${1:-$here/..}" && pwd)
[ -f "$repo/Package.swift" ] || { echo "user-packages: $repo has no Package.swift" >&2; exit 2; }

targets=(Swift5App Swift6App MainActorApp)
cases=(Gauge Player Courier FileManager XMLParser NSCache Stream Socket Repository)

# The plugin's arguments for a case, in `arguments`, and the invocation it shares with the other
# cases of its `group`: each invocation costs about 3 s. FileManager's is README's command, word for
# word but the target; NSCache's --parent would apply to every protocol of its invocation.
plugin_arguments() {
    case $1 in
        Gauge) group=shared arguments=(--protocol GaugeDelegate) ;;
        Player) group=shared arguments=(--protocol PlayerDelegate --default 'player(_:volumeFor:)=0.5') ;;
        Courier) group=shared arguments=(--protocol CourierDelegate) ;;
        FileManager)
            group=readme arguments=(--protocol Foundation.FileManagerDelegate --default fileManager=true) ;;
        XMLParser) group=shared arguments=(--protocol FoundationXML.XMLParserDelegate) ;;
        NSCache) group=cache arguments=(--protocol Foundation.NSCacheDelegate --parent 'NSCache<NSString, NSString>') ;;
        Stream) group=shared arguments=(--protocol Foundation.StreamDelegate) ;;
        Socket) group=socket arguments=(--protocol SocketDelegate --parent Socket) ;;
        Repository)
            group=repository
            arguments=(--protocol RepositoryDelegate --parent Repository --default 'shouldRetry(after:)=true') ;;
        *) echo "user-packages: no plugin arguments for case $1" >&2; exit 2 ;;
    esac
}

# Whether one of the words of $1 names target $2, case $3 or "$2/$3".
names() {
    local words word
    IFS=', ' read -ra words <<< "$1"
    for word in "${words[@]}"; do
        # Unquoted on purpose: the word is a pattern.
        # shellcheck disable=SC2254
        case "$2/$3" in
            $word | $word/* | */$word) return 0 ;;
        esac
    done
    return 1
}
selected() {
    { [ -z "${ONLY:-}" ] || names "$ONLY" "$1" "$2"; } && ! { [ -n "${SKIP:-}" ] && names "$SKIP" "$1" "$2"; }
}

chosen_any=
for target in "${targets[@]}"; do
    for case in "${cases[@]}"; do
        if selected "$target" "$case"; then chosen_any=1; fi
    done
done
[ -n "$chosen_any" ] || {
    echo "user-packages: ONLY='${ONLY:-}' SKIP='${SKIP:-}' choose no case of ${targets[*]} / ${cases[*]}" >&2
    exit 2
}

work=$(mktemp -d "${TMPDIR:-/tmp}/user-packages.XXXXXX")
if [ -n "${KEEP:-}" ]; then
    trap 'echo "user-packages: the package is kept in $work/package"' EXIT
else
    trap 'rm -rf "$work"' EXIT
fi
# No network: the package's one dependency is a path.
# The package refers to the repo as DelegateProxyKit: a path dependency's identity is its folder's
# name, and the manifest names the package "DelegateProxyKit" whatever the checkout is called.
ln -s "$repo" "$work/DelegateProxyKit"
package="$work/package"
mkdir "$package"
sed "s|DELEGATE_PROXY_KIT_PATH|$work/DelegateProxyKit|" "$template/Package.swift" > "$package/Package.swift"
mkdir "$work/tmp"
cd "$package"
# Every target of the manifest needs its folder, whether it is chosen or not; an empty main
# compiles in every mode.
for target in "${targets[@]}"; do
    mkdir -p "Sources/$target"
    echo "// The cases' calls come after the proxies are generated." > "Sources/$target/main.swift"
done

step() { printf '+ %s (%ss)\n' "$1" "$SECONDS"; }

failures=()  # one line per failed target or case, for the summary
details=()   # what to show under each: the first errors, the plugin's output, the diff
fail() {
    echo "FAILED $1"
    failures+=("$1")
    details+=("$2")
}

# The compiler's errors in $1, one line each, paths relative to the package, duplicates dropped.
errors_in() {
    grep -E '^/.*: error: ' "$1" | sed "s|^$package/||" | awk '!seen[$0]++' || true
}

# Runs the plugin for $target with the arguments given; $1 names the cases, for the summary.
generate() {
    local label=$1
    shift
    local shown=() argument
    for argument in "$@"; do
        if [[ $argument =~ ^[A-Za-z0-9_./:=,-]+$ ]]; then shown+=("$argument"); else shown+=("'$argument'"); fi
    done
    step "swift package … generate-delegate-proxies --target $target ${shown[*]}"
    if ! swift package --allow-writing-to-package-directory generate-delegate-proxies \
        --target "$target" "$@" > "$log" 2>&1; then
        fail "$target/$label: the plugin failed" "$(grep -E 'error' "$log" | head -n 8)"
        return 1
    fi
    # The generator's warnings name requirements a proxy leaves to the protocol's default.
    grep -E '^delegate-proxy-generator: warning' "$log" || true
}

# The generated files under a user's formatter and linter, with its default configuration (the
# package is outside any folder with a .swift-format): they mark themselves to be skipped.
lint_generated() {
    step "swift format lint --strict $1/DelegateProxies (default configuration)"
    if ! swift format lint --strict "$1"/DelegateProxies/*.swift > "$work/lint.log" 2>&1; then
        fail "$target: swift format lint finds something in the generated files" "$(head -n 8 "$work/lint.log")"
    fi
}

run_target() {
    local chosen=() case
    for case in "${cases[@]}"; do
        if selected "$target" "$case"; then chosen+=("$case"); fi
    done
    [ ${#chosen[@]} -gt 0 ] || return 0
    printf '\n== %s: %s (%ss)\n' "$target" "${chosen[*]}" "$SECONDS"
    log="$work/$target.log"

    # The protocols and parents first, with the empty main: the plugin compiles the target for
    # its symbol graph, before the code that uses the proxies can compile.
    local folder="Sources/$target"
    for case in "${chosen[@]}"; do
        if [ -f "$template/Shared/Declarations/$case.swift" ]; then
            cp "$template/Shared/Declarations/$case.swift" "$folder/"
        fi
    done

    # One plugin invocation per group, in the order of the groups' first cases.
    local groups=() group wanted arguments all label generated=1
    for case in "${chosen[@]}"; do
        plugin_arguments "$case"
        [[ " ${groups[*]} " == *" $group "* ]] || groups+=("$group")
    done
    for wanted in "${groups[@]}"; do
        all=()
        label=
        for case in "${chosen[@]}"; do
            plugin_arguments "$case"
            [ "$group" = "$wanted" ] || continue
            all+=("${arguments[@]}")
            label+="${label:++}$case"
        done
        generate "$label" "${all[@]}" || generated=0
    done
    [ $generated = 1 ] || return 0
    lint_generated "$folder"

    # Then the calls, and a main that runs the chosen cases in order.
    {
        echo "// Written by .ci/user-packages.sh: the chosen cases, in order, each after its name."
        for case in "${chosen[@]}"; do
            cp "$template/Shared/Cases/${case}Case.swift" "$folder/"
            printf 'print("== %s")\ntry await run%s()\n' "$case" "$case"
        done
    } > "$folder/main.swift"

    step "swift build --product $target"
    if ! swift build --product "$target" > "$log" 2>&1; then
        local errors mine
        errors=$(errors_in "$log")
        if [ -z "$errors" ]; then
            fail "$target: the build failed" "$(tail -n 20 "$log")"
            return 0
        fi
        # Each error goes to the case of its file (XDelegateProxy.swift, XCase.swift, X.swift);
        # whatever is left, to the target.
        local pattern
        for case in "${chosen[@]}" main; do
            pattern="^Sources/$target/(DelegateProxies/)?${case}(DelegateProxy|Case)?\.swift:"
            mine=$(grep -E "$pattern" <<< "$errors" || true)
            errors=$(grep -vE "$pattern" <<< "$errors" || true)
            [ -n "$mine" ] || continue
            fail "$target/$case: $(wc -l <<< "$mine") compiler errors" "$(head -n 3 <<< "$mine")"
        done
        if [ -n "$errors" ]; then
            fail "$target: $(wc -l <<< "$errors") compiler errors elsewhere" "$(head -n 3 <<< "$errors")"
        fi
        return 0
    fi

    step "$target"
    local output="$work/$target.out" expected="$work/$target.expected" status=0
    # Any file a case leaves behind goes with the temporary folder.
    TMPDIR="$work/tmp" "$(swift build --show-bin-path)/$target" > "$output" 2>&1 || status=$?
    if [ $status != 0 ]; then
        fail "$target: exited with status $status" "$(tail -n 20 "$output")"
        return 0
    fi
    awk -v chosen=" ${chosen[*]} " '
        /^== / { on = index(chosen, " " $2 " ") > 0 }
        on' "$template/expected-output.txt" > "$expected"
    if ! diff -u --label expected-output.txt --label "$target" "$expected" "$output" > "$work/diff"; then
        fail "$target: the output differs from expected-output.txt" "$(cat "$work/diff")"
        return 0
    fi
    echo "$target ok"
}

# ParserKit, a library every app target depends on, generates its own internal
# XMLParserDelegateProxy, as each app target does for the XMLParser case: two proxies of one
# protocol in one process, each a proxy family of its own. Its protocol is Foundation's, so the
# plugin needs no graph of ParserKit itself, which cannot compile before its proxy exists.
mkdir -p Sources/ParserKit
cp "$template/ParserKit/ParserKit.swift" Sources/ParserKit/
target=ParserKit log="$work/ParserKit.log"
printf '\n== ParserKit (%ss)\n' "$SECONDS"
if generate XMLParser --protocol FoundationXML.XMLParserDelegate; then
    lint_generated Sources/ParserKit
    for target in "${targets[@]}"; do
        run_target
    done
fi

printf '\n== summary (%ss)\n' "$SECONDS"
if [ ${#failures[@]} -eq 0 ]; then
    echo "every chosen case compiles and runs in every chosen mode"
    exit 0
fi
for index in "${!failures[@]}"; do
    echo "FAILED ${failures[$index]}"
    sed 's/^/    /' <<< "${details[$index]}"
done
exit 1
