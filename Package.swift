// swift-tools-version:6.0
// Fling: UIKit / Core Animation / SwiftUI's interruptible animation model on Linux.
// Module floors (docs/ARCHITECTURE.md): a target depends only on targets on lower floors.
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Fling",
    platforms: [.macOS(.v14)],
    products: [
        // What a user imports: `Fling` (motion, layers, gestures, scenes) and `FlingTesting`
        // (headless replay tests of their scenes), neither linking SDL nor ArgumentParser;
        // `FlingSnapshotTesting` (swift-snapshot-testing strategies); `FlingCommandLine`
        // (`FlingApp.main`: the SDL window and the app's command line, for its executable).
        // `Motion` also stands alone.
        .library(name: "Fling", targets: ["Fling"]),
        .library(name: "FlingTesting", targets: ["FlingTesting"]),
        .library(name: "FlingSnapshotTesting", targets: ["FlingSnapshotTesting"]),
        .library(name: "FlingCommandLine", targets: ["FlingCommandLine"]),
        .library(name: "Motion", targets: ["Motion"]),
        // `@Animatable` and `@AnimatableIgnored` (`import FlingMacros` beside `import Fling`):
        // a product of its own, so that `import Fling` alone does not build swift-syntax
        // (docs/macros.md: what the macros add to a cold build).
        .library(name: "FlingMacros", targets: ["FlingMacros"]),
        .executable(name: "fling", targets: ["fling"]),
        // Not for users: the readers the fuzzers in Fuzz/ drive (docs/fuzzing.md). A product
        // only because Fuzz/ is a package of its own, built with the sanitizers.
        .library(name: "FlingFuzzTargets", targets: ["FuzzTargets"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation` (Tools/docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The macros' implementation (FlingMacrosPlugin) and its expansion tests.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    ],
    targets: [
        // Floors (docs/ARCHITECTURE.md): a target depends only on targets on lower floors; the C
        // shims and system libraries are floor 0. No target has unsafe flags: SwiftPM refuses a
        // versioned dependency on a package with them. Tools/test builds C at -O2 instead.

        // Floor 0. Fling's exp, sin, cos, … and the batch spring kernels, in C with no C library
        // and no fused multiply-add, so values are the same bits everywhere and at every
        // optimisation level (docs/math.md).
        .target(name: "CMotionMath"),
        // The pixel inner loops, per instruction set, chosen at run time (Tools/test builds
        // them at -O2 in debug too, so debug test runs draw at a useful speed).
        .target(name: "CPixelKernels"),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        // Reads the X server's event times out of SDL's window-manager events, in C, so that
        // Xlib's names stay out of Swift.
        .target(name: "CSDL2Events", dependencies: ["CSDL2"]),

        // Floor 1: values, time, text formats, the solver; the macros' compiler plugin (on
        // swift-syntax, floor 0 like the other packages).
        // Points, sizes, rects, vectors, colours, 3D transforms and their decomposition;
        // `MotionMath` (Fling's own exp, sin, cos, … over CMotionMath).
        .target(name: "Geometry", dependencies: ["CMotionMath"]),
        // The one time type (`FrameTime`), monotonic instants, the CPU clock, the display link
        // and its frame sources.
        .target(name: "Time"),
        // JSON, safe file input and atomic output, `InputError` (input at a place), `NumberText`.
        .target(name: "Formats"),
        // The constraint solver (incremental Cassowary): no layers, no Foundation.
        // Its tableau's arrays opt out of dynamic exclusivity checks in code (Solver.swift).
        .target(name: "Constraints"),
        // The compiler plugin behind FlingMacros (`@Animatable`): swift-syntax only, run by the
        // compiler, never linked into a user's program.
        .macro(name: "FlingMacrosPlugin", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),

        // Floor 2: value math, input, the raster library, solver test files.
        // Springs, curves, decay, keyframes, `Animation`, `Animatable` (re-exports Geometry).
        .target(name: "Motion", dependencies: ["Geometry", "CMotionMath"]),
        .target(name: "Input", dependencies: ["Time"]),
        // Pixel buffers, coverage, paints, blur, PNG, glyphs, the worker pool: no layers in it.
        .target(name: "Raster", dependencies: ["Geometry", "Time", "Formats", "CZlib", "CPNG", "CFreeType", "CPixelKernels"]),
        // `cassowary-vectors/1` files: the solver's test cases and workloads (docs/layout.md).
        .target(name: "SolverCases", dependencies: ["Constraints", "Formats"]),
        // Test support, in no product: the Chrome-trace validator the tests check traces with.
        .target(name: "ProfilerTestSupport", dependencies: ["Formats"]),

        // Floor 3: the layer runtime, the profiler, recordings; the macros' declarations.
        .target(name: "Layers", dependencies: ["Motion", "Input", "Time", "Constraints"]),
        // Frame records, classes, statistics, reports, thumbnails, Chrome traces, captures.
        .target(name: "Profiler", dependencies: ["Time", "Input", "Formats", "Raster", "CPixelKernels"]),
        .target(name: "Replay", dependencies: ["Input", "Formats", "Time"]),
        // `@Animatable`, `@AnimatableIgnored`: the macros' declarations over Motion's `Animatable`.
        .target(name: "FlingMacros", dependencies: ["Motion", "FlingMacrosPlugin"]),

        // Floor 4: gestures on layers; the layer renderer (the presentation tree to a display
        // list to pixels, on Raster).
        .target(name: "Gestures", dependencies: ["Motion", "Input", "Layers", "Time"]),
        .target(name: "Rendering", dependencies: ["Raster", "Motion", "Layers", "Formats", "CPixelKernels"]),

        // Floor 5: the run loop over a scene, a window (`HostWindow`: the platform seam) or
        // none, a recording, the renderer, the profiler and the recorder; the headless window.
        // Beside it, tools' libraries: `fling eval`, plots, layer files.
        .target(name: "Host", dependencies: [
            "Motion", "Input", "Formats", "Layers", "Gestures", "Profiler", "Rendering", "Replay", "Time", "Raster",
        ]),
        .target(name: "Eval", dependencies: ["Motion", "Input", "Layers", "Gestures", "Formats"]),
        // Screens and navigation: the stack, its transitions and the back swipe, on layers and gestures.
        .target(name: "Navigation", dependencies: ["Geometry", "Motion", "Layers", "Gestures"]),
        .target(name: "Plot", dependencies: ["Motion", "Rendering", "Formats", "Raster"]),
        .target(name: "LayerFiles", dependencies: ["Motion", "Layers", "Rendering", "Formats", "Raster"]),

        // Floor 6: what a user's scenes import, with no window system and no command line; the
        // SDL window, one `HostWindow`: the only code that includes SDL; the benchmarks.
        .target(name: "Fling", dependencies: ["Geometry", "Time", "Motion", "Input", "Layers", "Gestures", "Navigation", "Host", "Formats"]),
        .target(name: "SDLHost", dependencies: ["CSDL2", "CSDL2Events", "Input", "Profiler", "Rendering", "Host", "Time", "Raster"]),
        .target(name: "Benchmarks", dependencies: ["Motion", "Input", "Layers", "Rendering", "LayerFiles", "Formats", "Constraints", "SolverCases", "Replay", "Time", "Raster"]),

        // Floor 7: what a user's tests import (headless), and what a user's executable imports
        // (the SDL window and the command line); our scenes, on the public API like any user's.
        .target(name: "FlingTesting", dependencies: ["Fling", "Host", "Replay", "Rendering", "Formats", "Input", "Layers", "Motion", "Time", "Raster"]),
        .target(name: "FlingCommandLine", dependencies: [
            "Fling", "Host", "SDLHost", "Input", "Motion", "Formats", "Replay", "Profiler",
            "Time", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "Demos", dependencies: ["Fling"]),

        // Floor 8: swift-snapshot-testing's strategies over Fling's renderer and replay traces
        // (headless, docs/testing.md); every command of our command line — the app runner
        // with our scenes and the tools' commands — in one module.
        .target(name: "FlingSnapshotTesting", dependencies: [
            "FlingTesting", "Rendering", "Layers", "Motion", "Replay", "Formats",
            "Raster", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .target(name: "FlingTools", dependencies: [
            "FlingCommandLine", "Host", "Demos", "Eval", "Plot", "LayerFiles", "Benchmarks", "Rendering", "Profiler", "Replay",
            "Formats", "Constraints", "SolverCases", "Motion",
            "Raster", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Floor 9: our executable, and every reader of user input, from bytes, for the fuzzers
        // and the corpus tests.
        .executableTarget(name: "fling", dependencies: ["FlingTools"]),
        .target(name: "FuzzTargets", dependencies: [
            "Fling", "FlingTesting", "FlingTools", "FlingCommandLine", "Demos", "Eval", "Plot", "LayerFiles", "Layers", "Rendering",
            "Replay", "Formats", "Motion", "Profiler", "Constraints", "SolverCases",
            "Raster", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        .testTarget(name: "MotionTests", dependencies: ["Motion", "CMotionMath"]),
        .testTarget(name: "ConstraintsTests", dependencies: ["Constraints", "SolverCases", "Formats"], resources: [.copy("Cases")]),
        .testTarget(name: "TimeTests", dependencies: ["Time"]),
        .testTarget(name: "FormatsTests", dependencies: ["Formats", "Motion"]),
        .testTarget(name: "LayersTests", dependencies: ["Layers", "Motion", "Input", "Constraints"]),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "Layers", "Input", "Motion", "Formats", "Time"],
                    exclude: ["VelocityReferenceVectors.json"]),
        .testTarget(name: "ProfilerTests", dependencies: ["Profiler", "ProfilerTestSupport", "Formats", "Input", "Time", "Motion", "Raster"], exclude: ["Summaries"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "CPixelKernels", "Layers", "Motion", "FlingTesting", "CZlib", "Raster"],
                    exclude: ["Golden"]),
        .testTarget(name: "ProfilerTestSupportTests", dependencies: ["ProfilerTestSupport"]),
        .testTarget(
            name: "RasterTests", dependencies: ["Raster", "Geometry", "Motion", "CZlib", "CPixelKernels"],
            exclude: ["GradientReferences", "PathReferences"]),
        .testTarget(name: "SDLHostTests", dependencies: ["SDLHost", "Time"]),
        .testTarget(name: "NavigationTests", dependencies: ["Navigation", "Gestures", "Layers", "Input", "Motion", "Time"]),
        .testTarget(name: "HostTests", dependencies: ["Host", "Rendering", "Profiler", "Motion", "Input", "Formats", "Time", "Raster"]),
        .testTarget(name: "FlingTests", dependencies: ["Fling", "FlingTesting", "Rendering", "Raster"]),
        .testTarget(name: "FlingCommandLineTests", dependencies: ["FlingCommandLine"]),
        .testTarget(name: "ReplayTests", dependencies: ["Replay", "Host", "FlingTesting", "Demos", "Input", "Formats", "Motion", "Rendering", "Time", "Raster"],
                    exclude: ["Sessions"]),
        .testTarget(name: "FlingSnapshotTestingTests", dependencies: [
                        "FlingSnapshotTesting", "FlingTesting", "Rendering",
                        "Raster", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                    ],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "GalleryTests", dependencies: ["Demos", "Fling", "FlingTesting"], exclude: ["Recordings"]),
        .testTarget(name: "EvalTests", dependencies: ["Eval", "Formats", "Motion", "Layers", "Gestures", "Input"]),
        .testTarget(name: "PlotTests", dependencies: ["Plot", "Motion", "Rendering", "Formats", "Raster"]),
        .testTarget(
            name: "LayerFilesTests", dependencies: ["LayerFiles", "Host", "Formats", "Motion", "Rendering", "Layers", "Raster"],
            exclude: ["ShapeGoldens", "ShapeReferences"]),
        .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks", "LayerFiles", "Formats", "Motion", "Rendering", "Layers", "Demos", "FlingTesting"]),
        .testTarget(name: "FuzzCorpusTests", dependencies: ["FuzzTargets", "Motion"]),
        .testTarget(name: "FlingMacrosTests", dependencies: [
            "FlingMacrosPlugin", "FlingMacros", "Motion",
            .product(name: "MacroTesting", package: "swift-macro-testing"),
        ]),
        .testTarget(name: "EndToEndTests", dependencies: ["fling", "Replay", "Profiler", "ProfilerTestSupport", "Formats", "Input"]),
    ],
    swiftLanguageModes: [.v6]
)
