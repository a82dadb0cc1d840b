#!/usr/bin/env python3
"""Mutation testing of a module: do the tests notice a wrong line?

Applies one small mutation at a time to the module's sources (a flipped condition, a dropped
call, two statements swapped, an early return, `<` for `<=`, a changed constant), builds, runs
the module's test suites, and reports per file how many mutants the tests killed, how many
survived and how many did not compile, with each survivor's location.

It works in a clone of its own (--workdir, kept between runs so that builds are incremental),
never in the tree it is run from. A run is a seeded sample, so that a later change can be
measured again on the same mutants:

    Scripts/mutation-test.py --module DelegateProxyKit --sample 60 --seed 1
    Scripts/mutation-test.py --module DelegateProxyGeneratorCore --list   # the sites, no build

Results are appended to WORKDIR/results-MODULE.jsonl as each mutant finishes; --resume skips the
mutants already there. Not run by CI: one mutant costs an incremental build and a test run.
"""

import argparse
import json
import os
import random
import re
import subprocess
import sys
import time
from dataclasses import dataclass

# What each module's tests are: the suites that exercise it (a `swift test --filter` pattern).
MODULES = {
    "DelegateProxyKit": r"DelegateProxyKitTests|DelegateProxyGeneratorTests\.GeneratedProxyTests"
    r"|DelegateProxyGeneratorTests\.IsolatedProxyTests|XMLEventsTests|LocationTrackingTests"
    r"|ViewHierarchyTests|FileManagerEventsTests|URLSessionEventsTests|MediaPlayerTests",
    "DelegateProxyGeneratorCore": r"DelegateProxyGeneratorTests",
}

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|open|static|final|"
    r"override|mutating|nonisolated|convenience|required|lazy|weak|unowned|dynamic|indirect)\s+)*"
    r"(?:let|var|func|init|deinit|subscript|class|struct|enum|protocol|extension|actor|typealias|case|"
    r"import|associatedtype|return|throw|if|guard|else|for|while|repeat|switch|default|do|catch|defer|"
    r"break|continue|fallthrough|#if|#else|#elseif|#endif)\b")


@dataclass
class Mutant:
    file: str
    line: int  # 1-based
    operator: str
    original: str  # the line(s) as they were
    mutated: str  # what replaces them
    span: int = 1  # how many lines `original` covers

    @property
    def key(self):
        return f"{self.file}:{self.line}:{self.operator}:{self.mutated.strip()}"


def code_of(lines):
    """Each line with comments and string literals blanked, so that mutations touch code only."""
    result = []
    in_block_comment = False
    in_multiline_string = False
    for line in lines:
        out = []
        i = 0
        while i < len(line):
            if in_block_comment:
                end = line.find("*/", i)
                if end < 0:
                    i = len(line)
                else:
                    in_block_comment = False
                    i = end + 2
                out.append(" ")
                continue
            if in_multiline_string:
                end = line.find('"""', i)
                if end < 0:
                    i = len(line)
                else:
                    in_multiline_string = False
                    i = end + 3
                out.append(" ")
                continue
            if line.startswith("//", i):
                break
            if line.startswith("/*", i):
                in_block_comment = True
                i += 2
                continue
            if line.startswith('"""', i):
                in_multiline_string = True
                i += 3
                out.append('""')
                continue
            if line[i] == '"':
                j = i + 1
                while j < len(line) and line[j] != '"':
                    j += 2 if line[j] == "\\" else 1
                out.append('""')
                i = j + 1
                continue
            out.append(line[i])
            i += 1
        result.append("".join(out).rstrip())
    return result


def balanced(text):
    depth = 0
    for ch in text:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def is_simple_statement(code):
    stripped = code.strip()
    return (
        stripped
        and balanced(stripped)
        and not stripped.endswith(("{", "}", ",", "(", "[", "in"))
        and not stripped.startswith(("}", ".", "@", "#", "case ", "default:", "func ", "init"))
        and not stripped.endswith(":")
    )


def continues(code, index):
    """Whether the statement on this line began on an earlier line or goes on to the next."""
    previous = next((line.strip() for line in reversed(code[:index]) if line.strip()), "")
    following = next((line.strip() for line in code[index + 1:] if line.strip()), "")
    return previous.endswith(("(", ",", "[", "=", "&&", "||", "+", "-", "?", ":", " in")) \
        or following.startswith((".", "&&", "||", "?", ":", "+", "-", "{"))


def is_call_statement(code):
    stripped = code.strip()
    if stripped.startswith("try "):
        stripped = stripped[4:]
    if stripped.startswith("await "):
        stripped = stripped[6:]
    return (
        is_simple_statement(code)
        and not DECLARATION.match(stripped)
        and re.match(r"^[A-Za-z_][\w.?!]*(?:\[[^\]]*\])?[\w.?!]*\(.*\)$", stripped) is not None
        and " = " not in stripped
    )


RELATIONAL = [(" < ", " <= "), (" <= ", " < "), (" > ", " >= "), (" >= ", " > "), (" == ", " != "),
              (" != ", " == "), (" === ", " !== "), (" !== ", " === "), (" && ", " || "), (" || ", " && ")]


def sites(path, relative):
    with open(path) as f:
        lines = f.read().split("\n")
    code = code_of(lines)
    found = []

    def replace_span(index, start, end, new, operator):
        original = lines[index]
        # The blanked code and the line share their columns up to the first string or comment.
        mutated = original[:start] + new + original[end:]
        found.append(Mutant(relative, index + 1, operator, original, mutated))

    for index, text in enumerate(code):
        if not text.strip() or text.strip().startswith("@"):
            continue
        # Columns agree between `text` and the line only before any blanked string literal.
        safe = lines[index].find('"')
        limit = len(text) if safe < 0 else safe
        for old, new in RELATIONAL:
            if re.search(r"\bwhere\b", text):  # a generic constraint, not a comparison
                break
            start = text.find(old)
            while 0 <= start < limit:
                replace_span(index, start, start + len(old), new, "operator")
                start = text.find(old, start + 1)
        for match in re.finditer(r"\b(true|false)\b", text[:limit]):
            replace_span(index, match.start(), match.end(), "false" if match.group(1) == "true" else "true",
                         "boolean")
        for match in re.finditer(r"(?<![\w.$])(\d+)(?![\w.])", text[:limit]):
            value = int(match.group(1))
            replace_span(index, match.start(), match.end(), str(0 if value == 1 else value + 1), "constant")
        condition = re.match(r"^(\s*)(if|guard|while) (.+?) (\{|else \{)$", text)
        if condition and safe < 0 and not re.search(r"\b(let|var|case)\b|#available|, ", condition.group(3)):
            indent, keyword, test, tail = condition.groups()
            found.append(Mutant(relative, index + 1, "condition", lines[index],
                                f"{indent}{keyword} !({test}) {tail}"))
        if is_call_statement(text):
            found.append(Mutant(relative, index + 1, "drop-call", lines[index], ""))
        if index + 1 < len(code) and is_simple_statement(text) and is_simple_statement(code[index + 1]):
            first, second = text.strip(), code[index + 1].strip()
            same_indent = len(text) - len(text.lstrip()) == len(code[index + 1]) - len(code[index + 1].lstrip())
            both_declarations = re.match(r"^(let|var) ", first) and re.match(r"^(let|var) ", second)
            control = re.compile(r"^(return|throw|for|if|guard|while|switch|else|case|default|import)\b")
            declared = re.match(r"^(?:let|var) \(?([\w, ]+)", first)
            depends = declared and any(re.search(rf"\b{re.escape(name.strip())}\b", second)
                                       for name in declared.group(1).split(",") if name.strip())
            if same_indent and first != second and not depends and not both_declarations and not control.match(first) \
                    and not control.match(second) and not continues(code, index) \
                    and not continues(code, index + 1):
                found.append(Mutant(relative, index + 1, "swap", lines[index] + "\n" + lines[index + 1],
                                    lines[index + 1] + "\n" + lines[index], span=2))
        void_function = re.match(r"^(\s*).*\bfunc \w+.*\)\s*(?:(?:async\s+)?(?:throws|rethrows)\s*)?\{$", text)
        if void_function and "->" not in text and index + 1 < len(code) and code[index + 1].strip() \
                and not code[index + 1].strip().startswith("}"):
            indent = len(code[index + 1]) - len(code[index + 1].lstrip())
            # `return;`: a bare `return` followed by a line would return that line's value (a
            # `Void` call is one), which runs the statement it meant to skip.
            found.append(Mutant(relative, index + 2, "return-early", lines[index + 1],
                                " " * indent + "return;\n" + lines[index + 1]))
    return found


def module_sites(root, module):
    base = os.path.join(root, "Sources", module)
    result = []
    for directory, _, files in os.walk(base):
        for name in sorted(files):
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                result.extend(sites(path, os.path.relpath(path, root)))
    return result


def run(command, cwd, timeout):
    try:
        completed = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   text=True, errors="replace", timeout=timeout)
        return completed.returncode, completed.stdout
    except subprocess.TimeoutExpired as expired:
        return None, (expired.stdout or b"").decode(errors="replace") if isinstance(expired.stdout, bytes) \
            else (expired.stdout or "")


def apply(root, mutant):
    path = os.path.join(root, mutant.file)
    with open(path) as f:
        original = f.read()
    lines = original.split("\n")
    start = mutant.line - 1
    lines[start:start + mutant.span] = mutant.mutated.split("\n") if mutant.mutated else [""]
    with open(path, "w") as f:
        f.write("\n".join(lines))
    return path, original


def prepare(source, workdir, revision):
    if not os.path.isdir(os.path.join(workdir, ".git")):
        subprocess.run(["git", "clone", "-q", source, workdir], check=True)
    subprocess.run(["git", "fetch", "-q", source, revision], cwd=workdir, check=True)
    subprocess.run(["git", "checkout", "-q", "--force", "FETCH_HEAD"], cwd=workdir, check=True)
    subprocess.run(["git", "clean", "-qfd", "-e", ".build", "-e", "results-*.jsonl"], cwd=workdir, check=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--module", choices=sorted(MODULES), required=True)
    parser.add_argument("--sample", type=int, default=40, help="mutants to try (0: every site)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--revision", default="HEAD", help="the commit to mutate (default HEAD)")
    parser.add_argument("--workdir", help="the clone to work in (default /tmp/mutation-MODULE)")
    parser.add_argument("--list", action="store_true", help="print the sampled mutants and stop")
    parser.add_argument("--resume", action="store_true", help="skip mutants already in the results file")
    parser.add_argument("--build-timeout", type=int, default=1200)
    parser.add_argument("--test-timeout", type=int, default=600)
    arguments = parser.parse_args()

    source = subprocess.run(["git", "rev-parse", "--show-toplevel"], stdout=subprocess.PIPE, text=True,
                            check=True).stdout.strip()
    revision = subprocess.run(["git", "rev-parse", arguments.revision], cwd=source, stdout=subprocess.PIPE,
                              text=True, check=True).stdout.strip()
    candidates = module_sites(source, arguments.module)
    random.Random(arguments.seed).shuffle(candidates)
    chosen = candidates if arguments.sample == 0 else candidates[:arguments.sample]
    print(f"{arguments.module}: {len(candidates)} mutation sites, trying {len(chosen)} (seed {arguments.seed}) "
          f"at {revision[:10]}", flush=True)
    if arguments.list:
        for mutant in chosen:
            print(f"{mutant.file}:{mutant.line} {mutant.operator}: {mutant.original.strip()!r} -> "
                  f"{mutant.mutated.strip()!r}")
        return 0

    workdir = arguments.workdir or f"/tmp/mutation-{arguments.module}"
    prepare(source, workdir, revision)
    results_path = os.path.join(workdir, f"results-{arguments.module}.jsonl")
    done = {}
    if arguments.resume and os.path.exists(results_path):
        with open(results_path) as f:
            for line in f:
                record = json.loads(line)
                done[record["key"]] = record
    elif os.path.exists(results_path):
        os.remove(results_path)

    build = ["swift", "build", "--build-tests"]
    test = ["swift", "test", "--skip-build", "--filter", MODULES[arguments.module]]
    print("baseline: building and testing the unmutated tree", flush=True)
    status, output = run(build, workdir, arguments.build_timeout)
    if status != 0:
        sys.exit(f"mutation-test: the unmutated tree does not build:\n{output[-3000:]}")
    status, output = run(test, workdir, arguments.test_timeout)
    if status != 0:
        sys.exit(f"mutation-test: the unmutated tree's tests fail:\n{output[-3000:]}")

    records = []
    for number, mutant in enumerate(chosen, 1):
        if mutant.key in done:
            records.append(done[mutant.key])
            continue
        started = time.time()
        path, original = apply(workdir, mutant)
        try:
            status, output = run(build, workdir, arguments.build_timeout)
            if status != 0:
                outcome = "not compiling"
            else:
                status, output = run(test, workdir, arguments.test_timeout)
                outcome = "survived" if status == 0 else "killed"
        finally:
            with open(path, "w") as f:
                f.write(original)
        record = {"key": mutant.key, "file": mutant.file, "line": mutant.line, "operator": mutant.operator,
                  "original": mutant.original.strip(), "mutated": mutant.mutated.strip(), "outcome": outcome}
        records.append(record)
        with open(results_path, "a") as f:
            f.write(json.dumps(record) + "\n")
        print(f"[{number}/{len(chosen)}] {outcome:13} {mutant.file}:{mutant.line} {mutant.operator} "
              f"({time.time() - started:.0f} s)", flush=True)

    report(arguments.module, records)
    return 0


def report(module, records):
    by_file = {}
    for record in records:
        by_file.setdefault(record["file"], {"killed": 0, "survived": 0, "not compiling": 0})
        by_file[record["file"]][record["outcome"]] += 1
    print(f"\n{module}\n{'file':60} killed survived not-compiling")
    totals = {"killed": 0, "survived": 0, "not compiling": 0}
    for file, counts in sorted(by_file.items()):
        print(f"{file:60} {counts['killed']:6} {counts['survived']:8} {counts['not compiling']:13}")
        for outcome, count in counts.items():
            totals[outcome] += count
    compiling = totals["killed"] + totals["survived"]
    score = 100.0 * totals["killed"] / compiling if compiling else 0.0
    print(f"{'total':60} {totals['killed']:6} {totals['survived']:8} {totals['not compiling']:13}"
          f"   score {score:.1f}% of {compiling} compiling mutants")
    survivors = [record for record in records if record["outcome"] == "survived"]
    if survivors:
        print("\nsurvivors:")
        for record in survivors:
            print(f"  {record['file']}:{record['line']} {record['operator']}: {record['original']!r} -> "
                  f"{record['mutated']!r}")


if __name__ == "__main__":
    sys.exit(main())
