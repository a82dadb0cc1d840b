#!/usr/bin/env python3
"""Every `@unchecked Sendable` in Sources/ carries its reason: a `//` comment on the same line,
just above it, or on the line right after the declaration's opening line (naming the lock or the discipline
that makes it safe). Prints each one that does not and exits 1."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
missing = []
count = 0
for path in sorted((root / "Sources").rglob("*.swift")):
    lines = path.read_text().splitlines()
    for index, line in enumerate(lines):
        code = re.sub(r'"[^"]*"', '""', line).split("//", 1)[0]  # not inside a string literal
        if "@unchecked Sendable" not in code or code.lstrip().startswith("///"):
            continue
        count += 1
        # The declaration may wrap: look from this line to the one after its opening brace.
        end = index
        while end < len(lines) and "{" not in lines[end].split("//", 1)[0]:
            end += 1
        window = lines[index : end + 2]
        # or a `//` comment just above it (over attributes such as `@usableFromInline`)
        above = index - 1
        while above >= 0 and lines[above].strip().startswith("@"):
            above -= 1
        if above >= 0:
            window.append(lines[above])
        if not any(re.search(r"(^|\s)//\s*\S", candidate.replace("///", "")) for candidate in window):
            missing.append(f"{path.relative_to(root)}:{index + 1}: @unchecked Sendable without a reason")
for entry in missing:
    print(entry)
print(f"{count} @unchecked Sendable in Sources, {len(missing)} without a reason")
sys.exit(1 if missing else 0)
