/// The states of a gesture recognizer, as `UIGestureRecognizer.State` names them.
public enum GestureState: String, Hashable, Sendable, CaseIterable {
    /// Waiting, or tracking a press that has not become the gesture yet.
    case possible
    /// The gesture was recognized; its action runs.
    case began
    /// The gesture continues; its action runs on every change.
    case changed
    /// The gesture finished normally.
    case ended
    /// Something outside the gesture stopped it (focus lost, capture lost).
    case cancelled
    /// The press ended before the gesture was recognized.
    case failed
}
