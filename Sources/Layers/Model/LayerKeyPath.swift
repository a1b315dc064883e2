import Motion

/// A Core Animation key path of a layer property ("position", "position.y",
/// "bounds.size.width", "transform.rotation.z", …): how animations and key-value access
/// name what they change.
public struct LayerKeyPath: Hashable, Sendable, CustomStringConvertible {
    /// The key path as Core Animation spells it.
    public let name: String
    /// The kind of value it holds ("number", "point", "size", "rect", "color", "transform", "flag", "corners").
    public let kind: String
    let property: LayerProperty

    public static func == (a: LayerKeyPath, b: LayerKeyPath) -> Bool { a.property == b.property && a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }

    /// The key path called `name`, or nil when no layer property has that path.
    public init?(_ name: String) {
        guard let path = Self.registry[name] else { return nil }
        self = path
    }

    private init(name: String, property: LayerProperty, kind: String) {
        self.name = name
        self.property = property
        self.kind = kind
    }

    /// The value at this path in `snapshot`.
    public func value(in snapshot: LayerSnapshot) -> LayerValue { property.get(snapshot) }

    /// Writes `value` at this path; false (and nothing written) when its kind is wrong.
    @discardableResult
    public func setValue(_ value: LayerValue, in snapshot: inout LayerSnapshot) -> Bool {
        property.set(&snapshot, value)
    }

    /// Copies this path's property from one snapshot to another (the engine's per-frame reset).
    func copy(_ from: LayerSnapshot, _ to: inout LayerSnapshot) { property.copy(from, &to) }

    /// Every key path, in Core Animation's names.
    public static let all: [LayerKeyPath] = LayerProperty.table.map {
        LayerKeyPath(name: $0.name, property: $0.property, kind: $0.kind)
    }
    private static let registry: [String: LayerKeyPath] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
}

/// A transform as Core Animation's transform key paths see it: translation, scale, Euler
/// rotation (x, then y, then z) and the rest of the decomposition kept as is.
struct TransformParts {
    var parts: Transform3D.Decomposed
    var rotationX: Double, rotationY: Double, rotationZ: Double
    private let original: Transform3D
    private let decomposable: Bool

    init(_ transform: Transform3D) {
        original = transform
        if let d = transform.decomposed() {
            parts = d
            decomposable = true
        } else {
            parts = .identity
            decomposable = false
        }
        let q = parts.quaternion
        // Euler angles (rotation about x, then y, then z) from the unit quaternion.
        rotationX = MotionMath.atan2(2 * (q.w * q.x + q.y * q.z), 1 - 2 * (q.x * q.x + q.y * q.y))
        rotationY = MotionMath.asin(max(-1, min(1, 2 * (q.w * q.y - q.z * q.x))))
        rotationZ = MotionMath.atan2(2 * (q.w * q.z + q.x * q.y), 1 - 2 * (q.y * q.y + q.z * q.z))
    }

    var translationX: Double {
        get { parts.translation.x }
        set { parts.translation.x = newValue }
    }
    var translationY: Double {
        get { parts.translation.y }
        set { parts.translation.y = newValue }
    }
    var translationZ: Double {
        get { parts.translation.z }
        set { parts.translation.z = newValue }
    }
    var scaleX: Double {
        get { parts.scale.x }
        set { parts.scale.x = newValue }
    }
    var scaleY: Double {
        get { parts.scale.y }
        set { parts.scale.y = newValue }
    }
    var scaleZ: Double {
        get { parts.scale.z }
        set { parts.scale.z = newValue }
    }
    /// "transform.scale": the mean of the three scales; setting it scales all three alike.
    var uniformScale: Double {
        get { (parts.scale.x + parts.scale.y + parts.scale.z) / 3 }
        set {
            parts.scale.x = newValue
            parts.scale.y = newValue
            parts.scale.z = newValue
        }
    }

    /// The recomposed transform (a transform that does not decompose, such as one with a
    /// zero scale, is rebuilt from its parts as they were last set).
    var transform: Transform3D {
        // Quaternion from the Euler angles (x, then y, then z).
        let cx = MotionMath.cos(rotationX / 2)
        let sx = MotionMath.sin(rotationX / 2)
        let cy = MotionMath.cos(rotationY / 2)
        let sy = MotionMath.sin(rotationY / 2)
        let cz = MotionMath.cos(rotationZ / 2)
        let sz = MotionMath.sin(rotationZ / 2)
        var p = parts
        p.quaternion = .init(
            x: sx * cy * cz - cx * sy * sz, y: cx * sy * cz + sx * cy * sz,
            z: cx * cy * sz - sx * sy * cz, w: cx * cy * cz + sx * sy * sz)
        _ = decomposable
        _ = original
        return Transform3D(p)
    }
}
