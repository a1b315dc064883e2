import Gestures
import Input
import Layers
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

/// The callbacks of a whole pop of B back to A, start and end.
let finishedPop = ["B.willDisappear", "A.willAppear", "A.isAppearing", "B.didDisappear", "A.didAppear"]
