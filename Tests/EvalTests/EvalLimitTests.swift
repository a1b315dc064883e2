import Eval
import Formats
import Testing

/// Requests whose numbers or sizes used to trap or to take work out of proportion to the answer.
@Suite("fling eval: every number within what can be done")
struct EvalLimitTests {
    /// An animator left stopped, then a bad field: the error is reported; releasing the
    /// stopped animator used to trap in `PropertyAnimator.deinit`, losing every answer.
    @Test("a scenario that leaves an animator stopped and then has a bad field answers with the field's error")
    func stoppedAnimatorThenFieldError() {
        let request = #"""
            [{"curve":"linear","times":[0.5]},
             {"scenario":{"properties":{"position.x":0},"steps":[
               {"at":0,"animator":{"id":"a","create":{"duration":1},"set":{"position.x":100}}},
               {"at":0,"animator":{"id":"a","call":"startAnimation"}},
               {"at":0.1,"animator":{"id":"a","call":"stopAnimation","withoutFinishing":false}},
               {"at":0.2,"animator":{"id":"b","call":"startAnimation"}},
               {"at":0.3,"set":{"bogus":1}}],"sample":{"times":[0.4]}}}]
            """#
        #expect(
            evalFailure(request)
                == #"request 1: field "scenario.steps[3].animator.id" "b" was never created (create it with {"id": "b", "create": {...}})"#
        )
    }

    @Test("two animators left stopped are both reported safely, and the next request is answered")
    func twoStoppedAnimators() throws {
        func stopped(_ id: String, at time: Double) -> String {
            #"{"at":\#(time),"animator":{"id":"\#(id)","create":{"duration":1},"set":{"position.x":100}}},"#
                + #"{"at":\#(time),"animator":{"id":"\#(id)","call":"startAnimation"}},"#
                + #"{"at":\#(time + 0.1),"animator":{"id":"\#(id)","call":"stopAnimation","withoutFinishing":false}}"#
        }
        let scenario =
            #"{"scenario":{"properties":{"position.x":0},"steps":["# + stopped("a", at: 0) + "," + stopped("b", at: 0.2)
            + #"],"sample":{"times":[0.5]}}}"#
        let answer = try evalAnswer("[" + scenario + #",{"curve":"linear","times":[0.5]}]"#)
        guard case let .array(answers) = answer else {
            Issue.record("not an array")
            return
        }
        #expect(answers.count == 2)
        #expect(answers[0]["error"]?.string?.hasPrefix(#"animator "a" was left in state stopped"#) == true)
        #expect(answers[1]["samples"] != nil)
    }

    @Test("a repeating animation of 5e-324 seconds samples a million seconds later")
    func tinyRepeatingDuration() throws {
        let request = #"""
            {"scenario":{"properties":{"position.x":0},"steps":[
              {"at":0,"animate":{"curve":"linear","duration":5e-324},"options":["repeat","autoreverse"],"set":{"position.x":100}},
              {"at":0,"layerAnimation":{"key":"k","basic":{"keyPath":"opacity","fromValue":0,"toValue":1,"duration":5e-324,"repeatDuration":1e9,"autoreverses":true,"isCumulative":true}}}],
             "sample":{"times":[0, 1000000]}}}
            """#
        let answer = try evalAnswer(request)
        guard case let .array(samples)? = answer["samples"] else {
            Issue.record("no samples")
            return
        }
        #expect(samples.count == 2)
        for sample in samples {
            let x = try #require(sample["presentation"]?["position.x"]?.double)
            #expect(x.isFinite)
        }
    }

    @Test("a scenario has at most 1000 steps and 10000 sample times")
    func scenarioSize() throws {
        let step = #"{"at":0,"set":{"position.x":1}}"#
        func scenario(steps: Int, samples: Int) -> String {
            #"{"scenario":{"steps":["# + Array(repeating: step, count: steps).joined(separator: ",")
                + #"],"sample":{"times":["# + Array(repeating: "1", count: samples).joined(separator: ",") + "]}}}"
        }
        // At the limits: answered (each step is found by its index, not searched for).
        let answer = try evalAnswer(scenario(steps: 1000, samples: 10_000))
        guard case let .array(samples)? = answer["samples"] else {
            Issue.record("no samples")
            return
        }
        #expect(samples.count == 10_000)
        #expect(
            evalFailure(scenario(steps: 1001, samples: 1))
                == #"field "scenario.steps" has 1001 steps; a scenario has at most 1000"#)
        #expect(
            evalFailure(scenario(steps: 1, samples: 10_001))
                == #"field "scenario.sample.times" has 10001 times; a scenario samples at most 10000"#)
    }
}
