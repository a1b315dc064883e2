import Host
import Input
import Motion
import Replay
import Time

/// Input for a replay test that needs no recording: drags, flicks, taps, double taps, long
/// presses and wheel scrolls, written in code, turned into the same event stream a
/// recording holds — each event with its time and the frame that consumes it, as a live
/// run at `framesPerSecond` would have read it.
///
/// ```swift
/// var script = InputScript(scene: "ball")
/// script.wait(0.2)
/// script.flick(from: Point(x: 640, y: 400), velocity: Point(x: 2500, y: -800))
/// script.wait(1.5)
/// let run = try SceneReplay(BallScene.entry).run(script.recording())
/// ```
///
/// Pointer moves are sampled every `sampleInterval` (8 ms, a 125 Hz mouse). Times advance
/// through the script: each gesture starts where the last one ended.
public struct InputScript {
    /// The scene the recording is for.
    public var scene: String
    /// The window's size in points.
    public var size: Size
    /// The display's refresh rate.
    public var framesPerSecond: Double
    /// How often a moving pointer reports its position (8 ms).
    public var sampleInterval: FrameTime = .milliseconds(8)
    /// Whether the recorded run starts with Reduce Motion on (the header's `reduceMotion`,
    /// which the replay gives the scene's engine); `key("m")` toggles it from then on, as the
    /// M key does in a live run.
    public var reduceMotion = false
    /// The time the next event happens at; starts at 0.1 s, so the scene has drawn frames first.
    public private(set) var now: FrameTime = .milliseconds(100)
    /// The events so far.
    public private(set) var events: [InputEvent] = []

    /// A script for the scene named `scene` in a window of `size` points, drawn at
    /// `framesPerSecond`; it starts at 0.1 s.
    public init(scene: String, size: Size = Size(width: 1280, height: 800), framesPerSecond: Double = 60) {
        precondition(
            framesPerSecond >= 1 && framesPerSecond <= 1000,
            "InputScript: framesPerSecond must be 1…1000, not \(framesPerSecond)")
        self.scene = scene
        self.size = size
        self.framesPerSecond = framesPerSecond
    }

    /// A script for the scene `entry` makes: `InputScript(PuckScene.entry)`, so a misspelt
    /// scene name cannot reach run time.
    public init(_ entry: SceneEntry, size: Size = Size(width: 1280, height: 800), framesPerSecond: Double = 60) {
        self.init(scene: entry.name, size: size, framesPerSecond: framesPerSecond)
    }

    /// Lets `seconds` pass without input.
    public mutating func wait(_ seconds: Double) {
        precondition(seconds >= 0, "InputScript.wait: seconds must be >= 0, not \(seconds)")
        now += .seconds(seconds)
    }

    /// Presses at `from`, moves in a straight line to `to` over `duration` seconds at an even
    /// pace, and releases there without pausing (the release carries the drag's velocity).
    public mutating func drag(from: Point, to: Point, duration: Double, button: PointerButton = .left) {
        precondition(duration > 0, "InputScript.drag: duration must be > 0, not \(duration)")
        press(at: from, button: button)
        let total = FrameTime.seconds(duration)
        let start = now
        var elapsed = FrameTime.zero
        while elapsed < total {
            elapsed = min(elapsed + sampleInterval, total)
            let fraction = elapsed.seconds / total.seconds
            now = start + elapsed
            add(
                .pointerMove(
                    x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction, buttons: button.mask
                ))
        }
        add(.pointerUp(x: to.x, y: to.y, button: button))
    }

    /// A throw: a drag from `from` at a constant `velocity` (points per second) for
    /// `duration` seconds, released while moving.
    public mutating func flick(from: Point, velocity: Point, duration: Double = 0.1) {
        drag(from: from, to: from + velocity * duration, duration: duration)
    }

    /// A press and release at `point`, `hold` seconds apart (a tap: 0.05 s).
    public mutating func tap(at point: Point, hold: Double = 0.05) {
        precondition(hold >= 0, "InputScript.tap: hold must be >= 0, not \(hold)")
        press(at: point)
        now += .seconds(hold)
        add(.pointerUp(x: point.x, y: point.y, button: .left))
    }

    /// Two taps at `point`, `gap` seconds apart (within a tap recognizer's 0.35 s).
    public mutating func doubleTap(at point: Point, gap: Double = 0.15) {
        precondition(gap >= 0, "InputScript.doubleTap: gap must be >= 0, not \(gap)")
        tap(at: point)
        now += .seconds(gap)
        tap(at: point)
    }

    /// A press held still at `point` for `duration` seconds, then released.
    public mutating func longPress(at point: Point, duration: Double = 0.8) {
        tap(at: point, hold: duration)
    }

    /// `notches` notches of a wheel at `point`, `interval` seconds apart: positive notches
    /// scroll content down (wheel away from the user), 40 points each, as SDLHost reports them.
    public mutating func scroll(at point: Point, notches: Int, interval: Double = 0.03, horizontal: Bool = false) {
        precondition(interval >= 0, "InputScript.scroll: interval must be >= 0, not \(interval)")
        for index in 0..<abs(notches) {
            if index > 0 { now += .seconds(interval) }
            let step = notches > 0 ? 40.0 : -40.0
            add(.wheel(x: point.x, y: point.y, dx: horizontal ? step : 0, dy: horizontal ? 0 : step, type: .discrete))
        }
    }

    /// A key going down and, `hold` seconds later, up.
    public mutating func key(_ name: String, hold: Double = 0.05) {
        precondition(hold >= 0, "InputScript.key: hold must be >= 0, not \(hold)")
        add(.key(name: name, isDown: true))
        now += .seconds(hold)
        add(.key(name: name, isDown: false))
    }

    /// Adds any event at `now`.
    public mutating func add(_ kind: InputEvent.Kind) {
        events.append(InputEvent(time: now, kind: kind))
    }

    private mutating func press(at point: Point, button: PointerButton = .left) {
        add(.pointerMove(x: point.x, y: point.y, buttons: []))
        add(.pointerDown(x: point.x, y: point.y, button: button))
    }

    /// The recording: every event consumed by the first frame at or after it, and the
    /// session running `tail` seconds past the last event.
    public func recording(tail: Double = 1.5) -> Recording {
        let period = VirtualFrameSource.period(forFramesPerSecond: framesPerSecond)
        func vsync(_ time: FrameTime) -> Int64 { (time.nanoseconds + period.nanoseconds - 1) / period.nanoseconds }
        let recorded = events.map { RecordedEvent(vsync: vsync($0.time), event: $0) }
        let end = vsync(now + .seconds(tail))
        let header = RecordingHeader(
            windowWidth: size.width, windowHeight: size.height, scale: 1, scene: scene,
            framePeriod: period, reduceMotion: reduceMotion)
        return Recording(header: header, events: recorded, endVsync: end, endTime: period * end)
    }
}
