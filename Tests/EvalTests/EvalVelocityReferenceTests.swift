import Eval
import Formats
import Gestures
import Input
import Motion
import Testing

// `fling eval` velocity requests made from the cases of Flutter's and Android's own velocity
// tests (Tests/GesturesTests/VelocityReferenceVectors.json, restated there with their sources
// and licences): each answers what the reference answers, within 0.2 %, and exactly what a
// `VelocityTracker` fed the same events answers (the request is that tracker).

/// The vector file's cases, each as its JSON object.
private let referenceVectorCases: [JSONValue] = {
    let here = #filePath
    let tests = here[..<here.lastIndex(of: "/")!].dropLast("EvalTests".count)
    let path = tests + "GesturesTests/VelocityReferenceVectors.json"
    do {
        guard case let .array(cases)? = try JSONParser.parse(try InputFile.readText(String(path)))["cases"] else {
            fatalError("\(path): no \"cases\" array")
        }
        return cases
    } catch {
        fatalError("\(path): \(error)")
    }
}()

@Suite("fling eval velocity: Flutter's and Android's own cases")
struct EvalVelocityReferenceTests {
    @Test("every case's request answers as the reference and as the tracker", arguments: ["lsq2", "impulse", "ios"])
    func referenceCases(strategy: String) throws {
        var checked = 0
        for reference in referenceVectorCases {
            guard case let .array(answers)? = reference["answers"], case let .array(events)? = reference["events"],
                let now = reference["now_ns"]?.int64, let name = reference["name"]?.string
            else {
                Issue.record("a malformed case: \(reference)")
                return
            }
            let expected = answers.filter { $0["strategy"]?.string == strategy }
            guard !expected.isEmpty else { continue }
            let request = JSONValue.object([
                (
                    "velocity",
                    .object([
                        ("strategy", .string(strategy)), ("events", .array(events)), ("now_ns", .number(String(now))),
                    ])
                )
            ])
            let answer = try evalAnswer(JSONWriter.string(request))
            let vx = try #require(answer["vx"]?.double)
            let vy = try #require(answer["vy"]?.double)
            #expect(answer["rejected"] == nil, "\(name)")

            var tracker = VelocityTracker(strategy: VelocityStrategy(name: strategy)!)
            for event in events {
                tracker.add(
                    time: .nanoseconds(event["t_ns"]!.int64!),
                    position: Point(x: event["x"]!.double!, y: event["y"]!.double!))
            }
            let library = tracker.velocity(at: .nanoseconds(now))
            #expect(vx == library.x && vy == library.y, "\(name): eval (\(vx), \(vy)), tracker \(library)")

            for answer in expected {
                let value = answer["axis"]?.string == "x" ? vx : vy
                let target = try #require(answer["expected"]?.double)
                let within = target == 0 ? abs(value) <= 1e-6 : abs(value - target) <= 0.002 * abs(target)
                #expect(within, "\(name) \(strategy) \(answer["axis"]?.string ?? "?"): \(value), reference \(target)")
                checked += 1
            }
        }
        #expect(checked == ["lsq2": 73, "impulse": 36, "ios": 2][strategy])
    }
}
