import Motion

/// A layer as a transition shows it in one phase — faded, scaled, turned, moved, blurred —
/// built with SwiftUI's modifier names: what a `Transition`'s `body(content:phase:)` returns.
///
/// ```swift
/// struct Twirl: Transition {
///     func body(content: TransitionContent, phase: TransitionPhase) -> TransitionContent {
///         content
///             .scaleEffect(phase.isIdentity ? 1 : 0.5)
///             .rotationEffect(.degrees(phase.value * 90))
///             .opacity(phase.isIdentity ? 1 : 0)
///     }
/// }
/// ```
///
/// Effects apply outside the layer's own transform, in its superlayer's coordinates, as
/// SwiftUI's modifiers apply outside a view: a later modifier wraps the earlier ones (an offset
/// before a scale is scaled with the layer). They change what is drawn and hit-tested where
/// shown, never the layer's model values. The animation between two phases interpolates each
/// effect's numbers — the opacity, the scale on each axis, the angle, the offset, the blur —
/// about one anchor, as SwiftUI interpolates a modifier's animatable data, so a scale or a
/// rotation about its anchor moves exactly as SwiftUI's does. When a transition scales or
/// turns about two different anchors, the second is expressed about the first with an offset
/// that is exact at the phases themselves; so is a scale of unequal axes outside a rotation.
public struct TransitionContent: Hashable, Sendable {
    /// The numbers the animation interpolates, about one anchor.
    var effect = TransitionEffect.identity
    /// The layer's geometry, which places unit-point anchors and edges.
    let geometry: TransitionGeometry

    init(geometry: TransitionGeometry) {
        self.geometry = geometry
    }

    /// The size of the layer's frame in its superlayer (its bounds through its transform): what
    /// `move(edge:)` moves it by.
    public var size: Size { geometry.frameSize }

    /// The opacity the layer is drawn with, as a factor of its own (1: unchanged).
    public var opacity: Double { effect.opacity }
    /// The horizontal and vertical scale (1: unchanged).
    public var scale: Size { Size(width: effect.scaleX, height: effect.scaleY) }
    /// The angle the layer is turned by, clockwise on the screen.
    public var rotation: Angle { .radians(effect.rotation) }
    /// How far the layer's anchor is moved, in its superlayer's points.
    public var offset: Vector { Vector(dx: effect.offsetX, dy: effect.offsetY) }
    /// The standard deviation, in points, of the Gaussian blur the layer is drawn with (0: none).
    public var blurRadius: Double { effect.blurRadius }
    /// Whether nothing is changed: the layer shows as it would with no transition.
    public var isIdentity: Bool { effect.isIdentity }

    /// The layer drawn with its opacity multiplied by `opacity` (clamped to 0…1), as
    /// SwiftUI's `opacity(_:)`.
    public func opacity(_ opacity: Double) -> TransitionContent {
        var copy = self
        copy.effect.opacity *= opacity.isFinite ? min(max(opacity, 0), 1) : 1
        return copy
    }

    /// The layer scaled by `scale` on both axes about `anchor` (a unit point of its bounds), as
    /// SwiftUI's `scaleEffect(_:anchor:)`.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> TransitionContent {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// The layer scaled by `x` and `y` about `anchor`, as SwiftUI's `scaleEffect(x:y:anchor:)`.
    /// A scale of 0 squashes the layer to nothing (it draws nothing and takes no touches).
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> TransitionContent {
        let x = x.isFinite ? x : 1
        let y = y.isFinite ? y : 1
        var copy = self
        copy.effect.wrap(
            linear: (x, 0, 0, y), scaleX: x, scaleY: y, rotation: 0, about: geometry.offset(of: anchor))
        return copy
    }

    /// The layer turned by `angle` (clockwise on the screen) about `anchor`, as SwiftUI's
    /// `rotationEffect(_:anchor:)`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> TransitionContent {
        let radians = angle.radians.isFinite ? angle.radians : 0
        let (s, c) = MotionMath.sincos(radians)
        var copy = self
        copy.effect.wrap(
            linear: (c, -s, s, c), scaleX: 1, scaleY: 1, rotation: radians, about: geometry.offset(of: anchor))
        return copy
    }

    /// The layer moved by `x` and `y` points, as SwiftUI's `offset(x:y:)`.
    public func offset(x: Double = 0, y: Double = 0) -> TransitionContent {
        var copy = self
        copy.effect.offsetX += x.isFinite ? x : 0
        copy.effect.offsetY += y.isFinite ? y : 0
        return copy
    }

    /// The layer moved by `offset`, as SwiftUI's `offset(_:)`.
    public func offset(_ offset: Size) -> TransitionContent {
        self.offset(x: offset.width, y: offset.height)
    }

    /// The layer drawn through a Gaussian blur whose standard deviation is `radius` points, as
    /// SwiftUI's `blur(radius:)`; two blurs make one of radius √(r₁² + r₂²), as two Gaussians do.
    public func blur(radius: Double) -> TransitionContent {
        let radius = radius.isFinite ? max(radius, 0) : 0
        var copy = self
        copy.effect.blurRadius = (copy.effect.blurRadius * copy.effect.blurRadius + radius * radius).squareRoot()
        return copy
    }
}
