import Demos
import Fling
import FlingTesting
import Testing

/// The zoom transition: a click opens a tile into the detail, a drag down sends it back
/// into its cell, a click mid-zoom reverses it; pinned by two recordings of real input and
/// by scripted input.
@Suite("the zoom scene")
struct ZoomSceneTests {
    static func value(_ frame: JSONValue?, _ name: String) -> Double { frame?[name]?.double ?? .nan }

    /// The frame `frame` traces for the zoomed view.
    static func shownFrame(_ frame: JSONValue?) -> Rect {
        let width = value(frame, "zoom.width")
        let height = value(frame, "zoom.height")
        return Rect(
            x: value(frame, "zoom.x") - width / 2, y: value(frame, "zoom.y") - height / 2, width: width, height: height)
    }

    static func near(_ a: Rect, _ b: Rect, within tolerance: Double) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    /// The largest jump of any traced edge between two frames, in points.
    static func largestStep(_ frames: ArraySlice<JSONValue>) -> Double {
        zip(frames, frames.dropFirst()).map { a, b in
            let p = shownFrame(a)
            let q = shownFrame(b)
            return max(abs(p.minX - q.minX), abs(p.minY - q.minY), abs(p.maxX - q.maxX), abs(p.maxY - q.maxY))
        }.max() ?? 0
    }

    @Test("recorded: a click opens tile 5, a drag down and release sends it back into its cell")
    func recordedDragClose() throws {
        try ReplayTest.check("Recordings/zoom-drag-close.flingrec", scene: ZoomScene.entry)
        let run = try SceneReplay(ZoomScene.entry).run(recordingAt: Self.path("zoom-drag-close"))
        let scene = try #require(run.scene as? ZoomScene)
        let frames = run.trace.frames
        let states = frames.map { Int(Self.value($0, "state")) }
        // grid → zooming → detail → dragged → returning → grid, in that order.
        var order: [Int] = []
        for state in states where order.last != state { order.append(state) }
        #expect(order == [0, 1, 2, 4, 3, 0], "\(order)")
        let detail = try #require(frames.first { Self.value($0, "state") == 2 })
        // Judged arrived on the frame before (edges within half a point), so within a point here.
        #expect(Self.near(Self.shownFrame(detail), scene.detailFrame, within: 1))
        let dragged = frames.filter { Self.value($0, "state") == 4 }.map { Self.value($0, "zoom.width") }
        #expect(dragged.min()! < scene.detailFrame.width * 0.8, "the drag shrank it")
        let last = frames.last
        #expect(Self.value(last, "tile") == 5 && Self.value(last, "state") == 0)
        #expect(Self.near(Self.shownFrame(last), scene.cellFrame(5), within: 0.01), "back in its cell")
        #expect(Self.value(last, "dim.opacity") == 0)
        #expect(!scene.tiles[5].isHidden && scene.zoom.isHidden)
    }

    @Test("recorded: a click mid-zoom reverses it from where it is shown, without a jump")
    func recordedReverse() throws {
        try ReplayTest.check("Recordings/zoom-reverse.flingrec", scene: ZoomScene.entry)
        let run = try SceneReplay(ZoomScene.entry).run(recordingAt: Self.path("zoom-reverse"))
        let scene = try #require(run.scene as? ZoomScene)
        let frames = run.trace.frames
        let turn = try #require(frames.firstIndex { Self.value($0, "state") == 3 })
        #expect(Self.value(frames[turn - 1], "state") == 1, "reversed while zooming in")
        let width = Self.value(frames[turn], "zoom.width")
        #expect(width > scene.cellFrame(2).width + 50 && width < scene.detailFrame.width - 50, "mid-zoom: \(width)")
        #expect(Self.largestStep(frames[(turn - 3)...(turn + 3)]) < 40, "no jump where it turned")
        let last = frames.last
        #expect(Self.value(last, "tile") == 2 && Self.value(last, "state") == 0)
        #expect(Self.near(Self.shownFrame(last), scene.cellFrame(2), within: 0.01))
    }

    @Test("a short, slow drag springs the view back to the detail")
    func shortDragReturnsToDetail() throws {
        var script = InputScript(ZoomScene.entry)
        script.tap(at: Point(x: 512, y: 214))
        script.wait(1.2)
        script.drag(from: Point(x: 640, y: 400), to: Point(x: 640, y: 460), duration: 0.6)
        let run = try SceneReplay(ZoomScene.entry).run(script.recording(tail: 1.5))
        let scene = try #require(run.scene as? ZoomScene)
        let last = run.trace.frames.last
        #expect(Self.value(last, "state") == 2 && Self.value(last, "tile") == 1)
        #expect(Self.near(Self.shownFrame(last), scene.detailFrame, within: 0.5))
    }

    @Test("a quick downward flick closes even from a short drag, carrying its velocity")
    func flickCloses() throws {
        var script = InputScript(ZoomScene.entry)
        script.tap(at: Point(x: 512, y: 214))
        script.wait(1.2)
        script.flick(from: Point(x: 640, y: 400), velocity: Point(x: 0, y: 900), duration: 0.08)
        let run = try SceneReplay(ZoomScene.entry).run(script.recording(tail: 1.5))
        let scene = try #require(run.scene as? ZoomScene)
        let frames = run.trace.frames
        let release = try #require(frames.firstIndex { Self.value($0, "state") == 3 })
        // The view keeps moving down for a moment after the release before it heads home.
        #expect(Self.value(frames[release + 1], "zoom.y") > Self.value(frames[release - 1], "zoom.y"))
        let last = frames.last
        #expect(Self.value(last, "state") == 0)
        #expect(Self.near(Self.shownFrame(last), scene.cellFrame(1), within: 0.5))
    }

    @Test("in the detail, a click outside closes it and a click inside does not")
    func clickOutsideCloses() throws {
        var script = InputScript(ZoomScene.entry)
        script.tap(at: Point(x: 1024, y: 400))
        script.wait(1.2)
        script.tap(at: Point(x: 640, y: 400))
        script.wait(0.6)
        let inside = try SceneReplay(ZoomScene.entry).run(script.recording(tail: 0))
        #expect(Self.value(inside.trace.frames.last, "state") == 2)
        script.tap(at: Point(x: 20, y: 400))
        let run = try SceneReplay(ZoomScene.entry).run(script.recording(tail: 1.5))
        let scene = try #require(run.scene as? ZoomScene)
        #expect(Self.value(run.trace.frames.last, "state") == 0 && Self.value(run.trace.frames.last, "tile") == 7)
        #expect(Self.near(Self.shownFrame(run.trace.frames.last), scene.cellFrame(7), within: 0.5))
    }

    @Test("a resize in the detail keeps the view on the new detail frame")
    func resizeInDetail() throws {
        var script = InputScript(ZoomScene.entry)
        script.tap(at: Point(x: 512, y: 214))
        script.wait(1.2)
        script.add(.resize(width: 800, height: 600))
        let run = try SceneReplay(ZoomScene.entry).run(script.recording(tail: 0.5))
        let scene = try #require(run.scene as? ZoomScene)
        #expect(Self.near(Self.shownFrame(run.trace.frames.last), scene.detailFrame, within: 0.01))
        #expect(scene.detailFrame.width == 720)
    }

    static func path(_ name: String, filePath: String = #filePath) -> String {
        let folder = filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return "\(folder)/Recordings/\(name).flingrec"
    }
}
