import Demos
import Fling
import FlingTesting
import Testing

/// The card stack: a slow release brings the top card back, a flick throws it away and the
/// next card takes its place; pinned by two recordings of real drags and by scripted input.
@Suite("the stack scene")
struct StackSceneTests {
    /// The traced value `name` of `frame`.
    static func value(_ frame: JSONValue?, _ name: String) -> Double { frame?[name]?.double ?? .nan }

    @Test("a slow release recorded in a real window: the card comes back, nothing is thrown")
    func recordedReturn() throws {
        try ReplayTest.check("Recordings/stack-return.flingrec", scene: StackScene.entry)
        let run = try SceneReplay(StackScene.entry).run(recordingAt: Self.path("stack-return"))
        let scene = try #require(run.scene as? StackScene)
        let xs = run.trace.frames.map { Self.value($0, "top.x") }
        #expect(xs.max()! > scene.deckCenter.x + 60, "the card followed the drag to the right")
        let tilts = run.trace.frames.map { Self.value($0, "top.rotation") }
        #expect(tilts.max()! > 0.05, "and tilted clockwise with it")
        let last = run.trace.frames.last
        #expect(Self.value(last, "thrown") == 0 && Self.value(last, "top.index") == 0)
        #expect(abs(Self.value(last, "top.x") - scene.deckCenter.x) < 0.01)
        #expect(abs(Self.value(last, "top.y") - scene.deckCenter.y) < 0.01)
        #expect(abs(Self.value(last, "top.rotation")) < 1e-4)
        #expect(abs(Self.value(last, "next.scale") - 0.95) < 1e-4, "the next card is back a step down")
    }

    @Test("a flick recorded in a real window: the card flies off tilting, the next one takes its place")
    func recordedFlick() throws {
        try ReplayTest.check("Recordings/stack-flick.flingrec", scene: StackScene.entry)
        let run = try SceneReplay(StackScene.entry).run(recordingAt: Self.path("stack-flick"))
        let scene = try #require(run.scene as? StackScene)
        let last = run.trace.frames.last
        #expect(Self.value(last, "thrown") == 1 && Self.value(last, "top.index") == 1)
        #expect(Self.value(last, "thrown.x") > 1280 + 200, "thrown off the right edge")
        #expect(scene.deckLayer.sublayers.count == StackScene.visibleCount, "and taken off the screen")
        #expect(Self.value(last, "thrown.rotation") > 0.3, "tilting further with its velocity")
        #expect(abs(Self.value(last, "top.x") - scene.deckCenter.x) < 0.01)
        #expect(abs(Self.value(last, "top.y") - scene.deckCenter.y) < 0.01)
        #expect(abs(Self.value(last, "next.scale") - 0.95) < 1e-4)
        #expect(scene.flying.isEmpty)
        #expect(scene.deck.map(scene.number(of:)) == [1, 2, 3, 4, 5], "a new card was dealt at the back")
    }

    @Test("a thrown card leaves at the release velocity (the flight starts at it)")
    func throwCarriesVelocity() throws {
        var script = InputScript(StackScene.entry)
        script.flick(from: Point(x: 640, y: 420), velocity: Point(x: -1800, y: 400))
        let run = try SceneReplay(StackScene.entry).run(script.recording(tail: 0.3))
        let frames = run.trace.frames
        let start = try #require(frames.firstIndex { Self.value($0, "thrown") == 1 })
        // Two frames into the flight the card still moves at about the release speed.
        let a = frames[start + 1]
        let b = frames[start + 2]
        let vx = (Self.value(b, "thrown.x") - Self.value(a, "thrown.x")) * 60
        let vy = (Self.value(b, "thrown.y") - Self.value(a, "thrown.y")) * 60
        #expect(vx < -1500 && vx > -2000, "\(vx)")
        #expect(vy > 300 && vy < 500, "\(vy)")
        #expect(Self.value(frames.last, "thrown.rotation") < -0.2, "a throw to the left tilts anticlockwise")
    }

    @Test("the next card grows with the drag's distance while the card is held")
    func nextCardGrowsWithTheDrag() throws {
        var script = InputScript(StackScene.entry)
        script.add(.pointerMove(x: 640, y: 420, buttons: []))
        script.add(.pointerDown(x: 640, y: 420, button: .left))
        for step in 1...40 {
            script.wait(0.012)
            script.add(.pointerMove(x: 640 + Double(step) * 4, y: 420, buttons: .left))
        }
        script.wait(0.5)   // still held: nothing is released, nothing thrown
        let run = try SceneReplay(StackScene.entry).run(script.recording(tail: 0))
        let scales = run.trace.frames.map { Self.value($0, "next.scale") }
        #expect(abs(scales.first! - 0.95) < 1e-9)
        // 150 points (160 less the pan's 10-point slop) of a 264.6-point throw distance: the
        // next card is 57 % of a step up. The interactive spring may overshoot a hair.
        #expect(abs(scales.last! - (0.95 + 0.05 * 150 / (0.9 * 294))) < 1e-4, "\(scales.last!)")
        for (earlier, later) in zip(scales, scales.dropFirst()) { #expect(later >= earlier - 1e-4) }
        #expect(Self.value(run.trace.frames.last, "thrown") == 0)
    }

    @Test("a slow drag past the throw distance still throws (the projection decides)")
    func farDragThrows() throws {
        var script = InputScript(StackScene.entry)
        script.drag(from: Point(x: 640, y: 420), to: Point(x: 960, y: 420), duration: 1.6)
        let run = try SceneReplay(StackScene.entry).run(script.recording(tail: 1.5))
        #expect(Self.value(run.trace.frames.last, "thrown") == 1)
    }

    @Test("seven flicks in a row deal cards from the seeded order without running out")
    func manyThrows() throws {
        var script = InputScript(StackScene.entry)
        for turn in 0..<7 {
            script.flick(from: Point(x: 640, y: 420), velocity: Point(x: turn % 2 == 0 ? 2000 : -2000, y: -200))
            script.wait(0.1)
        }
        let run = try SceneReplay(StackScene.entry).run(script.recording(tail: 2.5))
        let scene = try #require(run.scene as? StackScene)
        #expect(scene.thrownCount == 7 && scene.topIndex == 7)
        #expect(scene.deck.map(scene.number(of:)) == Array(7..<12))
        #expect(scene.flying.isEmpty)
        #expect(scene.deckLayer.sublayers.count == StackScene.visibleCount, "cards out of the window left the tree")
    }

    @Test("the seed shuffles the colours; the same seed deals the same deck")
    func seededOrder() {
        let colours = { (seed: UInt64) in StackScene(seed: seed).deck.map { $0.backgroundColor } }
        #expect(colours(7) == colours(7))
        #expect(colours(7) != colours(8))
    }

    static func path(_ name: String, filePath: String = #filePath) -> String {
        let folder = filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return "\(folder)/Recordings/\(name).flingrec"
    }
}
