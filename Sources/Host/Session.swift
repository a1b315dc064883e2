internal import Formats
internal import Foundation
package import FrameLoop
import Gestures
import Input
import Layers
import Motion
import Time
package import Rendering
package import Replay

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
    package private(set) var scene: any Scene
    /// Delivers input to the recognizers on the scene's layers.
    package private(set) var arena: GestureArena
    /// The scenes the session can switch between (`SessionOptions.sceneSwitcher`).
    private let entries: [SceneEntry]
    /// The scene's index in `entries`.
    private var sceneIndex: Int
    /// The running scene's name.
    package var sceneName: String { entries[sceneIndex].name }
    /// The scene list at the window's left edge, when shown.
    private let sidebar: SceneSidebar?
    /// Whether the pointer's press began on the sidebar: until it is released, the pointer
    /// is the sidebar's.
    private var sidebarPress = false
    /// The scene to switch to before the next frame (a switch key or a sidebar click).
    private var pendingSwitch: Int?
    /// The randomness seed scenes are made with.
    private let seed: UInt64
    package let profiler: FrameProfiler
    /// The last frame's pixels (when the session draws every frame; see `drawnFrame()`).
    package let buffer = PixelBuffer(width: 0, height: 0)
    /// Whether every frame is drawn, or only on request (`SessionOptions.drawsEveryFrame`).
    private let drawsEveryFrame: Bool
    /// Whether `buffer` holds the scene as the last frame left it.
    private var bufferIsCurrent = false
    /// Thumbnails of the frames around the worst hitches, when the options keep them.
    package let thumbnails: FrameThumbnails?

    /// The window frames are shown in and live input comes from (`HostWindow`), when the
    /// mode has one.
    private let window: (any HostWindow)?
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
    /// opens the window (from `windows`, in the modes that show one), the recording and
    /// the trace files.
    package init(options: SessionOptions, scenes: [SceneEntry], windows: (any WindowSystem)? = nil) throws(SessionError) {
        self.options = options
        var sceneName = options.scene
        var size = options.windowSize
        var scale = 1.0
        var seed: UInt64 = 0
        var period: FrameTime
        var recognizers: [(name: String, value: Double)] = []
        var recordingVersion = RecordingHeader.currentVersion
        switch options.mode {
        case .replay, .pacedReplay, .replayFile:
            let player: RecordingPlayer
            switch options.mode {
            case let .replay(recording), let .pacedReplay(recording, _): player = RecordingPlayer(recording: recording)
            case let .replayFile(path):
                do { player = RecordingPlayer(reader: try RecordingReader(path: path)) } catch {
                    throw SessionError(error.description)
                }
            default: preconditionFailure("not a replay")
            }
            let header = player.header
            sceneName = header.scene
            size = Size(width: header.windowWidth, height: header.windowHeight)
            scale = header.scale
            period = header.framePeriod
            seed = header.seed
            recognizers = header.recognizers
            recordingVersion = header.version
            self.player = player
        case .window, .headless:
            period = TimerFrameSource.period(forFramesPerSecond: options.framesPerSecond ?? 60)
        }
        guard let index = scenes.firstIndex(where: { $0.name == sceneName }) else {
            throw SessionError("unknown scene \"\(ErrorText.clip(sceneName))\"; scenes: \(scenes.map(\.name).joined(separator: ", "))")
        }
        let entry = scenes[index]
        entries = scenes
        sceneIndex = index
        self.seed = seed
        let font = AppFont.trueType()
        var switcher = false
        if case .window = options.mode { switcher = options.sceneSwitcher && scenes.count > 1 }
        sidebar = switcher && options.sidebar
            ? SceneSidebar(names: scenes.map(\.name), current: index, isRecording: options.recordPath != nil, text: font)
            : nil
        renderer = LayerRenderer(threads: options.renderThreads, text: font)
        thumbnails = options.keepsThumbnails ? FrameThumbnails() : nil
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
            guard let windows else {
                throw SessionError("this program has no window system to open a window with: run it through FlingApp (which opens SDL windows), or pass --headless")
            }
            guard windows.isDisplayAvailable else {
                throw SessionError("no display to open a window on: run under xvfb-run -a (e.g. xvfb-run -a fling demo), or pass --headless")
            }
            do {
                let window = try windows.openWindow(title: "Fling — \(sceneName)", width: Int(size.width), height: Int(size.height))
                self.window = window
                if case .window = options.mode {
                    size = Size(width: Self.sceneWidth(window.width, sidebar: sidebar), height: window.height)
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

        (scene, arena) = try Self.make(entry, size: size, seed: seed, at: .zero)
        do throws(RecognizerSettings.Problem) {
            try RecognizerSettings.apply(recognizers, recordingVersion: recordingVersion, to: scene.root)
        } catch {
            throw SessionError("the recording's recognizer setting \(error.description)")
        }
        buffer.resize(width: Self.pixels(size.width, scale), height: Self.pixels(size.height, scale))
        drawsEveryFrame = options.drawsEveryFrame || options.tracePixelHashes || options.overlay || options.keepsThumbnails
            || window != nil
        if drawsEveryFrame {
            // Draw the scene once before the clock starts, so the one-off work of a first draw
            // (setting every label, blurring every shadow) does not make frame 0 miss its vsync.
            renderer.draw(scene.root, into: buffer, scale: scale, clearColor: scene.clearColor)
            bufferIsCurrent = true
        }

        var onVirtualClock = false
        switch options.mode {
        case .replay, .replayFile: onVirtualClock = true
        default: break
        }
        if onVirtualClock {
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
        // The budget is the link's period; deadlines are counted from its vsync 0 (a replay on
        // the virtual clock has no real deadlines: its frames run as fast as they can).
        profiler = FrameProfiler(framePeriod: link.period.nanoseconds,
                                 origin: virtualSource == nil ? origin : MonotonicClock.now())

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

    /// Makes `entry`'s scene for `size`, with `now` as its engine's time, lays it out and
    /// checks its names; returns it with the arena that delivers its input.
    private static func make(_ entry: SceneEntry, size: Size, seed: UInt64,
                             at now: FrameTime) throws(SessionError) -> (any Scene, GestureArena) {
        let scene = entry.make(SceneContext(size: size, seed: seed))
        if scene.root.engine !== scene.engine { scene.engine.attach(scene.root) }
        scene.engine.now = now
        let arena = GestureArena(root: scene.root)
        arena.hitTestsPresentation = scene.hitTestsPresentation
        scene.layout(size: size)
        // After the first layout, which may attach recognizers: the settings a replay applies
        // are read from the same tree a live run records them from.
        try checkNames(of: scene)
        return (scene, arena)
    }

    /// The scene's width in a window `width` points wide: all of it, less the sidebar.
    private static func sceneWidth(_ width: Double, sidebar: SceneSidebar?) -> Double {
        guard sidebar != nil else { return width }
        return max(1, width - SceneSidebar.width)
    }

    /// Runs frames until a limit, the end of the recording, a window close or Escape.
    package func run() throws(SessionError) -> SessionReport {
        var frames = 0
        var last: DisplayLinkFrame?
        let profiles = options.profiles
        running: while true {
            if let limit = options.frames, frames >= limit { break }
            if let virtualSource, player != nil {
                // Draw exactly the frames the live run drew: pass the vsyncs it skipped.
                virtualSource.skip(vsyncs: Int(try playing { () throws(FormatError) in try player!.vsyncsSkipped(from: virtualSource.nextVsync) }))
            }
            if let index = pendingSwitch {
                pendingSwitch = nil
                try switchScene(to: index, after: last)
            }
            let frame = link.step()
            if player != nil, try playing({ () throws(FormatError) in try player!.isFinished(at: frame.vsync) }) { break }
            // A recording spans at most `maximumVsyncs`, so one that would not replay is never written.
            if recorder != nil, frame.vsync > RecordingHeader.maximumVsyncs { break }
            if let limit = options.duration, frame.timestamp >= limit { break }
            last = frame
            frames += 1
            if profiles { profiler.beginFrame(frame, at: MonotonicClock.now()) }
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
                    defer { if options.frameDelay > .zero { MonotonicClock.spin(for: options.frameDelay.nanoseconds) } }
                    return render()
                }
                bufferIsCurrent = true
            } else {
                // Values only: the pixels are drawn when asked for (`drawnFrame()`).
                bufferIsCurrent = false
                if options.frameDelay > .zero { phase(.render) { MonotonicClock.spin(for: options.frameDelay.nanoseconds) } }
            }
            if profiles {
                let stats = drawsEveryFrame ? renderer.lastStats : RenderStats()
                profiler.setCounters(FrameCounters(layersDrawn: stats.layersDrawn, animationsRunning: scene.engine.runningAnimationCount,
                                                   damagedPixels: stats.damagedPixels))
            }
            // Between render and present, outside every phase, so the overlay is not in it.
            thumbnails?.record(frame: frame.index, from: buffer, damage: damage)
            if traceWriter != nil || onTraceRecord != nil {
                let record = FrameTraceRecord(
                    frame: frame.index, vsync: frame.vsync, time: frame.timestamp, targetTime: frame.targetTimestamp,
                    gestures: scene.tracedRecognizers.map { ($0.name, $0.state.rawValue) }, values: scene.traceValues(),
                    pixelHash: options.tracePixelHashes ? buffer.hashHex : nil)
                traceWriter?.write(record)
                onTraceRecord?(record)
            }
            if let window {
                phase(.present) { present(damage, in: window) }
            }
            if profiles { profiler.endFrame(at: MonotonicClock.now()) }
            if let thumbnails, let ended = profiler.frames.last {
                // A warm-up frame's one-off costs are not what the report's pictures are for:
                // it ranks last.
                let warmUp = ended.frameClass == .warmUp
                let hitch = warmUp ? 0 : ended.hitchTime(period: profiler.framePeriod)
                thumbnails.consider(frame: frame.index, isHitch: hitch > 0, score: warmUp ? 0 : hitch > 0 ? hitch : ended.duration)
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
    private func phase<R, E: Error>(_ phase: FramePhase, _ body: () throws(E) -> R) throws(E) -> R {
        guard options.profiles else { return try body() }
        profiler.beginPhase(phase, at: MonotonicClock.now())
        defer { profiler.endPhase(phase, at: MonotonicClock.now()) }
        return try body()
    }

    /// Runs one of the player's calls; a streamed recording's bad line becomes the session's error.
    private func playing<R>(_ body: () throws(FormatError) -> R) throws(SessionError) -> R {
        do { return try body() } catch { throw SessionError(error.description) }
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
    private func present(_ damage: PixelRect?, in window: any HostWindow) {
        if let sidebar, sidebar.draw(height: window.height, scale: scale) { window.setPanel(sidebar.buffer) }
        guard let overlay else { return window.present(buffer, damage: damage) }
        overlay.draw(profiler.frames, period: profiler.framePeriod, into: buffer, scale: scale)
        let panel = ProfilerOverlay.panelPixels(width: buffer.width, height: buffer.height, scale: scale)
        renderer.invalidate(panel)
        window.present(buffer, damage: damage.map { $0.union(panel) } ?? panel)
    }

    /// Delivers this frame's input; returns whether the user quit (closed the window or
    /// pressed Escape).
    private func deliverInput(for frame: DisplayLinkFrame) throws(SessionError) -> Bool {
        var events: [InputEvent]
        if player != nil {
            events = try playing { () throws(FormatError) in try player!.events(through: frame.vsync) }
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
            if options.sceneSwitcher && entries.count > 1 { events = switcherEvents(events) }
        } else {
            events = []
        }
        if frame.missedVsyncs > 0 { recorder?.recordSkip(Int64(frame.missedVsyncs), before: frame.vsync) }
        var quit = false
        // Input times are session times; on the timer's clock they are `origin` later. A
        // replay on the virtual clock has no wall time for them.
        let inputClock: Int64? = virtualSource == nil ? origin : nil
        for event in events {
            if options.profiles { profiler.recordInput(Self.name(of: event.kind), at: inputClock.map { $0 + event.time.nanoseconds }) }
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

    /// Takes the switcher's input out of `events` and returns the scene's: keys 1–9 and 0
    /// and presses on the sidebar choose a scene (the switch happens before the next
    /// frame); the rest reaches the scene with positions relative to its own corner and a
    /// resize of the window as a resize of the scene.
    private func switcherEvents(_ events: [InputEvent]) -> [InputEvent] {
        let left = sidebar == nil ? 0 : SceneSidebar.width
        var kept: [InputEvent] = []
        for var event in events {
            switch event.kind {
            case let .key(name, isDown) where name.count == 1 && ("0"..."9").contains(name):
                let number = Int(name)!
                let index = number == 0 ? 9 : number - 1
                if isDown && index < entries.count { pendingSwitch = index }
                continue
            case let .pointerDown(x, y, _) where x < left:
                sidebarPress = true
                if let row = sidebar?.row(atY: y) { pendingSwitch = row }
                continue
            case .pointerUp where sidebarPress:
                sidebarPress = false
                continue
            case let .pointerMove(x, y, _):
                sidebar?.hovered = x < left ? sidebar?.row(atY: y) : nil
                if sidebarPress { continue }
                event.kind = .pointerMove(x: x - left, y: y, buttons: Self.buttons(of: event.kind))
            case let .pointerDown(x, y, button):
                event.kind = .pointerDown(x: x - left, y: y, button: button)
            case let .pointerUp(x, y, button):
                event.kind = .pointerUp(x: x - left, y: y, button: button)
            case let .wheel(x, y, dx, dy, type):
                if x < left { continue }
                event.kind = .wheel(x: x - left, y: y, dx: dx, dy: dy, type: type)
            case let .resize(width, height):
                event.kind = .resize(width: Self.sceneWidth(width, sidebar: sidebar), height: height)
            default:
                break
            }
            kept.append(event)
        }
        return kept
    }

    /// The kind of an input event, for the profile's trace.
    private static func name(of kind: InputEvent.Kind) -> String {
        switch kind {
        case .pointerDown: "pointerDown"
        case .pointerMove: "pointerMove"
        case .pointerUp: "pointerUp"
        case .wheel: "wheel"
        case .key: "key"
        case .resize: "resize"
        case .focusLost: "focusLost"
        case .quit: "quit"
        }
    }

    private static func buttons(of kind: InputEvent.Kind) -> PointerButtons {
        if case let .pointerMove(_, _, buttons) = kind { return buttons }
        return []
    }

    /// Replaces the scene with `entries[index]` before the next frame. A recording and a
    /// trace hold one scene: a switch ends both at the last frame drawn (`last`), as quitting
    /// would, and says so on standard error.
    private func switchScene(to index: Int, after last: DisplayLinkFrame?) throws(SessionError) {
        guard index != sceneIndex else { return }
        let entry = entries[index]
        let made: (any Scene, GestureArena)
        do {
            made = try Self.make(entry, size: size, seed: seed, at: last?.timestamp ?? .zero)
        } catch {
            notice("cannot open scene \(entry.name): \(error.message)")
            return
        }
        do {
            if let recorder, let path = options.recordPath {
                try recorder.finish(vsync: last?.vsync ?? 0, time: last?.timestamp ?? .zero)
                notice("the recording \(path) ends at frame \(last?.index ?? 0), where the scene changed: a recording holds one scene")
            }
            if let traceWriter, let path = options.tracePath {
                try traceWriter.finish()
                notice("the trace \(path) ends at frame \(last?.index ?? 0), where the scene changed")
            }
        } catch {
            throw SessionError("\(error)")
        }
        recorder = nil
        traceWriter = nil
        sidebar?.isRecording = false
        (scene, arena) = made
        sceneIndex = index
        sidebar?.current = index
        needsFullDraw = true
        window?.setTitle("Fling — \(entry.name)")
    }

    /// One line on standard error, as the command line prints its own.
    private func notice(_ line: String) {
        FileHandle.standardError.write(Data("\(line)\n".utf8))
    }

    private func finish(last: DisplayLinkFrame?) throws(SessionError) {
        do {
            if let recorder {
                try recorder.finish(vsync: last?.vsync ?? 0, time: last?.timestamp ?? .zero)
            }
            try traceWriter?.finish()
            if let path = options.screenshotPath {
                guard last != nil else { throw SessionError("no frame ran, so there is no screenshot for \(ErrorText.path(path))") }
                // In a window, the screenshot is what the window shows, read back from it.
                let shown = try window.map { window throws(WindowError) in try window.readPresentedPixels() } ?? drawnFrame()
                try PNG.write(shown, to: path)
            }
        } catch let error as SessionError {
            throw error
        } catch let error as WindowError {
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
