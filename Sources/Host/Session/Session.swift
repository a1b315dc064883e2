internal import Formats
internal import Foundation
import Gestures
import Input
import Layers
import Motion
package import Profiler
package import Raster
internal import Rendering
package import Replay
import Time

// The session: its state, and setting it up (the window, the recording or the trace it reads
// and writes, the first scene). The frame loop, input routing, the scene switcher and the
// end of a run are in the files beside this one.

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
    package internal(set) var scene: any Scene
    /// Delivers input to the recognizers on the scene's layers.
    package internal(set) var arena: GestureArena
    /// The scenes the session can switch between (`SessionOptions.sceneSwitcher`).
    let entries: [SceneEntry]
    /// The scene's index in `entries`.
    var sceneIndex: Int
    /// The running scene's name.
    package var sceneName: String { entries[sceneIndex].name }
    /// The scene list at the window's left edge, when shown.
    package let sidebar: SceneSidebar?
    /// Whether the pointer's press began on the sidebar: until it is released, the pointer
    /// is the sidebar's.
    var sidebarPress = false
    /// The scene to switch to before the next frame (a switch key or a sidebar click).
    var pendingSwitch: Int?
    /// The randomness seed scenes are made with.
    let seed: UInt64
    /// Whether Reduce Motion is on: what every scene's engine is told
    /// (`AnimationEngine.accessibilityReduceMotion`), from the options, or a replay's
    /// recording, at the start, then toggled by `reduceMotionKey`.
    package internal(set) var reduceMotion: Bool
    /// Whether `reduceMotionKey` toggles Reduce Motion: always in live runs, and in replays of
    /// recordings made since the key existed (version 3). An older recording's M keys went to
    /// its scene, so they still do.
    let hasReduceMotionKey: Bool
    package let profiler: FrameProfiler
    /// The last frame's pixels (when the session draws every frame; see `drawnFrame()`).
    package let buffer = PixelBuffer(width: 0, height: 0)
    /// Whether every frame is drawn, or only on request (`SessionOptions.drawsEveryFrame`).
    let drawsEveryFrame: Bool
    /// Whether `buffer` holds the scene as the last frame left it.
    var bufferIsCurrent = false
    /// Thumbnails of the frames around the worst hitches, when the options keep them.
    package let thumbnails: FrameThumbnails?

    /// The window frames are shown in and live input comes from (`HostWindow`), when the
    /// mode has one.
    let window: (any HostWindow)?
    var player: RecordingPlayer?
    let link: DisplayLink
    /// The replay's clock, which passes the vsyncs the live run skipped.
    let virtualSource: VirtualFrameSource?
    /// The newest input time delivered, so times never go back.
    var lastInputTime: FrameTime = .zero
    /// The CLOCK_MONOTONIC instant of the session's vsync 0 (live runs; the clock's zero on
    /// the virtual clock, where nothing reads it).
    let origin: MonotonicInstant
    let renderer: LayerRenderer
    /// The live frame-timing panel, when asked for (window runs only).
    let overlay: ProfilerOverlay?
    /// Whether the next frame draws everything rather than what changed: after a resize,
    /// which clears the buffer (even a resize back to the size the renderer last drew).
    var needsFullDraw = false
    var recorder: Recorder?
    var traceWriter: FrameTraceWriter?
    /// Called with every frame's trace record as the frame ends (with or without a trace
    /// file): for comparing or keeping a trace in memory.
    package var onTraceRecord: ((FrameTraceRecord) -> Void)?
    var size: Size
    var scale: Double

    /// What a frame trace records of the scene's values: the scene's own
    /// (`Scene.traceValues()`), then every animatable value of its engine, by name
    /// (`AnimationEngine.animatedValueTrace()`).
    static func tracedValues(of scene: any Scene) -> [(name: String, value: Double)] {
        let values = scene.traceValues()
        let engineValues = scene.engine.animatedValueTrace()
        return engineValues.isEmpty ? values : values + engineValues
    }

    /// Refuses a scene whose recordings or traces could not be read back: two named
    /// recognizers with one name (their settings and states would share keys), and traced
    /// values (the scene's, and its engine's animatable values made by then) that repeat or
    /// take a name the trace uses itself.
    static func checkNames(of scene: any Scene) throws(SessionError) {
        var seen = Set<String>()
        for recognizer in scene.root.gestureRecognizersInTree where !recognizer.name.isEmpty {
            guard seen.insert(recognizer.name).inserted else {
                throw SessionError(
                    "scene: two gesture recognizers are named \"\(ErrorText.clip(recognizer.name))\"; recordings and traces key them by name, so give each its own"
                )
            }
        }
        var values = Set<String>()
        for (name, _) in tracedValues(of: scene) {
            if ["frame", "vsync", "t_ns", "target_ns", "hash"].contains(name) || name.hasPrefix("gesture.") {
                throw SessionError(
                    "scene: the traced value \"\(ErrorText.clip(name))\" takes a name the frame trace uses itself (frame, vsync, t_ns, target_ns, hash, gesture.*)"
                )
            }
            guard values.insert(name).inserted else {
                throw SessionError("scene: two traced values are named \"\(ErrorText.clip(name))\"")
            }
        }
    }

    /// Prepares a session of one of `scenes` (the one the options or the recording name);
    /// opens the window (from `windows`, in the modes that show one), the recording and
    /// the trace files.
    package init(options: SessionOptions, scenes: [SceneEntry], windows: (any WindowSystem)? = nil) throws(SessionError)
    {
        self.options = options
        var sceneName = options.scene
        var size = options.windowSize
        var scale = 1.0
        var seed: UInt64 = 0
        var period: FrameTime
        var recognizers: [(name: String, value: Double)] = []
        var recordingVersion = RecordingHeader.currentVersion
        var reduceMotion = options.reduceMotion
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
            // The recording decides: the replay must see what the live run saw.
            reduceMotion = header.reduceMotion
            self.player = player
        case .window, .headless:
            period = TimerFrameSource.period(forFramesPerSecond: options.framesPerSecond ?? 60)
        }
        guard let index = scenes.firstIndex(where: { $0.name == sceneName }) else {
            throw SessionError(
                "unknown scene \"\(ErrorText.clip(sceneName))\"; scenes: \(scenes.map(\.name).joined(separator: ", "))")
        }
        let entry = scenes[index]
        entries = scenes
        sceneIndex = index
        self.seed = seed
        self.reduceMotion = reduceMotion
        hasReduceMotionKey = recordingVersion >= RecordingHeader.reduceMotionVersion
        let font = AppFont.trueType()
        var switcher = false
        if case .window = options.mode { switcher = options.sceneSwitcher && scenes.count > 1 }
        sidebar =
            switcher && options.sidebar
            ? SceneSidebar(
                names: scenes.map(\.name), current: index, isRecording: options.recordPath != nil,
                reduceMotion: reduceMotion, text: font)
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
                throw SessionError(
                    "this program has no window system to open a window with: run it through FlingApp (which opens SDL windows), or pass --headless"
                )
            }
            guard windows.isDisplayAvailable else {
                throw SessionError(
                    "no display to open a window on: run under xvfb-run -a (e.g. xvfb-run -a fling demo), or pass --headless"
                )
            }
            do {
                let window = try windows.openWindow(
                    title: "Fling — \(sceneName)", width: Int(size.width), height: Int(size.height))
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

        (scene, arena) = try Self.make(entry, size: size, seed: seed, reduceMotion: reduceMotion, at: .zero)
        do throws(RecognizerSettings.Problem) {
            try RecognizerSettings.apply(recognizers, recordingVersion: recordingVersion, to: scene.root)
        } catch {
            throw SessionError("the recording's recognizer setting \(error.description)")
        }
        buffer.resize(width: Self.pixels(size.width, scale), height: Self.pixels(size.height, scale))
        drawsEveryFrame =
            options.drawsEveryFrame || options.tracePixelHashes || options.overlay || options.keepsThumbnails
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
            origin = MonotonicInstant(nanoseconds: 0)
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
        profiler = FrameProfiler(framePeriod: link.period, origin: virtualSource == nil ? origin : .now())

        do {
            if let path = options.recordPath {
                switch options.mode {
                case .window, .headless:
                    let header = RecordingHeader(
                        windowWidth: size.width, windowHeight: size.height, scale: scale, scene: sceneName,
                        framePeriod: period,
                        recognizers: RecognizerSettings.current(in: scene.root), reduceMotion: reduceMotion)
                    recorder = try Recorder(path: path, header: header)
                default:
                    throw SessionError("--record works in live runs only; a replay already has its recording")
                }
            }
            if let path = options.tracePath { traceWriter = try FrameTraceWriter(path: path) }
        } catch let error as InputError {
            throw SessionError(error.description)
        } catch {
            throw error as! SessionError
        }
    }

    /// Makes `entry`'s scene for `size`, with `now` as its engine's time and Reduce Motion as
    /// `reduceMotion`, lays it out and checks its names; returns it with the arena that
    /// delivers its input.
    static func make(
        _ entry: SceneEntry, size: Size, seed: UInt64, reduceMotion: Bool,
        at now: FrameTime
    ) throws(SessionError) -> (any Scene, GestureArena) {
        let scene = entry.make(SceneContext(size: size, seed: seed))
        if scene.root.engine !== scene.engine { scene.engine.attach(scene.root) }
        scene.engine.now = now
        // Before the first layout, which may start animations that read it.
        scene.engine.accessibilityReduceMotion = reduceMotion
        let arena = GestureArena(root: scene.root)
        arena.hitTestsPresentation = scene.hitTestsPresentation
        scene.layout(size: size)
        // After the first layout, which may attach recognizers: the settings a replay applies
        // are read from the same tree a live run records them from.
        try checkNames(of: scene)
        return (scene, arena)
    }

    /// The scene's width in a window `width` points wide: all of it, less the sidebar.
    static func sceneWidth(_ width: Double, sidebar: SceneSidebar?) -> Double {
        guard sidebar != nil else { return width }
        return max(1, width - SceneSidebar.width)
    }

    static func pixels(_ points: Double, _ scale: Double) -> Int { RecordingHeader.framePixels(points, scale: scale) }
}
