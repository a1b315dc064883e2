import Formats
import LayerFiles
import Raster
import Rendering

/// The numbers of one `fling bench render` run, as a table or as one JSON object.
public struct RenderBenchmarkResult: Sendable {
    /// The layer file's path as given.
    public var scene: String
    public var canvas: LayerFileCanvas
    public var configuration: RenderBenchmark.Configuration
    /// The instruction set the pixel loops ran on.
    public var kernels: PixelKernels.Level
    /// "release" or "debug"; only release numbers mean anything.
    public var build: String
    /// Process CPU milliseconds of each measured frame (every renderer thread counts).
    public var cpuMilliseconds: [Double]
    /// Wall milliseconds of each measured frame.
    public var wallMilliseconds: [Double]
    /// Process CPU milliseconds of each memset of the frame.
    public var memsetMilliseconds: [Double]
    /// The last frame's `PixelBuffer.hashHex`: equal across thread counts when the renderer is deterministic.
    public var frameHash: String

    public var cpuMedian: Double { median(cpuMilliseconds) }
    public var wallMedian: Double { median(wallMilliseconds) }
    public var memsetMedian: Double { median(memsetMilliseconds) }

    private func median(_ values: [Double]) -> Double { AnimationBenchmarkResult.Measurement.median(values) }

    public func json() -> JSONValue {
        .object([
            ("scene", .string(scene)), ("build", .string(build)),
            ("threads", .int(Int64(configuration.threads))), ("kernels", .string(kernels.rawValue)),
            ("frames", .int(Int64(configuration.frames))),
            ("warmup_frames", .int(Int64(configuration.warmupFrames))),
            ("width", .int(Int64(canvas.pixelWidth))), ("height", .int(Int64(canvas.pixelHeight))),
            ("scale", .double(canvas.scale)), ("moving", .bool(configuration.moving)),
            ("cpu_ms_per_frame_median", .double(cpuMedian)),
            ("cpu_ms_per_frame_min", .double(cpuMilliseconds.min() ?? 0)),
            ("cpu_ms_per_frame_max", .double(cpuMilliseconds.max() ?? 0)),
            ("wall_ms_per_frame_median", .double(wallMedian)),
            ("memset_ms_median", .double(memsetMedian)),
            ("frame_hash", .string(frameHash)),
        ])
    }

    public func table() -> String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        let megabytes = Double(canvas.pixelWidth * canvas.pixelHeight * 4) / 1e6
        return [
            "fling bench render: \(scene)\(configuration.moving ? " (moving)" : ""), \(canvas.pixelWidth)×\(canvas.pixelHeight) pixels (scale \(JSONWriter.number(canvas.scale))), "
                + "\(count(configuration.threads, "thread")), \(count(configuration.frames, "frame")) after \(configuration.warmupFrames) warm-up, \(build) build, "
                + "\(kernels) pixel loops\(kernels == PixelKernels.best ? "" : " (best here: \(PixelKernels.best))")",
            "frame, process CPU   \(ms(cpuMedian)) median (min \(ms(cpuMilliseconds.min() ?? 0)), max \(ms(cpuMilliseconds.max() ?? 0)))",
            "frame, wall          \(ms(wallMedian)) median",
            "memset of the frame  \(ms(memsetMedian)) median (the floor: \(NumberText.fixed(megabytes, decimals: 1)) MB written once)",
            "last frame's hash    \(frameHash)",
        ].joined(separator: "\n")
    }

    private func ms(_ value: Double) -> String { "\(NumberText.fixed(value, decimals: 3)) ms" }
}
