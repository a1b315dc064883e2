import Motion
import Raster

/// A shape's fill or stroke polygons in its own plane: the path, fill or stroke, and the linear
/// part of the affine map that places it. The translation is left out, because the polygons do
/// not depend on it (`PathDrawing.strokePolygons`): a layer that only moves finds last frame's
/// polygons here and only scan-converts them again, where it went.
struct PlanePolygonsKey: Hashable {
    let path: Path
    let mode: PathRasterKey.Mode
    let m11: Double
    let m12: Double
    let m21: Double
    let m22: Double

    /// The plane polygons' key of `key`, whose transform must be affine.
    init(_ key: PathRasterKey) {
        path = key.path
        mode = key.mode
        (m11, m12, m21, m22) = (key.transform.m11, key.transform.m12, key.transform.m21, key.transform.m22)
    }

    func hash(into hasher: inout Hasher) {
        path.hashSample(into: &hasher)
        var mix = BitMix()
        mix.add(mode)
        mix.add(zeroless: m11)
        mix.add(zeroless: m12)
        mix.add(zeroless: m21)
        mix.add(zeroless: m22)
        hasher.combine(mix.value)
    }

    /// The polygons and their space: the plane, or for a hairline device pixels less the
    /// translation (the same for every translation) or, under perspective, device pixels.
    func polygons(_ transform: Homography) throws(PathDrawingError) -> (polygons: [[Point]], space: StrokeSpace) {
        switch mode {
        case .fill:
            return (try PathDrawing.fillPolygons(path, transform: transform), .plane)
        case let .stroke(style):
            return try PathDrawing.strokePolygons(path, transform: transform, style: style)
        }
    }
}
