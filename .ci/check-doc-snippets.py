#!/usr/bin/env python3
"""Fails when a Swift code block of the documentation is not compiled by the package.

Every ```swift block of README.md and of every DocC article (Sources/*/*.docc/**/*.md, found
anew on each run, so new articles are covered without touching this script) must appear verbatim
in a Swift file under Tests/ or Examples/, which the package's targets compile: as consecutive
lines, compared with leading and trailing spaces removed, blank lines and `import` lines left out
(a test file may wrap an article's statements in a test function, and its imports sort with the
test's own). The test that holds the code also runs it and checks what it prints, so that a
sample's `// output` comments cannot drift either.

A block that is not a complete example (a Package.swift excerpt, RxCocoa code shown for
comparison, code that needs an app around it) is exempt only when the line before its fence says
why, in a comment DocC does not render:

    <!-- fragment: RxCocoa's code, which needs the Objective-C runtime -->
    ```swift

Usage: check-doc-snippets.py [--list]   (--list prints every block and where it is compiled)
Exit status 1 if a block is found nowhere, or a fragment marker gives no reason.
"""

import argparse
import glob
import os
import re
import sys

FENCE_OPEN = re.compile(r"^\s*```swift\s*$")
FENCE_CLOSE = re.compile(r"^\s*```\s*$")
FRAGMENT = re.compile(r"^\s*<!--\s*fragment:\s*(.*?)\s*-->\s*$")
OLD_MARKER = re.compile(r"^\s*<!--\s*(sample|fragment)\b.*-->\s*$")
IMPORT = re.compile(r"^(@\w+\s+)*import\s")


def normalized(lines):
    """The lines that must match: stripped, without blank and import lines."""
    result = []
    for line in lines:
        text = line.strip()
        if text and not IMPORT.match(text):
            result.append(text)
    return result


def documents(root):
    paths = [os.path.join(root, "README.md")]
    paths += sorted(glob.glob(os.path.join(root, "Sources", "*", "*.docc", "**", "*.md"), recursive=True))
    return [path for path in paths if os.path.isfile(path)]


def blocks(path):
    """Yields (line number of the fence, fragment reason or None, bad marker or None, lines)."""
    with open(path, encoding="utf-8") as file:
        lines = file.read().splitlines()
    index = 0
    while index < len(lines):
        if not FENCE_OPEN.match(lines[index]):
            index += 1
            continue
        previous = index - 1
        while previous >= 0 and not lines[previous].strip():
            previous -= 1
        reason, bad_marker = None, None
        if previous >= 0:
            fragment = FRAGMENT.match(lines[previous])
            if fragment:
                reason = fragment.group(1)
                if not reason:
                    bad_marker = "a fragment marker must say why: <!-- fragment: REASON -->"
            elif OLD_MARKER.match(lines[previous]):
                bad_marker = "unknown marker; a fragment is marked <!-- fragment: REASON -->"
        start = index + 1
        end = start
        while end < len(lines) and not FENCE_CLOSE.match(lines[end]):
            end += 1
        yield index + 1, reason, bad_marker, lines[start:end]
        index = end + 1


def compiled_sources(root):
    sources = {}
    for folder in ("Tests", "Examples"):
        pattern = os.path.join(root, folder, "**", "*.swift")
        for path in sorted(glob.glob(pattern, recursive=True)):
            with open(path, encoding="utf-8") as file:
                sources[os.path.relpath(path, root)] = normalized(file.read().splitlines())
    return sources


def find(block, sources):
    """Where the block appears; else the longest prefix found anywhere, for the message."""
    best = (0, None)
    for path, lines in sources.items():
        for start in range(len(lines)):
            if lines[start] != block[0]:
                continue
            length = 0
            while (
                length < len(block)
                and start + length < len(lines)
                and lines[start + length] == block[length]
            ):
                length += 1
            if length == len(block):
                return path, None
            if length > best[0]:
                best = (length, path)
    return None, best


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", action="store_true", help="print every block and where it is compiled")
    parser.add_argument("--root", default=os.path.join(os.path.dirname(__file__), ".."))
    arguments = parser.parse_args()
    root = os.path.normpath(arguments.root)

    sources = compiled_sources(root)
    problems, checked, fragments = [], 0, []
    for document in documents(root):
        name = os.path.relpath(document, root)
        for line, reason, bad_marker, code in blocks(document):
            where = f"{name}:{line}"
            if bad_marker:
                problems.append(f"{where}: {bad_marker}")
                continue
            if reason is not None:
                fragments.append(f"{where}: fragment ({reason})")
                continue
            block = normalized(code)
            if not block:
                continue
            checked += 1
            path, best = find(block, sources)
            if path:
                if arguments.list:
                    print(f"{where}: compiled in {path}")
                continue
            matched, near = best
            if near:
                problems.append(
                    f"{where}: not compiled; its first {matched} lines are in {near}, "
                    f"then it has: {block[matched]}")
            else:
                problems.append(
                    f"{where}: not compiled; no Swift file under Tests/ or Examples/ has its "
                    f"first line: {block[0]}")
    if arguments.list:
        for fragment in fragments:
            print(fragment)
    for problem in problems:
        print(problem)
    if problems:
        print(
            f"doc snippets: {len(problems)} block(s) not compiled. Copy each into a test "
            "(Tests/DocSnippetTests/<Article>Tests.swift) that runs it and checks what it prints, "
            "or mark a block that is not a complete example with <!-- fragment: REASON -->.",
            file=sys.stderr)
        return 1
    print(f"doc snippets: {checked} blocks compiled, {len(fragments)} fragments")
    return 0


if __name__ == "__main__":
    sys.exit(main())
