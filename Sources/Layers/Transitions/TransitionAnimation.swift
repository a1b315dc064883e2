import Motion

/// The animation a transition adds to the layers it involves: a fade, a half of a flip or a
/// page curl, over the transition's whole duration along its curve.
///
/// A layer shows either the old appearance (the snapshot), the new one (the real content),
/// or neither and only carries the rotation and the completion. The flip turns through 180°
/// over the pass: the old appearance from 0 to ±90°, then the new one from ∓90° back to 0,
/// each hidden during the other half, with Core Animation's usual m34 = −1/500 perspective.
/// A curl drives one layer's `pageCurl`: the old page rolls off (0 → 1) or the new one
/// rolls on (1 → 0), round a cylinder sized by `PageCurl.transitionRadius`.
struct TransitionAnimation: LayerAnimation, UserInteractionGating {
    enum Appearance: Hashable {
        case old
        case new
    }

    /// Which way a curled layer's page goes.
    enum Curl: Hashable {
        /// Lifts from the bottom and rolls up off the top: progress 0 → 1.
        case rollsOff
        /// Rolls down from the top onto what is below: progress 1 → 0.
        case rollsOn
    }

    let style: TransitionStyle
    let appearance: Appearance?
    /// Whether this layer carries the flip's rotation (its sublayers turn with it).
    let rotates: Bool
    /// Whether this layer is the page that curls, and which way.
    var curl: Curl? = nil
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
        case .curlUp, .curlDown:
            return curl == nil ? [] : ["pageCurl.progress", "pageCurl.radius"]
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
        case .curlUp, .curlDown:
            guard let curl else { return }
            presentation.pageCurl = PageCurl(
                progress: curl == .rollsOff ? progress : 1 - progress,
                radius: PageCurl.transitionRadius(height: presentation.bounds.height))
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
