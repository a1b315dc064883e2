import Foundation
import Testing

/// The issue's examples, run as a user would: each ends with a result or one line of error,
/// never a signal.
@Suite("Inputs at and beyond every limit", .serialized)
struct InputLimitTests {
    func write(_ text: String, _ name: String) throws -> String {
        let file = try FlingProcess.temporaryDirectory().appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    func expectOneLineError(
        _ result: FlingProcess.Result, _ start: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == 1, "status \(result.status): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderrLines.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix(start), "\(result.stderr)", sourceLocation: sourceLocation)
    }

    @Test("eval: an animator left stopped before a bad field is one error line, not a trap")
    func stoppedAnimator() throws {
        let request = #"""
            [{"spring":{"duration":0.5},"target":1,"times":[0.1]},
             {"scenario":{"properties":{"position.x":0},"steps":[
               {"at":0,"animator":{"id":"a","create":{"duration":1},"set":{"position.x":100}}},
               {"at":0,"animator":{"id":"a","call":"startAnimation"}},
               {"at":0.1,"animator":{"id":"a","call":"stopAnimation","withoutFinishing":false}},
               {"at":0.2,"set":{"bogus":1}}],"sample":{"times":[0.3]}}}]
            """#
        let result = try FlingProcess.run(["eval", try write(request, "animator.json")])
        expectOneLineError(
            result, #"fling: eval: request 1: field "scenario.steps[3].set.bogus" is not a layer key path"#)
    }

    @Test("plot: a spring toward 5e-324 is drawn")
    func subnormalTarget() throws {
        let output = try FlingProcess.temporaryDirectory().appendingPathComponent("spring.svg").path
        let result = try FlingProcess.run(["plot", "spring", "--duration", "0.5", "--target", "5e-324", "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("replay: an end frame of 10⁹ and a 100000-point window are one error line each")
    func recordingLimits() throws {
        let source = try String(
            contentsOf: FlingProcess.sessions.appendingPathComponent("long-press.flingrec"), encoding: .utf8)
        var lines = source.split(separator: "\n").map(String.init)
        let last = lines.removeLast()
        let far = try write(
            (lines + [#"{"t":16666667000000000,"frame":1000000000,"type":"end"}"#]).joined(separator: "\n") + "\n",
            "far.flingrec")
        expectOneLineError(
            try FlingProcess.run(["replay", far]),
            "fling: \(far):\(lines.count + 1): field \"frame\" is 1000000000, outside 0…1000000")
        let wide = try write(
            ([
                lines[0].replacingOccurrences(
                    of: #""width":1280,"height":800"#, with: #""width":100000,"height":100000"#)
            ]
                + lines.dropFirst() + [last]).joined(separator: "\n") + "\n", "wide.flingrec")
        expectOneLineError(
            try FlingProcess.run(["replay", wide]), "fling: \(wide):1: field \"window.width\" is 100000.0")
    }

    @Test("demo and profile: --frames and --seconds beyond their limits are refused before running")
    func runLength() throws {
        let frames = try FlingProcess.run(["demo", "--headless", "--frames", "2000000"])
        #expect(
            frames.status != 0 && frames.stderr.contains("--frames must be between 1 and 1000000"), "\(frames.stderr)")
        let seconds = try FlingProcess.run(["profile", "--headless", "--seconds", "1e9"])
        #expect(
            seconds.status != 0 && seconds.stderr.contains("--seconds must be positive and at most 3600"),
            "\(seconds.stderr)")
    }
}
