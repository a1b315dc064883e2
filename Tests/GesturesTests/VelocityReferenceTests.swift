import Formats
import Gestures
import Motion
import Testing
import Time

// Fling's trackers against Flutter's and Android's own tests: every single-pointer case of
// flutter/flutter's velocity_tracker_test.dart and AOSP's VelocityTracker_test.cpp, restated in
// VelocityReferenceVectors.json (its "about" says where each number comes from, and the
// licences: BSD-3-Clause and Apache-2.0). The references' tests accept 0.1 % (Flutter) and 20 %
// (Android); Fling's target is every answer within 0.2 % of what the reference's algorithm
// computes.

/// One reference case: the samples a reference tracker was given and what it answered.
struct VelocityReferenceCase: Sendable, CustomStringConvertible {
    struct Answer: Sendable {
        var strategy: VelocityStrategy
        /// 0 for x, 1 for y.
        var axis: Int
        var expected: Double
    }

    var name: String
    var reference: String
    var events: [(time: FrameTime, position: Point)]
    var now: FrameTime
    var answers: [Answer]

    var description: String { name }

    /// The velocity Fling's tracker answers for this case with `strategy`.
    func velocity(_ strategy: VelocityStrategy) -> Point {
        var tracker = VelocityTracker(strategy: strategy)
        for event in events { tracker.add(time: event.time, position: event.position) }
        return tracker.velocity(at: now)
    }
}

/// How far `actual` is from `expected`, relative; an expected zero is met by anything within
/// 10⁻⁶ points per second (the bound Android's own test puts on its zeros) and missed by
/// anything else.
func relativeError(_ actual: Double, _ expected: Double) -> Double {
    if expected == 0 { return abs(actual) <= 1e-6 ? 0 : .infinity }
    return abs(actual - expected) / abs(expected)
}

/// The cases of VelocityReferenceVectors.json, next to this file.
let velocityReferenceCases: [VelocityReferenceCase] = {
    let directory = String(#filePath.prefix(upTo: #filePath.lastIndex(of: "/")!))
    let path = directory + "/VelocityReferenceVectors.json"
    do {
        let root = try JSONParser.parse(try InputFile.readText(path))
        guard case let .array(cases)? = root["cases"] else { fatalError("\(path): no \"cases\" array") }
        return cases.map { value in
            guard case let .array(events)? = value["events"], case let .array(answers)? = value["answers"],
                let name = value["name"]?.string, let reference = value["reference"]?.string,
                let now = value["now_ns"]?.int64
            else { fatalError("\(path): a malformed case \(value)") }
            return VelocityReferenceCase(
                name: name, reference: reference,
                events: events.map { event in
                    guard let t = event["t_ns"]?.int64, let x = event["x"]?.double, let y = event["y"]?.double else {
                        fatalError("\(path): \(name): a malformed event \(event)")
                    }
                    return (FrameTime.nanoseconds(t), Point(x: x, y: y))
                },
                now: .nanoseconds(now),
                answers: answers.map { answer in
                    guard let strategyName = answer["strategy"]?.string,
                        let strategy = VelocityStrategy(name: strategyName),
                        let axis = answer["axis"]?.string, axis == "x" || axis == "y",
                        let expected = answer["expected"]?.double
                    else {
                        fatalError("\(path): \(name): a malformed answer \(answer)")
                    }
                    return .init(strategy: strategy, axis: axis == "x" ? 0 : 1, expected: expected)
                })
        }
    } catch {
        fatalError("\(path): \(error)")
    }
}()

@Suite("velocity against Flutter's and Android's own tests")
struct VelocityReferenceTests {
    @Test("the vectors hold every case restated")
    func vectorCounts() {
        let cases = velocityReferenceCases
        #expect(cases.filter { $0.reference == "flutter" }.count == 15)
        #expect(cases.filter { $0.reference == "android" }.count == 31)
        let answers = cases.flatMap(\.answers)
        #expect(answers.filter { $0.strategy == .leastSquares(degree: 2) }.count == 73)
        #expect(answers.filter { $0.strategy == .impulse }.count == 36)
        #expect(answers.filter { $0.strategy == .iOS }.count == 2)
    }

    @Test("every answer within 0.2 % of the reference's", arguments: ["lsq2", "impulse", "ios"])
    func everyAnswerWithinTwoTenthsOfAPercent(strategyName: String) {
        let strategy = VelocityStrategy(name: strategyName)!
        var count = 0
        var within = 0
        var worst = (error: 0.0, what: "none")
        var misses: [String] = []
        for reference in velocityReferenceCases {
            let answers = reference.answers.filter { $0.strategy == strategy }
            guard !answers.isEmpty else { continue }
            let velocity = reference.velocity(strategy)
            for answer in answers {
                let actual = answer.axis == 0 ? velocity.x : velocity.y
                let error = relativeError(actual, answer.expected)
                count += 1
                let what = "\(reference.name) v\(answer.axis == 0 ? "x" : "y"): \(actual), expected \(answer.expected)"
                if error <= 0.002 { within += 1 } else { misses.append(what) }
                if error >= worst.error { worst = (error, what) }
            }
        }
        print(
            "velocity reference \(strategyName): \(within) of \(count) answers within 0.2 %; worst relative error \(worst.error) (\(worst.what))"
        )
        #expect(count > 0)
        #expect(misses.isEmpty, "\(strategyName): \(misses.count) of \(count) answers more than 0.2 % off: \(misses)")
    }

    @Test("no reference recording sets off the rule for implausible input")
    func recordingsAreNeverImplausible() {
        for reference in velocityReferenceCases {
            var tracker = VelocityTracker()
            for event in reference.events {
                tracker.add(time: event.time, position: event.position)
                #expect(!tracker.holdsImplausibleSample, "\(reference.name) at \(event.time)")
            }
        }
    }
}
