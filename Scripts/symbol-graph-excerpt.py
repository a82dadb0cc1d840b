#!/usr/bin/env python3
"""Writes the part of a symbol graph that declares some protocols: the protocols, their
requirements, the protocols' default implementations and the relationships among them (and the
protocols' own conformances), in the graph's own format; and for each `class:NAME`, that class,
its `delegate` property and what it inherits and conforms to (the generator reads whether a parent
is an NSObject and where its delegate property is isolated). Used by
Scripts/refresh-generator-goldens.sh for the Foundation fixtures of the generator's tests.

usage: symbol-graph-excerpt.py GRAPH OUTPUT (PROTOCOL | class:CLASS)...
"""
import json
import sys


def main():
    source, output = sys.argv[1], sys.argv[2]
    names = {name for name in sys.argv[3:] if not name.startswith("class:")}
    class_names = {name[len("class:"):] for name in sys.argv[3:] if name.startswith("class:")}
    with open(source) as file:
        graph = json.load(file)
    classes = {
        s["identifier"]["precise"]
        for s in graph["symbols"]
        if s["kind"]["identifier"] == "swift.class" and s["pathComponents"] == [s["names"]["title"]]
        and s["names"]["title"] in class_names
    }
    missing_classes = class_names - {s["names"]["title"] for s in graph["symbols"] if s["identifier"]["precise"] in classes}
    if missing_classes:
        sys.exit(f"symbol-graph-excerpt: {source} declares no class {', '.join(sorted(missing_classes))}")
    properties = {
        s["identifier"]["precise"]
        for s in graph["symbols"]
        if len(s["pathComponents"]) == 2 and s["pathComponents"][0] in class_names
        and s["pathComponents"][1] == "delegate"
    }
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
    kept = protocols | requirements | defaults | inherited | classes | properties
    symbols = [s for s in graph["symbols"] if s["identifier"]["precise"] in kept]
    for symbol in symbols:
        # Where the toolchain was built: noise, and a path of another machine.
        symbol.pop("location", None)
    relationships = [
        r for r in relationships
        if r["source"] in kept and (
            r["target"] in kept
            or (r["source"] in protocols and r["kind"] == "conformsTo")
            or (r["source"] in classes and r["kind"] in ("conformsTo", "inheritsFrom"))
        )
    ]
    graph["symbols"] = sorted(symbols, key=lambda s: s["identifier"]["precise"])
    graph["relationships"] = sorted(relationships, key=lambda r: (r["source"], r["kind"], r["target"]))
    with open(output, "w") as file:
        json.dump(graph, file, indent=2, sort_keys=True)
        file.write("\n")


if __name__ == "__main__":
    main()
