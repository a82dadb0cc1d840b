#!/usr/bin/env python3
"""Writes the part of a symbol graph that declares some protocols: the protocols, their
requirements, the protocols' default implementations and the relationships among them (and the
protocols' own conformances), in the graph's own format. Used by
Scripts/refresh-generator-goldens.sh for the Foundation fixtures of the generator's tests.

usage: symbol-graph-excerpt.py GRAPH OUTPUT PROTOCOL...
"""
import json
import sys


def main():
    source, output, names = sys.argv[1], sys.argv[2], set(sys.argv[3:])
    with open(source) as file:
        graph = json.load(file)
    protocols = {
        s["identifier"]["precise"]
        for s in graph["symbols"]
        if s["kind"]["identifier"] == "swift.protocol" and s["pathComponents"] == [s["names"]["title"]]
        and s["names"]["title"] in names
    }
    missing = names - {s["names"]["title"] for s in graph["symbols"] if s["identifier"]["precise"] in protocols}
    if missing:
        sys.exit(f"symbol-graph-excerpt: {source} declares no protocol {', '.join(sorted(missing))}")
    relationships = graph["relationships"]
    requirements = {
        r["source"] for r in relationships
        if r["target"] in protocols and r["kind"] in ("requirementOf", "optionalRequirementOf")
    }
    defaults = {
        r["source"] for r in relationships
        if r["target"] in requirements and r["kind"] == "defaultImplementationOf"
    }
    # The protocols they inherit, without their members: the generator reads their names.
    inherited = {r["target"] for r in relationships if r["source"] in protocols and r["kind"] == "conformsTo"}
    kept = protocols | requirements | defaults | inherited
    symbols = [s for s in graph["symbols"] if s["identifier"]["precise"] in kept]
    for symbol in symbols:
        # Where the toolchain was built: noise, and a path of another machine.
        symbol.pop("location", None)
    relationships = [
        r for r in relationships
        if r["source"] in kept and (r["target"] in kept or (r["source"] in protocols and r["kind"] == "conformsTo"))
    ]
    graph["symbols"] = sorted(symbols, key=lambda s: s["identifier"]["precise"])
    graph["relationships"] = sorted(relationships, key=lambda r: (r["source"], r["kind"], r["target"]))
    with open(output, "w") as file:
        json.dump(graph, file, indent=2, sort_keys=True)
        file.write("\n")


if __name__ == "__main__":
    main()
