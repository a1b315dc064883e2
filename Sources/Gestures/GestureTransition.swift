import Time

/// One state change of a gesture recognizer, for logs and tests.
public struct GestureTransition: Hashable, Sendable, CustomStringConvertible {
    /// The recognizer's `name`.
    public var name: String
    /// The state before the change.
    public var from: GestureState
    /// The state after the change.
    public var to: GestureState
    /// The time of the event or tick being handled.
    public var time: FrameTime

    /// A change of the recognizer called `name` from `from` to `to` at `time`.
    public init(name: String, from: GestureState, to: GestureState, time: FrameTime) {
        self.name = name
        self.from = from
        self.to = to
        self.time = time
    }

    /// The change `recognizer` just made from `from`.
    init(recognizer: GestureRecognizer, from: GestureState, time: FrameTime) {
        self.init(name: recognizer.name, from: from, to: recognizer.state, time: time)
    }

    public var description: String { "\(name): \(from.rawValue) → \(to.rawValue) at \(time)" }
}
