// The frame loop: a display-link frame's input, update, layout, render and present,
// measured phase by phase when the session profiles.

internal import Formats
internal import Profiler
package import Raster
internal import Rendering
internal import Replay
import Time

extension Session {
    /// Runs frames until a limit, the end of the recording, a window close or Escape.
    package func run() throws(SessionError) -> SessionReport {
        var frames = 0
        var last: DisplayLinkFrame?
        let profiles = options.profiles
        running: while true {
            if let limit = options.frames, frames >= limit { break }
            if let virtualSource, player != nil {
                // Draw exactly the frames the live run drew: pass the vsyncs it skipped.
                virtualSource.skip(
                    vsyncs: Int(
                        try playing { () throws(InputError) in try player!.vsyncsSkipped(from: virtualSource.nextVsync)
                        }))
            }
            if let index = pendingSwitch {
                pendingSwitch = nil
                try switchScene(to: index, after: last)
            }
            let frame = link.step()
            if player != nil, try playing({ () throws(InputError) in try player!.isFinished(at: frame.vsync) }) {
                break
            }
            // A recording spans at most `maximumVsyncs`, so one that would not replay is never written.
            if recorder != nil, frame.vsync > RecordingHeader.maximumVsyncs { break }
            if let limit = options.duration, frame.timestamp >= limit { break }
            last = frame
            frames += 1
            if profiles { profiler.beginFrame(frame, at: .now()) }
            scene.engine.now = frame.timestamp

            let quit = try phase(.events) { () throws(SessionError) in try deliverInput(for: frame) }
            if profiles {
                let label = scene.frameLabel
                if !label.isEmpty { profiler.label(label.count > 64 ? String(label.prefix(64)) : label) }
            }
            phase(.animate) { scene.engine.update(at: frame.targetTimestamp) }
            var damage: PixelRect?
            if drawsEveryFrame {
                damage = phase(.render) {
                    defer { if options.frameDelay > .zero { MonotonicClock.spin(for: options.frameDelay) } }
                    return render()
                }
                bufferIsCurrent = true
            } else {
                // Values only: the pixels are drawn when asked for (`drawnFrame()`).
                bufferIsCurrent = false
                if options.frameDelay > .zero { phase(.render) { MonotonicClock.spin(for: options.frameDelay) } }
            }
            if profiles {
                let stats = drawsEveryFrame ? renderer.lastStats : RenderStats()
                profiler.setCounters(
                    FrameCounters(
                        layersDrawn: stats.layersDrawn, animationsRunning: scene.engine.runningAnimationCount,
                        damagedPixels: stats.damagedPixels))
            }
            // Between render and present, outside every phase, so the overlay is not in it.
            thumbnails?.record(frame: frame.index, from: buffer, damage: damage)
            if traceWriter != nil || onTraceRecord != nil {
                let record = FrameTraceRecord(
                    frame: frame.index, vsync: frame.vsync, time: frame.timestamp, targetTime: frame.targetTimestamp,
                    gestures: scene.tracedRecognizers.map { ($0.name, $0.state.rawValue) },
                    values: Self.tracedValues(of: scene),
                    pixelHash: options.tracePixelHashes ? buffer.hashHex : nil)
                traceWriter?.write(record)
                onTraceRecord?(record)
            }
            if let window {
                phase(.present) { present(damage, in: window) }
            }
            if profiles { profiler.endFrame(at: .now()) }
            if let thumbnails, let ended = profiler.frames.last {
                // A warm-up frame's one-off costs are not what the report's pictures are for:
                // it ranks last.
                let warmUp = ended.frameClass == .warmUp
                let hitch = warmUp ? .zero : ended.hitchTime(period: profiler.framePeriod)
                thumbnails.consider(
                    frame: frame.index, isHitch: hitch > .zero,
                    score: warmUp ? .zero : hitch > .zero ? hitch : ended.duration)
            }
            if quit { break running }
        }
        try finish(last: last)
        return SessionReport(frames: frames)
    }

    /// The scene's pixels as the last frame left it: the buffer itself when every frame is
    /// drawn, otherwise drawn now, in full (bit for bit what drawing every frame gives).
    package func drawnFrame() -> PixelBuffer {
        if !bufferIsCurrent {
            renderer.draw(scene.root, into: buffer, scale: scale, clearColor: scene.clearColor)
            needsFullDraw = false
            bufferIsCurrent = true
        }
        return buffer
    }

    /// Runs `body` as `phase` of the frame when the session profiles, or just runs it.
    func phase<R, E: Error>(_ phase: FramePhase, _ body: () throws(E) -> R) throws(E) -> R {
        guard options.profiles else { return try body() }
        profiler.beginPhase(phase, at: .now())
        defer { profiler.endPhase(phase, at: .now()) }
        return try body()
    }

    /// Runs one of the player's calls; a streamed recording's bad line becomes the session's error.
    func playing<R>(_ body: () throws(InputError) -> R) throws(SessionError) -> R {
        do { return try body() } catch { throw SessionError(error.description) }
    }

    /// Draws the frame: what changed since the last one, or everything after a resize.
    /// Either way the buffer ends up bit for bit a full draw, so its hash is the frame's.
    /// Returns the pixels that changed (nil: none).
    func render() -> PixelRect? {
        guard needsFullDraw else {
            return renderer.drawChanges(scene.root, into: buffer, scale: scale, clearColor: scene.clearColor)
        }
        needsFullDraw = false
        renderer.draw(scene.root, into: buffer, scale: scale, clearColor: scene.clearColor)
        return PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
    }

    /// Shows the frame, uploading only `damage`. The overlay goes over the finished (and
    /// hashed) scene, so its panel is presented too and repainted by the next frame's render;
    /// its cost counts as presenting.
    func present(_ damage: PixelRect?, in window: any HostWindow) {
        if let sidebar, sidebar.draw(height: window.height, scale: scale) { window.setPanel(sidebar.buffer) }
        guard let overlay else { return window.present(buffer, damage: damage) }
        overlay.draw(profiler.frames, period: profiler.framePeriod, into: buffer, scale: scale)
        let panel = ProfilerOverlay.panelPixels(width: buffer.width, height: buffer.height, scale: scale)
        renderer.invalidate(panel)
        window.present(buffer, damage: damage.map { $0.union(panel) } ?? panel)
    }
}
