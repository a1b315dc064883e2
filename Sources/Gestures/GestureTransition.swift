/// One state change of a recognizer in a `GestureArena`, for logs and tests.
public struct GestureTransition: Hashable, Sendable, CustomStringConvertible {
    /// The recognizer's `name`.
    public var name: String
    public var from: GestureState
    public var to: GestureState
    /// The time of the event or tick the arena was handling, in nanoseconds.
    public var time: Int64

    public init(name: String, from: GestureState, to: GestureState, time: Int64) {
        self.name = name
        self.from = from
        self.to = to
        self.time = time
    }

    /// The change `recognizer` just made from `from`.
    init(recognizer: GestureRecognizer, from: GestureState, time: Int64) {
        self.init(name: recognizer.name, from: from, to: recognizer.state, time: time)
    }

    public var description: String { "\(name): \(from.rawValue) → \(to.rawValue) at \(time) ns" }
}
