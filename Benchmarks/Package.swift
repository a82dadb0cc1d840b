// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The library is this package's parent folder; a path dependency's identity is its folder name,
// which depends on where the repository was cloned.
let library = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent
    .lowercased()

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(
            url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]
        ),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        // `swift package benchmark` runs the executable targets under `Benchmarks/`.
        .executableTarget(
            name: "ReactiveBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "DelegateProxyKit", package: library),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Benchmarks/ReactiveBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        // The benchmarks' workloads without the harness, for callgrind and perf.
        .executableTarget(
            name: "Profile",
            dependencies: [.product(name: "DelegateProxyKit", package: library), "HeapStats"],
            path: "Profile",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The C heap's statistics, for the memory gauges in `Profile`.
        .target(name: "HeapStats", path: "HeapStats"),
    ]
)
