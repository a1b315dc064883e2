import Formats
import Motion
import Profiler
import Raster
import Rendering
import Testing
import Time

@testable import Host

@Suite("Profiler overlay")
struct ProfilerOverlayTests {
    let period = FrameTime.nanoseconds(16_666_667)

    /// `count` frames one period apart, each spending `render` ns rendering; frame `hitch`
    /// (if any) starts three periods after the one before.
    func frames(_ count: Int, render renderNanoseconds: Int64 = 2_000_000, hitch: Int? = nil) -> [ProfiledFrame] {
        let profiler = FrameProfiler(framePeriod: period)
        let render = FrameTime.nanoseconds(renderNanoseconds)
        let events = FrameTime.microseconds(100)
        var time = FrameTime.zero
        for index in 0..<count {
            if index > 0 { time += index == hitch ? period * 3 : period }
            let link = DisplayLinkFrame(
                index: index, vsync: Int64(index), timestamp: time, targetTimestamp: time + period,
                duration: period, missedVsyncs: 0)
            let start = profiler.origin + time
            profiler.beginFrame(link, at: start)
            profiler.beginPhase(.events, at: start)
            profiler.endPhase(.events, at: start + events)
            profiler.beginPhase(.render, at: start + events)
            profiler.endPhase(.render, at: start + events + render)
            profiler.endFrame(at: start + events * 2 + render)
        }
        return profiler.frames
    }

    func pixel(_ color: Color) -> UInt32 { PremultipliedColor(color).pixel }

    @Test("the numbers: frame rate, p99s and hitch time over the frames shown")
    func summary() {
        let calm = ProfilerOverlay.Summary(frames(120)[...], period: period)
        #expect(calm.headline == "60.0 fps   frame p99 2.20 ms")
        #expect(calm.detail == "render p99 2.00 ms   hitches 0.0 ms/s")
        let hitched = ProfilerOverlay.Summary(frames(61, hitch: 30)[...], period: period)
        // 62 periods in 60 intervals; one hitch of 2 periods (33.3 ms) over 1.0355 s, from
        // the first frame's start to the last one's end.
        #expect(hitched.headline.hasPrefix("58.1 fps"))
        #expect(hitched.detail.hasSuffix("hitches 32.2 ms/s"))
        // The same figures as the profiler's report of those frames.
        let report = ProfileSummary(frames: frames(61, hitch: 30), framePeriod: period)
        #expect(hitched.headline.hasPrefix(NumberText.fixed(report.fps, decimals: 1) + " fps"))
        #expect(hitched.detail.hasSuffix("hitches " + NumberText.fixed(report.hitchTimeRatio, decimals: 1) + " ms/s"))
    }

    @Test("the panel sits in the top-right corner; bars are coloured by phase and hitches are red")
    func drawing() {
        let buffer = PixelBuffer(width: 640, height: 400)
        buffer.clear(to: .white)
        let overlay = ProfilerOverlay(frameCount: 120)
        overlay.draw(frames(120, render: 12_000_000, hitch: 100), period: period, into: buffer, scale: 1)
        let panel = ProfilerOverlay.panelFrame(windowWidth: 640)
        #expect(buffer[10, 10] == pixel(.white))
        #expect(buffer[Int(panel.minX) - 2, Int(panel.center.y)] == pixel(.white))
        #expect(buffer[Int(panel.maxX) - 4, Int(panel.center.y)] != pixel(.white))

        // The graph's bottom row: render orange under frame 10, hitch red under frame 100.
        let graphLeft = panel.minX + 10
        let barWidth = (panel.width - 20) / 120
        let bottom = Int(panel.maxY - 10 - 3)
        func column(_ frame: Int) -> Int { Int((graphLeft + Double(frame) * barWidth).rounded(.down)) }
        let render = ProfilerOverlay.color(of: .render)
        let shownRender = buffer[column(10), bottom]
        #expect(shownRender & 0xFF == UInt32((render.blue * 255).rounded()))
        #expect((shownRender >> 16) & 0xFF == 255)
        let red = buffer[column(100), bottom]
        #expect((red >> 16) & 0xFF == 255 && (red >> 8) & 0xFF < 80)
    }

    @Test("a session younger than the graph fills it from the right")
    func partialHistory() {
        let buffer = PixelBuffer(width: 640, height: 400)
        buffer.clear(to: .white)
        ProfilerOverlay(frameCount: 120).draw(frames(10, render: 12_000_000), period: period, into: buffer, scale: 1)
        let panel = ProfilerOverlay.panelFrame(windowWidth: 640)
        let barWidth = (panel.width - 20) / 120
        let bottom = Int(panel.maxY - 13)
        let panelColor = buffer[Int(panel.minX + 10 + 5.25 * barWidth), bottom]
        let lastBar = buffer[Int((panel.minX + 10 + 119 * barWidth).rounded(.down)), bottom]
        #expect(panelColor != lastBar)
        #expect((lastBar >> 16) & 0xFF == 255)
    }

    @Test("overlay text blends its colour through the mask's coverage, cut to the buffer")
    func blendedText() {
        let buffer = PixelBuffer(width: 4, height: 2)
        buffer.clear(to: .white)
        let mask = GlyphMask(width: 3, height: 2, baseline: 1, coverage: [255, 128, 0, 0, 255, 255])
        let red = Color(red: 1, green: 0, blue: 0)
        OverlayText.blend(mask, color: red, x: 2, y: 0, into: buffer)
        #expect(buffer[0, 0] == pixel(.white) && buffer[1, 0] == pixel(.white))
        #expect(buffer[2, 0] == pixel(red))
        #expect(buffer[3, 0] == 0xFFFF_7F7F, "half coverage: 128 of red over white")
        #expect(buffer[2, 1] == pixel(.white) && buffer[3, 1] == pixel(red))
        OverlayText.blend(mask, color: red, x: -2, y: -1, into: buffer)   // only the mask's last pixel lands, at (0, 0)
        #expect(buffer[0, 0] == pixel(red) && buffer[1, 0] == pixel(.white))
    }

    @Test("with the app's font the panel's text is TrueType, and the legend is spaced by the text's width")
    func trueTypeText() throws {
        let font = try #require(AppFont.trueType())
        func panel(_ overlay: ProfilerOverlay) -> PixelBuffer {
            let buffer = PixelBuffer(width: 640, height: 400)
            buffer.clear(to: .white)
            overlay.draw(frames(60), period: period, into: buffer, scale: 1)
            return buffer
        }
        let text = OverlayText(glyphs: font)
        #expect(
            text.draw(
                "render", at: Point(x: 0, y: 0), color: .white, into: PixelBuffer(width: 64, height: 16), scale: 1) > 20
        )
        let bitmap = panel(ProfilerOverlay())
        let trueType = panel(ProfilerOverlay(text: text))
        #expect(bitmap.hash64() != trueType.hash64())
        // The graph does not depend on the font.
        let area = ProfilerOverlay.panelFrame(windowWidth: 640)
        for y in Int(area.maxY) - 60..<Int(area.maxY) - 10 {
            for x in Int(area.minX) + 10..<Int(area.maxX) - 10 { #expect(bitmap[x, y] == trueType[x, y]) }
        }
    }

    @Test("the panel's pixels, rounded out and cut to the buffer")
    func panelPixels() {
        #expect(
            ProfilerOverlay.panelPixels(width: 1280, height: 800, scale: 1)
                == PixelRect(x: 1004, y: 12, width: 264, height: 124))
        #expect(
            ProfilerOverlay.panelPixels(width: 2560, height: 1600, scale: 2)
                == PixelRect(x: 2008, y: 24, width: 528, height: 248))
        #expect(
            ProfilerOverlay.panelPixels(width: 200, height: 100, scale: 1)
                == PixelRect(x: 0, y: 12, width: 188, height: 88))
    }
}
