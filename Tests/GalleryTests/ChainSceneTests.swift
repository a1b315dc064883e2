import Demos
import Fling
import FlingTesting
import Testing

/// The chained-springs grid: a dragged square trails the pointer, the others follow their
/// neighbours in a wave, and a release settles every square back on its place.
@Suite("chain: 400 squares on chained springs")
struct ChainSceneTests {
    static let size = Size(width: 1280, height: 800)

    /// The squares' places in a 1280 × 800 window.
    static let home: [Point] = {
        let scene = ChainScene()
        scene.layout(size: size)
        return scene.home
    }()

    static let centre = 10 * ChainScene.columns + 10

    /// A press on the centre square, dragged by `by` over `duration` seconds, still held.
    static func holdingDrag(by offset: Point, duration: Double = 0.3, thenWait wait: Double) -> InputScript {
        var script = InputScript(ChainScene.entry)
        let start = home[centre]
        script.add(.pointerMove(x: start.x, y: start.y, buttons: []))
        script.add(.pointerDown(x: start.x, y: start.y, button: .left))
        let steps = Int(duration / 0.008)
        for step in 1...steps {
            script.wait(0.008)
            let point = start + offset * (Double(step) / Double(steps))
            script.add(.pointerMove(x: point.x, y: point.y, buttons: PointerButton.left.mask))
        }
        script.wait(wait)
        return script
    }

    @Test("a drag held still brings every square along by the drag's displacement, the far corner too")
    func heldDragMovesTheGrid() throws {
        let offset = Point(x: 200, y: 100)
        let script = Self.holdingDrag(by: offset, thenWait: 3)
        let run = try SceneReplay(ChainScene.entry).run(script.recording(tail: 0))
        let scene = try #require(run.scene as? ChainScene)
        #expect(scene.isDragging && scene.draggedCell == Self.centre)
        #expect(scene.farCell == 0, "the far corner from (10, 10) is the top left")
        // The pan's 10-point slop is taken off the translation, as UIKit's is.
        let dragged = scene.shownPosition(Self.centre) - Self.home[Self.centre]
        #expect(dragged.x < offset.x && dragged.distance(to: offset) < 12, "dragged by \(dragged)")
        for index in scene.cells.indices {
            let moved = scene.shownPosition(index) - Self.home[index]
            #expect(moved.distance(to: dragged) < 0.05, "square \(index) moved \(moved), not \(dragged)")
        }
        let last = try #require(run.trace.frames.last)
        let expected = 400 * (dragged.x * dragged.x + dragged.y * dragged.y).squareRoot()
        #expect(
            abs((last["offGrid"]?.double ?? 0) - expected) < 5,
            "offGrid \(last["offGrid"]?.double ?? -1), not \(expected)")
        #expect(last["gesture.pan"]?.string == "changed")
    }

    @Test("the drag spreads as a wave: a neighbour of the dragged square moves before the far corner")
    func wave() throws {
        let script = Self.holdingDrag(by: Point(x: 240, y: 0), duration: 0.2, thenWait: 0.05)
        let run = try SceneReplay(ChainScene.entry).run(script.recording(tail: 0))
        let scene = try #require(run.scene as? ChainScene)
        let neighbour = Self.centre + 1
        let far = scene.farCell
        let near = scene.shownPosition(neighbour).x - Self.home[neighbour].x
        let farMoved = scene.shownPosition(far).x - Self.home[far].x
        let dragged = scene.shownPosition(Self.centre).x - Self.home[Self.centre].x
        #expect(dragged > 100, "the dragged square trails the pointer: \(dragged)")
        #expect(near > 40 && near < dragged, "the neighbour follows behind it: \(near)")
        #expect(abs(farMoved) < 1, "the far corner has not started yet: \(farMoved)")
    }

    @Test("a fast release carries the square on past where it was let go, and everything settles on the grid")
    func releaseSettles() throws {
        var script = InputScript(ChainScene.entry)
        script.flick(from: Self.home[Self.centre], velocity: Point(x: -2500, y: 1200), duration: 0.12)
        let released = try SceneReplay(ChainScene.entry).run(script.recording(tail: 0))
        let releaseX = try #require(released.trace.frames.last?["dragged.x"]?.double)
        let run = try SceneReplay(ChainScene.entry).run(script.recording(tail: 4))
        let after = run.trace.frames.suffix(from: released.trace.frames.count).prefix(6).compactMap {
            $0["dragged.x"]?.double
        }
        #expect(
            (after.min() ?? 0) < releaseX - 5, "the square flies on leftwards after the release: \(releaseX) → \(after)"
        )
        let last = try #require(run.trace.frames.last)
        #expect(last["offGrid"]?.double == 0, "settled: \(last["offGrid"]?.double ?? -1)")
        #expect(
            last["dragged.x"]?.double == Self.home[Self.centre].x
                && last["dragged.y"]?.double == Self.home[Self.centre].y)
        let scene = try #require(run.scene as? ChainScene)
        #expect(!scene.isDragging && scene.dragCount == 1 && !scene.engine.hasRunningAnimations)
    }

    @Test("a drag that starts far from every square moves none")
    func missedPress() throws {
        var script = InputScript(ChainScene.entry)
        script.drag(from: Point(x: 60, y: 400), to: Point(x: 400, y: 300), duration: 0.2)
        let run = try SceneReplay(ChainScene.entry).run(script.recording(tail: 0.5))
        #expect(run.trace.frames.allSatisfy { $0["offGrid"]?.double == 0 })
        let scene = try #require(run.scene as? ChainScene)
        #expect(scene.dragCount == 0)
    }

    @Test("a recorded drag across the grid with a fast release replays to its golden and ends settled on the grid")
    func recordedDrag() throws {
        try ReplayTest.check("Recordings/chain-drag.flingrec", scene: ChainScene.entry)
        let run = try SceneReplay(ChainScene.entry).run(recordingAt: Self.recording("chain-drag.flingrec"))
        let scene = try #require(run.scene as? ChainScene)
        #expect(scene.dragCount == 1 && !scene.isDragging)
        let offGrid = run.trace.frames.compactMap { $0["offGrid"]?.double }
        #expect((offGrid.max() ?? 0) > 10_000, "the drag moved the grid: \(offGrid.max() ?? 0)")
        let last = try #require(run.trace.frames.last)
        #expect(last["offGrid"]?.double == 0, "settled: \(last["offGrid"]?.double ?? -1)")
        #expect(!scene.engine.hasRunningAnimations)
        for index in scene.cells.indices { #expect(scene.shownPosition(index) == scene.home[index]) }
    }

    /// The path of a recording beside this file.
    static func recording(_ name: String, filePath: String = #filePath) -> String {
        let folder = filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return folder + "/Recordings/" + name
    }
}
