import Demos
import Fling
import FlingTesting
import Testing

/// The zoom scene, on the stack's zoom transition: the scene driven by synthetic clicks and
/// drags on a virtual clock, its zoom checked against the stack's spring in closed form; and
/// two recordings of real input.
@Suite("the zoom scene")
struct ZoomSceneTests {
    /// The stack's spring: every zoom leg runs on it.
    static let spring = Spring(duration: 0.5, bounce: 0)

    /// The scene in a 1280×800 window with a gesture arena that hit-tests what is shown, as a
    /// session makes it; frames and input at times in seconds.
    final class Stage {
        let scene = ZoomScene()
        let arena: GestureArena

        init(size: Size = Size(width: 1280, height: 800)) {
            scene.engine.now = .zero
            arena = GestureArena(root: scene.root)
            arena.hitTestsPresentation = scene.hitTestsPresentation
            scene.layout(size: size)
        }

        /// Evaluates the frame at `time`: the scene's `update(at:)`, then the animations, as a
        /// session's frame runs them.
        func frame(_ time: Double) {
            scene.engine.now = .seconds(time)
            arena.tick(at: .seconds(time))
            scene.update(at: .seconds(time))
            scene.engine.update(at: .seconds(time))
        }

        /// Delivers `kind` at `time`, then evaluates the frame there.
        func event(_ kind: InputEvent.Kind, at time: Double) {
            scene.engine.now = .seconds(time)
            arena.handle(InputEvent(time: .seconds(time), kind: kind))
            scene.update(at: .seconds(time))
            scene.engine.update(at: .seconds(time))
        }

        /// A click at `point` (window coordinates) at `time`.
        func click(_ point: Point, at time: Double) {
            event(.pointerDown(x: point.x, y: point.y, button: .left), at: time)
            event(.pointerUp(x: point.x, y: point.y, button: .left), at: time)
        }

        /// A drag from `start` by `steps` moves of `delta`, one every `interval` seconds from
        /// `time`, released where it ends `hold` seconds after its last move; returns the time
        /// of the release.
        @discardableResult
        func drag(from start: Point, by delta: Point, steps: Int, interval: Double, hold: Double = 0, at time: Double)
            -> Double
        {
            event(.pointerDown(x: start.x, y: start.y, button: .left), at: time)
            var p = start
            var t = time
            for _ in 0..<steps {
                p = p + delta
                t += interval
                event(.pointerMove(x: p.x, y: p.y, buttons: .left), at: t)
            }
            if hold > 0 {
                t += hold
                event(.pointerMove(x: p.x, y: p.y, buttons: .left), at: t)
            }
            event(.pointerUp(x: p.x, y: p.y, button: .left), at: t)
            return t
        }

        /// Tile `index`'s frame in the stack's coordinates.
        func cell(_ index: Int) -> Rect { scene.grid.cellFrame(index) }
        /// The middle of tile `index` in the window.
        func tileCentre(_ index: Int) -> Point { window(cell(index).center) }
        /// The stack's resting frame for its screens, in its own coordinates.
        var rest: Rect { Rect(origin: .zero, size: scene.stackFrame.size) }
        /// A point in the stack's coordinates, in the window's.
        func window(_ point: Point) -> Point { Point(x: point.x, y: point.y + scene.stackFrame.minY) }
        /// The middle of the Back button in the window.
        var back: Point {
            let back = scene.detail!.back
            return back.convert(back.bounds.center, to: nil)
        }
        /// The detail's zoom frame, or a rectangle of NaNs when it does not zoom.
        var zoomFrame: Rect { scene.detail?.zoomFrame ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan) }
        /// The trace's value `name` now.
        func traced(_ name: String) -> Double { scene.traceValues().first { $0.name == name }?.value ?? .nan }
    }

    static func lerp(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
        Rect(
            x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
            width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
    }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    static func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
        close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance) && close(a.width, b.width, tolerance)
            && close(a.height, b.height, tolerance)
    }

    @Test("a click on a tile pushes its detail, which grows out of the tile on the stack's spring, corner 16 → 0")
    func clickZoomsIn() {
        let stage = Stage()
        let scene = stage.scene
        stage.frame(0.5)
        stage.click(stage.tileCentre(5), at: 1)
        #expect(scene.detail?.tile == 5 && scene.stack.screens.count == 2)
        #expect(scene.sourceRequests.map(\.tile) == [5] && scene.sourceRequests.map(\.zoomingIn) == [true])
        #expect(scene.grid.tiles[5].isHidden, "the tile is hidden while the detail stands in for it")
        #expect(stage.traced("appearance") == 1 && stage.traced("depth") == 2)
        for t in [1.02, 1.1, 1.25, 1.4, 1.7] {
            stage.frame(t)
            let p = Self.spring.value(target: 1, time: t - 1)
            #expect(Self.close(stage.zoomFrame, Self.lerp(stage.cell(5), stage.rest, p)), "at \(t) s")
            #expect(Self.close(scene.detail?.zoomCornerRadius ?? .nan, 16 * (1 - p)), "at \(t) s")
            #expect(stage.traced("zooming") == 1 && Self.close(stage.traced("zoom.width"), stage.zoomFrame.width, 0))
        }
        stage.frame(4)
        #expect(scene.detail?.zoomFrame == nil && scene.detail?.appearanceState == .appeared)
        #expect(!scene.grid.tiles[5].isHidden)
        #expect(stage.traced("zooming") == 0 && stage.traced("appearance") == 2 && stage.traced("tile") == 5)
        #expect(stage.traced("zoom.width") == stage.rest.width && stage.traced("zoom.cornerRadius") == 0)
    }

    @Test("Back pops the detail, shrinking back into the tile the closure gives again, corner 0 → 16")
    func backZoomsOut() {
        let stage = Stage()
        let scene = stage.scene
        stage.click(stage.tileCentre(2), at: 1)
        stage.frame(4)
        stage.click(Point(x: 640, y: 600), at: 4.5)
        #expect(scene.stack.screens.count == 2, "a click on the detail away from Back does nothing")
        stage.click(stage.back, at: 5)
        #expect(scene.stack.screens.count == 1 && scene.detail?.appearanceState == .disappearing)
        #expect(scene.sourceRequests.map(\.tile) == [2, 2] && scene.sourceRequests.map(\.zoomingIn) == [true, false])
        for t in [5.05, 5.2, 5.45] {
            stage.frame(t)
            let p = Self.spring.value(target: 1, time: t - 5)
            #expect(Self.close(stage.zoomFrame, Self.lerp(stage.rest, stage.cell(2), p)), "at \(t) s")
            #expect(Self.close(scene.detail?.zoomCornerRadius ?? .nan, 16 * p), "at \(t) s")
        }
        stage.frame(8)
        #expect(scene.detail?.appearanceState == .disappeared && scene.detail?.view.superlayer == nil)
        #expect(scene.grid.appearanceState == .appeared && !scene.grid.tiles[2].isHidden)
        #expect(stage.traced("depth") == 1 && stage.traced("appearance") == 2 && stage.traced("zooming") == 0)
        // The grid is live again: another tile opens.
        stage.click(stage.tileCentre(7), at: 9)
        #expect(scene.detail?.tile == 7 && scene.stack.screens.count == 2)
    }

    /// The shown value `read` gives just before and just after `interrupt` at `time`, and its
    /// speed either side (finite differences over 1 µs).
    static func across(
        _ stage: Stage, at time: Double, _ read: (Rect) -> Double, _ interrupt: () -> Void
    ) -> (before: Double, after: Double, speedBefore: Double, speedAfter: Double) {
        let dt = 1e-6
        stage.frame(time - dt)
        let earlier = read(stage.zoomFrame)
        stage.frame(time)
        let before = read(stage.zoomFrame)
        interrupt()
        stage.frame(time)
        let after = read(stage.zoomFrame)
        stage.frame(time + dt)
        return (before, after, (before - earlier) / dt, (read(stage.zoomFrame) - after) / dt)
    }

    @Test(
        "a click mid-zoom reverses it, and another reverses it again, continuous in value and velocity",
        arguments: [0, 1, 2, 3])
    func clickReverses(edge: Int) {
        let reads: [(Rect) -> Double] = [{ $0.minX }, { $0.minY }, { $0.width }, { $0.height }]
        let read = reads[edge]
        let stage = Stage()
        let scene = stage.scene
        stage.click(stage.tileCentre(9), at: 1)
        // Zooming in: the click pops.
        let first = Self.across(stage, at: 1.2, read) { stage.click(Point(x: 640, y: 400), at: 1.2) }
        #expect(scene.stack.screens.count == 1 && scene.detail?.appearanceState == .disappearing)
        #expect(Self.close(first.after, first.before, 1e-9))
        #expect(abs(first.speedBefore) > 10, "it was moving: \(first.speedBefore)")
        #expect(Self.close(first.speedAfter, first.speedBefore, 1e-3 * abs(first.speedBefore) + 0.05))
        // Zooming out: the click pushes the same screen again.
        let second = Self.across(stage, at: 1.35, read) { stage.click(Point(x: 300, y: 300), at: 1.35) }
        #expect(scene.stack.screens.count == 2 && scene.detail?.appearanceState == .appearing)
        #expect(scene.detail?.tile == 9, "the same detail, not the tile under the click")
        #expect(Self.close(second.after, second.before, 1e-9))
        #expect(abs(second.speedBefore) > 10, "it was moving: \(second.speedBefore)")
        #expect(Self.close(second.speedAfter, second.speedBefore, 1e-3 * abs(second.speedBefore) + 0.05))
        #expect(scene.sourceRequests.map(\.zoomingIn) == [true, false, true])
        #expect(scene.sourceRequests.allSatisfy { $0.tile == 9 })
        stage.frame(5)
        #expect(scene.stack.topScreen === scene.detail && scene.detail?.appearanceState == .appeared)
        #expect(scene.detail?.zoomFrame == nil && !scene.grid.tiles[9].isHidden)
    }

    @Test("a fast flick down on the detail dismisses it into its tile, the closing spring at the finger's speed")
    func flickDismisses() {
        let stage = Stage()
        let scene = stage.scene
        stage.click(stage.tileCentre(1), at: 1)
        stage.frame(4)
        // 60 points down at 15 points per 10 ms: 1500 pt/s, short of the distance threshold.
        let start = Point(x: 640, y: 400)
        stage.event(.pointerDown(x: start.x, y: start.y, button: .left), at: 5)
        for step in 1...4 {
            stage.event(.pointerMove(x: 640, y: 400 + 15 * Double(step), buttons: .left), at: 5 + 0.01 * Double(step))
        }
        #expect(scene.detail?.appearanceState == .disappearing && scene.stack.screens.count == 2)
        #expect(scene.frameLabel == "dragging")
        let held = stage.zoomFrame
        #expect(held.width < stage.rest.width && held.width > stage.rest.width * 0.8, "it shrank under the finger")
        let velocity = scene.stack.zoomDismiss.velocity(in: scene.stack.view)
        #expect(velocity.y > NavigationStack.finishingSpeed)
        stage.event(.pointerUp(x: 640, y: 460, button: .left), at: 5.04)
        #expect(scene.stack.screens.count == 1)
        #expect(scene.sourceRequests.map(\.zoomingIn) == [true, false])
        // Toward the tile, the frame's centre leaves at the finger's speed along the way.
        let from = held.center
        let to = stage.cell(1).center
        let way = Point(x: to.x - from.x, y: to.y - from.y)
        let length = (way.x * way.x + way.y * way.y).squareRoot()
        let along = (velocity.x * way.x + velocity.y * way.y) / length
        stage.frame(5.041)
        let next = stage.zoomFrame.center
        let speed = ((next.x - from.x) * way.x + (next.y - from.y) * way.y) / length / 0.001
        #expect(abs(speed - along) < 0.1 * abs(along), "left at \(speed) pt/s, the finger's \(along)")
        stage.frame(8)
        #expect(scene.detail?.appearanceState == .disappeared && stage.traced("depth") == 1)
        #expect(!scene.grid.tiles[1].isHidden && scene.grid.appearanceState == .appeared)
    }

    @Test("a long slow drag down dismisses the detail too; a short slow one springs it back, the source not asked")
    func dragByDistance() {
        let far = Stage()
        far.click(far.tileCentre(4), at: 1)
        far.frame(4)
        // 200 points down over a second, held still: past 15 % of the stack's height, no speed.
        far.drag(from: Point(x: 640, y: 300), by: Point(x: 0, y: 10), steps: 20, interval: 0.05, hold: 0.3, at: 5)
        #expect(far.scene.stack.screens.count == 1)
        #expect(far.scene.sourceRequests.map(\.zoomingIn) == [true, false])
        far.frame(9)
        #expect(far.scene.detail?.appearanceState == .disappeared && !far.scene.grid.tiles[4].isHidden)

        let short = Stage()
        short.click(short.tileCentre(4), at: 1)
        short.frame(4)
        let release = short.drag(
            from: Point(x: 640, y: 300), by: Point(x: 0, y: 5), steps: 8, interval: 0.05, hold: 0.3, at: 5)
        #expect(short.scene.stack.screens.count == 2 && short.scene.detail?.appearanceState == .disappearing)
        short.frame(release + 0.05)
        #expect(short.traced("zooming") == 1 && short.zoomFrame.width < short.rest.width)
        short.frame(release + 3)
        #expect(short.scene.detail?.appearanceState == .appeared && short.scene.stack.screens.count == 2)
        #expect(short.scene.detail?.zoomFrame == nil && short.traced("appearance") == 2)
        #expect(short.scene.sourceRequests.map(\.zoomingIn) == [true], "springing back never asks for the source")
    }

    @Test("the zooming detail is drawn above the grid, the shade between them, both ways and turning round")
    func drawnAboveTheGrid() {
        let stage = Stage()
        let container = stage.scene.stack.view
        let zooming = ["grid", "navigationStack.shade", "zoom.shadow", "zoom.clip"]
        stage.click(stage.tileCentre(3), at: 1)
        #expect(container.sublayers.map(\.name) == zooming, "pushed")
        stage.click(Point(x: 640, y: 400), at: 1.15)
        #expect(container.sublayers.map(\.name) == zooming, "turned round into a pop")
        stage.click(Point(x: 640, y: 400), at: 1.3)
        #expect(container.sublayers.map(\.name) == zooming, "turned round into a push")
        stage.frame(4)
        #expect(
            container.sublayers.map(\.name) == ["navigationStack.shade", "Lima"], "at rest only the detail is shown")
        stage.click(stage.back, at: 5)
        #expect(container.sublayers.map(\.name) == zooming, "popped")
        stage.frame(8)
        // A drag from rest: the detail is caught, drawn above the shade.
        stage.click(stage.tileCentre(3), at: 8)
        stage.frame(11)
        stage.event(.pointerDown(x: 640, y: 400, button: .left), at: 12)
        stage.event(.pointerMove(x: 640, y: 430, buttons: .left), at: 12.05)
        #expect(stage.scene.stack.zoomDismiss.state == .began || stage.scene.stack.zoomDismiss.state == .changed)
        #expect(container.sublayers.map(\.name) == zooming, "dragged")
        stage.event(.pointerUp(x: 640, y: 430, button: .left), at: 12.5)
        stage.frame(15)
        stage.click(stage.back, at: 16)
        // What a frame shows: mid-zoom, the detail's colour over the middle of the tile
        // beside it (Lima's orange over Oslo's blue).
        stage.frame(16.1)
        let frame = stage.zoomFrame
        let oslo = stage.cell(2)
        #expect(frame.contains(oslo.center), "the zoom covers Oslo's middle: \(frame)")
        let hit = stage.scene.root.hitTest(stage.window(oslo.center), usingPresentation: true)
        #expect(hit === stage.scene.detail?.view, "hit: \(hit?.name ?? "nothing")")
    }

    @Test("under Reduce Motion the detail cross-fades in place, a click mid-fade fades it back, no zoom is asked for")
    func reduceMotionFades() {
        let stage = Stage()
        let scene = stage.scene
        scene.engine.accessibilityReduceMotion = true
        stage.click(stage.tileCentre(6), at: 1)
        #expect(scene.detail?.appearanceState == .appearing)
        stage.frame(1.1)
        let opacity = scene.detail?.view.presentation().opacity ?? .nan
        #expect(opacity > 0.05 && opacity < 0.95, "fading in: \(opacity)")
        #expect(scene.detail?.zoomFrame == nil && stage.traced("zooming") == 0)
        stage.click(Point(x: 640, y: 400), at: 1.1)
        #expect(scene.stack.screens.count == 1 && scene.detail?.appearanceState == .disappearing)
        stage.frame(4)
        #expect(scene.detail?.appearanceState == .disappeared && scene.grid.appearanceState == .appeared)
        #expect(scene.sourceRequests.isEmpty && !scene.grid.tiles[6].isHidden)
    }

    @Test("the tiles carry the soft shadow the zoom interpolates away; a resize lays the detail out again")
    func shadowAndResize() {
        let stage = Stage()
        let scene = stage.scene
        let tile = scene.grid.tiles[0]
        #expect(tile.shadowOpacity == 0.25 && tile.shadowRadius == 8 && tile.shadowOffset == Size(width: 0, height: 4))
        #expect(tile.cornerRadius == 16)
        stage.click(stage.tileCentre(0), at: 1)
        stage.frame(1.25)
        let p = Self.spring.value(target: 1, time: 0.25)
        let shadow = scene.stack.view.sublayers.first { $0.name == "zoom.shadow" }?.presentation()
        #expect(Self.close(shadow?.shadowOpacity ?? .nan, 0.25 * (1 - p)))
        stage.frame(4)
        scene.layout(size: Size(width: 800, height: 600))
        #expect(scene.stackFrame == Rect(x: 0, y: 44, width: 800, height: 556))
        #expect(scene.detail?.view.bounds.size == Size(width: 800, height: 556))
        #expect(scene.detail?.back.presentation().position == Point(x: 64, y: 32))
        #expect(scene.grid.columns == 4 && scene.grid.cellFrame(0).width < 240)
    }

    // MARK: The recordings

    static func value(_ frame: JSONValue?, _ name: String) -> Double { frame?[name]?.double ?? .nan }

    static func shownFrame(_ frame: JSONValue?) -> Rect {
        Rect(
            x: value(frame, "zoom.x"), y: value(frame, "zoom.y"), width: value(frame, "zoom.width"),
            height: value(frame, "zoom.height"))
    }

    /// The largest jump of any traced edge between two frames that both show the screen
    /// zooming, in points (at rest the trace holds the rest frame; a push starts on the tile).
    static func largestStep(_ frames: ArraySlice<JSONValue>) -> Double {
        zip(frames, frames.dropFirst()).filter { value($0, "zooming") == 1 && value($1, "zooming") == 1 }.map { a, b in
            let p = shownFrame(a)
            let q = shownFrame(b)
            return max(abs(p.minX - q.minX), abs(p.minY - q.minY), abs(p.maxX - q.maxX), abs(p.maxY - q.maxY))
        }.max() ?? 0
    }

    /// The frames of a leg that starts in the frame where `asked` reaches `count` and lasts
    /// while the zoom runs, each with its progress on the stack's spring: the leg starts at
    /// that frame's `t_ns` (its input's time) and each frame is evaluated at its `target_ns`.
    static func leg(_ frames: [JSONValue], asked count: Int) throws -> [(frame: JSONValue, progress: Double)] {
        let first = try #require(frames.firstIndex { value($0, "asked") == Double(count) })
        let start = value(frames[first], "t_ns") / 1e9
        return frames[first...].prefix { value($0, "zooming") == 1 && value($0, "asked") == Double(count) }.map {
            ($0, spring.value(target: 1, time: value($0, "target_ns") / 1e9 - start))
        }
    }

    @Test("recorded: tile 5 zooms open on the spring, is dragged down and dismissed back into its tile")
    func recordedDragClose() throws {
        try ReplayTest.check("Recordings/zoom-drag-close.flingrec", scene: ZoomScene.entry)
        let run = try SceneReplay(ZoomScene.entry).run(recordingAt: Self.path("zoom-drag-close"))
        let scene = try #require(run.scene as? ZoomScene)
        let frames = run.trace.frames
        let rest = Rect(origin: .zero, size: scene.stackFrame.size)
        let cell = scene.grid.cellFrame(5)
        // The push, frame by frame, on the spring from the tile's frame to the rest frame.
        let push = try Self.leg(frames, asked: 1)
        #expect(push.count > 10)
        for (frame, p) in push {
            // Each property's spring rests on its own (Core Animation's per-property settling):
            // the corner radius, 16 points of travel, snaps home first, at about 0.85 s, while
            // the frame is within a hundredth of a point of its end. Before that, exact.
            let tolerance = p < Self.spring.value(target: 1, time: 0.8) ? 1e-6 : 0.01
            #expect(
                Self.close(Self.shownFrame(frame), Self.lerp(cell, rest, p), tolerance),
                "frame \(Self.value(frame, "frame"))")
            #expect(Self.close(Self.value(frame, "zoom.cornerRadius"), 16 * (1 - p), tolerance))
        }
        // Then: at rest in the detail, dragged (disappearing, still on the stack, shrunk), let
        // go into a pop (the grid appearing), back in the grid.
        var phases: [[Double]] = []
        for frame in frames {
            let phase = ["depth", "appearance", "zooming"].map { Self.value(frame, $0) }
            if phases.last != phase { phases.append(phase) }
        }
        #expect(phases == [[1, 2, 0], [2, 1, 1], [2, 2, 0], [2, 3, 1], [1, 1, 1], [1, 2, 0]], "\(phases)")
        let dragged = frames.filter { Self.value($0, "depth") == 2 && Self.value($0, "appearance") == 3 }
        #expect(dragged.map { Self.value($0, "zoom.width") }.min()! < rest.width * 0.9, "the drag shrank it")
        #expect(Self.largestStep(frames[...]) < 60, "no jump while it zooms, the release included")
        let last = frames.last
        #expect(Self.value(last, "tile") == 5 && Self.value(last, "asked") == 2, "the closure asked on both legs")
        #expect(scene.sourceRequests.map(\.zoomingIn) == [true, false])
        #expect(!scene.grid.tiles[5].isHidden && scene.detail?.view.superlayer == nil)
    }

    @Test("recorded: a click halfway reverses the zoom without a jump; another tile opens and Back closes it")
    func recordedReverse() throws {
        try ReplayTest.check("Recordings/zoom-reverse.flingrec", scene: ZoomScene.entry)
        let run = try SceneReplay(ZoomScene.entry).run(recordingAt: Self.path("zoom-reverse"))
        let scene = try #require(run.scene as? ZoomScene)
        let frames = run.trace.frames
        let rest = Rect(origin: .zero, size: scene.stackFrame.size)
        // Tile 2 zooms in on the spring until the click turns it round.
        let push = try Self.leg(frames, asked: 1)
        for (frame, p) in push {
            #expect(Self.close(Self.shownFrame(frame), Self.lerp(scene.grid.cellFrame(2), rest, p)))
            #expect(Self.close(Self.value(frame, "zoom.cornerRadius"), 16 * (1 - p)))
        }
        #expect(push.count > 3, "it zoomed a while before the click")
        let turn = try #require(frames.firstIndex { Self.value($0, "asked") == 2 })
        #expect(Self.value(frames[turn - 1], "appearance") == 1, "reversed while zooming in")
        #expect(Self.value(frames[turn], "tile") == 2 && Self.value(frames[turn], "depth") == 1)
        let width = Self.value(frames[turn], "zoom.width")
        #expect(width > scene.grid.cellFrame(2).width + 100 && width < rest.width - 100, "mid-zoom: \(width)")
        #expect(Self.largestStep(frames[(turn - 3)...(turn + 3)]) < 60, "no jump where it turned")
        // Then tile 7 opens, and Back sends it home: four legs, each asking the closure once.
        let tiles = frames.map { Self.value($0, "tile") }
        #expect(tiles.first == -1 && tiles.last == 7 && tiles.contains(2))
        let last = frames.last
        #expect(Self.value(last, "asked") == 4 && Self.value(last, "depth") == 1 && Self.value(last, "zooming") == 0)
        #expect(scene.sourceRequests.map(\.tile) == [2, 2, 7, 7])
        #expect(scene.sourceRequests.map(\.zoomingIn) == [true, false, true, false])
        #expect(scene.grid.tiles.allSatisfy { !$0.isHidden })
    }

    static func path(_ name: String, filePath: String = #filePath) -> String {
        let folder = filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return "\(folder)/Recordings/\(name).flingrec"
    }
}
