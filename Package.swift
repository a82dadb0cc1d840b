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
        .executable(name: "delegate-proxy-generator", targets: ["delegate-proxy-generator"]),
        .plugin(name: "generate-delegate-proxies", targets: ["GenerateDelegateProxies"]),
        .library(name: "ObservableCoreTesting", targets: ["ObservableCoreTesting"]),
        .library(name: "ObservableCoreBlocking", targets: ["ObservableCoreBlocking"]),
        .library(name: "ObservableCoreTestingXCTest", targets: ["ObservableCoreTestingXCTest"]),
    ],
    targets: [
        // What both libraries share (locks, the unchecked-sendable box, resource counters), with
        // `package` access and no product, as swift-collections' InternalCollectionsUtilities.
        .target(name: "InternalReactiveUtilities", swiftSettings: traceResources),
        .target(
            name: "ObservableCore", dependencies: ["InternalReactiveUtilities"], swiftSettings: traceResources
        ),
        .target(
            name: "DelegateProxyKit", dependencies: ["ObservableCore", "InternalReactiveUtilities"],
            swiftSettings: traceResources),
        // RxTest's vocabulary (virtual time, recorded events); no XCTest or Testing import, so
        // tests of either framework use it.
        .target(name: "ObservableCoreTesting", dependencies: ["ObservableCore"]),
        // RxTest's XCTest assertions over trait events: only XCTest users link XCTest.
        .target(
            name: "ObservableCoreTestingXCTest", dependencies: ["ObservableCoreTesting", "ObservableCore"]),
        .testTarget(
            name: "ObservableCoreTestingXCTestTests",
            dependencies: ["ObservableCoreTestingXCTest", "ObservableCoreTesting", "ObservableCore"]),
        // RxBlocking's vocabulary: `toBlocking()` reads a sequence by blocking the thread.
        .target(
            name: "ObservableCoreBlocking", dependencies: ["ObservableCore", "InternalReactiveUtilities"]),
        .testTarget(
            name: "ObservableCoreBlockingTests",
            dependencies: ["ObservableCoreBlocking", "ObservableCore", "TestSupport"]),
        // Recorders, histories, grammar checker, watchdog: shared by every test target.
        .target(name: "TestSupport", dependencies: ["ObservableCore"], path: "Tests/TestSupport"),
        .testTarget(
            name: "ObservableCoreTestingTests",
            dependencies: ["ObservableCoreTesting", "ObservableCore", "TestSupport"],
            swiftSettings: traceResources),
        .testTarget(
            name: "ObservableCoreTests",
            dependencies: ["ObservableCore", "ObservableCoreTesting", "TestSupport"],
            swiftSettings: traceResources),
        .testTarget(
            name: "DelegateProxyKitTests", dependencies: ["DelegateProxyKit", "TestSupport"],
            swiftSettings: traceResources),
        // Every complete sample of the DocC articles, verbatim, compiled and run with its printed
        // output checked (`.ci/check-doc-snippets.py` fails when an article's code is not in a test).
        .testTarget(
            name: "DocSnippetTests",
            dependencies: [
                "ObservableCore", "DelegateProxyKit", "ObservableCoreTesting", "LocationTracking",
                "XMLEvents",
                "TestSupport",
            ]),
        // The seeds' RxSwift code must compile in the Swift 5 language mode too.
        .testTarget(
            name: "SeedExamplesSwift5Tests", dependencies: ["ObservableCore", "TestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]),

        // The proxy generator: symbol graphs in, proxy sources out (Foundation only), and the
        // command plugin that runs it for a target.
        .target(name: "DelegateProxyGeneratorCore"),
        .executableTarget(
            name: "delegate-proxy-generator", dependencies: ["DelegateProxyGeneratorCore"],
            path: "Sources/DelegateProxyGenerator"),
        .plugin(
            name: "GenerateDelegateProxies",
            capability: .command(
                intent: .custom(
                    verb: "generate-delegate-proxies",
                    description:
                        "Writes the delegate proxy of each --protocol into the --target's DelegateProxies folder"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes <Protocol>Proxy.swift into the target's DelegateProxies folder")
                ]),
            dependencies: ["delegate-proxy-generator"]),
        // Fixtures/: the golden tests' symbol graphs, the sources they come from and the expected
        // output (Scripts/refresh-generator-goldens.sh); the executable is run by the bad-input tests.
        .testTarget(
            name: "DelegateProxyGeneratorTests",
            dependencies: [
                "DelegateProxyGeneratorCore", "delegate-proxy-generator", "DelegateProxyKit", "TestSupport",
            ],
            exclude: ["Fixtures"]),

        // Examples: `swift run NAME`; each has a test target for its logic.
        .executableTarget(name: "XMLEvents", dependencies: ["DelegateProxyKit"], path: "Examples/XMLEvents"),
        .testTarget(name: "XMLEventsTests", dependencies: ["XMLEvents", "TestSupport"]),
        .executableTarget(
            name: "LocationTracking", dependencies: ["DelegateProxyKit"], path: "Examples/LocationTracking"),
        .testTarget(name: "LocationTrackingTests", dependencies: ["LocationTracking", "TestSupport"]),
        .executableTarget(
            name: "ViewHierarchy", dependencies: ["DelegateProxyKit"], path: "Examples/ViewHierarchy"),
        .testTarget(name: "ViewHierarchyTests", dependencies: ["ViewHierarchy", "TestSupport"]),
        .executableTarget(
            name: "URLSessionEvents", dependencies: ["DelegateProxyKit"], path: "Examples/URLSessionEvents"),
        .testTarget(name: "URLSessionEventsTests", dependencies: ["URLSessionEvents", "TestSupport"]),
        .executableTarget(
            name: "FileManagerEvents", dependencies: ["DelegateProxyKit"], path: "Examples/FileManagerEvents"),
        .testTarget(name: "FileManagerEventsTests", dependencies: ["FileManagerEvents"]),
        // A delegate isolated to the main actor, in the Swift 6 language mode.
        .executableTarget(
            name: "MediaPlayer", dependencies: ["DelegateProxyKit"], path: "Examples/MediaPlayer"),
        .testTarget(name: "MediaPlayerTests", dependencies: ["MediaPlayer"]),
    ],
    swiftLanguageModes: [.v6]
)
