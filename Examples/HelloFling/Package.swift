// swift-tools-version:6.0
// HelloFling: a Fling app of its own, in its own package — one scene, its command line,
// and replay tests that pin its motion down.
import PackageDescription

let package = Package(
    name: "HelloFling",
    dependencies: [
        // `name:` keeps the package's identity "Fling" whatever the folder is called.
        .package(name: "Fling", path: "../.."),
    ],
    targets: [
        // The scene, in a library so the tests can import it.
        .target(name: "Puck", dependencies: [.product(name: "Fling", package: "Fling")]),
        // `swift run HelloFling demo`, `… replay`, `… profile`.
        .executableTarget(name: "HelloFling", dependencies: ["Puck", .product(name: "FlingCommandLine", package: "Fling")]),
        .testTarget(name: "PuckTests",
                    dependencies: ["Puck", .product(name: "FlingTesting", package: "Fling")],
                    exclude: ["Recordings"]),
    ],
    swiftLanguageModes: [.v6]
)
