// swift-tools-version: 6.0
import PackageDescription

// Debug builds count live sinks, subject subscriptions and proxies (`Resources.total`), so
// that tests can check nothing leaks; release builds compile the counting out.
let traceResources: [SwiftSetting] = [.define("TRACE_RESOURCES", .when(configuration: .debug))]

let package = Package(
    name: "DelegateProxyKit",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "ObservableCore", targets: ["ObservableCore"]),
        .library(name: "DelegateProxyKit", targets: ["DelegateProxyKit"]),
        .library(name: "ObservableCoreTesting", targets: ["ObservableCoreTesting"]),
    ],
    targets: [
        .target(name: "ObservableCore", swiftSettings: traceResources),
        .target(name: "DelegateProxyKit", dependencies: ["ObservableCore"], swiftSettings: traceResources),
        // RxTest's vocabulary (virtual time, recorded events); no XCTest or Testing import, so
        // tests of either framework use it.
        .target(name: "ObservableCoreTesting", dependencies: ["ObservableCore"]),
        .testTarget(
            name: "ObservableCoreTests", dependencies: ["ObservableCore", "ObservableCoreTesting"],
            swiftSettings: traceResources),
        .testTarget(
            name: "ObservableCoreTestingTests", dependencies: ["ObservableCoreTesting", "ObservableCore"],
            swiftSettings: traceResources),
        .testTarget(
            name: "DelegateProxyKitTests", dependencies: ["DelegateProxyKit"], swiftSettings: traceResources),
        // The seeds' RxSwift code must compile in the Swift 5 language mode too.
        .testTarget(
            name: "SeedExamplesSwift5Tests", dependencies: ["ObservableCore"],
            swiftSettings: [.swiftLanguageMode(.v5)]),

        // Examples: `swift run NAME`; each has a test target for its logic.
        .executableTarget(name: "XMLEvents", dependencies: ["DelegateProxyKit"], path: "Examples/XMLEvents"),
        .testTarget(name: "XMLEventsTests", dependencies: ["XMLEvents"]),
        .executableTarget(
            name: "LocationTracking", dependencies: ["DelegateProxyKit"], path: "Examples/LocationTracking"),
        .testTarget(name: "LocationTrackingTests", dependencies: ["LocationTracking"]),
        .executableTarget(
            name: "ViewHierarchy", dependencies: ["DelegateProxyKit"], path: "Examples/ViewHierarchy"),
        .testTarget(name: "ViewHierarchyTests", dependencies: ["ViewHierarchy"]),
        .executableTarget(
            name: "URLSessionEvents", dependencies: ["DelegateProxyKit"], path: "Examples/URLSessionEvents"),
        .testTarget(name: "URLSessionEventsTests", dependencies: ["URLSessionEvents"]),
    ],
    swiftLanguageModes: [.v6]
)
