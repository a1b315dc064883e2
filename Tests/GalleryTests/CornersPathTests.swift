import Demos
import Fling
import FlingTesting
import Testing

/// The corners card's flight path (the key F): a trail of the card's shown positions that
/// a catch in flight keeps, drawn only while shown, and invisible to the traced values.
@Suite("corners: the flight path")
struct CornersPathTests {
    static let recording = "Recordings/corners-retarget-path.flingrec"

    @Test("a throw caught in flight and thrown to another corner, path on, replays to its golden trace")
    func recordedRetarget() throws {
        try ReplayTest.check(Self.recording, scene: CornersScene.entry)
    }

    @Test("the recorded retarget ends in the top-right slot with the whole bent path drawn")
    func recordedRetargetEnd() throws {
        let run = try SceneReplay(CornersScene.entry).run(recordingAt: Recordings.path(Self.recording))
        let scene = try #require(run.scene as? CornersScene)
        let last = try #require(run.trace.frames.last)
        #expect(last["card.x"]?.double == scene.slotCenter(1).x && last["card.y"]?.double == scene.slotCenter(1).y)
        #expect(scene.showsFlightPath)
        #expect(!scene.pathLayer.isHidden && scene.pathLayer.sublayers.count == scene.flightPath.count)
        // Both throws: the first flight heading for the bottom right, caught on its way, and
        // the second climbing to the top right.
        let path = scene.flightPath.map(\.position)
        #expect(
            path.first.map { $0.distance(to: Point(x: 640, y: 400)) < 1 } == true, "starts where the first drag did")
        #expect(path.contains { $0.y > 550 } && path.contains { $0.y < 200 })
        #expect(scene.flightPath.contains { $0.isDrag } && scene.flightPath.contains { !$0.isDrag })
        #expect(path.last.map { $0.distance(to: scene.slotCenter(1)) < 1 } == true)
        #expect(scene.handoffs.map(\.slot) == [3, 1])
    }

    @Test("F shows and hides the path and changes no traced value")
    func toggleChangesNoTrace() throws {
        func run(keys: Int) throws -> SceneReplay.Run {
            var script = InputScript(CornersScene.entry)
            // Key presses that take no time, so the three scripts differ only in them.
            for _ in 0..<keys {
                script.add(.key(name: "f", isDown: true))
                script.add(.key(name: "f", isDown: false))
            }
            script.flick(from: Point(x: 640, y: 400), velocity: Point(x: -2000, y: 1200))
            return try SceneReplay(CornersScene.entry).run(script.recording(tail: 1))
        }
        let plain = try run(keys: 0)
        let shown = try run(keys: 1)
        let hidden = try run(keys: 2)
        #expect(plain.trace.frames == shown.trace.frames && plain.trace.frames == hidden.trace.frames)
        let on = try #require(shown.scene as? CornersScene)
        let off = try #require(hidden.scene as? CornersScene)
        #expect(on.showsFlightPath && !on.flightPath.isEmpty && on.pathLayer.sublayers.count == on.flightPath.count)
        #expect(!off.showsFlightPath && off.pathLayer.isHidden && off.pathLayer.sublayers.isEmpty)
        #expect(off.flightPath == on.flightPath, "the trail is kept while hidden")
    }

    @Test("a drag that picks the card up at rest starts a new trail")
    func newTrailFromRest() throws {
        var script = InputScript(CornersScene.entry)
        script.key("f")
        script.flick(from: Point(x: 640, y: 400), velocity: Point(x: -2000, y: 1200))
        script.wait(1.5)
        let bottomLeft = Point(x: 48 + 160, y: 800 - 48 - 90)
        script.flick(from: bottomLeft, velocity: Point(x: 0, y: -2500))
        let run = try SceneReplay(CornersScene.entry).run(script.recording(tail: 1.5))
        let scene = try #require(run.scene as? CornersScene)
        let first = try #require(scene.flightPath.first)
        #expect(
            first.position.distance(to: bottomLeft) < 1, "the trail starts at the second pick-up, not \(first.position)"
        )
        #expect(scene.flightPath.allSatisfy { $0.position.x < 640 }, "no dot of the first flight")
        #expect(scene.handoffs.map(\.slot) == [2, 0])
    }
}

/// Paths of files beside these tests.
enum Recordings {
    static func path(_ name: String, file: String = #filePath) -> String {
        var folder = file
        while let last = folder.last, last != "/" { folder.removeLast() }
        return folder + name
    }
}
