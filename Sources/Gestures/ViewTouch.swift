import Input
import Time

/// One touch callback the view under the recognizers receives: UIKit's `touchesBegan`,
/// `touchesMoved`, `touchesEnded` and `touchesCancelled`, as a `GestureArena` decides them.
///
/// The "view" is the layer-level event consumer beneath the recognizers (what would handle
/// the pointer if no recognizer were attached). A press is `began`, a move while buttons
/// are held `moved`, a release `ended`; a recognizer that recognizes with
/// `cancelsTouchesInView` turns the rest of the sequence into one `cancelled`, and losing
/// focus does the same. Delayed callbacks keep their original event and say when they
/// were delivered.
public struct ViewTouch: Hashable, Sendable, CustomStringConvertible {
    /// The touch phase, as `UITouch.Phase` names it.
    public enum Phase: String, Hashable, Sendable {
        case began, moved, ended, cancelled
    }

    /// Which callback: began, moved, ended or cancelled.
    public var phase: Phase
    /// The touch sequence (first press to last release) this belongs to, numbered from 1.
    public var sequence: Int
    /// The pointer event the view receives; nil for `cancelled`, which carries no new event.
    public var event: InputEvent?
    /// When the view received it: the event's own time unless it was
    /// delayed, the time of the cancellation for `cancelled`.
    public var deliveredAt: FrameTime

    /// A callback of `phase` for touch sequence `sequence`.
    public init(phase: Phase, sequence: Int, event: InputEvent?, deliveredAt: FrameTime) {
        self.phase = phase
        self.sequence = sequence
        self.event = event
        self.deliveredAt = deliveredAt
    }

    /// Whether the view got the event later than it happened (held by a recognizer).
    public var wasDelayed: Bool { event.map { $0.time != deliveredAt } ?? false }

    public var description: String {
        let delay = wasDelayed ? " (delayed from \(event!.time))" : ""
        return "\(phase.rawValue) #\(sequence) at \(deliveredAt)\(delay)"
    }
}
