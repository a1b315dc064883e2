import Fling
import FlingTesting
import Testing

/// An engine's animatable values are recorded by name in every frame trace.
@Suite("Animated values in frame traces")
struct AnimatedValueTraceTests {
    /// A tap springs a level from 0 to 1 and moves a spot; the scene traces its tap count.
    final class Meter: Scene {
        let root = Layer(
            name: "root", position: Point(x: 200, y: 150), bounds: Rect(x: 0, y: 0, width: 400, height: 300))
        let engine = AnimationEngine()
        let tap = TapGestureRecognizer()
        let level: AnimatableProperty<Double>
        let spot: AnimatableProperty<Point>
        let spring = Spring(duration: 0.4, bounce: 0.2)
        var taps = 0
        var ownName: String

        init(ownName: String = "taps") {
            self.ownName = ownName
            level = engine.animatedValue("level", initial: 0.0)
            spot = engine.animatedValue("spot", initial: Point(x: 10, y: 20))
            tap.name = "tap"
            root.addGestureRecognizer(tap)
            tap.addAction { [unowned self] _ in
                taps += 1
                engine.withAnimation(.spring(spring)) {
                    level.value = 1
                    spot.value = Point(x: 110, y: 20)
                }
            }
        }
        func layout(size: Size) {}
        func traceValues() -> [(name: String, value: Double)] { [(ownName, Double(taps))] }
    }

    func run(_ make: @escaping () -> Meter) throws -> FrameTrace {
        let entry = SceneEntry("meter", summary: "A level that springs on a tap.") { _ in make() }
        var script = InputScript(scene: "meter", size: Size(width: 400, height: 300))
        script.wait(0.1)
        script.tap(at: Point(x: 200, y: 150))
        return try SceneReplay(entry).run(script.recording(tail: 1)).trace
    }

    @Test("each value is a field after the scene's own, at the frame's target timestamp: Spring's closed form")
    func traced() throws {
        let trace = try run { Meter() }
        let first = try #require(trace.frames.first)
        #expect(first["level"]?.double == 0 && first["spot.0"]?.double == 10 && first["spot.1"]?.double == 20)
        // The frame whose input recognized the tap starts the spring at its timestamp.
        let tapped = try #require(trace.frames.firstIndex { $0["taps"]?.double == 1 })
        let start = try #require(trace.frames[tapped]["t_ns"]?.double) / 1e9
        var checked = 0
        for frame in trace.frames[tapped...] {
            let target = try #require(frame["target_ns"]?.double) / 1e9
            let level = try #require(frame["level"]?.double)
            let x = try #require(frame["spot.0"]?.double)
            let expected = spring.value(target: 1, time: target - start)
            let expectedX = 10 + spring.value(target: 100, time: target - start)
            // At rest a spring shows its model: within a thousandth of the distance, at most a
            // hundredth of a point.
            if level == 1 {
                #expect(abs(expected - 1) < 1e-3)
            } else {
                #expect(abs(level - expected) < 1e-9)
                checked += 1
            }
            if x == 110 {
                #expect(abs(expectedX - 110) < 1e-2)
            } else {
                #expect(abs(x - expectedX) < 1e-7)
            }
        }
        #expect(checked > 20)
        #expect(trace.frames.last?["level"]?.double == 1)
    }

    @Test("replayed twice, the traces are identical")
    func deterministic() throws {
        let a = try run { Meter() }
        let b = try run { Meter() }
        #expect(a.firstDifference(from: b) == nil)
    }

    @Test("a value named as one of the scene's own traced values is refused, naming it")
    func collision() {
        #expect(throws: (any Error).self) { try run { Meter(ownName: "level") } }
        do {
            _ = try run { Meter(ownName: "level") }
        } catch {
            #expect("\(error)".contains("two traced values are named \"level\""))
        }
    }

    private var spring: Spring { Spring(duration: 0.4, bounce: 0.2) }
}
