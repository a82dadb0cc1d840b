// swift-tools-version: 6.0
import PackageDescription

// A user's package, for .ci/plugin.sh: the script copies this folder to a temporary directory and
// puts the repository's path in place of REPOSITORY.
let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "DelegateProxyKit", path: "REPOSITORY")],
    targets: [
        .target(name: "Gauges", dependencies: [.product(name: "DelegateProxyKit", package: "DelegateProxyKit")])
    ]
)
