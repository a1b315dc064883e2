// Times GradientPaint filling a large rectangle, per kind, beside a solid fill: the Swift half
// of Tools/gradient-bench/run.py, which times cairo's gradient fills in the same run.
// Usage: gradient-bench [width height repetitions]; prints one "name milliseconds" line each
// (the median over the repetitions).
import Geometry
import Raster

#if canImport(Glibc)
    import Glibc
#endif

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let (width, height, repetitions) = arguments.count == 3 ? (arguments[0], arguments[1], arguments[2]) : (1920, 1080, 21)

/// Monotonic milliseconds.
func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
}

/// The median time of `repetitions` fills of the whole buffer with `paint`.
func time<P: SpanPaint>(_ paint: P, _ buffer: PixelBuffer) -> Double {
    var times: [Double] = []
    for _ in 0..<repetitions {
        let start = now()
        for y in 0..<height { paint.full(buffer.pixels + y * width, count: width, x: 0, y: y) }
        times.append(now() - start)
    }
    return times.sorted()[times.count / 2]
}

let buffer = PixelBuffer(width: width, height: height)
buffer.fill(0xFFFF_FFFF)
let colors = [
    Color(red: 0.9, green: 0.1, blue: 0.2), Color(red: 0, green: 0.6, blue: 1),
    Color(red: 1, green: 0.85, blue: 0.1),
]
let bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
print("solid", time(SolidPaint(color: 0xFF33_6699), buffer))
for kind in Gradient.Kind.allCases {
    let gradient = Gradient(kind, colors: colors, startPoint: Point(x: 0.3, y: 0.4), endPoint: Point(x: 0.9, y: 0.8))
    print(kind.rawValue, time(GradientPaint(gradient, bounds: bounds, transform: .identity)!, buffer))
}
