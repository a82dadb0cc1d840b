import DelegateProxyKit

#if canImport(Glibc)
    import Glibc
#endif

// Runs one workload of the benchmarks many times, without the harness, for profilers:
//   swift build -c release --product Profile
//   valgrind --tool=callgrind .build/release/Profile onNext 100000
// (strip --strip-debug a copy first if valgrind cannot read the debug info.)

let arguments = CommandLine.arguments
let workload = arguments.count > 1 ? arguments[1] : "onNext"
let count = arguments.count > 2 ? Int(arguments[2]) ?? 100_000 : 100_000

let workloads: [String: (Int) -> Void] = [
    "onNext": onNext,
    "from": from,
    "subjectMapFilter": subjectMapFilter,
    "subjectFilterMap": subjectFilterMap,
    "subscribeDispose": subscribeDispose,
    "just": just,
    "flatMapLatest": flatMapLatest,
    "share": share,
    "relayAccept": relayAccept,
    "behaviorRelayAccept": behaviorRelayAccept,
    "direct": direct,
    "proxyNoObserver": proxyNoObserver,
    "forwarder": forwarder,
    "castingForwarder": castingForwarder,
    "proxyRetainedNoObserver": proxyRetainedNoObserver,
    "retainingForwarder": retainingForwarder,
    "proxyTyped": proxyTyped,
    "proxyTuple": proxyTuple,
    "proxyUntyped": proxyUntyped,
    "boxPlain": boxPlain,
    "boxSideTabled": boxSideTabled,
    "proxiedDelegateNoObserver": proxiedDelegateNoObserver,
    "proxyCreation": proxyCreation,
    "proxyCreationGlobal": proxyCreationGlobal,
    "proxyMemory": proxyMemory,
    "proxyScale": proxyScale,
    "adapterTyped": adapterTyped,
    "directResult": directResult,
    "proxyResult": proxyResult,
    "adapterResult": adapterResult,
    "xmlByHand": xmlByHand,
    "xmlPipeline": xmlPipeline,
    "xmlByHandLarge": xmlByHandLarge,
    "xmlPipelineLarge": xmlPipelineLarge,
]

let allWorkloads = workloads.merging(joiningWorkloads()) { first, _ in first }
guard let run = allWorkloads[workload] else {
    print("unknown workload \(workload); one of: \(allWorkloads.keys.sorted().joined(separator: ", "))")
    exit(1)
}
run(count)
