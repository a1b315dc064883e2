import App
import FrameLoop
import Motion
import Rendering
import Testing

@Suite("Profiler overlay")
struct ProfilerOverlayTests {
    let period: Int64 = 16_666_667

    /// `count` frames one period apart, each spending `render` ns rendering; frame `hitch`
    /// (if any) starts three periods after the one before.
    func frames(_ count: Int, render: Int64 = 2_000_000, hitch: Int? = nil) -> [ProfiledFrame] {
        let profiler = FrameProfiler(framePeriod: period)
        var start: Int64 = 0
        for index in 0..<count {
            if index > 0 { start += index == hitch ? 3 * period : period }
            let link = DisplayLinkFrame(index: index, vsync: Int64(index), timestamp: start, targetTimestamp: start + period,
                                        duration: period, missedVsyncs: 0)
            profiler.beginFrame(link, at: start)
            profiler.beginPhase(.events, at: start)
            profiler.endPhase(.events, at: start + 100_000)
            profiler.beginPhase(.render, at: start + 100_000)
            profiler.endPhase(.render, at: start + 100_000 + render)
            profiler.endFrame(at: start + 200_000 + render)
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
        // 62 periods in 60 intervals; one hitch of 2 periods (33.3 ms) over 1.033 s.
        #expect(hitched.headline.hasPrefix("58.1 fps"))
        #expect(hitched.detail.hasSuffix("hitches 32.3 ms/s"))
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
        let graphLeft = panel.minX + 10, barWidth = (panel.width - 20) / 120
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
        let barWidth = (panel.width - 20) / 120, bottom = Int(panel.maxY - 13)
        let panelColor = buffer[Int(panel.minX + 10 + 5.25 * barWidth), bottom]
        let lastBar = buffer[Int((panel.minX + 10 + 119 * barWidth).rounded(.down)), bottom]
        #expect(panelColor != lastBar)
        #expect((lastBar >> 16) & 0xFF == 255)
    }
}
