import Layers
import Motion
import Raster

/// Where a layer's plane (its bounds coordinates) lands in device pixels.
enum LayerPlacement: Equatable {
    /// Neither rotated, skewed, flipped, stretched nor in perspective: the bounds' top-left
    /// corner is at `origin` and one point is `scale` pixels.
    case axisAligned(origin: Point, scale: Double, boundsOrigin: Point)
    /// Any other map from the plane to device pixels.
    case projective(Homography)

    /// The device rectangle of plane rectangle `rect`, when axis-aligned.
    func deviceRect(_ rect: Rect) -> Rect? {
        guard case let .axisAligned(origin, scale, boundsOrigin) = self else { return nil }
        if rect.origin == boundsOrigin {
            return Rect(x: origin.x, y: origin.y, width: rect.width * scale, height: rect.height * scale)
        }
        return Rect(
            x: origin.x + (rect.minX - boundsOrigin.x) * scale, y: origin.y + (rect.minY - boundsOrigin.y) * scale,
            width: rect.width * scale, height: rect.height * scale)
    }

    /// The map from the plane to device pixels.
    var homography: Homography {
        switch self {
        case let .axisAligned(origin, scale, boundsOrigin):
            Homography(
                m11: scale, m12: 0, m13: 0, m21: 0, m22: scale, m23: 0,
                m31: origin.x - boundsOrigin.x * scale, m32: origin.y - boundsOrigin.y * scale, m33: 1)
        case let .projective(map): map
        }
    }

    /// Device pixels per plane unit (the uniform scale, or the renderer's scale otherwise).
    func pixelsPerUnit(default scale: Double) -> Double {
        if case let .axisAligned(_, s, _) = self { return s }
        return scale
    }
}

/// `PlaneMap` (Layers, shared with hit testing) in device pixels.
extension PlaneMap {
    /// The placement in device pixels at `scale` pixels per point.
    func placement(scale: Double) -> LayerPlacement {
        switch self {
        case let .translated(origin, boundsOrigin):
            return .axisAligned(
                origin: Point(x: origin.x * scale, y: origin.y * scale), scale: scale, boundsOrigin: boundsOrigin)
        case let .projected(map):
            let device = map.concatenating(Homography(scale: scale))
            guard let (k, tx, ty) = device.uniformScale else { return .projective(device) }
            return .axisAligned(origin: Point(x: tx, y: ty), scale: k, boundsOrigin: .zero)
        }
    }
}
