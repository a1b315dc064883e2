// swift-tools-version:6.0
// Fling: UIKit / Core Animation / SwiftUI's interruptible animation model on Linux.
// Module floors (docs/ARCHITECTURE.md): a target depends only on targets on lower floors.
import PackageDescription

let package = Package(
    name: "Fling",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "fling", targets: ["fling"]),
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "Scene", targets: ["Scene"]),
        .library(name: "App", targets: ["App"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Floor 1: values and input.
        .target(name: "Motion"),
        .target(name: "Input"),
        .target(name: "Formats"),
        // Floor 2: the layer runtime, gestures and the frame loop.
        .target(name: "Scene", dependencies: ["Motion"]),
        .target(name: "Gestures", dependencies: ["Motion", "Input"]),
        .target(name: "FrameLoop", dependencies: ["Formats"]),
        // Floor 3: pixels and recordings.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // The pixel inner loops, per instruction set, chosen at run time; optimised in debug
        // builds too, so debug test runs draw at a useful speed.
        .target(name: "CPixelKernels", cSettings: [.unsafeFlags(["-O2"])]),
        .target(name: "Rendering", dependencies: ["Motion", "Scene", "CZlib", "CPNG", "CPixelKernels"]),
        .target(name: "Replay", dependencies: ["Input", "Formats"]),
        // Floor 4: the only code that includes SDL, and the demo scenes (neither imports the other).
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", pkgConfig: "SDL2_ttf", providers: [.apt(["libsdl2-ttf-dev"])]),
        .target(name: "SDLHost", dependencies: ["CSDL2", "CSDL2TTF", "Input", "FrameLoop", "Rendering"]),
        .target(name: "Demos", dependencies: ["Motion", "Input", "Scene", "Gestures"]),
        // Floor 5: one run loop over host, display link, scene, renderer, profiler and recorder.
        .target(name: "App", dependencies: [
            "Motion", "Input", "Formats", "Scene", "Gestures", "FrameLoop", "Rendering", "Replay", "SDLHost", "Demos",
        ]),
        // Floor 6: the command line.
        .executableTarget(name: "fling", dependencies: [
            "App", "Demos", "FrameLoop", "Replay", "Rendering",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .testTarget(name: "FormatsTests", dependencies: ["Formats", "Motion"]),
        .testTarget(name: "SceneTests", dependencies: ["Scene", "Motion"]),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "Input", "Motion"]),
        .testTarget(name: "FrameLoopTests", dependencies: ["FrameLoop", "Formats"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "CPixelKernels", "Scene", "Motion", "SDLHost"],
                    exclude: ["Golden"]),
        .testTarget(name: "ReplayTests", dependencies: ["Replay", "App", "Demos", "Input"],
                    exclude: ["Sessions"]),
        .testTarget(name: "AppTests", dependencies: ["App", "Formats", "Motion", "Rendering", "Scene"]),
        .testTarget(name: "EndToEndTests", dependencies: ["fling", "Replay", "FrameLoop", "Formats"]),
    ],
    swiftLanguageModes: [.v6]
)
