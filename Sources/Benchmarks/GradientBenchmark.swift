import Geometry
import Raster

/// `fling bench gradients`: `GradientPaint` filling a large opaque rectangle, per kind (axial,
/// radial, conic), beside a solid fill of the same rectangle, timed the way
/// Tools/bench-gradients times cairo's gradient fills of it, so the script prints both side by
/// side.
///
/// Every fill paints every row at full coverage through the paint's `full`; the median of
/// `repetitions` fills is reported, on the wall clock (as the script times cairo) and on the
/// thread's CPU clock.
package enum GradientBenchmark {
    /// One fill's median time.
    package struct Timing: Sendable {
        /// "solid", or the gradient kind.
        package let name: String
        package let wallMilliseconds: Double
        package let cpuMilliseconds: Double
    }

    /// The gradient every kind is drawn with: three stops, from (0.3, 0.4) to (0.9, 0.8) of the
    /// rectangle (Tools/bench-gradients gives cairo the same).
    package static func gradient(_ kind: Gradient.Kind) -> Gradient {
        Gradient(
            kind,
            colors: [
                Color(red: 0.9, green: 0.1, blue: 0.2), Color(red: 0, green: 0.6, blue: 1),
                Color(red: 1, green: 0.85, blue: 0.1),
            ], startPoint: Point(x: 0.3, y: 0.4), endPoint: Point(x: 0.9, y: 0.8))
    }

    /// Times a solid fill and each gradient kind over a `width` × `height` buffer.
    package static func run(width: Int, height: Int, repetitions: Int) -> [Timing] {
        let buffer = PixelBuffer(width: width, height: height)
        buffer.fill(0xFFFF_FFFF)
        func time<P: SpanPaint>(_ name: String, _ paint: P) -> Timing {
            var wall: [Double] = []
            var cpu: [Double] = []
            for _ in 0..<repetitions {
                let elapsed = BenchClock.time {
                    for y in 0..<height { paint.full(buffer.pixels + y * width, count: width, x: 0, y: y) }
                }
                wall.append(elapsed.wall.milliseconds)
                cpu.append(elapsed.cpu.milliseconds)
            }
            return Timing(
                name: name, wallMilliseconds: wall.sorted()[wall.count / 2],
                cpuMilliseconds: cpu.sorted()[cpu.count / 2])
        }
        var timings = [time("solid", SolidPaint(color: 0xFF33_6699))]
        let bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        for kind in Gradient.Kind.allCases {
            // Three colours never give a constant paint: the initializer cannot return nil here.
            guard let paint = GradientPaint(gradient(kind), bounds: bounds, transform: .identity) else { continue }
            timings.append(time(kind.rawValue, paint))
        }
        return timings
    }
}
