#!/usr/bin/env python3
"""Fails when a public symbol of the library modules lacks `///` documentation.

Reads the symbol graphs `swift package dump-symbol-graph` writes and checks every public or open
symbol declared in Sources/ (members inherited through classes or default implementations are
documented where they are declared, so they are skipped):

  missing     no doc comment of its own
  parameters  a function, initializer or subscript whose doc comment does not describe every
              parameter (`- Parameter name:` or an item under `- Parameters:`)
  returns     a function or subscript with a result whose doc comment has no `- Returns:`

Operators (`==`, `<`) and members that implement a standard-library protocol the same way
everywhere are held only to the first rule.

Usage: check-docs.py [--symbol-graph-dir DIR] [--modules A,B] [--summary] [--only-missing]
Exit status 1 if any problem is found (0 with --summary, which only prints the counts).
"""

import argparse
import glob
import json
import os
import re
import sys

FUNCTION_KINDS = {
    "swift.func", "swift.method", "swift.type.method", "swift.init", "swift.subscript",
    "swift.type.subscript", "swift.func.op",
}
# Requirements of standard protocols whose meaning the protocol already documents.
STANDARD_MEMBERS = {
    "init(stringLiteral:)", "init(integerLiteral:)", "init(arrayLiteral:)", "hash(into:)",
    "makeIterator()", "makeAsyncIterator()", "next()", "encode(to:)", "init(from:)",
}


def symbol_graph_files(directory, modules):
    files = []
    for module in modules:
        files += glob.glob(os.path.join(directory, f"{module}.symbols.json"))
        files += glob.glob(os.path.join(directory, f"{module}@*.symbols.json"))
    return sorted(files)


def own_doc(symbol):
    """The symbol's own doc comment; `None` when it has none, or only one inherited from the
    protocol requirement it implements (which the symbol graph reports without a source range,
    or from another file)."""
    doc = symbol.get("docComment")
    location = symbol.get("location")
    if not doc or not location or doc.get("uri") != location["uri"]:
        return None
    last = doc["lines"][-1].get("range", {}).get("end", {}).get("line")
    if last is None or not 0 <= location["position"]["line"] - last <= 8:
        return None
    return "\n".join(line["text"] for line in doc["lines"])


def documented_parameters(doc):
    """Names given by `- Parameter name:` or by the items nested under `- Parameters:`."""
    names = set()
    nested_under = None  # indentation of the `- Parameters:` line while inside its list
    for line in doc.splitlines():
        indent = len(line) - len(line.lstrip())
        item = re.match(r"\s*-\s*(\w+)(?:\s+(\w+))?\s*:", line)
        if nested_under is not None and item and indent > nested_under and not item.group(2):
            names.add(item.group(1))
            continue
        if item and indent <= (nested_under if nested_under is not None else indent):
            nested_under = None
        if item and item.group(1).lower() == "parameters" and not item.group(2):
            nested_under = indent
        elif item and item.group(1).lower() == "parameter" and item.group(2):
            names.add(item.group(2))
    return names


def returns_value(signature):
    text = "".join(fragment["spelling"] for fragment in signature.get("returns", [])).strip()
    return text not in ("", "()", "Void", "Never")


def problems(symbol):
    doc = own_doc(symbol)
    title = symbol["names"]["title"]
    if doc is None or not doc.strip():
        return ["missing"]
    kind = symbol["kind"]["identifier"]
    if kind not in FUNCTION_KINDS or kind == "swift.func.op" or title in STANDARD_MEMBERS:
        return []
    found = []
    signature = symbol.get("functionSignature", {})
    described = documented_parameters(doc)
    for parameter in signature.get("parameters", []):
        names = {parameter.get("name"), parameter.get("internalName")} - {None, "_"}
        if names and not names & described:
            found.append(f"parameters ({parameter.get('internalName') or parameter.get('name')})")
            break
    if kind != "swift.init" and returns_value(signature) and not re.search(r"^\s*-\s*Returns\s*:", doc, re.MULTILINE):
        found.append("returns")
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default_dir = next(iter(sorted(glob.glob(".build/*/symbolgraph"))), ".build/symbolgraph")
    parser.add_argument("--symbol-graph-dir", default=default_dir)
    parser.add_argument("--modules", default="ObservableCore,DelegateProxyKit,ObservableCoreTesting,FoundationProxies")
    parser.add_argument("--summary", action="store_true", help="print counts only; never fail")
    parser.add_argument("--list-without-example", metavar="KINDS",
                        help="also list symbols of these kinds (swift.class,swift.method,…) without an example")
    parser.add_argument("--only-missing", action="store_true", help="check only for missing comments")
    arguments = parser.parse_args()

    modules = arguments.modules.split(",")
    files = symbol_graph_files(arguments.symbol_graph_dir, modules)
    if not files:
        sys.exit(f"check-docs: no symbol graphs for {', '.join(modules)} in {arguments.symbol_graph_dir}; "
                 "run `swift package dump-symbol-graph` first")

    seen = set()
    report = []
    counts = {module: [0, 0, 0, 0] for module in modules}  # symbols, commented, fully documented, with an example
    for path in files:
        graph = json.load(open(path))
        module = graph["module"]["name"]
        for symbol in graph["symbols"]:
            precise = symbol["identifier"]["precise"]
            location = symbol.get("location")
            if "::SYNTHESIZED::" in precise or not location or "/Sources/" not in location["uri"]:
                continue
            if symbol["accessLevel"] not in ("public", "open") or precise in seen:
                continue
            seen.add(precise)
            found = problems(symbol)
            if arguments.only_missing:
                found = [problem for problem in found if problem == "missing"]
            counts[module][0] += 1
            counts[module][1] += "missing" not in found
            counts[module][2] += not found
            counts[module][3] += "```" in (own_doc(symbol) or "")
            if arguments.list_without_example and "```" not in (own_doc(symbol) or ""):
                kind = symbol["kind"]["identifier"]
                if kind in arguments.list_without_example.split(","):
                    print("no example:", kind, ".".join(symbol["pathComponents"]))
            if found:
                file = location["uri"].split("/Sources/", 1)[1]
                line = location["position"]["line"] + 1
                report.append(f"Sources/{file}:{line}: {'.'.join(symbol['pathComponents'])}: {', '.join(found)}")

    for line in sorted(report):
        print(line)
    for module, (total, commented, complete, examples) in counts.items():
        print(f"{module}: {total} public symbols, {commented} with a doc comment, {complete} fully documented, "
              f"{examples} with an example")
    if report and not arguments.summary:
        print(f"check-docs: {len(report)} public symbols need documentation", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
