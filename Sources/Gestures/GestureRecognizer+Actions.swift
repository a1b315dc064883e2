/// Identifies an action added with `addAction(_:)`, for `removeAction(_:)`.
public struct GestureActionID: Hashable, Sendable {
    let value: Int
}

/// Lets `addAction(_:)` hand each action the recognizer's own type (a
/// `TapGestureRecognizer` action gets a `TapGestureRecognizer`), as UIKit's target–action
/// pairs receive the sender. Only `GestureRecognizer` conforms.
public protocol GestureActionAttaching: AnyObject {}

extension GestureRecognizer: GestureActionAttaching {}

extension GestureActionAttaching where Self: GestureRecognizer {
    /// Adds an action, like `addTarget(_:action:)`: several may be added; they run in the
    /// order added, on began, changed, ended and cancelled for a continuous gesture and on
    /// recognized for a discrete one (never on failed).
    @discardableResult
    public func addAction(_ action: @escaping (Self) -> Void) -> GestureActionID {
        let id = nextActionID
        nextActionID += 1
        actions.append(
            (
                id: id,
                body: { recognizer in
                    // Only this recognizer calls its actions, so the cast always holds.
                    action(unsafeDowncast(recognizer, to: Self.self))
                }
            ))
        return GestureActionID(value: id)
    }
}

extension GestureRecognizer {
    /// Removes an action added with `addAction(_:)`, like `removeTarget(_:action:)`.
    public func removeAction(_ id: GestureActionID) {
        actions.removeAll { $0.id == id.value }
    }

    /// Removes every action added with `addAction(_:)`.
    public func removeAllActions() {
        actions.removeAll()
    }
}
