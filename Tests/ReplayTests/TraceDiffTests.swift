import Replay
import Testing

@Suite("Frame trace comparison")
struct TraceDiffTests {
    let expected = """
        {"frame":0,"vsync":0,"t_ns":0,"target_ns":16666667,"gesture":"possible","card.x":640,"hash":"aa"}
        {"frame":1,"vsync":1,"t_ns":16666667,"target_ns":33333334,"gesture":"began","card.x":650.5,"hash":"bb"}
        """

    @Test("identical traces have no difference")
    func identical() throws {
        let a = try FrameTrace.parse(expected, path: "a")
        #expect(a.firstDifference(from: try FrameTrace.parse(expected, path: "b")) == nil)
    }

    @Test("the first differing frame and field are named")
    func firstDifferenceIsNamed() throws {
        let changed = expected.replacingOccurrences(of: "650.5", with: "650.25")
            .replacingOccurrences(of: "\"bb\"", with: "\"cc\"")
        let difference = try #require(
            try FrameTrace.parse(expected, path: "a")
                .firstDifference(from: try FrameTrace.parse(changed, path: "b")))
        #expect(difference.description == "frame 1 (line 2): card.x: expected 650.5, got 650.25")
    }

    @Test("a missing frame, a missing field and an extra field are differences")
    func structuralDifferences() throws {
        let a = try FrameTrace.parse(expected, path: "a")
        let oneFrame = try FrameTrace.parse(String(expected.split(separator: "\n")[0]), path: "b")
        #expect(
            a.firstDifference(from: oneFrame)?.description
                == "frame 1 (line 2): expected a frame, got no frame (the trace ends)")
        let missing = try FrameTrace.parse(expected.replacingOccurrences(of: ",\"card.x\":640", with: ""), path: "c")
        #expect(a.firstDifference(from: missing)?.field == "card.x")
        let extra = try FrameTrace.parse(
            expected.replacingOccurrences(of: "\"card.x\":640,", with: "\"card.x\":640,\"z\":1,"), path: "d")
        #expect(a.firstDifference(from: extra)?.field == "z")
    }

    @Test("a tolerance forgives small numeric differences only")
    func tolerance() throws {
        let a = try FrameTrace.parse(expected, path: "a")
        let b = try FrameTrace.parse(expected.replacingOccurrences(of: "650.5", with: "650.5000001"), path: "b")
        #expect(a.firstDifference(from: b) != nil)
        #expect(a.firstDifference(from: b, tolerance: 1e-6) == nil)
    }
}
