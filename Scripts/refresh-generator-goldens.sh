#!/usr/bin/env bash
# Refreshes the generator's golden-test inputs and expected outputs, never by hand:
#   1. compiles Tests/DelegateProxyGeneratorTests/Fixtures/Sources (module Fixtures), OtherSources
#      (module OtherFixtures), ObjCSources (module ObjCFixtures, in Objective-C interop mode: @objc
#      protocols with optional requirements) and MainActorSources (module MainActorFixtures, with default
#      main-actor isolation, as a tools-6.2 app target) and extracts their symbol graphs;
#   2. extracts the toolchain's Foundation graphs and keeps the excerpt declaring the Foundation
#      protocols the tests use (Scripts/symbol-graph-excerpt.py);
#   3. runs GoldenTests with DELEGATE_PROXY_GOLDENS=record, which writes Goldens/ from the
#      generator's output instead of comparing with it;
#   4. type-checks the goldens with the fixture sources and DelegateProxyKit, warnings as errors.
# Review the diff (git diff Tests/DelegateProxyGeneratorTests) before committing it.
set -euo pipefail
cd "$(dirname "$0")/.."

fixtures=Tests/DelegateProxyGeneratorTests/Fixtures
graphs=$fixtures/Graphs
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) target=x86_64-unknown-linux-gnu ;;
    Linux-aarch64 | Linux-arm64) target=aarch64-unknown-linux-gnu ;;
    *) echo "refresh-generator-goldens: the fixtures are Linux's symbol graphs; run this on Linux" >&2; exit 1 ;;
esac
swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
toolchain_modules=$swift_bin/../lib/swift/linux

mkdir -p "$graphs"
# Symbol locations name this machine's paths: left out, as the excerpt leaves them out.
strip_locations='import json, sys
path = sys.argv[1]
graph = json.load(open(path))
for symbol in graph["symbols"]:
    symbol.pop("location", None)
json.dump(graph, open(path, "w"), indent=2, sort_keys=True)
open(path, "a").write("\n")'

for module in Fixtures OtherFixtures MainActorFixtures; do
    sources=$fixtures/Sources
    isolation=()
    [ "$module" = OtherFixtures ] && sources=$fixtures/OtherSources
    [ "$module" = MainActorFixtures ] && sources=$fixtures/MainActorSources && isolation=(-default-isolation MainActor)
    mkdir -p "$work/$module"
    swiftc -emit-module -parse-as-library -module-name "$module" -emit-module-path "$work/$module.swiftmodule" \
        "${isolation[@]}" "$sources"/*.swift
    swift-symbolgraph-extract -module-name "$module" -I "$work" -output-dir "$work/$module" \
        -minimum-access-level public -target "$target"
    cp "$work/$module/$module.symbols.json" "$graphs/$module.symbols.json"
    python3 -c "$strip_locations" "$graphs/$module.symbols.json"
done

# Apple's delegate protocols are @objc with optional requirements: the compiler emits their
# graph (optionalRequirementOf) in Objective-C interop mode, which it supports on Linux too.
objc_interop=(-Xfrontend -enable-objc-interop -Xfrontend -disable-objc-attr-requires-foundation-module)
swiftc -emit-module -parse-as-library -module-name ObjCFixtures "${objc_interop[@]}" \
    -emit-module-path "$work/ObjCFixtures.swiftmodule" -emit-symbol-graph -emit-symbol-graph-dir "$work/ObjCFixtures" \
    "$fixtures"/ObjCSources/*.swift
cp "$work/ObjCFixtures/ObjCFixtures.symbols.json" "$graphs/ObjCFixtures.symbols.json"
python3 -c "$strip_locations" "$graphs/ObjCFixtures.symbols.json"

mkdir -p "$work/toolchain"
for module in Foundation FoundationEssentials; do
    swift-symbolgraph-extract -module-name "$module" -I "$toolchain_modules" -output-dir "$work/toolchain" \
        -minimum-access-level public -target "$target"
done
python3 Scripts/symbol-graph-excerpt.py "$work/toolchain/FoundationEssentials.symbols.json" \
    "$graphs/FoundationEssentials.symbols.json" FileManagerDelegate class:FileManager
python3 Scripts/symbol-graph-excerpt.py "$work/toolchain/Foundation.symbols.json" \
    "$graphs/Foundation.symbols.json" NSCacheDelegate class:NSCache

DELEGATE_PROXY_GOLDENS=record swift test --filter DelegateProxyGeneratorTests.GoldenTests || true

goldens=$fixtures/Goldens
modules=$(swift build --show-bin-path)/Modules
swift build --target DelegateProxyKit
typecheck() {
    swiftc -typecheck -parse-as-library -warnings-as-errors -I "$modules" -I "$work" "$@"
}
typecheck -module-name Fixtures "$fixtures"/Sources/*.swift "$goldens"/KettleDelegate/*.swift \
    "$goldens"/MixerDataSource/*.swift "$goldens"/TwoModules/*.swift "$goldens"/Isolated/*.swift \
    "$goldens"/TunerDelegate/*.swift "$goldens"/DisplayDelegate/*.swift "$goldens"/SocketDelegate/*.swift \
    "$goldens"/RepositoryDelegate/*.swift
# `--public` output beside its internal twin, and the generic NSCache proxy beside TwoModules'
# plain one, would redeclare a proxy: each is checked on its own.
typecheck -module-name Fixtures "$fixtures"/Sources/*.swift "$goldens"/PublicKettleDelegate/*.swift
typecheck -module-name Fixtures "$fixtures"/Sources/*.swift "$goldens"/GenericParent/*.swift
typecheck -module-name MainActorFixtures -default-isolation MainActor "$fixtures"/MainActorSources/*.swift \
    "$goldens"/DefaultMainActor/*.swift
typecheck -module-name FileManagerEvents "$goldens"/FileManagerDelegate/*.swift
# In the interop mode, as far as Linux goes: the optional calls (`$0.method?(…)`) type-check; an
# NSObject proxy answering responds(to:) on Apple platforms is not compiled here.
typecheck -module-name ObjCFixtures "${objc_interop[@]}" "$fixtures"/ObjCSources/*.swift \
    "$goldens"/ScrollViewDelegate/*.swift
typecheck -module-name ObjCFixtures "${objc_interop[@]}" "$fixtures"/ObjCSources/*.swift \
    "$goldens"/ScrollViewDelegateDefault/*.swift
git status --short -- "$fixtures"
