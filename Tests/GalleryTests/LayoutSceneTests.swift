import Demos
import Fling
import FlingTesting
import Testing

/// The "layout" scene: a screen made of constraints, re-solved on resize, with a sidebar
/// that collapses on a spring.
@Suite("the layout scene")
struct LayoutSceneTests {
    static var entry: SceneEntry { LayoutScene.entry }

    func last(_ run: SceneReplay.Run, _ field: String) -> Double? { run.trace.frames.last?[field]?.double }

    @Test("a real recording: t collapses, a click on the button opens, t mid-flight collapses again, then a resize")
    func toggleAndResizeRecorded() throws {
        try ReplayTest.check("Recordings/layout-toggle-resize.flingrec", scene: Self.entry)
        let run = try SceneReplay(Self.entry).run(
            recordingAt: "Tests/GalleryTests/Recordings/layout-toggle-resize.flingrec")
        #expect(last(run, "collapsed") == 1)
        #expect(last(run, "toggles") == 3)
        // Collapsed in a 1100×700 window: the grid starts after the 64-point sidebar and ends
        // 16 points from the window's right and bottom edges; three columns 14 points apart.
        #expect(last(run, "sidebar.width") == 64 && last(run, "sidebar.model.width") == 64)
        #expect(last(run, "card0.x") == 96 && last(run, "card0.model.x") == 96)
        #expect(last(run, "card5.model.maxX") == 1084 && last(run, "card5.model.maxY") == 684)
        let width = try #require(last(run, "card0.width"))
        #expect(abs(width - (1084 - 96 - 28) / 3) < 1e-9)
        // One pass at the start, one per toggle, one for the resize: none in frames where
        // nothing changed.
        #expect(last(run, "passes") == 5)
        // The click retargeted the collapse mid-flight: the sidebar went through in-between
        // widths, and was never wider than open.
        let widths = run.trace.frames.compactMap { $0["sidebar.width"]?.double }
        #expect(widths.contains { $0 > 80 && $0 < 200 })
        #expect(widths.allSatisfy { $0 > 50 && $0 < 240 })
    }

    @Test("the toggle animates on a spring: the cards move along with the sidebar, then rest")
    func toggleSprings() throws {
        var script = InputScript(Self.entry, size: Size(width: 1000, height: 600))
        script.key("t")
        script.wait(0.1)
        let middle = try SceneReplay(Self.entry).run(script.recording(tail: 0))
        let shown = try #require(last(middle, "sidebar.width"))
        #expect(shown < 220 && shown > 64, "mid-flight: \(shown)")
        #expect(last(middle, "sidebar.model.width") == 64)
        let cardX = try #require(last(middle, "card0.x"))
        #expect(abs(cardX - (16 + shown + 16)) < 1e-6, "the card follows the sidebar's shown edge")
        let run = try SceneReplay(Self.entry).run(script.recording(tail: 1.5))
        #expect(last(run, "collapsed") == 1 && last(run, "sidebar.width") == 64 && last(run, "card0.x") == 96)
        #expect(last(run, "card5.model.maxX") == 984 && last(run, "card5.model.maxY") == 584)
    }

    @Test("a click on the button toggles, like the t key")
    func buttonToggles() throws {
        var script = InputScript(Self.entry)
        script.tap(at: Point(x: 330, y: 64))
        let run = try SceneReplay(Self.entry).run(script.recording(tail: 1.5))
        #expect(last(run, "toggles") == 1 && last(run, "collapsed") == 1)
        #expect(
            last(run, "button.model.width") == (14 * 0.56 * 14).rounded(.up) + 32, "the caption now says Expand sidebar"
        )
    }

    @Test("a resize re-solves the layout at the next frame, without animating")
    func resize() throws {
        var script = InputScript(Self.entry)
        script.wait(0.1)
        script.add(.resize(width: 900, height: 560))
        let run = try SceneReplay(Self.entry).run(script.recording(tail: 0.05))
        #expect(last(run, "card5.model.maxX") == 884 && last(run, "card5.model.maxY") == 544)
        #expect(last(run, "card0.x") == 252, "16 + 220 + 16")
        #expect(last(run, "collapsed") == 0)
    }
}
