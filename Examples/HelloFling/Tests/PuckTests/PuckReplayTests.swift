import FlingTesting
import Puck
import Testing

/// The puck's motion, pinned down by replay: a throw recorded in a real window, and
/// scripted input for the cases a recording would be a chore to make.
///
/// Goldens (`*.trace.jsonl`) sit beside the recordings. After changing the motion on
/// purpose, re-record them with `FLING_RECORD=all swift test`, look at the diff, and run
/// the tests again.
@Suite("The puck")
struct PuckReplayTests {
    @Test("a throw recorded in a real window replays to its golden trace")
    func recordedThrow() throws {
        try ReplayTest.check("Recordings/throw.flingrec", scene: PuckScene.entry)
    }

    @Test("a scripted flick to the right glides to the right edge and stays on the table")
    func flickRight() throws {
        var script = InputScript(PuckScene.entry)
        script.flick(from: Point(x: 640, y: 400), velocity: Point(x: 2400, y: 300))
        try ReplayTest.check(script, named: "Recordings/flick-right", scene: PuckScene.entry)

        let run = try SceneReplay(PuckScene.entry).run(script.recording())
        let last = try #require(run.trace.frames.last)
        #expect(abs((last["puck.x"]?.double ?? 0) - (1280 - 48)) < 0.5, "at rest against the right edge")
        let xs = run.trace.frames.compactMap { $0["puck.x"]?.double }
        #expect(xs.allSatisfy { $0 <= 1280 - 48 + 40 }, "a spring may overshoot a little, never off the table")
    }

    @Test("a tap does not move the puck")
    func tapStaysPut() throws {
        var script = InputScript(PuckScene.entry)
        script.tap(at: Point(x: 640, y: 400))
        let run = try SceneReplay(PuckScene.entry).run(script.recording(tail: 0.5))
        for frame in run.trace.frames {
            #expect(frame["puck.x"]?.double == 640 && frame["puck.y"]?.double == 400)
        }
    }

    @Test("a press on the gliding puck catches it where it is seen")
    func catchMidFlight() throws {
        var script = InputScript(PuckScene.entry)
        script.flick(from: Point(x: 640, y: 400), velocity: Point(x: -1500, y: 0))
        script.wait(0.12)
        // Where the puck is shown at the moment of the press: replay up to it.
        let flying = try SceneReplay(PuckScene.entry).run(script.recording(tail: 0))
        let shown = try #require(flying.trace.frames.last?["puck.x"]?.double)
        #expect(shown < 640 - 100 && shown > 48, "still in flight")

        script.tap(at: Point(x: shown, y: 400))
        let run = try SceneReplay(PuckScene.entry).run(script.recording(tail: 1))
        let rest = try #require(run.trace.frames.last?["puck.x"]?.double)
        #expect(abs(rest - shown) < 30, "caught near \(shown), not carried on to \(48)")
    }
}
