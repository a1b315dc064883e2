import Geometry

extension Path: Animatable {
    /// Every point's x and y, element by element (a curve's control points before its end
    /// point), as Core Animation interpolates `CAShapeLayer.path`: two paths of the same
    /// structure animate point by point. Setting it replaces the points in that order and
    /// keeps the elements; components beyond the path's points are ignored, and points with
    /// no component left keep their value.
    public var animatableData: ComponentVector {
        get {
            var values: [Double] = []
            values.reserveCapacity(elements.count * 2)
            for element in elements {
                for p in element.points { values += [p.x, p.y] }
            }
            return ComponentVector(values)
        }
        set {
            let values = newValue.values
            var i = 0
            func next(_ p: Point) -> Point {
                defer { i += 2 }
                return i + 1 < values.count ? Point(x: values[i], y: values[i + 1]) : p
            }
            self = Path(
                elements.map { element in
                    switch element {
                    case let .move(p): return .move(to: next(p))
                    case let .line(p): return .line(to: next(p))
                    case let .quadCurve(p, c):
                        let control = next(c)
                        return .quadCurve(to: next(p), control: control)
                    case let .curve(p, c1, c2):
                        let control1 = next(c1)
                        let control2 = next(c2)
                        return .curve(to: next(p), control1: control1, control2: control2)
                    case .close: return .close
                    }
                })
        }
    }
}
