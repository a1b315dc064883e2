internal import Formats
package import FrameLoop
import Gestures
import Input
import Layers
import Motion
package import Rendering
package import Replay
internal import SDLHost

/// One run of a scene: display link, input, gestures, animation, rendering, presentation,
/// profiling, recording and tracing in a single loop.
///
/// Every stage takes its time from the frame: input carries session-relative timestamps,
/// animations start at the frame's timestamp and are evaluated at its target timestamp.
/// A replay swaps the window for the recording and the timer for a virtual clock and
/// gets the very same frames.
package final class Session {
    package let options: SessionOptions
    /// The scene being run.
    package let scene: any Scene
    /// Delivers input to the recognizers on the scene's layers.
    package let arena: GestureArena
    package let profiler: FrameProfiler
    /// The last frame's pixels.
    package let buffer = PixelBuffer(width: 0, height: 0)

    private let window: SDLWindow?
    private var player: RecordingPlayer?
    private let link: DisplayLink
    /// The replay's clock, which passes the vsyncs the live run skipped.
    private let virtualSource: VirtualFrameSource?
    /// The newest input time delivered, so times never go back.
    private var lastInputTime: FrameTime = .zero
    /// CLOCK_MONOTONIC time of the session's vsync 0 (live runs only).
    private let origin: Int64
    private let renderer: LayerRenderer
    /// The live frame-timing panel, when asked for (window runs only).
    private let overlay: ProfilerOverlay?
    /// Whether the next frame draws everything rather than what changed: after a resize,
    /// which clears the buffer (even a resize back to the size the renderer last drew).
    private var needsFullDraw = false
    private var recorder: Recorder?
    private var traceWriter: FrameTraceWriter?
    /// Called with every frame's trace record as the frame ends (with or without a trace
    /// file): for comparing or keeping a trace in memory.
    package var onTraceRecord: ((FrameTraceRecord) -> Void)?
    private var size: Size
    private var scale: Double

    /// Refuses a scene whose recordings or traces could not be read back: two named
    /// recognizers with one name (their settings and states would share keys), and traced
    /// values that repeat or take a name the trace uses itself.
    static func checkNames(of scene: any Scene) throws(SessionError) {
        var seen = Set<String>()
        for recognizer in scene.root.gestureRecognizersInTree where !recognizer.name.isEmpty {
            guard seen.insert(recognizer.name).inserted else {
                throw SessionError("scene: two gesture recognizers are named \"\(ErrorText.clip(recognizer.name))\"; recordings and traces key them by name, so give each its own")
            }
        }
        var values = Set<String>()
        for (name, _) in scene.traceValues() {
            if ["frame", "vsync", "t_ns", "target_ns", "hash"].contains(name) || name.hasPrefix("gesture.") {
                throw SessionError("scene: the traced value \"\(ErrorText.clip(name))\" takes a name the frame trace uses itself (frame, vsync, t_ns, target_ns, hash, gesture.*)")
            }
            guard values.insert(name).inserted else {
                throw SessionError("scene: two traced values are named \"\(ErrorText.clip(name))\"")
            }
        }
    }

    /// Prepares a session of one of `scenes` (the one the options or the recording name);
    /// opens the window, the recording and the trace files.
    package init(options: SessionOptions, scenes: [SceneEntry]) throws(SessionError) {
        self.options = options
        var sceneName = options.scene
        var size = options.windowSize
        var scale = 1.0
        var seed: UInt64 = 0
        var period: FrameTime
        var recognizers: [(name: String, value: Double)] = []
        var recordingVersion = RecordingHeader.currentVersion
        switch options.mode {
        case let .replay(recording), let .pacedReplay(recording, _):
            let header = recording.header
            sceneName = header.scene
            size = Size(width: header.windowWidth, height: header.windowHeight)
            scale = header.scale
            period = header.framePeriod
            seed = header.seed
            recognizers = header.recognizers
            recordingVersion = header.version
            player = RecordingPlayer(recording: recording)
        case .window, .headless:
            period = TimerFrameSource.period(forFramesPerSecond: options.framesPerSecond ?? 60)
        }
        guard let entry = scenes.first(where: { $0.name == sceneName }) else {
            throw SessionError("unknown scene \"\(ErrorText.clip(sceneName))\"; scenes: \(scenes.map(\.name).joined(separator: ", "))")
        }
        let font = AppFont.trueType()
        renderer = LayerRenderer(threads: options.renderThreads, text: font)
        overlay = options.overlay ? ProfilerOverlay(text: font.map { OverlayText(glyphs: $0) }) : nil

        // The window first: the scene is made for the size the window really has, which is
        // the size the recording stores and its replay makes the scene with.
        var wantsWindow = false
        switch options.mode {
        case .window: wantsWindow = true
        case let .pacedReplay(_, window): wantsWindow = window
        default: break
        }
        if wantsWindow {
            guard SDLWindow.isDisplayAvailable else {
                throw SessionError("no display to open a window on: run under xvfb-run -a (e.g. xvfb-run -a fling demo), or pass --headless")
            }
            do {
                let window = try SDLWindow(title: "Fling — \(sceneName)", width: Int(size.width), height: Int(size.height))
                self.window = window
                if case .window = options.mode {
                    size = Size(width: window.width, height: window.height)
                    scale = window.scale
                    if options.framesPerSecond == nil {
                        period = TimerFrameSource.period(forFramesPerSecond: window.refreshRate ?? 60)
                    }
                }
            } catch {
                throw SessionError(error.message)
            }
        } else {
            window = nil
        }
        self.size = size
        self.scale = scale

        let scene = entry.make(SceneContext(size: size, seed: seed))
        self.scene = scene
        if scene.root.engine !== scene.engine { scene.engine.attach(scene.root) }
        arena = GestureArena(root: scene.root)
        arena.hitTestsPresentation = scene.hitTestsPresentation
        scene.layout(size: size)
        // After the first layout, which may attach recognizers: the settings a replay applies
        // are read from the same tree a live run records them from.
        try Self.checkNames(of: scene)
        do throws(RecognizerSettings.Problem) {
            try RecognizerSettings.apply(recognizers, recordingVersion: recordingVersion, to: scene.root)
        } catch {
            throw SessionError("the recording's recognizer setting \(error.description)")
        }
        buffer.resize(width: Self.pixels(size.width, scale), height: Self.pixels(size.height, scale))
        // Draw the scene once before the clock starts, so the one-off work of a first draw
        // (setting every label, blurring every shadow) does not make frame 0 miss its vsync.
        renderer.draw(scene.root, into: buffer, scale: scale, clearColor: scene.clearColor)

        if case .replay = options.mode {
            origin = 0
            let source = VirtualFrameSource(period: period)
            virtualSource = source
            link = DisplayLink(source: source)
        } else {
            let source = TimerFrameSource(period: period)
            if let window { source.idle = { window.pump() } }
            origin = source.origin
            virtualSource = nil
            link = DisplayLink(source: source)
        }
        profiler = FrameProfiler(framePeriod: period.nanoseconds)

        do {
            if let path = options.recordPath {
                switch options.mode {
                case .window, .headless:
                    let header = RecordingHeader(
                        windowWidth: size.width, windowHeight: size.height, scale: scale, scene: sceneName,
                        framePeriod: period,
                        recognizers: RecognizerSettings.current(in: scene.root))
                    recorder = try Recorder(path: path, header: header)
                default:
                    throw SessionError("--record works in live runs only; a replay already has its recording")
                }
            }
            if let path = options.tracePath { traceWriter = try FrameTraceWriter(path: path) }
        } catch let error as FormatError {
            throw SessionError(error.description)
        } catch {
            throw error as! SessionError
        }
    }

    /// Runs frames until a limit, the end of the recording, a window close or Escape.
    package func run() throws(SessionError) -> SessionReport {
        var frames = 0
        var last: DisplayLinkFrame?
        running: while true {
            if let limit = options.frames, frames >= limit { break }
            if let virtualSource, player != nil {
                // Draw exactly the frames the live run drew: pass the vsyncs it skipped.
                virtualSource.skip(vsyncs: Int(player!.vsyncsSkipped(from: virtualSource.nextVsync)))
            }
            let frame = link.step()
            if let player, player.isFinished(at: frame.vsync) { break }
            // A recording spans at most `maximumVsyncs`, so one that would not replay is never written.
            if recorder != nil, frame.vsync > RecordingHeader.maximumVsyncs { break }
            if let limit = options.duration, frame.timestamp >= limit { break }
            last = frame
            frames += 1
            profiler.beginFrame(frame, at: MonotonicClock.now())
            scene.engine.now = frame.timestamp

            let quit = profiler.measure(.events) { deliverInput(for: frame) }
            profiler.measure(.animate) { scene.engine.update(at: frame.targetTimestamp) }
            let damage = profiler.measure(.render) {
                defer { if options.frameDelay > .zero { MonotonicClock.spin(for: options.frameDelay.nanoseconds) } }
                return render()
            }
            if traceWriter != nil || onTraceRecord != nil {
                let record = FrameTraceRecord(
                    frame: frame.index, vsync: frame.vsync, time: frame.timestamp, targetTime: frame.targetTimestamp,
                    gestures: scene.tracedRecognizers.map { ($0.name, $0.state.rawValue) }, values: scene.traceValues(),
                    pixelHash: options.tracePixelHashes ? buffer.hashHex : nil)
                traceWriter?.write(record)
                onTraceRecord?(record)
            }
            if let window {
                profiler.measure(.present) { present(damage, in: window) }
            }
            profiler.endFrame(at: MonotonicClock.now())
            if quit { break running }
        }
        try finish(last: last)
        return SessionReport(frames: frames)
    }

    /// Draws the frame: what changed since the last one, or everything after a resize.
    /// Either way the buffer ends up bit for bit a full draw, so its hash is the frame's.
    /// Returns the pixels that changed (nil: none).
    private func render() -> PixelRect? {
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
    private func present(_ damage: PixelRect?, in window: SDLWindow) {
        guard let overlay else { return window.present(buffer, damage: damage) }
        overlay.draw(profiler.frames, period: profiler.framePeriod, into: buffer, scale: scale)
        let panel = ProfilerOverlay.panelPixels(width: buffer.width, height: buffer.height, scale: scale)
        renderer.invalidate(panel)
        window.present(buffer, damage: damage.map { $0.union(panel) } ?? panel)
    }

    /// Delivers this frame's input; returns whether the user quit (closed the window or
    /// pressed Escape).
    private func deliverInput(for frame: DisplayLinkFrame) -> Bool {
        var events: [InputEvent]
        if player != nil {
            events = player!.events(through: frame.vsync)
            if let window {
                // A paced replay in a window still honours closing it.
                if window.pollEvents().contains(where: { $0.kind == .quit }) { return true }
            }
        } else if let window {
            events = window.pollEvents()
            // Session time, never before vsync 0 nor before an event already delivered (a
            // window system's stamp can be older than a read time given to an earlier event).
            for i in events.indices {
                lastInputTime = max(lastInputTime, events[i].time - .nanoseconds(origin))
                events[i].time = lastInputTime
            }
        } else {
            events = []
        }
        if frame.missedVsyncs > 0 { recorder?.recordSkip(Int64(frame.missedVsyncs), before: frame.vsync) }
        var quit = false
        for event in events {
            recorder?.record(event, vsync: frame.vsync)
            switch event.kind {
            case .quit, .key("escape", true):
                quit = true
            case let .resize(width, height):
                size = Size(width: width, height: height)
                if let window, player == nil { scale = window.scale }
                buffer.resize(width: Self.pixels(width, scale), height: Self.pixels(height, scale))
                needsFullDraw = true
                scene.layout(size: size)
            default:
                break
            }
            arena.handle(event)
            scene.handle(event)
        }
        recorder?.flush()
        // Deadlines with no event to carry them (a long press held still) are noticed at
        // the frame's timestamp, after its input: the same frame in a replay. An event read
        // just after the frame woke may be later; the arena's clock never runs backwards.
        arena.tick(at: max(frame.timestamp, arena.now))
        scene.update(at: frame.timestamp)
        return quit
    }

    private func finish(last: DisplayLinkFrame?) throws(SessionError) {
        do {
            if let recorder {
                try recorder.finish(vsync: last?.vsync ?? 0, time: last?.timestamp ?? .zero)
            }
            try traceWriter?.finish()
            if let path = options.screenshotPath {
                guard last != nil else { throw SessionError("no frame ran, so there is no screenshot for \(ErrorText.path(path))") }
                // In a window, the screenshot is what SDL presented, read back from its renderer.
                let shown = try window.map { window throws(SDLError) in try window.readPresentedPixels() } ?? buffer
                try PNG.write(shown, to: path)
            }
        } catch let error as SessionError {
            throw error
        } catch let error as SDLError {
            throw SessionError(error.message)
        } catch {
            throw SessionError("\(error)")
        }
    }

    private static func pixels(_ points: Double, _ scale: Double) -> Int { RecordingHeader.framePixels(points, scale: scale) }
}

/// A session could not start or finish; one line for the command line to print.
package struct SessionError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
