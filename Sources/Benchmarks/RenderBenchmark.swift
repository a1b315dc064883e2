import Foundation
import Raster
import Rendering

#if canImport(Glibc)
    import Formats
    import LayerFiles
    import Glibc
#endif

/// `fling bench render`: what one frame of a layer file costs the renderer, with a memset
/// of the frame as the floor no renderer of a full frame can go below.
///
/// Frames are timed on the process's CPU clock (every renderer thread counts) and the wall
/// clock, after warm-up frames that fill the renderer's caches (shadow masks, images).
public enum RenderBenchmark {
    public struct Configuration: Sendable {
        /// Row bands drawn in parallel.
        public var threads: Int
        /// Measured frames.
        public var frames: Int
        /// Frames drawn before measuring.
        public var warmupFrames: Int
        /// The instruction set of the pixel loops; nil for the best this processor has.
        public var kernels: PixelKernels.Level?
        /// Whether every layer moves before each frame (`LayerFileMotion`, set outside the timed
        /// part): nothing drawn before is reused, and the display list is built anew each frame.
        public var moving: Bool

        public init(
            threads: Int = 1, frames: Int = 60, warmupFrames: Int = 3, kernels: PixelKernels.Level? = nil,
            moving: Bool = false
        ) {
            self.threads = threads
            self.frames = frames
            self.warmupFrames = warmupFrames
            self.kernels = kernels
            self.moving = moving
        }
    }

    /// The scene measured when none is given, relative to the package root.
    public static let defaultFile = "Assets/LayerFiles/reference.json"

    /// Draws `scene` `warmupFrames` times, then times `frames` frames and as many memsets.
    public static func run(_ scene: LayerFile, _ configuration: Configuration) throws(InputError)
        -> RenderBenchmarkResult
    {
        let kernels = PixelKernels.use(configuration.kernels ?? PixelKernels.best)
        defer { PixelKernels.use(PixelKernels.best) }
        let renderer = LayerFileRenderer(scene: scene, threads: configuration.threads)
        let motion = configuration.moving ? LayerFileMotion(scene) : nil
        var frame = 0
        for _ in 0..<configuration.warmupFrames {
            motion?.apply(frame: frame)
            frame += 1
            try renderer.draw()
        }
        var cpu: [Double] = []
        var wall: [Double] = []
        for _ in 0..<configuration.frames {
            motion?.apply(frame: frame)
            frame += 1
            let start = BenchClock.now(cpuClock: .process)
            try renderer.draw()
            let elapsed = BenchClock.now(cpuClock: .process).since(start)
            cpu.append(elapsed.cpu.milliseconds)
            wall.append(elapsed.wall.milliseconds)
        }
        let frameHash = renderer.buffer.hashHex
        return RenderBenchmarkResult(
            scene: scene.path, canvas: scene.canvas, configuration: configuration, kernels: kernels,
            build: AnimationBenchmark.buildConfiguration,
            cpuMilliseconds: cpu, wallMilliseconds: wall,
            memsetMilliseconds: memsetMilliseconds(renderer, count: configuration.frames), frameHash: frameHash)
    }

    /// CPU milliseconds of `count` memsets of the whole frame, each timed alone.
    private static func memsetMilliseconds(_ renderer: LayerFileRenderer, count: Int) -> [Double] {
        (0..<count).map { _ in
            BenchClock.time(cpuClock: .process) {
                renderer.buffer.withUnsafeMutableBytes { bytes in
                    if let base = bytes.baseAddress { memset(base, 0, bytes.count) }
                }
            }.cpu.milliseconds
        }
    }

    /// Where `defaultFile` is: under `currentDirectory`, else under the nearest directory
    /// above the executable that has it (the package root, for `.build/release/fling`).
    /// Nil when neither has it.
    public static func findDefaultFile(currentDirectory: String, executable: String) -> String? {
        var candidates = [currentDirectory == "." ? defaultFile : "\(currentDirectory)/\(defaultFile)"]
        var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        while directory.path != "/" {
            candidates.append("\(directory.path)/\(defaultFile)")
            directory = directory.deletingLastPathComponent()
        }
        return candidates.first { access($0, R_OK) == 0 }
    }
}
