import Benchmark

// Every benchmark measures `Workload.operations` operations per measured iteration (the scaling
// factor), so `compare.sh` divides each measurement by it to get the cost of one operation.
// Names are "<workload> · <implementation>"; compare.sh pairs them into rows.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .milliseconds(400),
        maxIterations: 2_000
    )
    observableBenchmarks()
    openCombineBenchmarks()
    delegateProxyBenchmarks()
    proxyCallBenchmarks()
    joiningBenchmarks()
}

/// Runs `body` with the measurement around it only, so that setup and teardown are not timed.
@inline(__always)
func measure(_ benchmark: Benchmark, _ body: () -> Void) {
    benchmark.startMeasurement()
    body()
    benchmark.stopMeasurement()
}

/// The configuration of the allocation rows: counts, not time.
var memoryConfiguration: Benchmark.Configuration {
    .init(
        metrics: [.mallocCountTotal, .mallocBytesCount],
        timeUnits: .nanoseconds,
        warmupIterations: 1,
        scalingFactor: .kilo,
        maxDuration: .milliseconds(200),
        maxIterations: 20
    )
}

/// The elements of the `from(array)` workloads.
let elements = Array(0..<1_000)
