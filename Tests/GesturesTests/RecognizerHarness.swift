import Gestures
import Input
import Layers
import Motion
import Time

/// One step of a scripted gesture: an event, or a frame tick with no event.
enum Step {
    case event(InputEvent)
    /// A frame at this time, in milliseconds.
    case tick(Int64)
    /// A frame at this exact time.
    case tickAt(FrameTime)
}

extension Step {
    /// Left-button steps at times in milliseconds, like the pan tests' `press`/`move`/`release`.
    static func press(_ x: Double, _ y: Double, at millis: Int64) -> Step { down(x, y, at: millis, .left) }
    static func move(_ x: Double, _ y: Double, at millis: Int64) -> Step { move(x, y, at: millis, held: .left) }
    static func release(_ x: Double, _ y: Double, at millis: Int64) -> Step { up(x, y, at: millis, .left) }

    static func down(_ x: Double, _ y: Double, at millis: Int64, _ button: PointerButton) -> Step {
        .event(InputEvent(time: .milliseconds(Double(millis)), kind: .pointerDown(x: x, y: y, button: button)))
    }
    static func move(_ x: Double, _ y: Double, at millis: Int64, held buttons: PointerButtons) -> Step {
        .event(InputEvent(time: .milliseconds(Double(millis)), kind: .pointerMove(x: x, y: y, buttons: buttons)))
    }
    static func up(_ x: Double, _ y: Double, at millis: Int64, _ button: PointerButton) -> Step {
        .event(InputEvent(time: .milliseconds(Double(millis)), kind: .pointerUp(x: x, y: y, button: button)))
    }
    /// A scroll of (dx, dy) content points with the pointer at (x, y).
    static func wheel(
        _ x: Double, _ y: Double, dx: Double = 0, dy: Double, at millis: Int64,
        _ type: ScrollType = .continuous
    ) -> Step {
        .event(InputEvent(time: .milliseconds(Double(millis)), kind: .wheel(x: x, y: y, dx: dx, dy: dy, type: type)))
    }
    /// A key going down or up.
    static func key(_ name: String, isDown: Bool, at millis: Int64) -> Step {
        .event(InputEvent(time: .milliseconds(Double(millis)), kind: .key(name: name, isDown: isDown)))
    }
    static func focusLost(at millis: Int64) -> Step {
        .event(InputEvent(time: .milliseconds(Double(millis)), kind: .focusLost))
    }
}

/// The window the harness's layer tree fills: 1280×800 points at the origin.
let windowBounds = Rect(x: 0, y: 0, width: 1280, height: 800)

/// A layer whose frame in its superlayer is `frame`.
func makeLayer(_ name: String, frame: Rect) -> Layer {
    Layer(name: name, position: frame.center, bounds: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
}

/// Runs scripted steps through recognizers — attached to the layers of a tree under a
/// `GestureArena`, or each on its own — and records their states after every step, their
/// action calls and the view's callbacks.
final class Harness {
    struct Call: Equatable {
        var state: GestureState
        /// The time of the step (event or tick) during which the action ran.
        var during: FrameTime
    }

    /// The window's layer, 1280×800 at the origin: recognizers added without a region
    /// attach to it, so every press in the window reaches them.
    let root = makeLayer("window", frame: windowBounds)
    let arena: GestureArena?
    private(set) var recognizers: [(name: String, recognizer: GestureRecognizer)] = []
    /// Each recognizer's states, observed after every step, repeats collapsed.
    private(set) var observed: [String: [GestureState]] = [:]
    /// Each recognizer's action calls.
    private(set) var calls: [String: [Call]] = [:]
    /// Everything the view received, in order.
    private(set) var view: [ViewTouch] = []
    /// The time of the step being run.
    private var clock: FrameTime = .zero

    init(arena useArena: Bool = true) {
        arena = useArena ? GestureArena(root: root) : nil
        arena?.onViewTouch = { [unowned self] touch in view.append(touch) }
    }

    /// Adds a recognizer under `name` (also its `name`), watching its actions. In an arena it
    /// is attached to the layer covering `region` — one sublayer of the window per region,
    /// made on first use above the ones made before, shared by every recognizer added with
    /// the same region — or to the window itself when `region` is nil.
    @discardableResult
    func add<R: GestureRecognizer>(_ recognizer: R, _ name: String, region: Rect? = nil) -> R {
        precondition(region == nil || arena != nil, "a region needs the arena's layer tree")
        return add(recognizer, name, on: region.map { layer(covering: $0) } ?? root)
    }

    /// Adds a recognizer under `name`, attached to `layer` (which should be in the tree under
    /// `root` to take part).
    @discardableResult
    func add<R: GestureRecognizer>(_ recognizer: R, _ name: String, on layer: Layer) -> R {
        recognizers.append((name, recognizer))
        recognizer.name = name
        observed[name] = [recognizer.state]
        calls[name] = []
        recognizer.addAction { [unowned self] (r: R) in calls[name]!.append(Call(state: r.state, during: clock)) }
        if arena != nil { layer.addGestureRecognizer(recognizer) }
        return recognizer
    }

    private var regionLayers: [(region: Rect, layer: Layer)] = []

    /// The window's sublayer covering `region`, made on first use on top of the others.
    func layer(covering region: Rect) -> Layer {
        if let found = regionLayers.first(where: { $0.region == region }) { return found.layer }
        let layer = makeLayer("region \(regionLayers.count + 1)", frame: region)
        root.addSublayer(layer)
        regionLayers.append((region, layer))
        return layer
    }

    func run(_ steps: Step...) { run(steps) }

    func run(_ steps: [Step]) {
        for step in steps {
            switch step {
            case let .event(event):
                clock = event.time
                if let arena {
                    arena.handle(event)
                } else {
                    for entry in recognizers { entry.recognizer.handle(event) }
                }
            case let .tick(millis):
                tick(.milliseconds(Double(millis)))
            case let .tickAt(time):
                tick(time)
            }
            observe()
        }
    }

    /// Ticks every frame of `period` from `start` through `end`.
    func frames(from start: FrameTime, through end: FrameTime, period: FrameTime) {
        var time = start
        while time <= end {
            run(.tickAt(time))
            time += period
        }
    }

    private func tick(_ time: FrameTime) {
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
    func actionTimes(_ name: String) -> [FrameTime] { calls[name]!.map(\.during) }
    var viewPhases: [ViewTouch.Phase] { view.map(\.phase) }
}

/// Frame periods of 60, 120 and 240 Hz displays.
let framePeriods: [FrameTime] = [.nanoseconds(16_666_667), .nanoseconds(8_333_333), .nanoseconds(4_166_667)]

/// The first frame time at or after `time`, for frames every `period` from zero.
func firstFrame(atOrAfter time: FrameTime, period: FrameTime) -> FrameTime {
    .nanoseconds((time.nanoseconds + period.nanoseconds - 1) / period.nanoseconds * period.nanoseconds)
}

/// The first frame time strictly after `time`, for frames every `period` from zero.
func firstFrame(after time: FrameTime, period: FrameTime) -> FrameTime {
    .nanoseconds((time.nanoseconds / period.nanoseconds + 1) * period.nanoseconds)
}
