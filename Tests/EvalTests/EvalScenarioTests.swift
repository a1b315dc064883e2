import Eval
import Formats
import Testing

private func presentation(_ answer: JSONValue, _ key: String) -> [Double] {
    guard case let .array(samples)? = answer["samples"] else { return [] }
    return samples.compactMap { $0["presentation"]?[key]?.double }
}

private func events(_ answer: JSONValue) -> [String] {
    guard case let .array(list)? = answer["events"] else { return [] }
    return list.map { event in
        let detail =
            event["finished"].map { JSONWriter.string($0) } ?? event["position"]?.string ?? event["state"]?.string
            ?? "?"
        return
            "\(JSONWriter.string(event["time"] ?? .null)) \(event["kind"]?.string ?? "") \(event["source"]?.string ?? "") \(detail)"
    }
}

@Suite("fling eval scenarios")
struct EvalScenarioTests {
    @Test("two overlapping easeInEaseOut position animations: 74.17, 50, 12.92, both finished")
    func overlappingAdditiveAnimations() throws {
        let answer = try evalAnswer(
            #"{"scenario":{"properties":{"position.x":0},"steps":[{"at":0,"animate":{"curve":"easeInEaseOut","duration":1},"set":{"position.x":100}},{"at":0.5,"animate":{"curve":"easeInEaseOut","duration":1},"set":{"position.x":0}}],"sample":{"times":[0.75,1.0,1.25,2]}}}"#
        )
        let x = presentation(answer, "position.x")
        #expect(x.count == 4)
        #expect(x.last == 0)
        #expect(abs(x[0] - 74.17) < 0.005 && abs(x[1] - 50) < 1e-9 && abs(x[2] - 12.92) < 0.005)
        #expect(events(answer) == ["1 completion steps[0] true", "1.5 completion steps[1] true"])
    }

    @Test("layer animations: snap-back, fill forwards and removal, stamped at their logical times")
    func layerAnimations() throws {
        let answer = try evalAnswer(
            #"{"scenario":{"properties":{"opacity":1},"steps":[{"at":0,"layerAnimation":{"key":"fade","basic":{"keyPath":"opacity","toValue":0,"duration":1}}},{"at":0,"layerAnimation":{"key":"hold","basic":{"keyPath":"position.y","fromValue":0,"toValue":10,"duration":0.5,"fillMode":"forwards","isRemovedOnCompletion":false}}},{"at":2,"removeAnimation":"hold"}],"sample":{"times":[0.5,1.5,1.9,2.1]}}}"#
        )
        #expect(presentation(answer, "opacity") == [0.5, 1, 1, 1])
        #expect(presentation(answer, "position.y") == [10, 10, 10, 0])
        #expect(events(answer) == ["0.5 completion hold true", "1 completion fade true"])
    }

    @Test("a property animator walks its states and reports its position")
    func animatorScenario() throws {
        let answer = try evalAnswer(
            #"{"scenario":{"properties":{"opacity":1},"steps":[{"at":0,"animator":{"id":"a","create":{"duration":1,"curve":"linear"},"set":{"opacity":0}}},{"at":0,"animator":{"id":"a","call":"startAnimation"}},{"at":0.25,"animator":{"id":"a","call":"pauseAnimation"}},{"at":0.3,"animator":{"id":"a","fractionComplete":0.5}},{"at":0.4,"animator":{"id":"a","call":"stopAnimation","withoutFinishing":false}},{"at":0.5,"animator":{"id":"a","call":"finishAnimation","at":"end"}}],"sample":{"times":[0.2,0.35,0.6]}}}"#
        )
        #expect(presentation(answer, "opacity") == [0.8, 0.5, 0])
        let log = events(answer)
        #expect(log.contains("0.4 state a stopped"))
        #expect(log.suffix(2) == ["0.5 state a inactive", "0.5 completion a end"])
    }

    @Test("animator states and positions are answered by their plain names, as requests spell them")
    func plainNames() throws {
        let text = try Eval.run(
            #"{"scenario":{"properties":{"opacity":1},"steps":[{"at":0,"animator":{"id":"a","create":{"duration":1},"set":{"opacity":0}}},{"at":0,"animator":{"id":"a","call":"startAnimation"}},{"at":0.5,"animator":{"id":"a","call":"stopAnimation","withoutFinishing":false}},{"at":0.5,"animator":{"id":"a","call":"finishAnimation","at":"current"}}],"sample":{"times":[1]}}}"#
        )
        #expect(text.contains(#""state":"stopped""#) && text.contains(#""position":"current""#), "\(text)")
        #expect(!text.contains(#"":"."#), "\(text)")
    }

    @Test(
        "illegal animator calls answer an error for that request instead of stopping",
        arguments: [
            (
                #"{"at":0.1,"animator":{"id":"a","call":"finishAnimation","at":"end"}}"#,
                "finishAnimation on animator \"a\" in state active (running); finishAnimation is legal only in state stopped"
            ),
            (
                #"{"at":0.1,"animator":{"id":"a","call":"stopAnimation","withoutFinishing":false}}"#,
                "animator \"a\" was left in state stopped; call finishAnimation"
            ),
        ])
    func illegalCalls(step: String, message: String) throws {
        let request =
            #"[{"scenario":{"properties":{"opacity":1},"steps":[{"at":0,"animator":{"id":"a","create":{"duration":1},"set":{"opacity":0}}},{"at":0,"animator":{"id":"a","call":"startAnimation"}},"#
            + step + #"],"sample":{"times":[0.2]}}},{"uikitVelocity":{"velocity":1,"from":0,"to":1}}]"#
        guard case let .array(answers) = try evalAnswer(request) else {
            Issue.record("not an array")
            return
        }
        #expect(answers[0]["error"]?.string?.hasPrefix(message) == true, "\(answers[0])")
        #expect(answers[1]["relative"]?.double == 1)   // the next request is still answered
    }

    @Test(
        "malformed scenarios name the field",
        arguments: [
            (
                #"{"scenario":{"sample":{"times":[0]},"steps":[{"at":0,"set":{"opacityy":1}}]}}"#,
                #"field "scenario.steps[0].set.opacityy" is not a layer key path"#
            ),
            (#"{"scenario":{"sample":{"times":[0]},"steps":[{"at":0}]}}"#, #"field "scenario.steps[0]" needs one of"#),
            (#"{"scenario":{"steps":[]}}"#, #"field "scenario.sample" is missing"#),
            (
                #"{"scenario":{"sample":{"times":[0]},"steps":[{"at":0,"layerAnimation":{"key":"k","basic":{"keyPath":"opacity","fillMode":"sideways"}}}]}}"#,
                #"field "scenario.steps[0].layerAnimation.basic.fillMode" is "sideways""#
            ),
            (
                #"{"scenario":{"sample":{"times":[0]},"steps":[{"at":0,"animator":{"id":"z","call":"startAnimation"}}]}}"#,
                #"field "scenario.steps[0].animator.id" "z" was never created"#
            ),
        ])
    func malformed(request: String, message: String) {
        do {
            _ = try Eval.run(request)
            Issue.record("expected an error")
        } catch {
            #expect(error.message.hasPrefix(message), "got: \(error.message)")
        }
    }
}
