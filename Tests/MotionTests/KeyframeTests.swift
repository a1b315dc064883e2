import Motion
import Testing

// Expected values are worked out by hand from the definitions in the comments, not read back
// from the implementation.

private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool { abs(a - b) <= tolerance }
private func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-12) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite("CAKeyframeAnimation interpolation")
struct KeyframeInterpolatorTests {
    @Test("linear: keyTimes [0, 0.25, 1] place the middle value a quarter of the way in")
    func linearWithKeyTimes() throws {
        let scalar = try KeyframeInterpolator(values: [0.0, 10, 40], keyTimes: [0, 0.25, 1])
        #expect(close(scalar.value(at: 0.125), 5))   // halfway through 0 → 10
        #expect(close(scalar.value(at: 0.25), 10))
        #expect(close(scalar.value(at: 0.625), 25))   // (0.625 − 0.25)/0.75 = ½ of 10 → 40
        let points = try KeyframeInterpolator(values: [p(0, 0), p(10, 20), p(40, -20)], keyTimes: [0, 0.25, 1])
        #expect(close(points.value(at: 0.125), p(5, 10)))
        #expect(close(points.value(at: 0.625), p(25, 0)))
    }

    @Test("linear: without keyTimes the values are evenly spaced, and fractions are clamped")
    func linearEvenlySpaced() throws {
        let scalar = try KeyframeInterpolator(values: [0.0, 10, 40])
        #expect(close(scalar.value(at: 0.25), 5))
        #expect(close(scalar.value(at: 0.75), 25))
        #expect(scalar.value(at: -1) == 0)
        #expect(scalar.value(at: 2) == 40)
        #expect(scalar.value(at: .nan) == 0)
        #expect(try KeyframeInterpolator(values: [7.0]).value(at: 0.5) == 7)
        // Ends exactly on the last value, though 0.7 + (0.1 − 0.7) is 0.09999999999999998.
        for mode in KeyframeCalculationMode.allCases {
            #expect(try KeyframeInterpolator(values: [0.3, 0.7, 0.1], calculationMode: mode).value(at: 1) == 0.1)
        }
    }

    @Test(
        "discrete: each value is held until the next key time",
        arguments: [
            // (keyTimes, [(fraction, expected)])
            (nil, [(0.0, 1.0), (0.3, 1), (0.34, 2), (0.66, 2), (0.67, 3), (1, 3)]),
            ([0, 0.5, 0.75, 1], [(0, 1), (0.49, 1), (0.5, 2), (0.74, 2), (0.75, 3), (1, 3)]),
            ([0, 0.5, 1], [(0, 1), (0.49, 1), (0.5, 2), (0.99, 2), (1, 3)]),
        ] as [([Double]?, [(Double, Double)])])
    func discreteSteps(keyTimes: [Double]?, expectations: [(Double, Double)]) throws {
        let scalar = try KeyframeInterpolator(values: [1.0, 2, 3], keyTimes: keyTimes, calculationMode: .discrete)
        let points = try KeyframeInterpolator(
            values: [p(1, -1), p(2, -2), p(3, -3)], keyTimes: keyTimes,
            calculationMode: .discrete)
        for (fraction, expected) in expectations {
            #expect(scalar.value(at: fraction) == expected, "at \(fraction)")
            #expect(points.value(at: fraction) == p(expected, -expected), "at \(fraction)")
        }
    }

    @Test("paced: (0,0) → (3,4) → (3,10) reaches (3,4) at 5/11 and moves at constant speed")
    func pacedPoints() throws {
        let values = [p(0, 0), p(3, 4), p(3, 10)]
        let paced = try KeyframeInterpolator(values: values, calculationMode: .paced)
        #expect(close(paced.value(at: 5.0 / 11), p(3, 4)))
        #expect(close(paced.value(at: 5.0 / 22), p(1.5, 2)))
        #expect(close(paced.value(at: 8.0 / 11), p(3, 7)))
        // Total length 11: every step of fraction h covers 11·h (away from the corner, where
        // the chord cuts across).
        let h = 1.0 / 1000
        for i in 0..<1000 where !(Double(i) * h < 5.0 / 11 && 5.0 / 11 < Double(i + 1) * h) {
            let step = paced.value(at: Double(i + 1) * h) - paced.value(at: Double(i) * h)
            #expect(abs(step.magnitudeSquared.squareRoot() - 11 * h) < 1e-9, "at \(Double(i) * h)")
        }
        // keyTimes and timing functions are ignored, as Core Animation documents.
        let ignoring = try KeyframeInterpolator(
            values: values, keyTimes: [0, 0.9, 0.2],
            timingFunctions: [.easeIn], calculationMode: .paced)
        #expect(ignoring.value(at: 5.0 / 11) == paced.value(at: 5.0 / 11))
    }

    @Test("paced scalars: distances 10 and 5 put the middle key at 2/3")
    func pacedScalars() throws {
        let paced = try KeyframeInterpolator(values: [0.0, 10, 5], calculationMode: .paced)
        #expect(close(paced.value(at: 1.0 / 3), 5))
        #expect(close(paced.value(at: 2.0 / 3), 10))
        #expect(close(paced.value(at: 5.0 / 6), 7.5))
        // Values that never move fall back to even spacing instead of dividing by zero.
        #expect(try KeyframeInterpolator(values: [4.0, 4, 4], calculationMode: .paced).value(at: 0.3) == 4)
    }

    @Test(
        "cubic: passes through every value at its key time",
        arguments: [KeyframeCalculationMode.cubic, .cubicPaced])
    func cubicPassesThroughValues(mode: KeyframeCalculationMode) throws {
        let values = [p(0, 0), p(5, 2), p(-3, 7), p(2, 2)]
        let keyTimes = [0, 0.2, 0.7, 1.0]
        let spline = try KeyframeInterpolator(values: values, keyTimes: keyTimes, calculationMode: mode)
        // Paced key times: chord lengths √29, √89, √50.
        let lengths = [29.0, 89, 50].map { $0.squareRoot() }
        let total = lengths.reduce(0, +)
        let pacedTimes = [0, lengths[0] / total, (lengths[0] + lengths[1]) / total, 1]
        for (value, time) in zip(values, mode == .cubic ? keyTimes : pacedTimes) {
            #expect(close(spline.value(at: time), value, 1e-12), "at \(time)")
        }
    }

    @Test("cubic: Catmull-Rom tangents, hand-computed halfway through the first segment")
    func cubicHandComputed() throws {
        let spline = try KeyframeInterpolator(
            values: [0.0, 5, -3, 2], keyTimes: [0, 0.2, 0.7, 1],
            calculationMode: .cubic)
        // Tangents per unit fraction: m0 = (5 − 0)/(2·0.2) = 12.5, m1 = (−3 − 0)/(0.7 − 0).
        // At u = ½: h01 = ½, h10 = ⅛, h11 = −⅛, scaled by the span 0.2.
        let m0 = 12.5
        let m1 = -3 / 0.7
        #expect(close(spline.value(at: 0.1), 5 * 0.5 + 0.2 * (m0 * 0.125 - m1 * 0.125)))
    }

    @Test(
        "cubic: C¹ at interior keys, with the central-difference tangent",
        arguments: [KeyframeCalculationMode.cubic, .cubicPaced])
    func cubicIsC1(mode: KeyframeCalculationMode) throws {
        let values = [0.0, 5, -3, 2, 2, 9]
        let keyTimes = [0, 0.2, 0.7, 0.75, 0.9, 1.0]
        let spline = try KeyframeInterpolator(values: values, keyTimes: keyTimes, calculationMode: mode)
        let times =
            mode == .cubic
            ? keyTimes
            : {
                var cumulative = [0.0]
                for i in 1..<values.count { cumulative.append(cumulative[i - 1] + abs(values[i] - values[i - 1])) }
                return cumulative.map { $0 / cumulative.last! }
            }()
        // Second-order one-sided differences, each from its own side of the key only.
        let h = 1e-5
        for i in 1..<(values.count - 1) {
            let k = times[i]
            let v = { spline.value(at: $0) }
            let left = (3 * v(k) - 4 * v(k - h) + v(k - 2 * h)) / (2 * h)
            let right = (-3 * v(k) + 4 * v(k + h) - v(k + 2 * h)) / (2 * h)
            let expected = (values[i + 1] - values[i - 1]) / (times[i + 1] - times[i - 1])
            #expect(abs(left - right) < 1e-4 * max(1, abs(expected)), "at key \(i)")
            #expect(abs(left - expected) < 1e-4 * max(1, abs(expected)), "at key \(i)")
        }
    }

    @Test("timing functions ease each segment's local progress")
    func timingFunctionsPerSegment() throws {
        let eased = try KeyframeInterpolator(values: [0.0, 10, 20], timingFunctions: [.easeIn, .easeOut])
        #expect(close(eased.value(at: 0.25), 10 * UnitCurve.easeIn.value(at: 0.5)))
        #expect(close(eased.value(at: 0.75), 10 + 10 * UnitCurve.easeOut.value(at: 0.5)))
        #expect(eased.value(at: 0.5) == 10)
        #expect(eased.value(at: 0.25) < 5 && eased.value(at: 0.75) > 15)

        // In cubic mode too: the eased spline at u is the plain spline at the eased u.
        let values = [p(0, 0), p(4, 8), p(10, 2)]
        let plain = try KeyframeInterpolator(values: values, calculationMode: .cubic)
        let easedCubic = try KeyframeInterpolator(
            values: values, timingFunctions: [.easeInOut, .default],
            calculationMode: .cubic)
        for u in [0.1, 0.4, 0.8] {
            #expect(
                close(easedCubic.value(at: 0.5 * u), plain.value(at: 0.5 * UnitCurve.easeInOut.value(at: u)), 1e-12))
            #expect(
                close(
                    easedCubic.value(at: 0.5 + 0.5 * u),
                    plain.value(at: 0.5 + 0.5 * UnitCurve.default.value(at: u)), 1e-12))
        }
    }

    @Test(
        "invalid input is rejected with a one-line message naming the field",
        arguments: [
            (
                [0.0, 1, 2], [0, 0.5] as [Double]?, nil as [UnitCurve]?, KeyframeCalculationMode.linear,
                KeyframeInterpolationError.keyTimeCount(count: 2, valueCount: 3, mode: .linear), "keyTimes"
            ),
            (
                [0, 1, 2], [0, 0.5, 0.75, 1], nil, .cubic,
                .keyTimeCount(count: 4, valueCount: 3, mode: .cubic), "keyTimes"
            ),
            ([0, 1, 2], [0.1, 0.5, 1], nil, .linear, .firstKeyTimeNotZero(0.1), "keyTimes[0]"),
            ([0, 1, 2], [0, 0.5, 0.9], nil, .linear, .lastKeyTimeNotOne(0.9), "keyTimes"),
            (
                [0, 1, 2, 3], [0, 0.6, 0.5, 1], nil, .linear,
                .keyTimesDecrease(index: 2, keyTime: 0.5, previous: 0.6), "keyTimes[2]"
            ),
            ([0, 1, 2], [0, 1.5, 1], nil, .discrete, .keyTimeOutOfRange(index: 1, keyTime: 1.5), "keyTimes[1]"),
            (
                [0, 1, 2], [0, 0.2, 0.4, 0.6, 1], nil, .discrete,
                .keyTimeCount(count: 5, valueCount: 3, mode: .discrete), "keyTimes"
            ),
            ([0, 1, 2], nil, [.easeIn], .linear, .timingFunctionCount(count: 1, segmentCount: 2), "timingFunctions"),
            ([], nil, nil, .linear, .noValues, "values"),
        ] as [([Double], [Double]?, [UnitCurve]?, KeyframeCalculationMode, KeyframeInterpolationError, String)])
    func invalidInputIsRejected(
        values: [Double], keyTimes: [Double]?, timingFunctions: [UnitCurve]?,
        mode: KeyframeCalculationMode, expected: KeyframeInterpolationError, field: String
    ) {
        #expect(throws: expected) {
            try KeyframeInterpolator(
                values: values, keyTimes: keyTimes, timingFunctions: timingFunctions,
                calculationMode: mode)
        }
        #expect(expected.description.hasPrefix(field))
        #expect(!expected.description.contains("\n"))
    }

    @Test("messages read as one line naming the field and the rule")
    func errorMessages() {
        #expect(
            KeyframeInterpolationError.keyTimesDecrease(index: 2, keyTime: 0.5, previous: 0.6).description
                == "keyTimes[2] = 0.5 is less than keyTimes[1] = 0.6; key times must not decrease")
        #expect(
            KeyframeInterpolationError.keyTimeCount(count: 5, valueCount: 3, mode: .discrete).description
                == "keyTimes: 5 key times for 3 discrete values; expected 3 or 4")
        #expect(
            KeyframeInterpolationError.keyTimeCount(count: 2, valueCount: 3, mode: .linear).description
                == "keyTimes: 2 key times for 3 values; expected 3, one per value")
    }

    @Test("a NaN key time is out of range")
    func nanKeyTimeIsRejected() {
        #expect(throws: KeyframeInterpolationError.self) {
            try KeyframeInterpolator(values: [0.0, 1, 2], keyTimes: [0, .nan, 1])
        }
    }
}

@Suite("Keyframe sequences: one value through SwiftUI's keyframe kinds")
struct KeyframeSequenceTests {
    @Test("linear keyframes reach their values at the running sums of their durations")
    func linearKeyframesHitTheirTimes() {
        let track = KeyframeSequence(
            initialValue: 0.0,
            [
                .linear(LinearKeyframe(to: 10, duration: 0.5)),
                .linear(LinearKeyframe(to: -5, duration: 1)),
                .linear(LinearKeyframe(to: 3, duration: 0.25)),
            ])
        #expect(track.duration == 1.75)
        for (time, expected) in [(0.0, 0.0), (0.25, 5), (0.5, 10), (1.0, 2.5), (1.5, -5), (1.625, -1), (1.75, 3)] {
            #expect(close(track.value(at: time), expected), "at \(time)")
        }
        #expect(track.value(at: -1) == 0)
        #expect(track.value(at: 9) == 3)
        #expect(track.velocity(at: 0.25) == 20)
        #expect(track.velocity(at: 1.0) == -15)
        #expect(track.velocity(at: -1) == 0 && track.velocity(at: 9) == 0)
    }

    @Test("the builder syntax makes the same track as the array, on points")
    func builderMatchesArray() {
        let bounce = true
        let built = KeyframeSequence(initialValue: p(0, 0)) {
            LinearKeyframe(to: p(10, 0), duration: 1, timingCurve: .easeInOut)
            if bounce {
                SpringKeyframe(to: p(10, 10), duration: 0.5)
            }
            for x in [20.0, 30] {
                CubicKeyframe(to: p(x, 0), duration: 0.5)
            }
            MoveKeyframe(to: p(0, 0))
        }
        let listed = KeyframeSequence(
            initialValue: p(0, 0),
            [
                .linear(LinearKeyframe(to: p(10, 0), duration: 1, timingCurve: .easeInOut)),
                .spring(SpringKeyframe(to: p(10, 10), duration: 0.5)),
                .cubic(CubicKeyframe(to: p(20, 0), duration: 0.5)),
                .cubic(CubicKeyframe(to: p(30, 0), duration: 0.5)),
                .move(MoveKeyframe(to: p(0, 0))),
            ])
        #expect(built.keyframes == listed.keyframes)
        #expect(built == listed)
        #expect(built.duration == 2.5)
        for i in 0...25 {
            #expect(built.value(at: Double(i) / 10) == listed.value(at: Double(i) / 10))
        }
        // Eased: halfway through the first keyframe is easeInOut's value at ½, which is ½.
        #expect(close(built.value(at: 0.5), p(5, 0)))
        #expect(close(built.value(at: 0.25), p(10 * UnitCurve.easeInOut.value(at: 0.25), 0)))
    }

    @Test("a move keyframe jumps at once: mid-track, first and last")
    func moveKeyframesJump() {
        let middle = KeyframeSequence(
            initialValue: 0.0,
            [
                .linear(LinearKeyframe(to: 10, duration: 1)),
                .move(MoveKeyframe(to: 50)),
                .linear(LinearKeyframe(to: 60, duration: 1)),
            ])
        #expect(middle.duration == 2)
        #expect(close(middle.value(at: 0.999), 9.99, 1e-9))
        #expect(middle.value(at: 1) == 50)
        #expect(close(middle.value(at: 1.5), 55))
        #expect(middle.velocity(at: 1.5) == 10)

        let first = KeyframeSequence(
            initialValue: 0.0, [.move(MoveKeyframe(to: 5)), .linear(LinearKeyframe(to: 15, duration: 1))])
        #expect(first.value(at: -0.1) == 0)
        #expect(first.value(at: 0) == 5)
        #expect(close(first.value(at: 0.5), 10))

        let last = KeyframeSequence(
            initialValue: 0.0, [.linear(LinearKeyframe(to: 10, duration: 1)), .move(MoveKeyframe(to: 20))])
        #expect(last.duration == 1)
        #expect(close(last.value(at: 0.5), 5))
        #expect(last.value(at: 1) == 20)
        #expect(last.velocity(at: 1) == 0)

        let empty = KeyframeSequence<Double>(initialValue: 4, [])
        #expect(empty.duration == 0 && empty.value(at: 0) == 4 && empty.value(at: 3) == 4 && empty.velocity(at: 0) == 0)
    }

    @Test("a cubic keyframe with explicit velocities starts and ends with them")
    func cubicExplicitVelocities() {
        let track = KeyframeSequence(
            initialValue: p(0, 0),
            [
                .cubic(CubicKeyframe(to: p(10, 4), duration: 2, startVelocity: p(3, -1), endVelocity: p(-4, 2))),
                .cubic(CubicKeyframe(to: p(12, 0), duration: 1)),
            ])
        #expect(track.value(at: 0) == p(0, 0))
        #expect(track.value(at: 2) == p(10, 4))
        #expect(close(track.velocity(at: 0), p(3, -1)))
        // The following cubic keyframe inherits the explicit end velocity, so the boundary is C¹.
        #expect(close(track.velocity(at: 2), p(-4, 2)))
        let h = 1e-6
        let start = (track.value(at: h) - track.value(at: 0)).scaled(by: 1 / h)
        let left = (track.value(at: 2) - track.value(at: 2 - h)).scaled(by: 1 / h)
        let right = (track.value(at: 2 + h) - track.value(at: 2)).scaled(by: 1 / h)
        #expect(close(start, p(3, -1), 1e-4))
        #expect(close(left, p(-4, 2), 1e-4))
        #expect(close(right, p(-4, 2), 1e-4))
        // The track ends at rest.
        #expect(close(track.velocity(at: 3), p(0, 0)))
    }

    @Test("cubic keyframes without velocities form a Catmull-Rom spline, resting at both ends")
    func cubicCatmullRom() {
        let track = KeyframeSequence(
            initialValue: 0.0,
            [
                .cubic(CubicKeyframe(to: 4, duration: 1)),
                .cubic(CubicKeyframe(to: 6, duration: 1)),
                .cubic(CubicKeyframe(to: 12, duration: 2)),
            ])
        for (time, value) in [(0.0, 0.0), (1, 4), (2, 6), (4, 12)] {
            #expect(track.value(at: time) == value, "at \(time)")
        }
        // Tangents (v₊ − v₋)/(t₊ − t₋): (6 − 0)/2 = 3 at t = 1 and (12 − 4)/3 at t = 2.
        for (time, tangent) in [(0.0, 0.0), (1, 3), (2, 8.0 / 3), (4, 0)] {
            #expect(close(track.velocity(at: time), tangent), "at \(time)")
        }
        // Halfway through the first segment: Hermite with m0 = 0, m1 = 3, d = 1 at s = ½.
        #expect(close(track.value(at: 0.5), 4 * 0.5 + 3 * -0.125))
    }

    @Test("a cubic keyframe next to a linear one takes the linear keyframe's velocity")
    func cubicNextToLinear() {
        let track = KeyframeSequence(
            initialValue: 0.0,
            [
                .linear(LinearKeyframe(to: 10, duration: 1)),
                .cubic(CubicKeyframe(to: 20, duration: 1)),
                .linear(LinearKeyframe(to: 20, duration: 1, timingCurve: .easeIn)),
            ])
        #expect(close(track.velocity(at: 1), 10))   // inherited from the linear 0 → 10 in 1 s
        #expect(close(track.velocity(at: 2), 0))   // easeIn starts at rest
    }

    @Test("a spring keyframe starts from the previous value with its velocity and tends to its target")
    func springKeyframe() {
        let spring = Spring(duration: 0.4, bounce: 0.2)
        let track = KeyframeSequence(
            initialValue: 0.0,
            [
                .linear(LinearKeyframe(to: 10, duration: 1)),
                .spring(SpringKeyframe(to: 50, spring: spring)),
            ])
        #expect(close(track.duration, 1 + spring.settlingDuration))
        #expect(track.value(at: 1) == 10)
        #expect(close(track.velocity(at: 1), 10))   // carried over from the linear keyframe
        // The scalar spring, released 40 short of 50 at 10 per second.
        for tau in [0.05, 0.2, 0.5] {
            let expected = 50 + spring.displacement(from: -40, velocity: 10, time: tau).value
            #expect(close(track.value(at: 1 + tau), expected, 1e-9), "at \(tau)")
        }
        #expect(abs(track.value(at: track.duration) - 50) < 0.1)
        #expect(track.value(at: 100) == track.value(at: track.duration))
    }

    @Test("a spring keyframe on points is a spring per axis, even with a sideways velocity")
    func springKeyframeOnPoints() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let track = KeyframeSequence(
            initialValue: p(0, 0),
            [
                .spring(SpringKeyframe(to: p(100, 0), duration: 1, spring: spring, startVelocity: p(0, 300)))
            ])
        for tau in [0.0, 0.1, 0.3, 0.7] {
            let x = spring.displacement(from: -100, velocity: 0, time: tau)
            let y = spring.displacement(from: 0, velocity: 300, time: tau)
            #expect(close(track.value(at: tau), p(100 + x.value, y.value), 1e-9), "at \(tau)")
            #expect(close(track.velocity(at: tau), p(x.velocity, y.velocity), 1e-9), "at \(tau)")
        }
        #expect(track.value(at: 0.1).y > 1)   // the sideways velocity is not projected away
    }

    @Test("a spring keyframe cut short hands its value on to the next keyframe")
    func springCutShort() {
        let spring = Spring(duration: 1, bounce: 0)
        let track = KeyframeSequence(
            initialValue: 0.0,
            [
                .spring(SpringKeyframe(to: 10, duration: 0.1, spring: spring)),
                .linear(LinearKeyframe(to: 0, duration: 1)),
            ])
        let reached = 10 + spring.displacement(from: -10, velocity: 0, time: 0.1).value
        #expect(reached > 0 && reached < 9)
        #expect(close(track.value(at: 0.1), reached))
        #expect(close(track.value(at: 0.6), reached / 2))
    }

    @Test(
        "velocity(at:) agrees with a central difference of value(at:)",
        arguments: [0.05, 0.3, 0.61, 0.9, 1.2, 1.45, 1.7, 2.3, 2.9, 3.4, 3.9])
    func velocityMatchesCentralDifference(time: Double) {
        let track = KeyframeSequence(initialValue: p(0, 0)) {
            LinearKeyframe(to: p(10, 5), duration: 0.6, timingCurve: .easeInOut)
            CubicKeyframe(to: p(30, -5), duration: 0.8)
            CubicKeyframe(to: p(20, 20), duration: 0.6, endVelocity: p(-10, 40))
            SpringKeyframe(to: p(0, 0), duration: 1, spring: .bouncy)
            LinearKeyframe(to: p(5, 5), duration: 0.6, timingCurve: .default)
        }
        let h = 1e-6
        let difference = (track.value(at: time + h) - track.value(at: time - h)).scaled(by: 1 / (2 * h))
        let velocity = track.velocity(at: time)
        let scale = max(1, velocity.magnitudeSquared.squareRoot())
        #expect((velocity - difference).magnitudeSquared.squareRoot() < 1e-5 * scale, "\(velocity) vs \(difference)")
    }
}
