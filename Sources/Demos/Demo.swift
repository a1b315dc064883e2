import Gestures
import Input
import Motion
import Scene

/// A scene the run loop can host live, headless or from a recording.
///
/// The run loop owns the clock: each frame it sets `engine.now`, feeds input through
/// `handle(_:)`, then updates the engine at the frame's target time and draws `root`.
/// A demo never reads a clock of its own, so a replay reproduces it exactly.
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
    /// The pan recognizer settings a recording stores, so a replay recognizes the same way.
    var recognizerSettings: RecognizerSettings { get set }
    /// Lays the scene out for a window of `size` points (at start and on every resize).
    func layout(size: Size)
    /// Handles one input event (at `engine.now`).
    func handle(_ event: InputEvent)
    /// The gesture state a frame trace records.
    var gestureState: GestureState { get }
    /// The named values a frame trace records, in a fixed order.
    func traceValues() -> [(name: String, value: Double)]
}

/// Recognizer parameters that change how input is read, stored in every recording.
public struct RecognizerSettings: Hashable, Sendable {
    /// The pan's slop before it begins, in points.
    public var panHysteresis: Double = 10
    /// How far back velocity samples count, in milliseconds.
    public var velocityHorizonMs: Double = 100

    public init(panHysteresis: Double = 10, velocityHorizonMs: Double = 100) {
        self.panHysteresis = panHysteresis
        self.velocityHorizonMs = velocityHorizonMs
    }
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
