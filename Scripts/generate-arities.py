#!/usr/bin/env python3
"""Writes the fixed-arity (2...8) overloads of combineLatest and zip, for Observable and for
DelegateProxyKit's SharedSequence (Driver, Signal), and the tuple forms of Single.zip and Maybe.zip.

Run from the package root: python3 Scripts/generate-arities.py. The generated Swift is
committed; nothing runs at build time.
"""

import subprocess
import textwrap

OPS = {
    "combineLatest": {
        "engine": "_CombineLatestSink",
        "summary": "Emits {what} the latest elements of the sources each time any of them emits, once "
        "all of them have emitted.",
        "rule": "Completes when all sources have completed, or, as RxSwift does, when a source emits while "
        "every other source has completed and one of them never emitted. Fails with the first error "
        "of any source.",
        "example": [
            "let left = PublishSubject<String>()",
            "let right = PublishSubject<String>()",
            "_ = Observable.combineLatest(left, right){sel}.subscribe(onNext: {{ print($0) }})",
            'left.onNext("Hello,")',
            'right.onNext("world")',
            'right.onNext("RxSwift")',
        ],
        "output_sel": ["Hello, world", "Hello, RxSwift"],
        "output_tuple": ['("Hello,", "world")', '("Hello,", "RxSwift")'],
        "sel": ' { "\\($0) \\($1)" }',
    },
    "zip": {
        "engine": "_ZipSink",
        "summary": "Emits {what} the sources' elements paired by position: the first of each, then "
        "the second of each, and so on.",
        "rule": "Completes when all sources have completed (as RxSwift does; elements left unpaired are "
        "dropped). Fails with the first error of any source.",
        "example": [
            "let weather = Observable.of(\"sunny\", \"cloudy\")",
            "let cities = Observable.of(\"Lisbon\", \"Copenhagen\", \"London\")",
            "_ = Observable.zip(weather, cities){sel}.subscribe(onNext: {{ print($0) }})",
        ],
        "output_sel": ["It's sunny in Lisbon", "It's cloudy in Copenhagen"],
        "output_tuple": ['("sunny", "Lisbon")', '("cloudy", "Copenhagen")'],
        "sel": ' { "It\'s \\($0) in \\($1)" }',
    },
}


def doc(op, info, arity, with_selector):
    what = "`resultSelector` applied to" if with_selector else "a tuple of"
    lines = ["/// " + l for l in textwrap.wrap(info["summary"].format(what=what), 100)]
    rule = info["rule"] + (" A thrown error becomes an `error` event." if with_selector else "")
    lines += ["///"] + ["/// " + l for l in textwrap.wrap(rule, 100)]
    if arity == 2:
        lines += ["///", "/// ```swift"]
        sel = info["sel"] if with_selector else ""
        for line in info["example"]:
            lines.append("/// " + line.format(sel=sel))
        for out in info["output_sel" if with_selector else "output_tuple"]:
            lines.append("/// // " + out)
        lines.append("/// ```")
    else:
        lines += ["///", f"/// See the two-source form for an example."]
    lines.append("/// - Parameters:")
    ordinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"]
    for i in range(1, arity + 1):
        lines.append(f"///   - source{i}: The {ordinals[i - 1]} source.")
    if with_selector:
        lines.append("///   - resultSelector: Combines one element of each source.")
        lines.append("/// - Returns: The results of `resultSelector`.")
    else:
        lines.append("/// - Returns: Tuples of one element of each source.")
    return ["    " + l for l in lines]


def overload(op, info, arity, with_selector):
    n = range(1, arity + 1)
    generics = ", ".join(f"O{i}: ObservableType" for i in n)
    params = ", ".join(f"_ source{i}: O{i}" for i in n)
    elements = ", ".join(f"O{i}.Element" for i in n)
    out = doc(op, info, arity, with_selector)
    # Typed all the way: each source gets a slot of its element type, and the engine (generic
    # over the tuple of elements only) gets closures of this arity. Inlinable, so that the
    # caller's module specializes the per-event path for its element types.
    out.append("    @inlinable")
    if with_selector:
        out.append(f"    public static func {op}<{generics}>(")
        out.append(f"        {params},")
        out.append(f"        resultSelector: @escaping ({elements}) throws -> Element")
        out.append("    ) -> Observable<Element> {")
        selector = "{ try resultSelector(" + ", ".join(f"$0.{i - 1}" for i in n) + ") }"
    else:
        out.append(f"    public static func {op}<{generics}>(")
        out.append(f"        {params}")
        out.append(f"    ) -> Observable<({elements})> where Element == ({elements}) {{")
        selector = "{ $0 }"
    out += body(op, info, arity, selector)
    out.append("    }")
    return out


def body(op, info, arity, selector):
    n = range(1, arity + 1)
    slot = "_LatestElementSlot" if op == "combineLatest" else "_ZipQueueSlot"
    sources = ", ".join(f"source{i}" for i in n)
    slots = ", ".join(f"slot{i}" for i in n)
    elements = ", ".join(f"O{i}.Element" for i in n)
    lines = [
        f"let ({sources}) = (" + ", ".join(f"source{i}.asObservable()" for i in n) + ")",
        "return Producer { downstream in",
        f"    let ({slots}) = (" + ", ".join(f"{slot}<O{i}.Element>()" for i in n) + ")",
        f"    let sink = {info['engine']}<({elements}), Element>(",
        f"        sourceCount: {arity},",
    ]
    if op == "combineLatest":
        lines.append("        latestValues: { (" + ", ".join(f"slot{i}.fields.pointee.value.unsafelyUnwrapped" for i in n) + ") },")
    else:
        lines += [
            "        firstValues: {",
            "            guard " + ", ".join(f"!slot{i}.isEmpty" for i in n) + " else { return nil }",
            "            return (" + ", ".join(f"slot{i}.removeFirst()" for i in n) + ")",
            "        },",
        ]
    lines.append(f"        resultSelector: {selector}, downstream: downstream)")
    # Every source is subscribed before any subscription is kept (see `_CombiningSink.keep`).
    lines += [f"    let subscription{i} = sink.subscribe(source{i}, slot{i})" for i in n]
    lines += [f"    sink.keep(subscription{i})" for i in n]
    lines += ["    return sink", "}"]
    return ["        " + line for line in lines]


def write(op, info, arities, path):
    lines = [
        "// Generated by Scripts/generate-arities.py; edit the script, not this file.",
        "",
        "extension ObservableType {",
    ]
    first = True
    for arity in arities:
        for with_selector in (True, False):
            if not first:
                lines.append("")
            first = False
            lines += overload(op, info, arity, with_selector)
    lines.append("}")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    subprocess.run(["swift", "format", "-i", path], check=True)


def trait_zip(trait, name, summary, arity):
    """The tuple form of `Single.zip` / `Maybe.zip` for one arity, declared where
    `Element == Any` as RxSwift declares it: the Swift 5 language mode infers `Single.zip(a, b)`
    inside a closure only from an overload of fixed arity on a type it can name."""
    n = range(1, arity + 1)
    ordinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"]
    elements = ", ".join(f"E{i}" for i in n)
    lines = ["/// " + l for l in textwrap.wrap(summary, 96)]
    if arity == 2:
        lines += [
            "///",
            "/// ```swift",
            f"/// _ = {name}.zip({name}.just(\"Lisbon\"), {name}.just(21)).subscribe(onSuccess: {{ print($0.0, $0.1) }})",
            "/// // Lisbon 21",
            "/// ```",
        ]
    else:
        lines += ["///", "/// See the two-source form for an example."]
    lines.append("/// - Parameters:")
    for i in n:
        lines.append(f"///   - source{i}: The {ordinals[i - 1]} {name.lower()}.")
    lines.append(f"/// - Returns: A {name.lower()} of the tuple.")
    out = ["    " + l for l in lines]
    params = ", ".join(f"_ source{i}: {name}<E{i}>" for i in n)
    out.append(f"    public static func zip<{elements}>({params}) -> {name}<({elements})> {{")
    out.append(f"        {name}(raw: Observable.zip(" + ", ".join(f"source{i}.source" for i in n) + "))")
    out.append("    }")
    return out


def write_trait_zip(path):
    lines = [
        "// Generated by Scripts/generate-arities.py; edit the script, not this file.",
    ]
    for trait, name, summary in (
        (
            "SingleTrait",
            "Single",
            "Succeeds with a tuple of the elements of all the singles; fails with the first failure.",
        ),
        (
            "MaybeTrait",
            "Maybe",
            "Succeeds with a tuple of the elements of all the maybes; completes empty as soon as one "
            "does; fails with the first error.",
        ),
    ):
        lines += ["", f"extension PrimitiveSequenceType where Trait == {trait}, Element == Any {{"]
        for arity in range(2, 9):
            if arity > 2:
                lines.append("")
            lines += trait_zip(trait, name, summary, arity)
        lines.append("}")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    subprocess.run(["swift", "format", "-i", path], check=True)


write_trait_zip("Sources/ObservableCore/Traits/PrimitiveSequence+ZipArity.swift")

for op, info in OPS.items():
    name = op[0].upper() + op[1:]
    write(op, info, range(2, 5), f"Sources/ObservableCore/Operators/{name}+Arity2to4.swift")
    write(op, info, range(5, 9), f"Sources/ObservableCore/Operators/{name}+Arity5to8.swift")


def shared_overload(op, arity, with_selector):
    n = range(1, arity + 1)
    generics = ", ".join(f"O{i}: SharedSequenceConvertibleType" for i in n)
    params = ", ".join(f"_ source{i}: O{i}" for i in n)
    elements = ", ".join(f"O{i}.Element" for i in n)
    same = ", ".join(f"SharingStrategy == O{i}.SharingStrategy" for i in n)
    observables = ", ".join(f"source{i}.asSharedSequence().asObservable()" for i in n)
    what = "`resultSelector` applied to" if with_selector else "tuples of"
    rule = ("each time any of them emits, once all of them have emitted" if op == "combineLatest"
            else "paired by position")
    summary = (f"Emits {what} the sources' {'latest ' if op == 'combineLatest' else ''}elements {rule}, "
               "as `Observable`'s form does; the result is shared the sources' way.")
    lines = ["/// " + l for l in textwrap.wrap(summary, 96)]
    if arity == 2:
        lines += ["///", "/// ```swift"]
        if with_selector:
            lines.append(f"/// let sum = Driver.{op}(Driver.just(1), Driver.just(2)) {{ $0 + $1 }}")
        else:
            lines.append(f"/// let pairs = Driver.{op}(Driver.just(1), Driver.just(\"a\"))   // Driver<(Int, String)>")
        lines.append("/// ```")
    else:
        lines += ["///", "/// See the two-source form for an example."]
    lines += ["/// - Parameters:"]
    ordinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"]
    lines += [f"///   - source{i}: The {ordinals[i - 1]} source." for i in n]
    if with_selector:
        lines += ["///   - resultSelector: Combines one element of each source.",
                  "/// - Returns: The results of `resultSelector`."]
        lines += [f"public static func {op}<{generics}>(",
                  f"    {params}, resultSelector: @escaping ({elements}) throws -> Element",
                  f") -> SharedSequence<O1.SharingStrategy, Element> where {same} {{",
                  f"    SharedSequence(Observable.{op}({observables}, resultSelector: resultSelector))",
                  "}"]
    else:
        lines += ["/// - Returns: Tuples of one element of each source."]
        lines += [f"public static func {op}<{generics}>(",
                  f"    {params}",
                  f") -> SharedSequence<O1.SharingStrategy, ({elements})> where {same} {{",
                  f"    SharedSequence(Observable<({elements})>.{op}({observables}))",
                  "}"]
    return ["    " + l for l in lines]


def write_shared(path):
    lines = ["// Generated by Scripts/generate-arities.py; edit the script, not this file.", ""]
    for op in OPS:
        for with_selector in (True, False):
            # As RxCocoa: the tuple forms live where `Element == Any`, so that `Driver.zip(a, b)`
            # needs no element type.
            lines.append("extension SharedSequence {" if with_selector
                         else "extension SharedSequenceConvertibleType where Element == Any {")
            for arity in range(2, 9):
                if arity > 2:
                    lines.append("")
                lines += shared_overload(op, arity, with_selector)
            lines += ["}", ""]
    with open(path, "w") as f:
        f.write("\n".join(lines[:-1]) + "\n")
    subprocess.run(["swift", "format", "-i", path], check=True)


write_shared("Sources/DelegateProxyKit/SharedSequence/SharedSequence+Arity.swift")
