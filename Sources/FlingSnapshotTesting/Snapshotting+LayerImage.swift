// `import FlingSnapshotTesting` beside `import SnapshotTesting` in a test target: strategies
// that plug Fling into pointfreeco's swift-snapshot-testing, so `assertSnapshot(of: layer,
// as: .image)` draws with Fling's renderer and `assertSnapshot(of: run, as: .trace)` checks
// a replay's frame trace, under the library's own record modes (docs/testing.md).
import Layers
import Motion
import Raster
import Rendering
import Replay
import SnapshotTesting

extension Snapshotting where Value == Layer, Format == PixelBuffer {
    /// A layer tree drawn by Fling's renderer into a PNG, compared pixel for pixel: the
    /// counterpart of swift-snapshot-testing's `CALayer` `.image`, which renders the layer
    /// with `render(in:)` into a context of its bounds' size.
    ///
    /// ```swift
    /// assertSnapshot(of: badge, as: .image)
    /// ```
    ///
    /// The default of `image(size:scale:clearColor:deltaE:)`: the layer's own size, scale 1,
    /// a transparent background, exact pixels.
    public static var image: Snapshotting { image() }

    /// A layer tree drawn by Fling's renderer, its frame's top-left corner at the image's,
    /// into a PNG of `size` points (default: the layer's size, its frame's when it has a
    /// transform) at `scale` pixels per point over `clearColor`; the snapshot matches when
    /// no pixel's colour differs by more than `deltaE` (CIE 1976 ΔE, as `ImageDifference`
    /// measures it; 0, the default, asks for the same bytes).
    ///
    /// The layer is drawn as shown (its presentation values), after the layout pass its tree
    /// is due, if any (`layoutIfNeeded()`, as the `CALayer` strategy lays out first); its
    /// position and everything else are left as they are. Text is set
    /// in Fling's built-in bitmap font, so a snapshot does not change with the fonts a machine
    /// has installed; drawing is integer arithmetic, the same bytes on every machine.
    public static func image(
        size: Size? = nil, scale: Double = 1, clearColor: Color = .clear,
        deltaE: Double = 0
    ) -> Snapshotting {
        precondition(scale > 0 && scale.isFinite, "Snapshotting.image: scale must be a positive number, not \(scale)")
        precondition(deltaE >= 0, "Snapshotting.image: deltaE must be >= 0, not \(deltaE)")
        return Snapshotting(pathExtension: "png", diffing: .image(deltaE: deltaE)) { layer in
            layer.layoutIfNeeded()
            let frame = layer.presentation().frame
            let points = size ?? frame.size
            precondition(
                points.width > 0 && points.height > 0,
                "Snapshotting.image: the layer \"\(layer.name)\" is \(points.width)×\(points.height) points; give it bounds or pass size:"
            )
            if let problem = RecordingHeader.frameSizeProblem(width: points.width, height: points.height, scale: scale)
            {
                preconditionFailure("Snapshotting.image: the layer \"\(layer.name)\" \(problem)")
            }
            let buffer = PixelBuffer(
                width: RecordingHeader.framePixels(points.width, scale: scale),
                height: RecordingHeader.framePixels(points.height, scale: scale))
            LayerRenderer().draw(
                layer, into: buffer, scale: scale, clearColor: clearColor,
                offset: Point(x: -frame.origin.x, y: -frame.origin.y))
            return buffer
        }
    }
}
