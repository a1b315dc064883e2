import Eval
import Formats
import Testing

@Suite("fling eval")
struct EvalTests {
    @Test("Apple's published spring figures")
    func publishedFigures() throws {
        let a = try evalAnswer(#"{"spring":{"duration":0.5,"bounce":0.3},"target":1,"times":[]}"#)
        #expect(abs(try #require(a["stiffness"]?.double) - 157.9) < 0.05)
        #expect(abs(try #require(a["damping"]?.double) - 17.6) < 0.05)
        let b = try evalAnswer(#"{"spring":{"mass":1,"stiffness":100,"damping":10},"target":1,"times":[]}"#)
        #expect(abs(try #require(b["duration"]?.double) - 0.63) < 0.005)
        #expect(abs(try #require(b["bounce"]?.double) - 0.5) < 1e-12)
        let c = try evalAnswer(#"{"curve":"default","times":[0.5]}"#)
        guard case let .array(samples)? = c["samples"] else {
            Issue.record("no samples")
            return
        }
        #expect(abs(try #require(samples.first?["value"]?.double) - 0.8024) < 1e-4)
    }

    @Test(
        "every spring parameterisation is accepted and read back",
        arguments: [
            #"{"duration":0.4,"bounce":-0.2}"#, #"{"response":0.6,"dampingRatio":0.5}"#,
            #"{"mass":2,"stiffness":300,"damping":20}"#, #"{"settlingDuration":1,"dampingRatio":0.7}"#,
            #"{"preset":"smooth"}"#, #"{"preset":"snappy"}"#, #"{"preset":"bouncy"}"#, #"{"preset":"spring"}"#,
            #"{"preset":"interactiveSpring"}"#,
        ])
    func springParameterisations(spring: String) throws {
        let a = try evalAnswer(#"{"spring":"# + spring + #","target":100,"initialVelocity":50,"times":[0,0.2,5]}"#)
        for key in [
            "mass", "stiffness", "damping", "dampingRatio", "response", "duration", "bounce", "settlingDuration",
        ] {
            #expect(a[key]?.double != nil, "missing \(key)")
        }
        guard case let .array(samples)? = a["samples"] else {
            Issue.record("no samples")
            return
        }
        #expect(samples.count == 3)
        #expect(samples[0]["value"]?.double == 0)
        #expect(samples[0]["velocity"]?.double == 50)
        #expect(abs(try #require(samples[2]["value"]?.double) - 100) < 0.01)
    }

    @Test("decay, rubber band and UIKit velocity answer")
    func otherShapes() throws {
        let decay = try evalAnswer(#"{"decay":{"velocity":1000,"rate":0.998},"from":10,"times":[0]}"#)
        #expect(abs(try #require(decay["projection"]?.double) - 509) < 1e-9)
        #expect(try #require(decay["destination"]?.double) > 509)
        let band = try evalAnswer(#"{"rubberband":{"offset":100,"dimension":500,"coefficient":0.55}}"#)
        #expect(abs(try #require(band["value"]?.double) - 49.549549549549) < 1e-9)
        let uikit = try evalAnswer(#"{"uikitVelocity":{"velocity":800,"from":100,"to":500}}"#)
        #expect(uikit["relative"]?.double == 2)
    }

    @Test("an array is answered in order")
    func arrays() throws {
        guard
            case let .array(answers) = try evalAnswer(
                #"[{"uikitVelocity":{"velocity":1,"from":0,"to":1}},{"rubberband":{"offset":0,"dimension":1}}]"#)
        else {
            Issue.record("not an array")
            return
        }
        #expect(answers.count == 2)
        #expect(answers[0]["relative"]?.double == 1)
        #expect(answers[1]["value"]?.double == 0)
    }

    @Test(
        "bounce 1, dampingRatio 0 and damping 0 are the same undamped spring, which never settles: settlingDuration is null",
        arguments: [
            #"{"duration":0.5,"bounce":1}"#, #"{"response":0.5,"dampingRatio":0}"#,
            #"{"mass":1,"stiffness":157.91367041742973,"damping":0}"#,
        ])
    func undampedSpring(spring: String) throws {
        let text = try Eval.run(#"{"spring":"# + spring + #","target":1,"times":[0.125,0.25,1000.5]}"#)
        #expect(text.contains(#""settlingDuration":null"#), "\(text)")
        let a = try JSONParser.parse(text)
        #expect(a["damping"]?.double == 0 && a["dampingRatio"]?.double == 0 && a["bounce"]?.double == 1)
        #expect(a["settlingDuration"] == .null)
        guard case let .array(samples) = a["samples"] else {
            Issue.record("no samples")
            return
        }
        let values = samples.compactMap { $0["value"]?.double }
        #expect(values.count == 3)
        #expect(abs(values[0] - 1) < 1e-9 && abs(values[1] - 2) < 1e-9 && abs(values[2]) < 1e-6, "\(values)")
    }

    @Test("a nearly undamped spring answers at once, with a finite settlingDuration")
    func nearlyUndampedSpring() throws {
        let a = try evalAnswer(#"{"spring":{"duration":0.5,"bounce":0.99999999},"target":1,"times":[]}"#)
        let settle = try #require(a["settlingDuration"]?.double)
        #expect(settle > 5e7 && settle < 6e7, "\(settle)")
    }

    @Test(
        "malformed requests name the problem",
        arguments: [
            (#"{"spring":{"duration":0.5},"target":1}"#, #"field "times" is missing"#),
            (
                #"{"spring":{"duration":0.5,"extra":1},"target":1,"times":[]}"#,
                #"field "spring.extra" is not a known field"#
            ),
            (
                #"{"spring":{"duration":0.5,"bounce":1.5},"target":1,"times":[]}"#,
                #"field "spring.bounce" is 1.5, outside (-1, 1] (1 is undamped)"#
            ),
            (
                #"{"spring":{"duration":0.5,"bounce":-1},"target":1,"times":[]}"#,
                #"field "spring.bounce" is -1.0, outside (-1, 1]"#
            ),
            (
                #"{"spring":{"settlingDuration":1,"dampingRatio":0},"target":1,"times":[]}"#,
                #"field "spring.dampingRatio" is 0: an undamped spring never settles, so no settlingDuration gives one; use {response, dampingRatio: 0} or {duration, bounce: 1}"#
            ),
            (
                #"{"spring":{"settlingDuration":1,"dampingRatio":-0.5},"target":1,"times":[]}"#,
                #"field "spring.dampingRatio" is -0.5, outside"#
            ),
            (#"{"spring":{},"target":1,"times":[]}"#, #"field "spring" needs one parameterisation"#),
            (#"{"spring":{"preset":"wobbly"},"target":1,"times":[]}"#, #"field "spring.preset" is "wobbly""#),
            (#"{"curve":[0.1,0.2,0.3],"times":[0]}"#, #"field "curve" must be a curve name or four numbers"#),
            (#"{"curve":[1.5,0,0.5,1],"times":[0]}"#, #"field "curve" has control x values 1.5"#),
            (#"{"curve":"linear","times":[0,"x"]}"#, #"field "times[1]" must be a number, not a string"#),
            (#"{"decay":{"velocity":10,"rate":1.5},"from":0,"times":[]}"#, #"field "decay.rate" is 1.5"#),
            (#"{"warp":1}"#, #"field "(request)" has none of spring, curve, decay, rubberband, uikitVelocity"#),
            (#"[{"curve":"linear","times":[]},{"nope":true}]"#, #"request 1: field "(request)" has none of"#),
            (#"{"curve": "#, "invalid JSON: "),
            ("42", #"field "(request)" must be an object, not a number"#),
        ])
    func errors(request: String, message: String) throws {
        let error = try #require(evalFailure(request))
        #expect(error.hasPrefix(message), "got: \(error)")
        #expect(!error.contains("\n"))
    }
}
