import Motion

/// The animation a transition adds to the layers it involves: a fade or a half of a flip,
/// over the transition's whole duration along its curve.
///
/// A layer shows either the old appearance (the snapshot), the new one (the real content),
/// or neither and only carries the rotation and the completion. The flip turns through 180°
/// over the pass: the old appearance from 0 to ±90°, then the new one from ∓90° back to 0,
/// each hidden during the other half, with Core Animation's usual m34 = −1/500 perspective.
struct TransitionAnimation: LayerAnimation, UserInteractionGating {
    enum Appearance: Hashable {
        case old
        case new
    }

    let style: TransitionStyle
    let appearance: Appearance?
    /// Whether this layer carries the flip's rotation (its sublayers turn with it).
    let rotates: Bool
    let curve: UnitCurve
    let allowsUserInteraction: Bool
    var timing = MediaTiming()
    var isRemovedOnCompletion = true
    var completion: ((Bool) -> Void)?

    /// The perspective every flip is seen with.
    static let perspective: Transform3D = {
        var t = Transform3D.identity
        t.m34 = -1.0 / 500
        return t
    }()

    var keyPaths: [String] {
        switch style {
        case .none:
            return []
        case .crossDissolve:
            return appearance == nil ? [] : ["opacity"]
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
            return (rotates ? ["transform"] : []) + (appearance == nil ? [] : ["hidden"])
        }
    }

    func apply(at parentTime: Double, begin: Double, to presentation: inout LayerSnapshot) {
        guard case let .active(time, _) = timing.phase(at: parentTime, begin: begin) else { return }
        let progress = curve.value(at: time / timing.simpleDuration)
        switch style {
        case .none:
            return
        case .crossDissolve:
            guard let appearance else { return }
            presentation.opacity *= appearance == .new ? progress : 1 - progress
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
            let turned = progress * Double.pi
            let showsOld = turned < Double.pi / 2
            if let appearance, (appearance == .old) != showsOld { presentation.isHidden = true }
            if rotates {
                let angle = Self.direction(style) * (showsOld ? turned : turned - Double.pi)
                presentation.transform = Self.flip(style, angle: angle).concatenating(presentation.transform)
            }
        }
    }

    /// The sign of the first half's turn. A rotation about y by a positive angle brings the
    /// left edge (x < 0) towards the viewer (+z); one about x by a negative angle brings the
    /// top edge (y < 0, y pointing down) towards the viewer.
    static func direction(_ style: TransitionStyle) -> Double {
        switch style {
        case .flipFromLeft, .flipFromBottom: return 1
        default: return -1
        }
    }

    /// The rotation by `angle` about the style's axis, then the perspective.
    static func flip(_ style: TransitionStyle, angle: Double) -> Transform3D {
        let vertical = style == .flipFromLeft || style == .flipFromRight
        let rotation = Transform3D(rotationAngle: angle, x: vertical ? 0 : 1, y: vertical ? 1 : 0, z: 0)
        return rotation.concatenating(perspective)
    }
}
