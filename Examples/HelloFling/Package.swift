// swift-tools-version:6.0
// HelloFling: a Fling app of its own, in its own package — one scene, its command line,
// and replay tests that pin its motion down.
import PackageDescription

let package = Package(
    name: "HelloFling",
    dependencies: [
        // Fling by version, as any package would depend on it. Tools/test builds this package
        // against a tagged copy of the checkout it runs in, through a SwiftPM mirror of this
        // address (`swift package config set-mirror`; README "Add Fling to your package").
        .package(url: "https://github.com/fling-motion/fling", from: "1.0.0"),
        // For the snapshot tests of the puck (FlingSnapshotTesting's strategies).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The scene, in a library so the tests can import it: `Fling` alone, no window system;
        // `FlingMacros` for `@Animatable` (PuckGlow).
        .target(
            name: "Puck",
            dependencies: [
                .product(name: "Fling", package: "fling"), .product(name: "FlingMacros", package: "fling"),
            ]),
        // `swift run HelloFling demo`, `… replay`, `… profile`: the command line and the SDL window.
        .executableTarget(
            name: "HelloFling",
            dependencies: [
                "Puck", .product(name: "FlingCommandLine", package: "fling"),
            ]),
        // Headless replay and snapshot tests: they link neither SDL nor ArgumentParser.
        .testTarget(
            name: "PuckTests",
            dependencies: [
                "Puck",
                .product(name: "FlingTesting", package: "fling"),
                .product(name: "FlingSnapshotTesting", package: "fling"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Recordings", "__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
