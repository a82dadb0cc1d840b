// swift-tools-version: 6.2
import PackageDescription

// A user's package, built by .ci/user-packages.sh in a temporary copy: the same sources (copied
// from Shared/ into each target's folder) in one executable target per language mode, each with
// the proxies the plugin generates for it. One package, so that DelegateProxyKit and the
// generator are built once for all three.

let kit: Target.Dependency = .product(name: "DelegateProxyKit", package: "DelegateProxyKit")

// Warnings are errors in the user's targets only: given here rather than with `-Xswiftc`, the
// flag leaves DelegateProxyKit's build as the plugin's builds left it, so it is compiled once.
// (A root package may use unsafe flags.)
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "UserPackage",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "DELEGATE_PROXY_KIT_PATH")],
    targets: [
        // A library with its own generated XMLParserDelegateProxy, beside each app's.
        .target(name: "ParserKit", dependencies: [kit], swiftSettings: strict),
        .executableTarget(
            name: "Swift5App", dependencies: [kit, "ParserKit"],
            swiftSettings: strict + [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "Swift6App", dependencies: [kit, "ParserKit"], swiftSettings: strict),
        .executableTarget(
            name: "MainActorApp", dependencies: [kit, "ParserKit"],
            swiftSettings: strict + [.defaultIsolation(MainActor.self)]),
    ],
    swiftLanguageModes: [.v6]
)
