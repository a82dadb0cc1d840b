#!/usr/bin/env bash
# Regenerates every checked-in generated delegate proxy with the plugin, from the command each
# file's header names, and fails if anything differs from what is checked in; then audits every
# proxy class of the package (generated or hand-written) for requirements it does not implement.
set -euo pipefail
cd "$(dirname "$0")/.."

commands=$(
    for file in $(git ls-files '*/DelegateProxies/*Proxy.swift'); do
        # The header: "//     swift package … \" continued on "//         …" lines.
        awk '/^\/\/     swift package/ { on = 1 }
             on { line = $0; sub(/^\/\/ +/, "", line); cont = sub(/ \\$/, "", line); printf "%s ", line
                  if (!cont) { print ""; exit } }' "$file"
    done | sort -u
)
[ -n "$commands" ] || { echo "generated: no generated proxies found" >&2; exit 1; }
while IFS= read -r command; do
    echo "+ $command"
    eval "$command"
done <<< "$commands"

if ! git diff --exit-code -- '*/DelegateProxies/*' || [ -n "$(git status --porcelain -- '*/DelegateProxies/*')" ]; then
    git status --short -- '*/DelegateProxies/*'
    echo "generated: the checked-in proxies differ from what the generator writes; regenerate them" >&2
    exit 1
fi

echo "+ audit"
swift package --allow-writing-to-package-directory generate-delegate-proxies --audit \
    --target FoundationProxies --target FileManagerEvents \
    --target LocationTracking --target ViewHierarchy --target DelegateProxyGeneratorTests \
    --target DocSnippetTests
