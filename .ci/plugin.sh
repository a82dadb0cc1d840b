#!/usr/bin/env bash
# The generate-delegate-proxies plugin as a user runs it: in a package of its own
# (.ci/plugin-fixture, copied to a temporary directory, depending on this repository), built once
# and reused. Checks --help, an unknown option, and that a generated file that no longer compiles
# never locks the user out: the plugin regenerates it, or says in one line which file to fix or delete.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R .ci/plugin-fixture/. "$work"
sed "s|REPOSITORY|$PWD|" .ci/plugin-fixture/Package.swift > "$work/Package.swift"

target=$work/Sources/Gauges
proxy=$target/DelegateProxies/GaugeDelegateProxy.swift
aside=$target/.DelegateProxies-regenerating
fail() { echo "plugin: $*" >&2; exit 1; }
plugin() { swift package --package-path "$work" --allow-writing-to-package-directory generate-delegate-proxies "$@"; }
build() { swift build --package-path "$work"; }
break_proxy() { echo 'let broken: Int = "not an int"' >> "$proxy"; }

echo "+ --help prints every option and succeeds"
help=$(plugin --help 2>&1) || fail "--help failed: $help"
for option in --target --protocol --parent --property --default --public --audit; do
    grep -q -- "^  $option " <<< "$help" || fail "--help does not list $option: $help"
done
grep -q -- "^  -h, --help " <<< "$help" || fail "--help does not list itself: $help"
grep -q -- "--allow-writing-to-package-directory generate-delegate-proxies" <<< "$help" \
    || fail "--help does not name the permission flag: $help"
[ "$(plugin -h 2>&1 | grep -c '^usage: ')" = 1 ] || fail "-h does not print the usage"
# The options the executable shares with the plugin are described in the same words.
tool=$(find "$work/.build" -type f -perm -u+x \( -name delegate-proxy-generator -o -name delegate-proxy-generator-tool \) \
    | head -n 1)
[ -n "$tool" ] || fail "the plugin's delegate-proxy-generator is not in $work/.build"
tool_help=$("$tool" --help)
while IFS= read -r line; do
    grep -Fxq -- "$line" <<< "$tool_help" || fail "delegate-proxy-generator --help does not say: $line"
done < <(sed -n '/^  --parent /,/^  --audit /p' <<< "$help" | sed '$d')

echo "+ an unknown option fails with one line naming it"
if output=$(plugin --target Gauges --colour red 2>&1); then fail "an unknown option succeeded: $output"; fi
[ "$(grep '^error: ' <<< "$output")" = "error: unknown arguments --colour red; see --help" ] \
    || fail "not the one line expected: $output"

echo "+ a --parent no symbol graph declares fails with one line naming where the generator looked"
if output=$(plugin --target Gauges --protocol GaugeDelegate --parent NoSuchClass 2>&1); then
    fail "an unknown --parent succeeded: $output"
fi
grep -q '^error: --parent NoSuchClass: no class NoSuchClass in the symbol graphs of Gauges' <<< "$output" \
    || fail "not the one line expected: $output"
[ ! -e "$proxy" ] || fail "a proxy was written for an unknown --parent"

echo "+ generate, build"
plugin --target Gauges --protocol GaugeDelegate
build
cp "$proxy" "$work/good.swift"

echo "+ a proxy that no longer compiles does not keep the plugin from generating another one"
break_proxy
output=$(plugin --target Gauges --protocol DialDelegate 2>&1) || fail "$output"
[ -f "$target/DelegateProxies/DialDelegateProxy.swift" ] || fail "no DialDelegateProxy.swift: $output"
grep -q '^warning: .*GaugeDelegateProxy.swift' <<< "$output" || fail "no warning naming the broken proxy: $output"

echo "+ a proxy that no longer compiles, which no other file uses, is regenerated; the package builds"
output=$(plugin --target Gauges --protocol GaugeDelegate 2>&1) || fail "$output"
cmp -s "$proxy" "$work/good.swift" || fail "GaugeDelegateProxy.swift is not regenerated: $output"
build

echo "+ ... which another file uses: one line naming it, the folder in place"
cp "$work/Uses/Readings.swift" "$target/"
break_proxy
cp "$proxy" "$work/broken.swift"
if output=$(plugin --target Gauges --protocol GaugeDelegate 2>&1); then fail "it succeeded: $output"; fi
last=$(tail -n 1 <<< "$output")
case $last in
    "error: target Gauges does not compile, even without Sources/Gauges/DelegateProxies, as Sources/Gauges/Readings.swift uses its proxies; Sources/Gauges/DelegateProxies/GaugeDelegateProxy.swift has errors: "*) ;;
    *) fail "not the one line expected last: $output" ;;
esac
! grep -q 'unspecified(\|fatalError' <<< "$output" || fail "SwiftPM's error reaches the user: $output"
cmp -s "$proxy" "$work/broken.swift" || fail "GaugeDelegateProxy.swift is not put back as it was"
[ ! -e "$aside" ] || fail "$aside is left behind"

echo "+ the way out the line gives (delete it, take out its uses, run again) regenerates it; the package builds"
rm "$proxy"
mv "$target/Readings.swift" "$work/"
plugin --target Gauges --protocol GaugeDelegate
mv "$work/Readings.swift" "$target/"
cmp -s "$proxy" "$work/good.swift" || fail "GaugeDelegateProxy.swift is not regenerated"
build

echo "+ a folder that an interrupted run left aside is put back first"
mv "$target/DelegateProxies" "$aside"
output=$(plugin --target Gauges --protocol GaugeDelegate 2>&1) || fail "$output"
grep -q '^warning: put back Sources/Gauges/DelegateProxies' <<< "$output" || fail "no warning: $output"
[ ! -e "$aside" ] && cmp -s "$proxy" "$work/good.swift" || fail "the folder is not put back: $output"

echo "plugin: all checks passed in ${SECONDS}s"
