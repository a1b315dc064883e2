import Geometry

extension Gradient: Animatable {
    /// Each colour's premultiplied components, then the locations, then the start and end
    /// points' x and y.
    public var animatableData: ComponentVector {
        get {
            var values: [Double] = []
            values.reserveCapacity(colors.count * 5 + 4)
            for color in colors { color.animatableData.appendComponents(to: &values) }
            values += locations ?? []
            values += [startPoint.x, startPoint.y, endPoint.x, endPoint.y]
            return ComponentVector(values)
        }
        set {
            let values = newValue.values
            var i = 0
            func next() -> Double? {
                defer { i += 1 }
                return i < values.count ? values[i] : nil
            }
            for c in colors.indices {
                guard let r = next(), let g = next(), let b = next(), let a = next() else { return }
                colors[c].animatableData = Color.PremultipliedComponents(red: r, green: g, blue: b, alpha: a)
            }
            if let given = locations {
                var changed = given
                for l in changed.indices {
                    guard let value = next() else { return }
                    changed[l] = value
                }
                locations = changed
            }
            guard let sx = next(), let sy = next(), let ex = next(), let ey = next() else { return }
            startPoint = Point(x: sx, y: sy)
            endPoint = Point(x: ex, y: ey)
        }
    }
}
