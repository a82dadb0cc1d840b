#!/usr/bin/env bash
# Builds the DocC documentation of the library modules with the toolchain's own `docc`, with
# warnings as errors (a broken ``symbol link`` fails), and checks that every public symbol is
# documented. No package dependency (no swift-docc-plugin): symbol graphs come from
# `swift package dump-symbol-graph`.
#
#   .ci/docs.sh                 check only (archives go to a temporary directory)
#   .ci/docs.sh OUTPUT_DIR      also keep OUTPUT_DIR/MODULE.doccarchive for each of `modules`
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(ObservableCore DelegateProxyKit ObservableCoreTesting FoundationProxies ObservableCoreBlocking ObservableCoreTestingXCTest)

find_docc() {
    if [ -n "${DOCC:-}" ]; then echo "$DOCC"; return; fi
    local swift_path
    swift_path=$(command -v swift)
    for candidate in "$(dirname "$swift_path")/docc" "$(dirname "$(readlink -f "$swift_path")")/docc"; do
        if [ -x "$candidate" ]; then echo "$candidate"; return; fi
    done
    if command -v docc >/dev/null; then command -v docc; return; fi
    if command -v xcrun >/dev/null; then xcrun --find docc; return; fi
    echo "docs: cannot find docc next to swift; set DOCC=/path/to/docc" >&2
    exit 1
}
docc=$(find_docc)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
output=${1:-$work/archives}
mkdir -p "$output"

echo "== symbol graphs"
# Stale graphs of renamed or removed modules must not linger.
rm -rf .build/*/symbolgraph
# The command also tries the synthesized test-runner modules and exits non-zero when it cannot
# load them (SwiftPM 6.3 on Linux); what matters is that the library modules' graphs are written.
swift package dump-symbol-graph --minimum-access-level public >"$work/dump.log" 2>&1 || true
graphs=$(sed -n 's/^Files written to //p' "$work/dump.log" | tail -n 1)
for module in "${modules[@]}"; do
    if [ -z "$graphs" ] || [ ! -f "$graphs/$module.symbols.json" ]; then
        cat "$work/dump.log"
        echo "docs: no symbol graph for $module (see above)" >&2
        exit 1
    fi
done

echo "== public symbols documented"
python3 .ci/check-docs.py --symbol-graph-dir "$graphs" --modules "$(IFS=,; echo "${modules[*]}")"

for module in "${modules[@]}"; do
    echo "== docc convert $module"
    # Only this module's graphs: `Module.symbols.json` and its extensions of other modules'
    # types (`Module@Other.symbols.json`); test and example targets are left out.
    mkdir -p "$work/graphs/$module"
    cp "$graphs/$module.symbols.json" "$work/graphs/$module/"
    find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$work/graphs/$module/" \;
    rm -rf "$output/$module.doccarchive"
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$work/graphs/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.delegateproxykit.$module" \
        --fallback-default-module-kind "Framework" \
        --warnings-as-errors \
        --output-path "$output/$module.doccarchive" >"$work/docc-$module.log" 2>&1 || {
        cat "$work/docc-$module.log"
        echo "docs: $module documentation has errors (see above)" >&2
        exit 1
    }
done

echo "docs passed${1:+ (archives in $output)}"
