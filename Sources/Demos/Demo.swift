import Gestures
import Input
import Motion
import Scene

/// A scene the run loop can host live, headless or from a recording.
///
/// The run loop owns the clock: each frame it sets `engine.now`, feeds input through
/// `handle(_:)`, calls `advance(to:)` with the frame's timestamp, then updates the engine at
/// the frame's target time and draws `root`. A demo never reads a clock of its own, so a
/// replay reproduces it exactly.
public protocol Demo: AnyObject {
    /// Creates the demo; `layout(size:)` follows before the first frame.
    init()
    /// The name recordings and the command line use ("corners").
    static var name: String { get }
    /// A one-line description for `fling demo --help`.
    static var summary: String { get }
    /// The layer tree to draw; its root fills the window.
    var root: Layer { get }
    /// The animation engine the demo's animations run on.
    var engine: AnimationEngine { get }
    /// The colour behind everything.
    var clearColor: Color { get }
    /// The recognizer settings a recording stores, so a replay recognizes the same way.
    var recognizerSettings: RecognizerSettings { get set }
    /// Lays the scene out for a window of `size` points (at start and on every resize).
    func layout(size: Size)
    /// Handles one input event (at `engine.now`).
    func handle(_ event: InputEvent)
    /// Lets the demo's recognizers notice time passing without an event, once per frame
    /// after the frame's input, with the frame's timestamp (nanoseconds): a long press
    /// begins here once it has been held long enough.
    func advance(to time: Int64)
    /// Each recognizer's state after this frame's input, by name, in a fixed order: what a
    /// frame trace records.
    var gestureStates: [(name: String, state: GestureState)] { get }
    /// The named values a frame trace records, in a fixed order.
    func traceValues() -> [(name: String, value: Double)]
}

/// Recognizer parameters that change how input is read, stored in every recording.
public struct RecognizerSettings: Hashable, Sendable {
    /// The pan's slop before it begins, in points.
    public var panHysteresis: Double = 10
    /// How far back velocity samples count, in milliseconds.
    public var velocityHorizonMs: Double = 100
    /// The longest wait between the taps of a multi-tap, in milliseconds.
    public var tapIntervalMs: Double = 350
    /// How long a long press must be held, in milliseconds.
    public var longPressMs: Double = 500
    /// How long scrolling must pause before a scroll pan ends, in milliseconds.
    public var scrollEndMs: Double = 150

    public init(panHysteresis: Double = 10, velocityHorizonMs: Double = 100) {
        self.panHysteresis = panHysteresis
        self.velocityHorizonMs = velocityHorizonMs
    }

    /// The settings by the names a recording's header uses, in the order it writes them.
    public var named: [(name: String, value: Double)] {
        Self.fields.map { ($0.name, self[keyPath: $0.path]) }
    }

    /// Sets the setting called `name`; false if there is none. A recording that lacks a
    /// setting (an older one) keeps the default, which is what it was recorded with.
    public mutating func set(_ name: String, to value: Double) -> Bool {
        guard let field = Self.fields.first(where: { $0.name == name }) else { return false }
        self[keyPath: field.path] = value
        return true
    }

    private static let fields: [(name: String, path: WritableKeyPath<RecognizerSettings, Double> & Sendable)] = [
        ("panHysteresis", \.panHysteresis), ("velocityHorizonMs", \.velocityHorizonMs),
        ("tapIntervalMs", \.tapIntervalMs), ("longPressMs", \.longPressMs), ("scrollEndMs", \.scrollEndMs),
    ]
}

/// Every demo, by name.
public enum DemoCatalog {
    /// The demo types, in the order `fling demo --help` lists them.
    public static let all: [any Demo.Type] = [CornersDemo.self]

    /// The demo called `name`, or nil.
    public static func type(named name: String) -> (any Demo.Type)? {
        all.first { $0.name == name }
    }

    /// A new instance of the demo called `name` laid out for `size`, or nil.
    public static func make(_ name: String, size: Size) -> (any Demo)? {
        guard let type = type(named: name) else { return nil }
        let demo = type.init()
        demo.layout(size: size)
        return demo
    }
}
