import Motion
import Layers

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
        return Rect(x: origin.x + (rect.minX - boundsOrigin.x) * scale, y: origin.y + (rect.minY - boundsOrigin.y) * scale,
                    width: rect.width * scale, height: rect.height * scale)
    }

    /// The map from the plane to device pixels.
    var homography: Homography {
        switch self {
        case let .axisAligned(origin, scale, boundsOrigin):
            Homography(m11: scale, m12: 0, m13: 0, m21: 0, m22: scale, m23: 0,
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

/// How sublayers' positions map to absolute points: the space a layer gives its sublayers.
enum SublayerSpace {
    /// Sublayer frames are offset by `offset` points: no transform on the way so far.
    case translated(Point)
    /// The superlayer's plane maps to absolute points by `map`; `sublayerTransform` (about
    /// the superlayer's centre) applies to each sublayer first.
    case projected(map: Homography, sublayerTransform: Transform3D?)

    /// The root's space: the canvas, unmoved.
    static let canvas = SublayerSpace.translated(.zero)

    /// Where layer `values` lands in points, and the space it gives its own sublayers.
    ///
    /// Like the render server: a point of the layer's bounds moves by minus the anchor point
    /// (in bounds coordinates), through `transform`, to `position` in the superlayer; the
    /// superlayer's `sublayerTransform` follows, about its centre, and then the layer is
    /// flattened into the superlayer's plane (z dropped after the perspective divide).
    /// Translation-only chains are added up in points exactly as frames are, so a plain
    /// layer lands on the same pixels as `frame × scale`.
    func place(_ values: LayerSnapshot) -> (map: PlaneMap, sublayers: SublayerSpace) {
        if case let .translated(offset) = self, values.transform.isIdentity {
            let origin = offset + values.frame.origin
            let planeOffset = origin - values.bounds.origin
            let sublayers: SublayerSpace = values.sublayerTransform.isIdentity
                ? .translated(planeOffset)
                : .projected(map: Homography(translationX: planeOffset.x, y: planeOffset.y),
                             sublayerTransform: Self.aboutCentre(values.sublayerTransform, values.bounds))
            return (.translated(origin: origin, boundsOrigin: values.bounds.origin), sublayers)
        }
        let size = values.bounds.size
        let anchor = Point(x: values.bounds.minX + values.anchorPoint.x * size.width,
                           y: values.bounds.minY + values.anchorPoint.y * size.height)
        var local = Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
            .concatenating(values.transform)
            .concatenating(Transform3D(translationX: values.position.x, y: values.position.y, z: 0))
        let parentMap: Homography
        switch self {
        case let .translated(offset):
            parentMap = Homography(translationX: offset.x, y: offset.y)
        case let .projected(map, sublayerTransform):
            parentMap = map
            if let sublayerTransform { local = local.concatenating(sublayerTransform) }
        }
        let map = Homography(flattening: local).concatenating(parentMap)
        let sublayerTransform = values.sublayerTransform.isIdentity ? nil : Self.aboutCentre(values.sublayerTransform, values.bounds)
        return (.projected(map), .projected(map: map, sublayerTransform: sublayerTransform))
    }

    /// `transform` applied about the centre of `bounds`.
    private static func aboutCentre(_ transform: Transform3D, _ bounds: Rect) -> Transform3D {
        Transform3D(translationX: -bounds.center.x, y: -bounds.center.y, z: 0)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: bounds.center.x, y: bounds.center.y, z: 0))
    }
}

/// A layer's plane to absolute points, before the device scale.
enum PlaneMap {
    /// The bounds' top-left corner is at `origin`.
    case translated(origin: Point, boundsOrigin: Point)
    case projected(Homography)

    /// The placement in device pixels at `scale` pixels per point.
    func placement(scale: Double) -> LayerPlacement {
        switch self {
        case let .translated(origin, boundsOrigin):
            return .axisAligned(origin: Point(x: origin.x * scale, y: origin.y * scale), scale: scale, boundsOrigin: boundsOrigin)
        case let .projected(map):
            let device = map.concatenating(Homography(scale: scale))
            guard let (k, tx, ty) = device.uniformScale else { return .projective(device) }
            return .axisAligned(origin: Point(x: tx, y: ty), scale: k, boundsOrigin: .zero)
        }
    }
}
