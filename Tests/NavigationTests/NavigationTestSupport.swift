import Gestures
import Input
import Layers
import Motion
import Navigation

/// A screen that writes its callbacks into a shared log, as "TITLE.willAppear" and so on.
final class LoggedScreen: Screen {
    let log: CallbackLog

    init(_ title: String, log: CallbackLog) {
        self.log = log
        super.init(title: title)
    }

    override func viewWillAppear(_ animated: Bool) { log.lines.append("\(title).willAppear") }
    override func viewIsAppearing(_ animated: Bool) { log.lines.append("\(title).isAppearing") }
    override func viewDidAppear(_ animated: Bool) { log.lines.append("\(title).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(title).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(title).didDisappear") }
}

/// The appearance callbacks of several screens, in the order they ran.
final class CallbackLog {
    var lines: [String] = []

    /// The lines since the last call.
    func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}

/// Interrupts a transition at `time` and measures what a layer shows on both sides: `frame`
/// evaluates a frame, `value` reads the shown value, `interrupt` starts the new transition.
/// Returns the value and the speed (finite differences over 1 µs) just before and just after.
func measureInterruption(
    at time: Double, frame: (Double) -> Void, value: () -> Double, interrupt: () -> Void
) -> (before: Double, after: Double, speedBefore: Double, speedAfter: Double) {
    let dt = 1e-6
    frame(time - dt)
    let earlier = value()
    frame(time)
    let before = value()
    interrupt()
    frame(time)
    let after = value()
    frame(time + dt)
    return (before, after, (before - earlier) / dt, (value() - after) / dt)
}

/// A test's window on a virtual clock: an engine and a gesture arena that frames and input
/// drive, each at a time in seconds.
protocol ClockedStage: AnyObject {
    var engine: AnimationEngine { get }
    var arena: GestureArena { get }
}

extension ClockedStage {
    /// Moves the clock to `time` and evaluates the frame there.
    func frame(_ time: Double) {
        engine.now = .seconds(time)
        arena.tick(at: .seconds(time))
        engine.update(at: .seconds(time))
    }

    /// Delivers an input event at `time`, then evaluates the frame there.
    func event(_ kind: InputEvent.Kind, at time: Double) {
        engine.now = .seconds(time)
        arena.handle(InputEvent(time: .seconds(time), kind: kind))
        engine.update(at: .seconds(time))
    }
}

/// Whether `a` and `b` are within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// Whether every edge of `a` is within `tolerance` of `b`'s.
func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance) && close(a.width, b.width, tolerance)
        && close(a.height, b.height, tolerance)
}

/// The rectangle `p` of the way from `a` to `b`, every edge linearly.
func lerp(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
    Rect(
        x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
        width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
}

/// Whether `outer` holds `inner` (to a millionth of a point).
func holds(_ outer: Rect, _ inner: Rect) -> Bool {
    outer.minX <= inner.minX + 1e-6 && outer.minY <= inner.minY + 1e-6 && outer.maxX >= inner.maxX - 1e-6
        && outer.maxY >= inner.maxY - 1e-6
}

/// The callbacks of a whole pop of B back to A, start and end.
let finishedPop = ["B.willDisappear", "A.willAppear", "A.isAppearing", "B.didDisappear", "A.didAppear"]
