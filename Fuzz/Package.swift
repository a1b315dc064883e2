// swift-tools-version:6.0
// Fling's fuzzers: one libFuzzer executable per reader, a package of its own so that the
// sanitizer flags never reach the normal build. Tools/fuzz builds and runs them:
//   swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xcc -O2   (C at -O2, as Tools/test)
// Each has a main of its own that hands over to libFuzzer's driver (FuzzDriver), rather than
// libFuzzer's main with -parse-as-library: SwiftPM links an executable's `main` to the
// module's renamed entry point, which -parse-as-library leaves undefined. The readers
// themselves are Fling's FuzzTargets module (docs/fuzzing.md).
import PackageDescription

let targets = ["scene", "recording", "eval", "png", "plot", "profile", "layout"]

let package = Package(
    name: "FlingFuzz",
    dependencies: [.package(name: "Fling", path: "..")],
    targets: [.target(name: "FuzzDriver")]
        + targets.map { name in
            .executableTarget(
                name: "fuzz-\(name)",
                dependencies: ["FuzzDriver", .product(name: "FlingFuzzTargets", package: "Fling")],
                path: "Sources/fuzz-\(name)")
        },
    swiftLanguageModes: [.v6]
)
