internal import Formats
import Motion
package import Profiler
package import Raster
import Time

/// The live frame-timing graph `fling demo --overlay` and `fling profile --overlay` draw over
/// the scene, in the window's top-right corner, like Core Animation's performance HUD.
///
/// One bar per recent frame, stacked by phase (events, animate, render, present) on a scale of
/// two frame periods, with the period drawn as the budget line; a hitch draws its whole
/// interval in red. Above the graph: the frame rate, the render and whole-frame p99 and the
/// hitch-time ratio over the frames shown.
///
/// It draws after the scene's pixels are final (and hashed, for traces), so it never changes
/// what a replay compares; it shows wall-clock times, which differ from run to run.
package struct ProfilerOverlay {
    /// How many recent frames the graph shows.
    package var frameCount: Int
    /// Draws a line of text with the top of its capitals at the point (in points) and
    /// returns its width in points; the app passes its TrueType font (`OverlayText`), tests
    /// the built-in bitmap font.
    package var drawText: (String, Point, Color, PixelBuffer, Double) -> Double

    package init(
        frameCount: Int = 120,
        drawText: @escaping (String, Point, Color, PixelBuffer, Double) -> Double = ProfilerOverlay.bitmapText
    ) {
        precondition(frameCount > 1, "ProfilerOverlay needs at least 2 frames; got \(frameCount)")
        self.frameCount = frameCount
        self.drawText = drawText
    }

    /// An overlay whose text is set by `text`, or by the bitmap font when nil.
    package init(frameCount: Int = 120, text: OverlayText?) {
        guard let text else {
            self.init(frameCount: frameCount)
            return
        }
        self.init(frameCount: frameCount) { string, origin, color, buffer, scale in
            text.draw(string, at: origin, color: color, into: buffer, scale: scale)
        }
    }

    /// Text in the built-in 5×7 bitmap font, one font pixel per point; returns its width in points.
    @discardableResult
    package static func bitmapText(
        _ text: String, at origin: Point, color: Color, into buffer: PixelBuffer, scale: Double
    ) -> Double {
        let pixelsPerFontPixel = max(1, Int(scale.rounded()))
        BitmapFont.standard.draw(text, at: origin * scale, scale: pixelsPerFontPixel, color: color, into: buffer)
        return Double(BitmapFont.standard.width(of: text, scale: pixelsPerFontPixel)) / scale
    }

    /// The panel's pixels in a buffer of `width` × `height` pixels at `scale` pixels per
    /// point (rounded out to whole pixels, cut to the buffer): what drawing it overwrites.
    package static func panelPixels(width: Int, height: Int, scale: Double) -> PixelRect {
        let frame = panelFrame(windowWidth: Double(width) / scale) * scale
        let left = Int(frame.minX.rounded(.down))
        let top = Int(frame.minY.rounded(.down))
        let panel = PixelRect(
            x: left, y: top, width: Int(frame.maxX.rounded(.up)) - left, height: Int(frame.maxY.rounded(.up)) - top)
        return panel.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
    }

    /// The panel's size in points.
    package static let panelSize = Size(width: 264, height: 124)
    static let margin = 12.0
    static let graphHeight = 64.0

    /// The colour of each phase's part of a bar.
    package static func color(of phase: FramePhase) -> Color {
        switch phase {
        case .events: Color(red: 0.35, green: 0.62, blue: 1.0)
        case .animate: Color(red: 0.36, green: 0.85, blue: 0.45)
        case .render: Color(red: 1.0, green: 0.66, blue: 0.2)
        case .present: Color(red: 0.72, green: 0.5, blue: 1.0)
        }
    }

    static let hitchColor = Color(red: 1.0, green: 0.25, blue: 0.25)
    static let textColor = Color(red: 0.93, green: 0.94, blue: 0.96)

    /// Where the panel goes in a window `width` points wide.
    package static func panelFrame(windowWidth: Double) -> Rect {
        Rect(x: windowWidth - panelSize.width - margin, y: margin, width: panelSize.width, height: panelSize.height)
    }

    /// Draws the panel for the last `frameCount` of `frames` into `buffer` (`scale` pixels per point).
    package func draw(_ frames: [ProfiledFrame], period: FrameTime, into buffer: PixelBuffer, scale: Double) {
        let shown = frames.suffix(frameCount)
        let panel = Self.panelFrame(windowWidth: Double(buffer.width) / scale)
        Rasterizer.fillRoundedRect(
            panel * scale, cornerRadius: 8 * scale,
            color: Color(red: 0.07, green: 0.08, blue: 0.1, alpha: 0.82), into: buffer)
        let stats = Summary(shown, period: period)
        _ = drawText(stats.headline, Point(x: panel.minX + 10, y: panel.minY + 8), Self.textColor, buffer, scale)
        _ = drawText(stats.detail, Point(x: panel.minX + 10, y: panel.minY + 20), Self.textColor, buffer, scale)

        let graph = Rect(
            x: panel.minX + 10, y: panel.maxY - 10 - Self.graphHeight,
            width: panel.width - 20, height: Self.graphHeight)
        let barWidth = graph.width / Double(frameCount)
        let pointsPerNanosecond = graph.height / Double((period * 2).nanoseconds)
        // Oldest on the left; a fresh session fills from the right.
        let firstSlot = frameCount - shown.count
        for (offset, frame) in shown.enumerated() {
            // Bars on whole pixels, a one-pixel gap between them when there is room: crisp, not blurred.
            let left = ((graph.minX + Double(firstSlot + offset) * barWidth) * scale).rounded(.down)
            let right = ((graph.minX + Double(firstSlot + offset + 1) * barWidth) * scale).rounded(.down)
            let width = max(1, right - left - (right - left >= 3 ? 1 : 0))
            var top = graph.maxY
            func bar(_ span: FrameTime, _ color: Color) {
                let height = min(Double(span.nanoseconds) * pointsPerNanosecond, top - graph.minY)
                guard height > 0 else { return }
                top -= height
                Rasterizer.fillRoundedRect(
                    Rect(x: left, y: top * scale, width: width, height: height * scale),
                    cornerRadius: 0, color: color, into: buffer)
            }
            if frame.isHitch(period: period) {
                bar(frame.interval ?? frame.duration, Self.hitchColor)
                continue
            }
            for phase in FramePhase.allCases {
                if let span = frame[phase] { bar(span.duration, Self.color(of: phase)) }
            }
        }
        // The budget: one frame period, half-way up.
        let budget = Rect(
            x: graph.minX, y: graph.maxY - Double(period.nanoseconds) * pointsPerNanosecond - 0.5,
            width: graph.width, height: 1)
        Rasterizer.fillRoundedRect(
            budget * scale, cornerRadius: 0, color: Color(red: 1, green: 1, blue: 1, alpha: 0.45),
            into: buffer)
        var legendX = graph.minX
        for phase in FramePhase.allCases {
            legendX +=
                drawText(phase.rawValue, Point(x: legendX, y: panel.minY + 32), Self.color(of: phase), buffer, scale)
                + 13
        }
    }

    /// The numbers above the graph, over the frames shown. The frame rate, the render p99 and
    /// the hitch time ratio are the profiler's own (`ProfileSummary`, as `fling profile`
    /// reports them), so the overlay and the report never disagree on one run's frames.
    package struct Summary {
        package var headline: String
        package var detail: String

        package init(_ frames: ArraySlice<ProfiledFrame>, period: FrameTime) {
            let summary = ProfileSummary(frames: Array(frames), framePeriod: period)
            // A frame's whole work, start to end: the overlay's own figure (the report times
            // intervals and phases, not this).
            let work = TimingStats(frames.map(\.duration))
            let render = summary.phases[.render] ?? TimingStats([])
            headline =
                "\(NumberText.fixed(summary.fps, decimals: 1)) fps   frame p99 \(NumberText.fixed(work.p99, decimals: 2)) ms"
            detail =
                "render p99 \(NumberText.fixed(render.p99, decimals: 2)) ms   hitches \(NumberText.fixed(summary.hitchTimeRatio, decimals: 1)) ms/s"
        }
    }
}

extension Rect {
    fileprivate static func * (rect: Rect, scale: Double) -> Rect {
        Rect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
    }
}
