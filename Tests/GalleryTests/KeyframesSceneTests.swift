import Demos
import Fling
import FlingTesting
import Foundation
import Testing

/// The keyframes scene: a card on a keyframe animator, a badge on a triggered phase animator
/// and dots on a continuous one.
@Suite("the keyframes scene")
struct KeyframesSceneTests {
    typealias Values = KeyframesScene.CardValues
    /// The card's and the badge's centres in the default 1280×800 window.
    static let card = Point(x: 1280 * 0.32, y: 420)
    static let badge = Point(x: 1280 * 0.7, y: 400)

    /// The timeline a run of the card's keyframes plays from `start`.
    static func timeline(from start: Values) -> KeyframeTimeline<Values> {
        KeyframeTimeline(initialValue: start, KeyframesScene.cardKeyframes(from: start))
    }

    /// The card's traced value in `frame`.
    static func traced(_ frame: JSONValue) throws -> Values {
        Values(
            scale: try #require(frame["card.scale"]?.double),
            rotation: .radians(try #require(frame["card.rotation"]?.double)),
            offset: Vector(
                dx: try #require(frame["card.offset.0"]?.double), dy: try #require(frame["card.offset.1"]?.double)))
    }

    static func seconds(_ frame: JSONValue, _ field: String) throws -> Double {
        try #require(frame[field]?.double) / 1e9
    }

    static func close(_ a: Values, _ b: Values, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.scale - b.scale) <= tolerance && abs(a.rotation.radians - b.rotation.radians) <= tolerance
            && abs(a.offset.dx - b.offset.dx) <= tolerance && abs(a.offset.dy - b.offset.dy) <= tolerance
    }

    @Test("a click plays the keyframes: every frame is the timeline at its target timestamp, and the card shows it")
    func clickPlaysTheTimeline() throws {
        var script = InputScript(KeyframesScene.entry)
        script.wait(0.2)
        script.tap(at: Self.card)
        let run = try SceneReplay(KeyframesScene.entry).run(script.recording(tail: 2))
        let frames = run.trace.frames
        let clicked = try #require(frames.firstIndex { $0["clicks.card"]?.double == 1 })
        let start = try Self.seconds(frames[clicked], "t_ns")
        let timeline = Self.timeline(from: Values())
        #expect(timeline.duration > 0.6 && timeline.duration < 2)
        var played = 0
        for frame in frames[..<clicked] { #expect(Self.close(try Self.traced(frame), Values(), 0)) }
        for frame in frames[clicked...] {
            let t = try Self.seconds(frame, "target_ns") - start
            #expect(Self.close(try Self.traced(frame), timeline.value(time: t)))
            if t < timeline.duration { played += 1 }
        }
        #expect(played > 30)
        // Past the end it rests on the final value, and the card's transform is that value's.
        let scene = try #require(run.scene as? KeyframesScene)
        #expect(!scene.wiggle.isRunning)
        #expect(scene.card.transform == timeline.value(time: timeline.duration).transform)
        let final = timeline.value(time: timeline.duration)
        #expect(scene.cardScale.value == final.scale && scene.cardOffset.value == final.offset)
        // The springs end near their targets: a settling duration's worth of motion.
        #expect(abs(final.scale - 1) < 0.01 && abs(final.offset.dy) < 1 && final.rotation == .zero)
    }

    @Test("a second click mid-run restarts the keyframes from the value shown, without a jump")
    func retriggerRestartsFromTheShownValue() throws {
        var script = InputScript(KeyframesScene.entry)
        script.wait(0.1)
        script.tap(at: Self.card)
        script.wait(0.25)
        script.tap(at: Self.card)
        let run = try SceneReplay(KeyframesScene.entry).run(script.recording(tail: 2))
        let frames = run.trace.frames
        let first = try #require(frames.firstIndex { $0["clicks.card"]?.double == 1 })
        let second = try #require(frames.firstIndex { $0["clicks.card"]?.double == 2 })
        let t1 = try Self.seconds(frames[first], "t_ns")
        let t2 = try Self.seconds(frames[second], "t_ns")
        let restartValue = Self.timeline(from: Values()).value(time: t2 - t1)
        let again = Self.timeline(from: restartValue)
        // The frame before the second click is the first run, the frames from it the second.
        let before = try Self.traced(frames[second - 1])
        #expect(
            Self.close(
                before,
                Self.timeline(from: Values()).value(time: try Self.seconds(frames[second - 1], "target_ns") - t1)))
        for frame in frames[second...] {
            let t = try Self.seconds(frame, "target_ns") - t2
            #expect(Self.close(try Self.traced(frame), again.value(time: t)))
        }
        // Continuous across the restart: one frame's step, no more.
        let after = try Self.traced(frames[second])
        #expect(abs(after.offset.dy - before.offset.dy) < 20 && abs(after.scale - before.scale) < 0.1)
    }

    @Test("a click on the badge steps it through pop, tilt and rest, each at its logical completion")
    func badgePhases() throws {
        var script = InputScript(KeyframesScene.entry)
        script.wait(0.1)
        script.tap(at: Self.badge)
        let run = try SceneReplay(KeyframesScene.entry).run(script.recording(tail: 2.5))
        let scene = try #require(run.scene as? KeyframesScene)
        #expect(scene.badgeClicks == 1)
        #expect(scene.badgeSteps.map(\.phase) == [.pop, .tilt, .rest])
        let times = scene.badgeSteps.map(\.time)
        #expect(times == times.sorted() && Set(times).count == 3)
        // The trace walks the phases in order, and ends at rest, at scale 1.
        var seen: [Double] = []
        for frame in run.trace.frames {
            let phase = try #require(frame["badge.phase"]?.double)
            if seen.last != phase { seen.append(phase) }
        }
        #expect(seen == [0, 1, 2, 0])
        let popped = run.trace.frames.compactMap { $0["badge.scale"]?.double }.max() ?? 0
        #expect(popped > 1.3 && popped < 1.6)
        #expect(abs((run.trace.frames.last?["badge.scale"]?.double ?? 0) - 1) < 1e-3)
        #expect(!scene.badgePhases.isRunning)
    }

    @Test("the dots cycle their phases until p pauses them, and p again resumes them")
    func dotsCycleAndPause() throws {
        var script = InputScript(KeyframesScene.entry)
        script.wait(2)
        script.key("p")
        script.wait(1)
        script.key("p")
        let run = try SceneReplay(KeyframesScene.entry).run(script.recording(tail: 1))
        let scene = try #require(run.scene as? KeyframesScene)
        #expect(!scene.dotsPaused)
        var changes = 0
        var last = -1.0
        var pausedPhases: Set<Double> = []
        for frame in run.trace.frames {
            let phase = try #require(frame["dots.phase"]?.double)
            if phase != last { changes += 1 }
            last = phase
            let t = try Self.seconds(frame, "t_ns")
            if t > 2.4 && t < 3 { pausedPhases.insert(phase) }
        }
        #expect(changes >= 8)   // about three cycles of three phases in the first two seconds and the last
        #expect(pausedPhases.count == 1)
    }
}
