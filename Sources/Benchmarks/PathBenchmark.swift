import Raster

/// `fling bench paths`: Fling's path filling and stroking on the reference paths
/// (Tests/RasterTests/PathReferences/paths.txt), timed the way Tools/path-references times
/// cairo on the same list, so Tools/bench-paths can print both side by side.
///
/// Each path is drawn three times to warm up, then in blocks of at least 20 ms of thread CPU
/// time (the draw count set by a calibrating block), `rounds` blocks; the median block's time
/// per draw is reported. Draws go over the same buffer each time (as cairo's do), flattening,
/// stroking, rasterizing and blending every time: nothing is cached between draws.
package enum PathBenchmark {
    /// One path's time per draw.
    package struct Timing: Sendable {
        package let name: String
        package let microseconds: Double
        /// "fill" or "stroke".
        package let operation: String
    }

    /// Times every reference in `list` (the text of paths.txt), `rounds` blocks each.
    package static func run(list: String, rounds: Int) throws(PathDrawingError) -> [Timing] {
        var timings: [Timing] = []
        for reference in PathReference.parse(list: list) {
            let buffer = PixelBuffer(width: reference.width, height: reference.height)
            buffer.clear(to: .white)
            for _ in 0..<3 { try reference.draw(into: buffer) }
            var draws = 1
            var problem: PathDrawingError?
            func block(_ count: Int) -> Double {
                BenchClock.time {
                    for _ in 0..<count {
                        do throws(PathDrawingError) { try reference.draw(into: buffer) } catch { problem = error }
                    }
                }.cpu.microseconds
            }
            while block(draws) < 20_000, draws < 1 << 24 { draws *= 2 }
            var perDraw: [Double] = []
            for _ in 0..<rounds { perDraw.append(block(draws) / Double(draws)) }
            if let problem { throw problem }
            perDraw.sort()
            timings.append(
                Timing(
                    name: reference.name, microseconds: perDraw[perDraw.count / 2],
                    operation: reference.rule == nil ? "stroke" : "fill"))
        }
        return timings
    }
}
