extension GestureState {
    /// The state of a discrete gesture (a tap) once recognized: the same value as `ended`.
    ///
    /// UIKit declares `UIGestureRecognizer.State.recognized` as an alias of `.ended`
    /// (`recognized == ended` is true), not as a state of its own, so a discrete recognizer
    /// goes possible → recognized (= ended) and a frame trace records it as "ended".
    public static let recognized = GestureState.ended
}
