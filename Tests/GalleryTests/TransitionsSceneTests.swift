import Demos
import Fling
import FlingTesting
import Testing

/// The "transitions" scene: every UIKit transition style on one card, by button and key,
/// and a press during a transition replacing it.
@Suite("the transitions scene")
struct TransitionsSceneTests {
    static var entry: SceneEntry { TransitionsScene.entry }

    /// The centre of button `index` in a 1280×800 window.
    static func button(_ index: Int) -> Point { Point(x: 160 + 160 * Double(index), y: 756) }

    func last(_ run: SceneReplay.Run, _ field: String) -> Double? { run.trace.frames.last?[field]?.double }

    @Test("a real recording: the seven buttons clicked in order, each after the last finished")
    func allSevenRecorded() throws {
        try ReplayTest.check("Recordings/transitions-all.flingrec", scene: Self.entry)
        let run = try SceneReplay(Self.entry).run(recordingAt: "Tests/GalleryTests/Recordings/transitions-all.flingrec")
        #expect(last(run, "content") == 7)
        #expect(last(run, "style") == 7)
        #expect(last(run, "completed") == 7)
        #expect(last(run, "interrupted") == 0)
        #expect(last(run, "running") == 0)
        // Each style ran in button order, and a curl went through mid-roll values.
        let styles = run.trace.frames.compactMap { $0["style"]?.double }
        #expect(Array(Set(styles)).sorted() == [0, 1, 2, 3, 4, 5, 6, 7])
        let curls = run.trace.frames.compactMap { $0["curl"]?.double }
        #expect(curls.contains { $0 > 0.2 && $0 < 0.8 })
        #expect(last(run, "curl") == 0 && last(run, "card.m11") == 1)
    }

    @Test("a real recording: a curl up interrupted by the d key, that by the left arrow")
    func interruptedRecorded() throws {
        try ReplayTest.check("Recordings/transitions-interrupt.flingrec", scene: Self.entry)
        let run = try SceneReplay(Self.entry).run(
            recordingAt: "Tests/GalleryTests/Recordings/transitions-interrupt.flingrec")
        #expect(last(run, "content") == 3)
        #expect(last(run, "style") == 2, "the flip from the left ran last")
        #expect(last(run, "completed") == 1)
        #expect(last(run, "interrupted") == 2)
        #expect(last(run, "running") == 0)
    }

    @Test(
        "each key runs its style: c, the arrows, u, d",
        arguments: Array(TransitionsScene.styles.enumerated().map { $0 }.map { ($0.offset, $0.element.key) }))
    func keys(index: Int, key: String) throws {
        var script = InputScript(Self.entry)
        script.key(key)
        script.wait(0.3)
        let middle = try SceneReplay(Self.entry).run(script.recording(tail: 0))
        #expect(last(middle, "style") == Double(index + 1))
        #expect(last(middle, "running") == 1)
        let run = try SceneReplay(Self.entry).run(script.recording(tail: 1))
        #expect(last(run, "content") == 1 && last(run, "completed") == 1 && last(run, "running") == 0)
    }

    @Test("halfway through, a flip from the left is edge-on about y and a curl up is half rolled")
    func progressIsTraced() throws {
        var script = InputScript(Self.entry)
        script.tap(at: Self.button(1))
        // UIKit's default ease-in-out is halfway at half the duration; the tap ends 0.05 s in.
        script.wait(0.35 - 0.05 + 0.05)
        let flip = try SceneReplay(Self.entry).run(script.recording(tail: 0))
        let m11 = try #require(last(flip, "card.m11"))
        #expect(abs(m11) < 0.2, "edge-on: m11 = \(m11)")
        #expect(last(flip, "card.m22") == 1)

        var curl = InputScript(Self.entry)
        curl.key("u")
        curl.wait(0.35 - 0.05)
        let rolled = try #require(last(try SceneReplay(Self.entry).run(curl.recording(tail: 0)), "curl"))
        #expect(rolled > 0.35 && rolled < 0.65, "curl \(rolled)")
    }

    @Test("a press during a transition starts the new one; the old completes with false")
    func interruption() throws {
        var script = InputScript(Self.entry)
        script.tap(at: Self.button(6))
        script.wait(0.2)
        script.tap(at: Self.button(0))
        let run = try SceneReplay(Self.entry).run(script.recording(tail: 1))
        #expect(last(run, "content") == 2)
        #expect(last(run, "style") == 1)
        #expect(last(run, "completed") == 1)
        #expect(last(run, "interrupted") == 1)
        let scene = try #require(run.scene as? TransitionsScene)
        #expect(!scene.root.sublayers.contains { $0.name == "snapshot:card" })
    }
}
