import Eval
import Formats
import Testing

/// A drag at (1500, −800) points per second sampled every 8 ms.
private let steadyEvents =
    #"[{"t_ns":0,"x":100,"y":200},{"t_ns":8000000,"x":112,"y":193.6},{"t_ns":16000000,"x":124,"y":187.2},{"t_ns":24000000,"x":136,"y":180.8}]"#

@Suite("fling eval velocity")
struct EvalVelocityTests {
    @Test("every strategy estimates a steady drag", arguments: ["lsq2", "lsq1", "impulse", "ios"])
    func steadyDrag(strategy: String) throws {
        let a = try evalAnswer(#"{"velocity":{"strategy":""# + strategy + #"","events":"# + steadyEvents + "}}")
        #expect(abs(try #require(a["vx"]?.double) - 1500) < 1e-6)
        #expect(abs(try #require(a["vy"]?.double) + 800) < 1e-6)
        #expect(a["rejected"] == nil)
    }

    @Test("the strategy defaults to lsq2 and now_ns to the last event")
    func defaults() throws {
        let implicit = try Eval.run(#"{"velocity":{"events":"# + steadyEvents + "}}")
        let explicit = try Eval.run(
            #"{"velocity":{"strategy":"lsq2","events":"# + steadyEvents + #","now_ns":24000000}}"#)
        #expect(implicit == explicit)
    }

    @Test("lsq2 follows an acceleration that lsq1 averages")
    func acceleration() throws {
        // x = 50000·t² at 0, 10, 20 ms: 2000 points per second at 20 ms; the line says 1000.
        let events = #"[{"t_ns":0,"x":0,"y":0},{"t_ns":10000000,"x":5,"y":0},{"t_ns":20000000,"x":20,"y":0}]"#
        let lsq2 = try evalAnswer(#"{"velocity":{"events":"# + events + "}}")
        let lsq1 = try evalAnswer(#"{"velocity":{"strategy":"lsq1","events":"# + events + "}}")
        #expect(abs(try #require(lsq2["vx"]?.double) - 2000) < 1e-6)
        #expect(abs(try #require(lsq1["vx"]?.double) - 1000) < 1e-6)
    }

    @Test("a query more than 40 ms after the last event is zero")
    func stale() throws {
        let moving = try evalAnswer(#"{"velocity":{"events":"# + steadyEvents + #","now_ns":64000000}}"#)
        #expect(abs(try #require(moving["vx"]?.double) - 1500) < 1e-6)
        let stopped = try evalAnswer(
            #"{"velocity":{"strategy":"ios","events":"# + steadyEvents + #","now_ns":74000000}}"#)
        #expect(stopped["vx"]?.double == 0)
        #expect(stopped["vy"]?.double == 0)
    }

    @Test(
        "no events answer zero, as Flutter's and Android's trackers do",
        arguments: [
            #"{"velocity":{"events":[]}}"#, #"{"velocity":{"strategy":"impulse","events":[],"now_ns":123}}"#,
        ])
    func noEvents(request: String) throws {
        #expect(try Eval.run(request) == #"{"vx":0,"vy":0}"#)
    }

    @Test("one event is zero")
    func oneEvent() throws {
        let a = try evalAnswer(#"{"velocity":{"events":[{"t_ns":5,"x":1,"y":2}]}}"#)
        #expect(a["vx"]?.double == 0 && a["vy"]?.double == 0)
    }

    @Test("backwards timestamps are reported and ignored, equal ones replace")
    func rejected() throws {
        let a = try evalAnswer(
            #"""
            {"velocity":{"strategy":"impulse","events":[
              {"t_ns":0,"x":0,"y":0},{"t_ns":10000000,"x":10,"y":0},{"t_ns":5000000,"x":999,"y":999},
              {"t_ns":20000000,"x":50,"y":7},{"t_ns":20000000,"x":20,"y":0},{"t_ns":1,"x":0,"y":0}]}}
            """#)
        #expect(a["rejected"] == .array([.number("2"), .number("5")]))
        #expect(abs(try #require(a["vx"]?.double) - 1000) < 1e-6)
        #expect(abs(try #require(a["vy"]?.double)) < 1e-6)
        // now_ns defaults to the newest accepted event, not the rejected last one.
        let b = try evalAnswer(
            #"{"velocity":{"events":[{"t_ns":100000000,"x":0,"y":0},{"t_ns":110000000,"x":10,"y":0},{"t_ns":0,"x":0,"y":0}]}}"#
        )
        #expect(abs(try #require(b["vx"]?.double) - 1000) < 1e-6)
        #expect(b["rejected"] == .array([.number("2")]))
    }

    @Test("in an array with other kinds")
    func inAnArray() throws {
        guard
            case let .array(answers) = try evalAnswer(
                #"[{"velocity":{"events":"# + steadyEvents
                    + #"}},{"uikitVelocity":{"velocity":1500,"from":0,"to":750}}]"#)
        else {
            Issue.record("not an array")
            return
        }
        #expect(answers.count == 2)
        #expect(answers[1]["relative"]?.double == 2)
    }

    @Test(
        "malformed velocity requests name the field",
        arguments: [
            (
                #"{"velocity":{"events":[{"t_ns":0,"x":0,"y":0}],"extra":1}}"#,
                #"field "velocity.extra" is not a known field (known: events, now_ns, strategy)"#
            ),
            (#"{"velocity":{"events":[]},"times":[]}"#, #"field "times" is not a known field (known: velocity)"#),
            (#"{"velocity":{"strategy":"lsq2"}}"#, #"field "velocity.events" is missing"#),
            (
                #"{"velocity":{"events":{"t_ns":0}}}"#,
                #"field "velocity.events" must be an array of {"t_ns", "x", "y"} objects, not an object"#
            ),
            (#"{"velocity":{"events":[{"t_ns":0,"x":0,"y":0},3]}}"#, #"field "velocity.events[1]" must be an object"#),
            (
                #"{"velocity":{"events":[{"t_ns":0.5,"x":0,"y":0}]}}"#,
                #"field "velocity.events[0].t_ns" must be an integer, not a fraction"#
            ),
            (
                #"{"velocity":{"events":[{"t_ns":"0","x":0,"y":0}]}}"#,
                #"field "velocity.events[0].t_ns" must be an integer, not a string"#
            ),
            (#"{"velocity":{"events":[{"x":0,"y":0}]}}"#, #"field "velocity.events[0].t_ns" is missing"#),
            (
                #"{"velocity":{"events":[{"t_ns":0,"x":0,"y":0},{"t_ns":1,"x":0}]}}"#,
                #"field "velocity.events[1].y" is missing"#
            ),
            (
                #"{"velocity":{"events":[{"t_ns":0,"x":0,"y":0,"z":1}]}}"#,
                #"field "velocity.events[0].z" is not a known field (known: t_ns, x, y)"#
            ),
            (
                #"{"velocity":{"events":[{"t_ns":0,"x":null,"y":0}]}}"#,
                #"field "velocity.events[0].x" must be a number, not null"#
            ),
            (
                #"{"velocity":{"events":[{"t_ns":9000000000000000000,"x":0,"y":0}]}}"#,
                #"field "velocity.events[0].t_ns" is 9000000000000000000, outside"#
            ),
            (
                #"{"velocity":{"strategy":"lsq3","events":[{"t_ns":0,"x":0,"y":0}]}}"#,
                #"field "velocity.strategy" is "lsq3", not one of lsq2, lsq1, impulse, ios"#
            ),
            (
                #"{"velocity":{"strategy":2,"events":[{"t_ns":0,"x":0,"y":0}]}}"#,
                #"field "velocity.strategy" must be a string, not a number"#
            ),
            (
                #"{"velocity":{"events":[{"t_ns":0,"x":0,"y":0}],"now_ns":1.5}}"#,
                #"field "velocity.now_ns" must be an integer, not a fraction"#
            ),
            (
                #"{"velocity":{"events":[{"t_ns":10,"x":0,"y":0}],"now_ns":9}}"#,
                #"field "velocity.now_ns" is 9, earlier than the newest event (10)"#
            ),
            (#"{"velocity":[]}"#, #"field "velocity" must be an object, not an array"#),
            (
                #"[{"velocity":{"events":[]}},{"velocity":{"events":[],"now_ns":"x"}}]"#,
                #"request 1: field "velocity.now_ns" must be an integer, not a string"#
            ),
        ])
    func malformed(request: String, message: String) {
        let error = evalFailure(request)
        #expect(error?.hasPrefix(message) == true, "\(error ?? "no error")")
        #expect(error?.contains("\n") == false)
    }
}

@Suite("fling eval velocity: times at the ends of the range")
struct EvalVelocityRangeTests {
    /// The steady drag moved to start at `origin` nanoseconds.
    static func shifted(to origin: Int64, strategy: String) -> String {
        let events = [(0, 100.0, 200.0), (8_000_000, 112, 193.6), (16_000_000, 124, 187.2), (24_000_000, 136, 180.8)]
            .map { #"{"t_ns":\#(origin + Int64($0.0)),"x":\#($0.1),"y":\#($0.2)}"# }
        return #"{"velocity":{"strategy":"\#(strategy)","events":[\#(events.joined(separator: ","))]}}"#
    }

    @Test(
        "a drag at either end of the time range gives the velocity it gives at 0",
        arguments: ["lsq2", "lsq1", "impulse", "ios"])
    func extremes(strategy: String) throws {
        let atZero = try evalAnswer(Self.shifted(to: 0, strategy: strategy))
        for origin: Int64 in [-4_000_000_000_000_000_000, 4_000_000_000_000_000_000 - 24_000_000] {
            let far = try evalAnswer(Self.shifted(to: origin, strategy: strategy))
            #expect(abs(try #require(far["vx"]?.double) - 1500) < 1e-3)
            #expect(abs(try #require(far["vy"]?.double) + 800) < 1e-3)
            #expect(far["rejected"] == atZero["rejected"])
        }
    }

    @Test("events at opposite ends of the range: the gap resets the history (no wrapped difference)")
    func oppositeEnds() throws {
        let answer = try evalAnswer(
            #"{"velocity":{"events":[{"t_ns":-4000000000000000000,"x":0,"y":0},{"t_ns":4000000000000000000,"x":1,"y":1}],"now_ns":4000000000000000000}}"#
        )
        #expect(answer["vx"]?.double == 0)
        #expect(answer["vy"]?.double == 0)
    }

    @Test("times beyond ±4·10¹⁸ ns and positions beyond ±10⁹ are errors naming the field")
    func outOfRange() {
        #expect(
            evalFailure(#"{"velocity":{"events":[{"t_ns":4611686018427387904,"x":0,"y":0}]}}"#)
                == #"field "velocity.events[0].t_ns" is 4611686018427387904, outside -4000000000000000000…4000000000000000000"#
        )
        #expect(
            evalFailure(#"{"velocity":{"events":[],"now_ns":-4611686018427387904}}"#)?.hasPrefix(
                #"field "velocity.now_ns" is -4611686018427387904, outside"#) == true)
        #expect(
            evalFailure(#"{"velocity":{"events":[{"t_ns":0,"x":1e308,"y":0}]}}"#)
                == #"field "velocity.events[0].x" is 1e+308, outside -1000000000.0…1000000000.0"#)
    }
}
