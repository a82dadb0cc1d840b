#!/usr/bin/env python3
"""Fuzzes the proxy generator: random delegate protocols, generated, compiled and driven.

Each seed makes a batch of delegate protocols with their parents: 1 to 8 parameters (labelled,
unlabelled, label and name alike), optionals, escaping, `@Sendable` and optional closures, tuples,
arrays, dictionaries, `Result`, nested and generic-argument types, requirements sharing a base
name, methods with results (answered by the protocol's extension or by `--default`), `Sendable`,
`@MainActor` and `NSObjectProtocol` protocols, protocols that inherit requirements, and parents
that come first (as Foundation's do), last or in the middle, typed as the class or as a protocol it
conforms to, or never (those named with `--parent`, one plugin invocation each). In a
user's package (Swift 6 mode, warnings as errors) the command plugin generates their proxies;
then a driver calls every requirement once with values no other call uses and checks, in order,
that the proxy's `sentMessage` saw them, the forward delegate got them (and the closures among
them), `methodInvoked` saw them and the proxy's `rx` stream saw every one but the parent, with the
forward delegate's answer;
and, with no forward delegate, that each method with a result answers with its default.

    Scripts/fuzz-generator.py --seed 1 --protocols 12            # what CI runs
    Scripts/fuzz-generator.py --seed 100 --protocols 500 --batch 50

A failure prints its seed, what differed and the protocol's source, and the script exits 1.
"""

import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap

PACKAGE = """\
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FuzzPackage",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "{kit}")],
    targets: [
        .executableTarget(
            name: "Fuzz", dependencies: [.product(name: "DelegateProxyKit", package: "DelegateProxyKit")],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])])
    ],
    swiftLanguageModes: [.v6]
)
"""

SUPPORT = """\
import DelegateProxyKit
import Foundation
import Synchronization

/// What the forward delegates, closures and streams saw, in order.
final class FuzzLog: Sendable {
    private let entries = Mutex<[String]>([])

    func record(_ entry: String) { entries.withLock { $0.append(entry) } }

    func take() -> [String] { entries.withLock { entries in defer { entries = [] }; return entries } }
}

let fuzzLog = FuzzLog()

func fuzzDescribe<Value>(_ value: Value) -> String { String(reflecting: value) }

/// A stream's payload, value by value: the value itself when the stream carries one argument,
/// else the elements of its tuple (none for `Void`).
func fuzzParts<Value>(_ value: Value, count: Int) -> String {
    fuzzDescribe(count == 1 ? [fuzzDescribe(value)] : Mirror(reflecting: value).children.map { fuzzDescribe($0.value) })
}

struct FuzzError: Error, Equatable, Sendable {
    var code: Int
}

struct FuzzBox<Value: Sendable>: Sendable {
    var value: Value
}

enum FuzzColor: Sendable {
    case red, green, blue
}
"""


class SwiftType:
    """A parameter or result type: its spelling, a distinct value for call `n`, and how the
    forward delegate touches it (closures are called, so that the log shows they arrived)."""

    def __init__(self, spelling, value, sendable=True, call=None, escaping=False):
        self.spelling = spelling
        self.value = value
        self.sendable = sendable
        self.call = call  # the statement that calls a closure parameter named {name}
        self.escaping = escaping  # `@escaping` goes before it in a parameter

    def parameter(self):
        return ("@escaping " if self.escaping else "") + self.spelling


def closure_types():
    return [
        SwiftType("() -> Void", lambda n: f'{{ fuzzLog.record("closure {n}") }}', sendable=False,
                  call="{name}()", escaping=True),
        SwiftType("@Sendable (Int) -> Void", lambda n: f'{{ fuzzLog.record("closure {n} got \\($0)") }}',
                  call="{name}(7)", escaping=True),
        SwiftType("(@Sendable () -> Void)?",
                  lambda n: "nil" if n % 3 == 0 else f'{{ fuzzLog.record("closure {n}") }}', call="{name}?()"),
        SwiftType("(String) -> Int", lambda n: f'{{ fuzzLog.record("closure {n} got \\($0)"); return {n} }}',
                  sendable=False, call='_ = {name}("x")', escaping=True),
    ]


def value_types(parent):
    return [
        SwiftType("Int", lambda n: f"{n}"),
        SwiftType("String", lambda n: f'"s{n}"'),
        SwiftType("Double", lambda n: f"{n}.5"),
        SwiftType("Bool", lambda n: "true" if n % 2 else "false"),
        SwiftType("[Int]", lambda n: f"[{n}, {n + 1}]"),
        SwiftType("[String: Int]", lambda n: f'["k{n}": {n}]'),
        SwiftType("Int?", lambda n: "nil" if n % 3 == 0 else f"{n}"),
        SwiftType("String?", lambda n: "nil" if n % 3 == 1 else f'"o{n}"'),
        SwiftType("(x: Int, y: String)", lambda n: f'(x: {n}, y: "t{n}")'),
        SwiftType("(Int, Bool)", lambda n: f"({n}, {'true' if n % 2 else 'false'})"),
        SwiftType("Result<Int, FuzzError>",
                  lambda n: f".success({n})" if n % 2 else f".failure(FuzzError(code: {n}))"),
        SwiftType(f"{parent}.Token", lambda n: f"{parent}.Token(id: {n})"),
        SwiftType("FuzzBox<String>", lambda n: f'FuzzBox(value: "b{n}")'),
        SwiftType("[FuzzBox<Int>]", lambda n: f"[FuzzBox(value: {n})]"),
        SwiftType("FuzzColor", lambda n: [".red", ".green", ".blue"][n % 3]),
        SwiftType("[String]?", lambda n: "nil" if n % 4 == 0 else f'["a{n}"]'),
    ]


RESULT_TYPES = [
    SwiftType("Int", lambda n: f"{n}"),
    SwiftType("Bool", lambda n: "true" if n % 2 else "false"),
    SwiftType("String", lambda n: f'"r{n}"'),
    SwiftType("Int?", lambda n: "nil" if n % 3 == 0 else f"{n}"),
    SwiftType("[String]", lambda n: f'["r{n}"]'),
]

WORDS = ["did", "will", "should", "value", "update", "change", "item", "at", "from", "to", "with", "for",
         "count", "name", "state", "finish", "start", "tick", "load", "move", "select", "open", "close"]


class Requirement:
    def __init__(self, base, parent, parameters, result, default_kind, default_value, implemented):
        self.base = base
        self.parent = parent  # the sender's type; None when the method takes no sender
        self.parameters = parameters  # [(label, name, SwiftType)] besides the sender
        self.sender_at = 0  # the sender's position among the parameters
        self.sender_label = "_"
        self.result = result  # SwiftType or None
        self.default_kind = default_kind  # None, "extension" or "option"
        self.default_value = default_value  # a Swift expression of the result type
        self.implemented = implemented  # whether the forward delegate implements it
        self.effects = ""  # "", "throws", "async" or "async throws"
        self.forward_throws = False  # whether the forward delegate throws instead of answering
        self.observed = True  # false for overloads by type only: forwarded, not observed

    def with_sender(self, items, sender):
        """`items`, one per parameter besides the sender, with `sender` at the sender's place."""
        items = list(items)
        if self.parent:
            items.insert(self.sender_at, sender)
        return items

    @property
    def selector(self):
        labels = self.with_sender([label for label, _, _ in self.parameters], self.sender_label)
        return f"{self.base}({''.join(label + ':' for label in labels)})"

    def signature(self):
        parameters = []
        for label, name, kind in self.parameters:
            head = label if label == name else f"{label} {name}"
            parameters.append(f"{head}: {kind.parameter()}")
        sender_head = "sender" if self.sender_label == "sender" else f"{self.sender_label} sender"
        parameters = self.with_sender(parameters, f"{sender_head}: {self.parent}")
        effects = f" {self.effects}" if self.effects else ""
        result = f" -> {self.result.spelling}" if self.result else ""
        return f"func {self.base}({', '.join(parameters)}){effects}{result}"

    def described(self, names, sender):
        """The arguments as one tuple (or value) in the call's order."""
        return self.with_sender(names, sender)

    def call_arguments(self, names):
        sender = "parent" if self.sender_label == "_" else f"{self.sender_label}: parent"
        return ", ".join(self.with_sender([f"{label}: {name}" if label != "_" else name
                                           for (label, _, _), name in zip(self.parameters, names)], sender))


class Protocol:
    def __init__(self, index, rng):
        self.index = index
        self.name = f"Fuzz{index}Delegate"
        self.parent = f"Fuzz{index}Parent"
        self.flavour = rng.choice(["plain", "plain", "sendable", "mainActor", "nsobject"])
        self.parent_on_main_actor = self.flavour == "mainActor" and rng.random() < 0.5
        self.inherits = rng.random() < 0.25
        # Where the parent comes in each method, and as what: first as the class (the guess
        # finds it), or, named with --parent, last, in the middle or first typed as a protocol
        # the class conforms to, or never.
        self.shape = rng.choice(["first", "first", "first", "last", "middle", "client-first", "client-last", "none"])
        self.client = f"Fuzz{index}Client"
        sender_type = None if self.shape == "none" else \
            f"any {self.client}" if self.shape.startswith("client") else self.parent
        base_names = [f"fuzz{index}", f"fuzz{index}", f"fuzz{index}Other"]
        used = set()
        self.requirements = []
        self.inherited = []
        values = value_types(self.parent)
        closures = closure_types()
        count = rng.randint(1, 6)
        for number in range(count + (rng.randint(1, 2) if self.inherits else 0)):
            while True:
                base = rng.choice(base_names)
                parameter_count = rng.randint(0, 7)
                parameters = []
                labels = set()
                for position in range(parameter_count):
                    kinds = values + closures
                    if self.flavour == "sendable":
                        kinds = [kind for kind in kinds if kind.sendable]
                    kind = rng.choice(kinds)
                    style = rng.random()
                    word = rng.choice(WORDS) + str(position)
                    if style < 0.2 and position > 0:
                        label, name = "_", f"unnamed{position}"
                    elif style < 0.5:
                        label, name = word, word
                    else:
                        label, name = word, f"value{position}"
                    labels.add(label)
                    parameters.append((label, name, kind))
                result = rng.choice(RESULT_TYPES) if rng.random() < 0.3 else None
                requirement = Requirement(base, sender_type, parameters, result, None, None, True)
                if self.shape.endswith("last"):
                    requirement.sender_at = len(parameters)
                elif self.shape == "middle":
                    requirement.sender_at = rng.randint(0, len(parameters))
                if requirement.sender_at > 0:
                    requirement.sender_label = rng.choice(["_", "sender", "client"])
                if requirement.selector not in used:
                    break
            used.add(requirement.selector)
            if result:
                requirement.default_kind = rng.choice(["extension", "option"])
                requirement.default_value = result.value(9000 + 17 * index + number)
                requirement.implemented = rng.random() < 0.7 or requirement.default_kind == "option"
            elif rng.random() < 0.2:
                requirement.default_kind = "extension"
                requirement.implemented = rng.random() < 0.5
            if rng.random() < 0.2:
                choices = ["throws", "async", "async throws"] if self.flavour == "mainActor" else ["throws"]
                requirement.effects = rng.choice(choices)
                requirement.forward_throws = "throws" in requirement.effects and requirement.implemented \
                    and rng.random() < 0.5
            (self.inherited if number >= count else self.requirements).append(requirement)
        # Now and then an overload by type only of a method without a result: the dispatch table
        # cannot tell the two apart, so both are forwarded and neither is observed.
        candidates = [r for r in self.requirements if r.parameters and not r.result and not r.default_kind]
        if candidates and rng.random() < 0.15:
            original = rng.choice(candidates)
            position = rng.randrange(len(original.parameters))
            label, name, kind = original.parameters[position]
            other = rng.choice([k for k in values if k.spelling != kind.spelling])
            parameters = list(original.parameters)
            parameters[position] = (label, name, other)
            overload = Requirement(original.base, original.parent, parameters, None, None, None, True)
            overload.sender_at, overload.sender_label = original.sender_at, original.sender_label
            overload.effects = original.effects
            original.observed = overload.observed = False
            self.requirements.append(overload)

    @property
    def everything(self):
        return self.inherited + self.requirements

    @property
    def isolation(self):
        return "@MainActor " if self.flavour == "mainActor" else ""

    def plugin_arguments(self):
        arguments = ["--protocol", self.name]
        if self.shape != "first":
            arguments += ["--parent", self.parent]
        for requirement in self.everything:
            if requirement.default_kind == "option":
                arguments += ["--default", f"{requirement.selector}={requirement.default_value}"]
        return arguments

    def declarations(self):
        lines = []
        parent_isolation = "@MainActor " if self.parent_on_main_actor else ""
        conformance = ""
        if self.shape.startswith("client"):
            lines.append(f"protocol {self.client}: AnyObject {{}}")
            conformance = f": {self.client}"
        lines.append(f"{parent_isolation}final class {self.parent}{conformance} {{")
        lines.append("    struct Token: Sendable { var id: Int }")
        lines.append(f"    weak var delegate: (any {self.name})?")
        lines.append("}")
        refined = {"plain": "AnyObject", "sendable": "AnyObject, Sendable", "mainActor": "AnyObject",
                   "nsobject": "NSObjectProtocol"}[self.flavour]
        if self.inherits:
            lines.append(f"{self.isolation}protocol {self.name}Base: {refined} {{")
            lines += [f"    {requirement.signature()}" for requirement in self.inherited]
            lines.append("}")
            refined = f"{self.name}Base"
        lines.append(f"{self.isolation}protocol {self.name}: {refined} {{")
        lines += [f"    {requirement.signature()}" for requirement in self.requirements]
        lines.append("}")
        for owner, requirements in ((f"{self.name}Base", self.inherited), (self.name, self.requirements)):
            defaults = [requirement for requirement in requirements if requirement.default_kind == "extension"]
            if defaults:
                lines.append(f"extension {owner} {{")
                for requirement in defaults:
                    body = f" {requirement.default_value} " if requirement.result else ""
                    lines.append(f"    {requirement.signature()} {{{body}}}")
                lines.append("}")
        return "\n".join(lines) + "\n"

    def forward_delegate(self):
        superclass = "NSObject, " if self.flavour == "nsobject" else ""
        lines = [f"{self.isolation}final class {self.name}Forward: {superclass}{self.name} {{"]
        for number, requirement in enumerate(self.everything):
            if not requirement.implemented:
                continue
            names = [name for _, name, _ in requirement.parameters]
            described = ", ".join(requirement.described(names, "sender"))
            lines.append(f"    {requirement.signature()} {{")
            lines.append(f'        fuzzLog.record("forward {requirement.selector} " + fuzzDescribe(({described})))')
            for (_, name, kind) in requirement.parameters:
                if kind.call:
                    lines.append("        " + kind.call.format(name=name))
            if requirement.forward_throws:
                lines.append(f"        throw FuzzError(code: {4000 + number})")
            elif requirement.result:
                lines.append(f"        return {forward_answer(requirement, number)}")
            lines.append("    }")
        lines.append("}")
        return "\n".join(lines) + "\n"


def forward_answer(requirement, number):
    return requirement.result.value(500 + number)


def generated_names(source):
    """The generated file's static method descriptors and rx streams, by selector."""
    methods = dict(re.findall(r"/// `([^`]+)`\.\n\s+static let (\w+) = DelegateMethod\(", source))
    streams = dict(re.findall(r"/// Calls of `([^`]+)`, after the forward delegate ran\.\n\s+var (\w+):", source))
    return methods, streams


def driver(protocol, source, serial):
    """A function that drives the protocol's proxy and returns what differed."""
    methods, streams = generated_names(source)
    p = protocol
    lines = [f"@MainActor func drive{p.index}() async -> [String] {{"]
    lines.append("    var problems: [String] = []")
    lines.append("    var expected: [String] = []")
    lines.append("    let bag = DisposeBag()")
    lines.append(f"    let parent = {p.parent}()")
    lines.append(f"    let forward = {p.name}Forward()")
    lines.append(f"    let proxy = {p.name}Proxy.proxy(for: parent)")
    lines.append(f"    let installed = {p.name}Proxy.installForwardDelegate("
                 f"forward, retainDelegate: false, onProxyForObject: parent)")
    lines.append("    guard let delegate = parent.delegate else { return [\"the parent's delegate is not the proxy\"] }")
    for requirement in p.everything:
        selector = requirement.selector
        if not requirement.observed:
            if selector in methods:
                return None, f"the generated proxy observes {selector}, an overload by type only"
            continue
        if selector not in methods:
            return None, f"the generated proxy has no DelegateMethod for {selector}"
        method = f"{p.name}Proxy.{methods[selector]}"
        lines.append(f"    proxy.sentMessage({method})")
        lines.append(f'        .subscribe(onNext: {{ fuzzLog.record("sent {selector} " + fuzzDescribe($0)) }})')
        lines.append("        .disposed(by: bag)")
        invoked = "fuzzDescribe($0.arguments) + \" -> \" + fuzzDescribe($0.returnValue)" if requirement.result \
            else "fuzzDescribe($0)"
        lines.append(f"    proxy.methodInvoked({method})")
        lines.append(f'        .subscribe(onNext: {{ fuzzLog.record("invoked {selector} " + {invoked}) }})')
        lines.append("        .disposed(by: bag)")
        if selector in streams:
            # Every argument but the parent's, value by value, then the answer.
            count = len(requirement.parameters)
            payload = f"fuzzParts($0.arguments, count: {count}) + \" -> \" + fuzzDescribe($0.returnValue)" \
                if requirement.result else f"fuzzParts($0, count: {count})"
            lines.append(f"    parent.rx.{streams[selector]}")
            lines.append(f'        .subscribe(onNext: {{ fuzzLog.record("rx {selector} " + {payload}) }})')
            lines.append("        .disposed(by: bag)")

    # Every call again as one event of `rx.events`, after the method's own streams (subscribed
    # after them all), named as its stream: the case's name is what describing it starts with.
    has_events = "var events: Observable<" in source
    if has_events:
        lines.append("    parent.rx.events")
        lines.append('        .subscribe(onNext: { event in fuzzLog.record("event " + '
                     'String(String(describing: event).prefix { $0 != "(" })) })')
        lines.append("        .disposed(by: bag)")

    def call(requirement, number, with_forward):
        names = []
        closures = []  # (local, serial number, kind) of each closure argument
        for position, (label, name, kind) in enumerate(requirement.parameters):
            serial_number = next(serial)
            local = f"argument{number}_{position}"
            lines.append(f"        let {local}: {kind.spelling} = {kind.value(serial_number)}")
            names.append(local)
            if kind.call:
                closures.append((local, serial_number, kind))
        selector = requirement.selector
        described = ", ".join(requirement.described(names, "parent"))
        lines.append(f"        let described = fuzzDescribe(({described}))")
        parts = "fuzzDescribe([" + ", ".join(f"fuzzDescribe({name})" for name in names) + "] as [String])"
        if requirement.observed:
            lines.append(f'        expected.append("sent {selector} " + described)')
        forwarded = with_forward and requirement.implemented
        index = p.everything.index(requirement)
        if forwarded:
            lines.append(f'        expected.append("forward {selector} " + described)')
            for local, serial_number, kind in closures:
                got = {"{name}()": "", "{name}(7)": " got 7", "{name}?()": "", '_ = {name}("x")': " got x"}[kind.call]
                entry = f'expected.append("closure {serial_number}{got}")'
                if kind.call == "{name}?()":
                    lines.append(f"        if {local} != nil {{ {entry} }}")
                else:
                    lines.append(f"        {entry}")
        throws = forwarded and requirement.forward_throws
        if throws:
            # The forward delegate's error comes back to the caller; methodInvoked does not see the call.
            lines.append(f'        expected.append("threw " + fuzzDescribe(FuzzError(code: {4000 + index})))')
        elif requirement.result:
            answer = forward_answer(requirement, index) if forwarded else requirement.default_value
            lines.append(f"        let answer: {requirement.result.spelling} = {answer}")
        if requirement.observed and not throws:
            result = ' + " -> " + fuzzDescribe(answer)' if requirement.result else ""
            lines.append(f'        expected.append("invoked {selector} " + described{result})')
            if selector in streams:
                lines.append(f'        expected.append("rx {selector} " + {parts}{result})')
                if has_events:
                    lines.append(f'        expected.append("event {streams[selector]}")')
        arguments = requirement.call_arguments(names)
        effects = ("try " if "throws" in requirement.effects else "") + \
            ("await " if "async" in requirement.effects else "")
        indent = "        "
        if "throws" in requirement.effects:
            lines.append("        do {")
            indent = "            "
        if requirement.result:
            lines.append(f"{indent}let returned = {effects}delegate.{requirement.base}({arguments})")
            if throws:
                lines.append(f'{indent}problems.append("{selector} returned \\(fuzzDescribe(returned)) instead of throwing")')
            else:
                lines.append(f"{indent}if fuzzDescribe(returned) != fuzzDescribe(answer) {{")
                lines.append(f'{indent}    problems.append("{selector} returned \\(fuzzDescribe(returned)), '
                             f'expected \\(fuzzDescribe(answer))")')
                lines.append(f"{indent}}}")
        else:
            lines.append(f"{indent}{effects}delegate.{requirement.base}({arguments})")
        if "throws" in requirement.effects:
            lines.append("        } catch {")
            lines.append('            fuzzLog.record("threw " + fuzzDescribe(error))')
            lines.append("        }")

    lines.append("    _ = fuzzLog.take()")
    for number, requirement in enumerate(p.everything):
        lines.append("    do {")
        call(requirement, number, True)
        lines.append("    }")
    lines.append("    installed.dispose()")
    for number, requirement in enumerate(p.everything):
        if requirement.result:
            lines.append("    do {")
            call(requirement, 100 + number, False)
            lines.append("    }")
    lines.append("    let seen = fuzzLog.take()")
    lines.append("    if seen != expected {")
    lines.append("        let common = min(seen.count, expected.count)")
    lines.append("        let at = (0..<common).first { seen[$0] != expected[$0] } ?? common")
    lines.append('        problems.append("entry \\(at): saw \\(at < seen.count ? seen[at] : "nothing"), '
                 'expected \\(at < expected.count ? expected[at] : "nothing")")')
    lines.append("    }")
    lines.append("    withExtendedLifetime((forward, proxy, bag)) {}")
    lines.append("    return problems")
    lines.append("}")
    return "\n".join(lines) + "\n", None


def counter(start):
    while True:
        yield start
        start += 1


def run(command, cwd, log):
    with open(log, "w") as output:
        return subprocess.run(command, cwd=cwd, stdout=output, stderr=subprocess.STDOUT).returncode


def tail(path, lines=40):
    with open(path) as f:
        return "".join(f.readlines()[-lines:])


def batch(package, protocols, seed):
    """Generates, builds and drives one batch; returns the failures as (protocol or None, text)."""
    folder = os.path.join(package, "Sources", "Fuzz")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    with open(os.path.join(folder, "Support.swift"), "w") as f:
        f.write(SUPPORT)
    with open(os.path.join(folder, "Declarations.swift"), "w") as f:
        f.write("import Foundation\n\n" + "\n".join(p.declarations() for p in protocols))
    with open(os.path.join(folder, "main.swift"), "w") as f:
        f.write("// The driver comes after the proxies are generated.\n")
    failures = []
    # The protocols whose parent the generator finds in one invocation; each named with --parent
    # (which applies to every protocol of its invocation) in one of its own.
    invocations = [[p for p in protocols if p.shape == "first"]] + [[p] for p in protocols if p.shape != "first"]
    for invocation in invocations:
        # A protocol the generator refuses is a failure of its own; the rest of the batch goes on.
        while invocation:
            arguments = [argument for p in invocation for argument in p.plugin_arguments()]
            log = os.path.join(package, "plugin.log")
            status = run(["swift", "package", "--allow-writing-to-package-directory", "generate-delegate-proxies",
                          "--target", "Fuzz"] + arguments, package, log)
            if status == 0:
                break
            text = tail(log)
            errors = [line for line in text.splitlines() if "error:" in line]
            refused = {int(index) for line in errors for index in re.findall(r"\bfuzz(\d+)", line, re.IGNORECASE)}
            named = [p for p in invocation if p.index in refused]
            if not named:
                return failures + [(None, f"the plugin failed:\n{text}")]
            failures += [(p, "the generator refused it:\n" + "\n".join(errors)) for p in named]
            invocation = [p for p in invocation if p.index not in refused]
            protocols = [p for p in protocols if p.index not in refused]

    serial = counter(1)
    drivers = []
    for p in protocols:
        path = os.path.join(folder, "DelegateProxies", f"{p.name}Proxy.swift")
        if not os.path.exists(path):
            failures.append((p, f"no {p.name}Proxy.swift was generated"))
            continue
        with open(path) as f:
            code, problem = driver(p, f.read(), serial)
        if problem:
            failures.append((p, problem))
            continue
        drivers.append(p)
        with open(os.path.join(folder, f"{p.name}Forward.swift"), "w") as f:
            f.write("import DelegateProxyKit\nimport Foundation\n\n" + p.forward_delegate() + "\n" + code)
    # A protocol whose proxy or driver does not compile is a failure of its own; the rest go on.
    while True:
        with open(os.path.join(folder, "main.swift"), "w") as f:
            f.write("import Foundation\n\nvar failed = 0\n")
            for p in drivers:
                f.write(f'for problem in await drive{p.index}() {{ print("FAIL {p.name}: \\(problem)"); failed += 1 }}\n')
            f.write(f'print("drove {len(drivers)} protocols, \\(failed) problems")\n')
            f.write("if failed > 0 { exit(1) }\n")
        log = os.path.join(package, "build.log")
        if run(["swift", "build", "--product", "Fuzz"], package, log) == 0:
            break
        with open(log) as f:
            errors = [line for line in f if ": error: " in line]
        by_protocol = {}
        for line in errors:
            match = re.search(r"(Fuzz\d+Delegate)", line)
            found = by_protocol.setdefault(match.group(1) if match else None, [])
            if line.strip() not in found:
                found.append(line.strip())
        broken = [p for p in drivers if p.name in by_protocol]
        if not broken:
            return failures + [(None, "the build failed:\n" + ("".join(errors[:8]) or tail(log)))]
        for p in broken:
            failures.append((p, "the build failed:\n" + "\n".join(by_protocol[p.name][:8])))
            os.remove(os.path.join(folder, f"{p.name}Forward.swift"))
            os.remove(os.path.join(folder, "DelegateProxies", f"{p.name}Proxy.swift"))
        drivers = [p for p in drivers if p not in broken]
    log = os.path.join(package, "run.log")
    status = run([os.path.join(package, ".build", "debug", "Fuzz")], package, log)
    with open(log) as f:
        output = f.read()
    driven = 0
    for line in output.splitlines():
        match = re.match(r"FAIL (Fuzz\d+Delegate): (.*)", line)
        if match:
            p = next(p for p in protocols if p.name == match.group(1))
            failures.append((p, match.group(2)))
            driven += 1
    if status != 0 and driven == 0:
        failures.append((None, f"the driver exited with {status}:\n{output[-2000:]}"))
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--protocols", type=int, default=12)
    parser.add_argument("--batch", type=int, default=50, help="protocols compiled together")
    parser.add_argument("--repo", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    parser.add_argument("--keep", action="store_true", help="keep the package and print where it is")
    parser.add_argument("--work", help="a folder to build in, kept and reused (default: a temporary one)")
    arguments = parser.parse_args()

    rng = random.Random(arguments.seed)
    protocols = [Protocol(index, rng) for index in range(1, arguments.protocols + 1)]
    work = arguments.work or tempfile.mkdtemp(prefix="fuzz-generator.")
    if arguments.work:
        arguments.keep = True
    kit = os.path.join(work, "DelegateProxyKit")
    if not os.path.islink(kit):
        os.makedirs(work, exist_ok=True)
        os.symlink(os.path.abspath(arguments.repo), kit)
    package = os.path.join(work, "package")
    os.makedirs(package, exist_ok=True)
    with open(os.path.join(package, "Package.swift"), "w") as f:
        f.write(PACKAGE.replace("{kit}", os.path.join(work, "DelegateProxyKit")))

    failures = []
    try:
        for start in range(0, len(protocols), arguments.batch):
            chosen = protocols[start:start + arguments.batch]
            print(f"fuzz-generator: seed {arguments.seed}, protocols {chosen[0].index}-{chosen[-1].index}",
                  flush=True)
            failures += batch(package, chosen, arguments.seed)
    finally:
        if arguments.keep:
            print(f"fuzz-generator: the package is kept in {package}")
        else:
            shutil.rmtree(work, ignore_errors=True)

    requirements = sum(len(p.everything) for p in protocols)
    if not failures:
        print(f"fuzz-generator: seed {arguments.seed}: {len(protocols)} protocols, {requirements} requirements, "
              "every call reached the forward delegate and the streams")
        return 0
    for p, text in failures:
        print(f"\nFAILED (seed {arguments.seed}) {p.name if p else 'the batch'}: {textwrap.indent(text, '  ').strip()}")
        if p:
            print(textwrap.indent(p.declarations(), "    "))
    print(f"\nfuzz-generator: {len(failures)} failures; rerun with --seed {arguments.seed} "
          f"--protocols {arguments.protocols} --keep to look at the package")
    return 1


if __name__ == "__main__":
    sys.exit(main())
