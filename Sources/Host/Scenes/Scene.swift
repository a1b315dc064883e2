import Gestures
import Input
import Layers
import Motion
import Time

/// A screen of a Fling app: a layer tree with gesture recognizers on its layers, and the
/// animation engine its motion runs on — what a UIKit developer would build as a view
/// controller's view.
///
/// The run loop owns the clock and the input. Each frame it sets `engine.now` to the frame's
/// timestamp, hit-tests every press and scroll on `root` and hands the events to the
/// recognizers attached there (`Layer.addGestureRecognizer(_:)`; docs/gestures.md), passes
/// every event to `handle(_:)`, calls `update(at:)`, evaluates the engine at the frame's
/// target timestamp and draws `root`. A scene never reads a clock of its own, so a replay
/// of a recording reproduces it exactly.
///
/// Register scenes with `FlingApp.main(scenes:)`; each `SceneEntry` makes its scene for a
/// window size and anything the app hands it.
public protocol Scene: AnyObject {
    /// The layer tree to draw, from the window's top-left corner; size the root to the window
    /// in `layout(size:)`. The run loop attaches it to `engine`.
    var root: Layer { get }
    /// The engine the scene's animations run on.
    ///
    /// The run loop sets its `accessibilityReduceMotion` (iOS's Reduce Motion) after making
    /// the scene and before its first `layout(size:)`, and again whenever the M key toggles
    /// it. Read it there — in `update(at:)`, or where an animation starts — to tone down the
    /// scene's own motion, as a SwiftUI view reads `accessibilityReduceMotion`; not in the
    /// scene's initializer, which runs before it is set. Fling's flips and curls read it
    /// themselves.
    var engine: AnimationEngine { get }
    /// The colour behind everything (default: a dark blue-grey).
    var clearColor: Color { get }
    /// Whether presses and scrolls are hit-tested on what is shown rather than on the model,
    /// so a layer in flight can be caught where it is seen (default false, as in UIKit).
    var hitTestsPresentation: Bool { get }
    /// Lays the scene out for a window of `size` points: at the start and on every resize.
    func layout(size: Size)
    /// Sees every input event after the recognizers have (keys, resizes, anything a
    /// recognizer does not cover); `engine.now` is the frame's timestamp. Default: nothing.
    func handle(_ event: InputEvent)
    /// Called once per frame after its input, with the frame's timestamp: per-frame logic
    /// that no event drives. Default: nothing.
    func update(at time: FrameTime)
    /// The recognizers whose states a frame trace records, in order. Default: every
    /// recognizer in the tree that has a name, front to back.
    var tracedRecognizers: [GestureRecognizer] { get }
    /// The named values a frame trace records each frame, in a fixed order: what a replay
    /// test compares. Default: none. The engine's animated values
    /// (`engine.animatedValue(_:initial:)`) are recorded after these by themselves.
    func traceValues() -> [(name: String, value: Double)]
    /// What the scene is doing this frame, in a word ("dragging", "settling", "idle"): the
    /// profiler breaks its numbers down by it, as JankStats' UI states do. Read once per
    /// frame, after `update(at:)`; at most 64 characters are kept. Default: "" (unlabelled).
    var frameLabel: String { get }
}

extension Scene {
    public var clearColor: Color { Color(red8: 22, green8: 24, blue8: 32) }
    public var hitTestsPresentation: Bool { false }
    public func handle(_ event: InputEvent) {}
    public func update(at time: FrameTime) {}
    public var tracedRecognizers: [GestureRecognizer] { root.gestureRecognizersInTree.filter { !$0.name.isEmpty } }
    public func traceValues() -> [(name: String, value: Double)] { [] }
    public var frameLabel: String { "" }
}
