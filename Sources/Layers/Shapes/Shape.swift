import Motion

/// An outline laid out in a rectangle whose parameters animate, as SwiftUI's `Shape`: a
/// progress ring's trim, a polygon whose corner count morphs, a wave's phase.
///
/// Give it an `animatableData` (the parameters that animate) and set it on a layer with
/// `Layer.setShape(_:)`. Every frame the layer draws `path(in:)` of the shape its engine
/// shows, in the layer's presentation bounds, so the path follows the parameters however
/// they move — even where the path's structure changes from frame to frame (a polygon going
/// from five corners to six), which interpolating two paths could not do.
///
/// ```swift
/// struct Ring: Shape {
///     var trim: Double
///     var animatableData: Double { get { trim } set { trim = newValue } }
///     func path(in rect: Rect) -> Path {
///         var path = Path()
///         path.addArc(center: rect.center, radius: rect.width / 2 - 6, startAngle: -.pi / 2,
///                     endAngle: -.pi / 2 + 2 * .pi * trim, clockwise: true)
///         return path
///     }
/// }
/// layer.setShape(Ring(trim: 0))
/// engine.withAnimation(.spring) { layer.setShape(Ring(trim: 0.8)) }
/// ```
public protocol Shape: Animatable {
    /// The outline in `rect`, the layer's bounds.
    func path(in rect: Rect) -> Path
}
