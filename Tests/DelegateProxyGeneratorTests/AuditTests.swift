import Testing

@testable import DelegateProxyGeneratorCore

/// `--audit`: the requirements a hand-written proxy class leaves to the protocol's default.
@Suite struct AuditTests {
    typealias P = FixtureGraph.Parameter

    /// A module with a protocol `Delegate` of two methods and a proxy class `ClockProxy`
    /// (a DelegateProxy, whose module's graph is not given) conforming to it and to `conformances`.
    private func fixture(members: [String], conformances: [String] = []) -> FixtureGraph {
        var fixture = FixtureGraph(module: "Fixtures")
        let id = fixture.addProtocol("Delegate")
        fixture.addMethod("clock", [P("_", "clock", "Clock"), P("didTick", "count", "Int")], to: id)
        fixture.addMethod("clock", [P("_", "clock", "Clock"), P("didStop", "count", "Int")], to: id)
        fixture.addProxyClass(
            "ClockProxy", conformsTo: [id, "DelegateProxyKit.DelegateProxyType"] + conformances,
            members: members)
        return fixture
    }

    /// A requirement the proxy class does not implement is a finding; the class is recognised as
    /// a DelegateProxy from its superclass relationship alone.
    @Test func aMissingRequirementIsFound() throws {
        let report = try Audit.run(try graphs(fixture(members: ["clock(_:didTick:)"])), module: "Fixtures")
        #expect(
            report
                == Audit.Report(
                    findings: [
                        "ClockProxy does not implement Delegate.clock(_:didStop:): its calls are neither observed nor forwarded"
                    ],
                    audited: ["ClockProxy: Delegate (2 requirements)"]))
    }

    /// A proxy class implementing every requirement has no finding.
    @Test func aCompleteProxyHasNoFinding() throws {
        let members = ["clock(_:didTick:)", "clock(_:didStop:)"]
        let report = try Audit.run(try graphs(fixture(members: members)), module: "Fixtures")
        #expect(report == Audit.Report(findings: [], audited: ["ClockProxy: Delegate (2 requirements)"]))
    }

    /// A conformance to a protocol of a module whose graph is not given cannot be audited: a
    /// finding says so, rather than a silent pass.
    @Test func aProtocolWithoutItsGraphIsReported() throws {
        let members = ["clock(_:didTick:)", "clock(_:didStop:)"]
        let report = try Audit.run(
            try graphs(fixture(members: members, conformances: ["Other.OtherDelegate"])), module: "Fixtures")
        #expect(
            report
                == Audit.Report(
                    findings: [
                        "ClockProxy: cannot audit Other.OtherDelegate: give the symbol graph of its module"
                    ],
                    audited: ["ClockProxy: Delegate (2 requirements)"]))
    }
}
