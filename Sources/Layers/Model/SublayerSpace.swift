import Motion

/// How sublayers' positions map to absolute points (window points, for a root): the space a
/// layer gives its sublayers.
///
/// This is the one composition of a layer's whole transform: the renderer places every
/// layer with it, and hit testing and `convert(_:from:)` invert the same maps, so a point
/// hits a layer exactly where the layer is drawn.
package enum SublayerSpace {
    /// Sublayer frames are offset by `offset` points: no transform on the way so far.
    case translated(Point)
    /// The superlayer's plane maps to absolute points by `map`; `sublayerTransform` (about
    /// the superlayer's centre) applies to each sublayer first.
    case projected(map: Homography, sublayerTransform: Transform3D?)

    /// The root's space: the canvas (the window), unmoved.
    package static let canvas = SublayerSpace.translated(.zero)

    /// The space that layer `values` gives its sublayers when its own plane (its bounds
    /// coordinates) is taken as absolute: for points given in that layer's coordinates.
    package static func own(_ values: LayerSnapshot) -> SublayerSpace {
        values.sublayerTransform.isIdentity
            ? .translated(.zero)
            : .projected(map: .identity, sublayerTransform: aboutCentre(values.sublayerTransform, values.bounds))
    }

    /// Where layer `values` lands in points, and the space it gives its own sublayers.
    ///
    /// Like the render server: a point of the layer's bounds moves by minus the anchor point
    /// (in bounds coordinates), through `transform`, to `position` in the superlayer; the
    /// superlayer's `sublayerTransform` follows, about its centre, and then the layer is
    /// flattened into the superlayer's plane (z dropped after the perspective divide).
    /// Translation-only chains are added up in points exactly as frames are, so a plain
    /// layer lands on the same pixels as `frame × scale`.
    package func place(_ values: LayerSnapshot) -> (map: PlaneMap, sublayers: SublayerSpace) {
        if case let .translated(offset) = self, values.transform.isIdentity {
            let origin = offset + values.frame.origin
            let planeOffset = origin - values.bounds.origin
            let sublayers: SublayerSpace =
                values.sublayerTransform.isIdentity
                ? .translated(planeOffset)
                : .projected(
                    map: Homography(translationX: planeOffset.x, y: planeOffset.y),
                    sublayerTransform: Self.aboutCentre(values.sublayerTransform, values.bounds))
            return (.translated(origin: origin, boundsOrigin: values.bounds.origin), sublayers)
        }
        let size = values.bounds.size
        let anchor = Point(
            x: values.bounds.minX + values.anchorPoint.x * size.width,
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
        let sublayerTransform =
            values.sublayerTransform.isIdentity ? nil : Self.aboutCentre(values.sublayerTransform, values.bounds)
        return (.projected(map), .projected(map: map, sublayerTransform: sublayerTransform))
    }

    /// `transform` applied about the centre of `bounds`.
    private static func aboutCentre(_ transform: Transform3D, _ bounds: Rect) -> Transform3D {
        Transform3D(translationX: -bounds.center.x, y: -bounds.center.y, z: 0)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: bounds.center.x, y: bounds.center.y, z: 0))
    }
}

/// A layer's plane (its bounds coordinates) to absolute points.
package enum PlaneMap {
    /// The bounds' top-left corner is at `origin`.
    case translated(origin: Point, boundsOrigin: Point)
    case projected(Homography)

    /// Where plane point `point` lands in absolute points (for a point at or behind the eye,
    /// the projective answer, which nothing is drawn at).
    package func absolute(_ point: Point) -> Point {
        switch self {
        case let .translated(origin, boundsOrigin): point - boundsOrigin + origin
        case let .projected(map): map.project(point).point
        }
    }

    /// The plane point drawn at absolute point `point`, or nil when none is: the map is
    /// singular there (a layer turned edge-on) or the point maps at or behind the eye, as
    /// the renderer finds W ≤ 0 and draws nothing.
    package func plane(_ point: Point) -> Point? {
        switch self {
        case let .translated(origin, boundsOrigin):
            return point - origin + boundsOrigin
        case let .projected(map):
            guard let inverse = map.inverted() else { return nil }
            let (local, w) = inverse.project(point)
            return w > 0 ? local : nil
        }
    }

    /// The plane point for absolute point `point` whatever its depth (nil only when the map
    /// is singular): what `Layer.convert` answers, like Core Animation's conversions.
    package func planeIgnoringDepth(_ point: Point) -> Point? {
        switch self {
        case let .translated(origin, boundsOrigin):
            return point - origin + boundsOrigin
        case let .projected(map):
            return map.inverted()?.project(point).point
        }
    }
}
