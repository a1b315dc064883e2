import Input
import Motion
import Gestures

/// One step of a scripted gesture: an event, or a frame tick with no event.
enum Step {
    case event(InputEvent)
    /// A frame at this time, in milliseconds.
    case tick(Int64)
    /// A frame at this time, in nanoseconds.
    case tickNs(Int64)
}

extension Step {
    /// Left-button steps at times in milliseconds, like the pan tests' `press`/`move`/`release`.
    static func press(_ x: Double, _ y: Double, at millis: Int64) -> Step { down(x, y, at: millis, .left) }
    static func move(_ x: Double, _ y: Double, at millis: Int64) -> Step { move(x, y, at: millis, held: .left) }
    static func release(_ x: Double, _ y: Double, at millis: Int64) -> Step { up(x, y, at: millis, .left) }

    static func down(_ x: Double, _ y: Double, at millis: Int64, _ button: PointerButton) -> Step {
        .event(InputEvent(time: nanos(millis), kind: .pointerDown(x: x, y: y, button: button)))
    }
    static func move(_ x: Double, _ y: Double, at millis: Int64, held buttons: PointerButtons) -> Step {
        .event(InputEvent(time: nanos(millis), kind: .pointerMove(x: x, y: y, buttons: buttons)))
    }
    static func up(_ x: Double, _ y: Double, at millis: Int64, _ button: PointerButton) -> Step {
        .event(InputEvent(time: nanos(millis), kind: .pointerUp(x: x, y: y, button: button)))
    }
    /// A scroll of (dx, dy) content points with the pointer at (x, y).
    static func wheel(_ x: Double, _ y: Double, dx: Double = 0, dy: Double, at millis: Int64,
                      _ type: ScrollType = .continuous) -> Step {
        .event(InputEvent(time: nanos(millis), kind: .wheel(x: x, y: y, dx: dx, dy: dy, type: type)))
    }
    static func focusLost(at millis: Int64) -> Step {
        .event(InputEvent(time: nanos(millis), kind: .focusLost))
    }
}

/// Runs scripted steps through recognizers — in a `GestureArena`, or each on its own —
/// and records their states after every step, their action calls and the view's callbacks.
final class Harness {
    struct Call: Equatable {
        var state: GestureState
        /// The time of the step (event or tick) during which the action ran.
        var during: Int64
    }

    let arena: GestureArena?
    private(set) var recognizers: [(name: String, recognizer: GestureRecognizer)] = []
    /// Each recognizer's states, observed after every step, repeats collapsed.
    private(set) var observed: [String: [GestureState]] = [:]
    /// Each recognizer's action calls.
    private(set) var calls: [String: [Call]] = [:]
    /// Everything the view received, in order.
    private(set) var view: [ViewTouch] = []
    /// The time of the step being run.
    private var clock: Int64 = 0

    init(arena useArena: Bool = true) {
        arena = useArena ? GestureArena() : nil
        arena?.onViewTouch = { [unowned self] touch in view.append(touch) }
    }

    /// Adds a recognizer under `name`, watching its actions.
    @discardableResult
    func add<R: GestureRecognizer>(_ recognizer: R, _ name: String, priority: Int = 0) -> R {
        recognizers.append((name, recognizer))
        observed[name] = [recognizer.state]
        calls[name] = []
        recognizer.addAction { [unowned self] (r: R) in calls[name]!.append(Call(state: r.state, during: clock)) }
        arena?.add(recognizer, priority: priority)
        return recognizer
    }

    func run(_ steps: Step...) { run(steps) }

    func run(_ steps: [Step]) {
        for step in steps {
            switch step {
            case let .event(event):
                clock = event.time
                if let arena { arena.handle(event) } else { for entry in recognizers { entry.recognizer.handle(event) } }
            case let .tick(millis):
                tick(millis * 1_000_000)
            case let .tickNs(time):
                tick(time)
            }
            observe()
        }
    }

    /// Ticks every frame of `period` nanoseconds from `start` through `end` (nanoseconds).
    func frames(from start: Int64, through end: Int64, period: Int64) {
        var time = start
        while time <= end {
            run(.tickNs(time))
            time += period
        }
    }

    private func tick(_ time: Int64) {
        clock = time
        if let arena { arena.tick(at: time) } else { for entry in recognizers { entry.recognizer.tick(at: time) } }
    }

    /// Notes states now (after a change made outside `run`, such as disabling).
    func observe() {
        for (name, recognizer) in recognizers where observed[name]!.last != recognizer.state {
            observed[name]!.append(recognizer.state)
        }
    }

    func states(_ name: String) -> [GestureState] { observed[name]! }
    func actions(_ name: String) -> [GestureState] { calls[name]!.map(\.state) }
    /// When each action ran: the time of the event or tick that caused it.
    func actionTimes(_ name: String) -> [Int64] { calls[name]!.map(\.during) }
    var viewPhases: [ViewTouch.Phase] { view.map(\.phase) }
}

/// Milliseconds as nanoseconds.
func nanos(_ millis: Int64) -> Int64 { millis * 1_000_000 }

/// Frame periods of 60, 120 and 240 Hz displays, in nanoseconds.
let framePeriods: [Int64] = [16_666_667, 8_333_333, 4_166_667]
