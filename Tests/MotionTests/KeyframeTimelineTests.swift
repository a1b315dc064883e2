import Motion
import Testing

// Expected values are closed forms worked out in the comments (Hermite bases, the critically
// damped spring's solution), not read back from the implementation.

private struct Card: Equatable {
    var scale = 1.0
    var rotation = Angle.zero
    var offset = Vector(dx: 0, dy: 0)
    var opacity = 1.0
}

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// x(t) and x'(t) of a critically damped unit-mass spring with natural frequency ω pulled to 0:
/// x = (x₀ + (v₀ + ωx₀)t)e^(−ωt).
private func critical(_ x0: Double, _ v0: Double, omega: Double, _ t: Double) -> (x: Double, v: Double) {
    let c = v0 + omega * x0
    let e = (-omega * t).exp
    return ((x0 + c * t) * e, (c - omega * (x0 + c * t)) * e)
}

extension Double {
    fileprivate var exp: Double {
        // e^x by its series after range reduction: the tests' own arithmetic, no Foundation.
        var n = 0
        var x = self
        while abs(x) > 0.5 {
            x /= 2
            n += 1
        }
        var term = 1.0
        var sum = 1.0
        for k in 1...30 {
            term *= x / Double(k)
            sum += term
        }
        for _ in 0..<n { sum *= sum }
        return sum
    }
}

@Suite("SwiftUI keyframe timelines")
struct KeyframeTimelineTests {
    /// Critically damped: stiffness ω² = 100, damping 2ω = 20.
    let spring = Spring(mass: 1, stiffness: 100, damping: 20)

    @Test("linear tracks over key paths: values at the running sums of the durations, eased by the curve")
    func linearTracks() {
        let timeline = KeyframeTimeline(initialValue: Card()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 0.5)
                LinearKeyframe(0.5, duration: 1)
            }
            KeyframeTrack(\.opacity) {
                LinearKeyframe(0.0, duration: 1, timingCurve: .easeIn)
            }
        }
        #expect(timeline.duration == 1.5)
        for (time, scale) in [(0.0, 1.0), (0.25, 1.5), (0.5, 2), (1.0, 1.25), (1.5, 0.5)] {
            #expect(close(timeline.value(time: time).scale, scale), "scale at \(time)")
        }
        // The ease-in curve's own value at 0.5 of its progress: 1 − curve.
        #expect(close(timeline.value(time: 0.5).opacity, 1 - UnitCurve.easeIn.value(at: 0.5)))
        #expect(close(timeline.value(progress: 0.5).scale, 1.625))   // 0.75 s: 2 − 1.5·¼
        // Properties without a track keep their initial values.
        #expect(timeline.value(time: 0.7).rotation == .zero && timeline.value(time: 0.7).offset == Vector(dx: 0, dy: 0))
    }

    @Test("a track shorter than the timeline holds the value it ends on; before 0 and past the end the ends")
    func shorterTrackHolds() {
        let timeline = KeyframeTimeline(initialValue: Card()) {
            KeyframeTrack(\.scale) { LinearKeyframe(3.0, duration: 0.25) }
            KeyframeTrack(\.rotation) { LinearKeyframe(Angle.degrees(90), duration: 2) }
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0.25).scale == 3)
        #expect(timeline.value(time: 1.2).scale == 3)
        #expect(close(timeline.value(time: 1).rotation.radians, Angle.degrees(45).radians))
        #expect(timeline.value(time: -1) == Card())
        #expect(timeline.value(time: 5).rotation == .degrees(90))
    }

    @Test("cubic keyframes: Catmull-Rom tangents between them, zero at the ends, or the velocities given")
    func cubicCatmullRom() {
        let timeline = KeyframeTimeline(initialValue: Card(scale: 0)) {
            KeyframeTrack(\.scale) {
                CubicKeyframe(10.0, duration: 1)
                CubicKeyframe(20.0, duration: 1)
                CubicKeyframe(0.0, duration: 1)
            }
        }
        // Tangents: 0 at the start; (20 − 0)/(2 − 0) = 10 at t = 1; (0 − 10)/(3 − 1) = −5 at t = 2;
        // 0 at the end. Hermite at s = ½: h01 = ½, h10 = ⅛, h11 = −⅛, times d = 1.
        #expect(close(timeline.value(time: 0.5).scale, 10 * 0.5 + 10 * -0.125))   // 3.75
        #expect(close(timeline.value(time: 1.5).scale, 10 + 10 * 0.5 + 10 * 0.125 + -5 * -0.125))   // 16.875
        #expect(close(timeline.value(time: 2.5).scale, 20 - 20 * 0.5 + -5 * 0.125))   // 9.375
        #expect(timeline.value(time: 1).scale == 10 && timeline.value(time: 2).scale == 20)

        let given = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(4.0, duration: 2, startVelocity: 3, endVelocity: -1)
            }
        }
        // d = 2, s = ½: Δ·h01 + d·(v₀·h10 + v₁·h11) = 4·½ + 2·(3·⅛ + (−1)·(−⅛)) = 3.
        #expect(close(given.value(time: 1), 3))
    }

    @Test("a spring keyframe starts with the velocity the keyframe before it ends with and hands its own on")
    func springCarriesVelocity() {
        let omega = 10.0
        let timeline = KeyframeTimeline(initialValue: Card(scale: 0)) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(10.0, duration: 1)   // ends moving at 10 per second
                SpringKeyframe(20.0, duration: 0.3, spring: spring)
                SpringKeyframe(0.0, duration: 0.5, spring: spring)
            }
        }
        #expect(close(timeline.duration, 1.8))
        // First spring: offset 10 − 20 = −10 from its target, carried velocity 10.
        for local in [0.0, 0.05, 0.1, 0.2] {
            let expected = 20 + critical(-10, 10, omega: omega, local).x
            #expect(close(timeline.value(time: 1 + local).scale, expected), "at \(1 + local)")
        }
        // Where it is cut short, at 0.3 s, the second spring takes over with its velocity.
        let handOff = critical(-10, 10, omega: omega, 0.3)
        let x1 = 20 + handOff.x
        #expect(handOff.v > 1)   // still moving: the hand-off is visible
        for local in [0.0, 0.1, 0.25] {
            let expected = critical(x1, handOff.v, omega: omega, local).x
            #expect(close(timeline.value(time: 1.3 + local).scale, expected), "at \(1.3 + local)")
        }
        // Past the timeline, the second spring's value at its 0.5 s holds.
        #expect(close(timeline.value(time: 9).scale, critical(x1, handOff.v, omega: omega, 0.5).x))

        // Without a carried velocity the same spring starts at rest: a different value.
        let atRest = KeyframeTimeline(initialValue: 10.0) {
            KeyframeTrack { SpringKeyframe(20.0, duration: 0.3, spring: spring) }
        }
        #expect(close(atRest.value(time: 0.1), 20 + critical(-10, 0, omega: omega, 0.1).x))
        #expect(!close(atRest.value(time: 0.1), timeline.value(time: 1.1).scale, 1e-3))
    }

    @Test("a spring keyframe without a duration lasts its spring's settling duration")
    func springSettles() {
        let timeline = KeyframeTimeline(initialValue: Card()) {
            KeyframeTrack(\.offset) { SpringKeyframe(Vector(dx: 30, dy: -40), spring: spring) }
        }
        #expect(timeline.duration == spring.settlingDuration)
        // Both components follow the same unit response: x = 30 + (0 − 30)·A(t).
        let a = critical(1, 0, omega: 10, 0.2).x
        let value = timeline.value(time: 0.2).offset
        #expect(close(value.dx, 30 - 30 * a) && close(value.dy, -40 + 40 * a))
    }

    @Test("a move keyframe jumps at its time, and the next keyframe starts there at rest")
    func moveJumps() {
        let timeline = KeyframeTimeline(initialValue: Card(scale: 0)) {
            KeyframeTrack(\.scale) {
                MoveKeyframe(5.0)
                LinearKeyframe(10.0, duration: 1)
                MoveKeyframe(50.0)
                LinearKeyframe(60.0, duration: 1)
            }
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: -0.1).scale == 0)   // before the timeline: the initial value
        #expect(timeline.value(time: 0).scale == 5)   // the leading move has jumped at 0
        #expect(close(timeline.value(time: 0.5).scale, 7.5))
        #expect(close(timeline.value(time: 0.999).scale, 9.995))
        #expect(timeline.value(time: 1).scale == 50)
        #expect(close(timeline.value(time: 1.5).scale, 55))
    }

    @Test("an angle track animates radians; later tracks of the same property win; builder control flow")
    func anglesAndBuilder() {
        let wobble = true
        let timeline = KeyframeTimeline(initialValue: Card()) {
            KeyframeTrack(\.rotation) { LinearKeyframe(Angle.degrees(360), duration: 1) }
            if wobble {
                KeyframeTrack(\.scale) { LinearKeyframe(9.0, duration: 1) }
            }
            for step in 1...2 {
                KeyframeTrack(\.scale) { LinearKeyframe(Double(step), duration: 0.5) }
            }
        }
        #expect(close(timeline.value(time: 0.75).rotation.radians, Angle.degrees(270).radians))
        #expect(timeline.value(time: 0.5).scale == 2)   // the last track of \.scale
        #expect(timeline.duration == 1)
        let empty = KeyframeTimeline(initialValue: Card(scale: 4)) { Keyframes<Card>.empty }
        #expect(empty.duration == 0 && empty.value(time: 1).scale == 4)
    }
}
