import Geometry

/// The space a stroke's polygons are in (`PathDrawing.strokePolygons`), which says what places
/// them in device pixels.
package enum StrokeSpace: Equatable, Sendable {
    /// The path's own space: the transform maps them.
    case plane
    /// Device pixels before an affine transform's translation (a hairline under an affine
    /// map): the translation moves them.
    case deviceLessTranslation
    /// Device pixels (a hairline under perspective): nothing moves them.
    case device

    /// The map from polygons in this space to device pixels under `transform`; nil for none.
    package func map(_ transform: Homography) -> Homography? {
        switch self {
        case .plane: transform
        case .deviceLessTranslation: Homography(translationX: transform.m31, y: transform.m32)
        case .device: nil
        }
    }
}
