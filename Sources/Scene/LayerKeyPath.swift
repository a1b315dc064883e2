import Motion

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A Core Animation key path of a layer property ("position", "position.y",
/// "bounds.size.width", "transform.rotation.z", …): how animations and key-value access
/// name what they change.
public struct LayerKeyPath: Hashable, Sendable, CustomStringConvertible {
    /// The key path as Core Animation spells it.
    public let name: String
    /// The kind of value it holds.
    public let kind: String
    let get: @Sendable (LayerSnapshot) -> LayerValue
    let set: @Sendable (inout LayerSnapshot, LayerValue) -> Bool

    public static func == (a: LayerKeyPath, b: LayerKeyPath) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }

    /// The key path called `name`, or nil when no layer property has that path.
    public init?(_ name: String) {
        guard let path = Self.registry[name] else { return nil }
        self = path
    }

    private init(_ name: String, kind: String, get: @escaping @Sendable (LayerSnapshot) -> LayerValue,
                 set: @escaping @Sendable (inout LayerSnapshot, LayerValue) -> Bool) {
        self.name = name
        self.kind = kind
        self.get = get
        self.set = set
    }

    /// The value at this path in `snapshot`.
    public func value(in snapshot: LayerSnapshot) -> LayerValue { get(snapshot) }

    /// Writes `value` at this path; false (and nothing written) when its kind is wrong.
    @discardableResult
    public func setValue(_ value: LayerValue, in snapshot: inout LayerSnapshot) -> Bool { set(&snapshot, value) }

    /// Every key path, by name.
    public static let all: [LayerKeyPath] = makeAll()
    private static let registry: [String: LayerKeyPath] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    private static func number(_ name: String, _ key: WritableKeyPath<LayerSnapshot, Double> & Sendable) -> LayerKeyPath {
        LayerKeyPath(name, kind: "number", get: { .number($0[keyPath: key]) }, set: { s, v in
            guard case let .number(x) = v else { return false }
            s[keyPath: key] = x
            return true
        })
    }

    private static func point(_ name: String, _ key: WritableKeyPath<LayerSnapshot, Point> & Sendable) -> LayerKeyPath {
        LayerKeyPath(name, kind: "point", get: { .point($0[keyPath: key]) }, set: { s, v in
            guard case let .point(x) = v else { return false }
            s[keyPath: key] = x
            return true
        })
    }

    private static func size(_ name: String, _ key: WritableKeyPath<LayerSnapshot, Size> & Sendable) -> LayerKeyPath {
        LayerKeyPath(name, kind: "size", get: { .size($0[keyPath: key]) }, set: { s, v in
            guard case let .size(x) = v else { return false }
            s[keyPath: key] = x
            return true
        })
    }

    private static func color(_ name: String, _ key: WritableKeyPath<LayerSnapshot, Color> & Sendable) -> LayerKeyPath {
        LayerKeyPath(name, kind: "color", get: { .color($0[keyPath: key]) }, set: { s, v in
            guard case let .color(x) = v else { return false }
            s[keyPath: key] = x
            return true
        })
    }

    private static func flag(_ name: String, _ key: WritableKeyPath<LayerSnapshot, Bool> & Sendable) -> LayerKeyPath {
        LayerKeyPath(name, kind: "flag", get: { .flag($0[keyPath: key]) }, set: { s, v in
            guard case let .flag(x) = v else { return false }
            s[keyPath: key] = x
            return true
        })
    }

    private static func transform(_ name: String, _ key: WritableKeyPath<LayerSnapshot, Transform3D> & Sendable) -> LayerKeyPath {
        LayerKeyPath(name, kind: "transform", get: { .transform($0[keyPath: key]) }, set: { s, v in
            guard case let .transform(x) = v else { return false }
            s[keyPath: key] = x
            return true
        })
    }

    /// A component of `transform`, read from and written through its decomposition, as Core
    /// Animation's "transform.rotation.z", "transform.scale.x", "transform.translation" do.
    private static func transformPart(_ name: String, kind: String,
                                      get: @escaping @Sendable (TransformParts) -> LayerValue,
                                      set: @escaping @Sendable (inout TransformParts, LayerValue) -> Bool) -> LayerKeyPath {
        LayerKeyPath(name, kind: kind, get: { get(TransformParts($0.transform)) }, set: { s, v in
            var parts = TransformParts(s.transform)
            guard set(&parts, v) else { return false }
            s.transform = parts.transform
            return true
        })
    }

    private static func makeAll() -> [LayerKeyPath] {
        var paths: [LayerKeyPath] = [
            point("position", \LayerSnapshot.position), number("position.x", \LayerSnapshot.position.x), number("position.y", \LayerSnapshot.position.y),
            number("zPosition", \LayerSnapshot.zPosition),
            LayerKeyPath("bounds", kind: "rect", get: { .rect($0.bounds) }, set: { s, v in
                guard case let .rect(r) = v else { return false }
                s.bounds = r
                return true
            }),
            point("bounds.origin", \LayerSnapshot.bounds.origin), number("bounds.origin.x", \LayerSnapshot.bounds.origin.x),
            number("bounds.origin.y", \LayerSnapshot.bounds.origin.y), size("bounds.size", \LayerSnapshot.bounds.size),
            number("bounds.size.width", \LayerSnapshot.bounds.size.width), number("bounds.size.height", \LayerSnapshot.bounds.size.height),
            point("anchorPoint", \LayerSnapshot.anchorPoint), number("anchorPoint.x", \LayerSnapshot.anchorPoint.x), number("anchorPoint.y", \LayerSnapshot.anchorPoint.y),
            transform("transform", \LayerSnapshot.transform), transform("sublayerTransform", \LayerSnapshot.sublayerTransform),
            number("opacity", \LayerSnapshot.opacity), flag("hidden", \LayerSnapshot.isHidden), flag("isHidden", \LayerSnapshot.isHidden),
            color("backgroundColor", \LayerSnapshot.backgroundColor), number("cornerRadius", \LayerSnapshot.cornerRadius),
            LayerKeyPath("maskedCorners", kind: "corners", get: { .corners($0.maskedCorners) }, set: { s, v in
                guard case let .corners(c) = v else { return false }
                s.maskedCorners = c
                return true
            }),
            number("borderWidth", \LayerSnapshot.borderWidth), color("borderColor", \LayerSnapshot.borderColor),
            color("shadowColor", \LayerSnapshot.shadowColor), number("shadowOpacity", \LayerSnapshot.shadowOpacity),
            number("shadowRadius", \LayerSnapshot.shadowRadius), size("shadowOffset", \LayerSnapshot.shadowOffset),
            number("shadowOffset.width", \LayerSnapshot.shadowOffset.width), number("shadowOffset.height", \LayerSnapshot.shadowOffset.height),
            flag("masksToBounds", \LayerSnapshot.masksToBounds),
            LayerKeyPath("contents", kind: "image", get: { .image($0.contents) }, set: { s, v in
                guard case let .image(i) = v else { return false }
                s.contents = i
                return true
            }),
        ]
        func scalarPart(_ name: String, _ key: WritableKeyPath<TransformParts, Double> & Sendable) -> LayerKeyPath {
            transformPart(name, kind: "number", get: { .number($0[keyPath: key]) }, set: { p, v in
                guard case let .number(x) = v else { return false }
                p[keyPath: key] = x
                return true
            })
        }
        paths += [
            scalarPart("transform.rotation.x", \TransformParts.rotationX), scalarPart("transform.rotation.y", \TransformParts.rotationY),
            scalarPart("transform.rotation.z", \TransformParts.rotationZ), scalarPart("transform.rotation", \TransformParts.rotationZ),
            scalarPart("transform.scale.x", \TransformParts.scaleX), scalarPart("transform.scale.y", \TransformParts.scaleY),
            scalarPart("transform.scale.z", \TransformParts.scaleZ), scalarPart("transform.scale", \TransformParts.uniformScale),
            scalarPart("transform.translation.x", \TransformParts.translationX), scalarPart("transform.translation.y", \TransformParts.translationY),
            scalarPart("transform.translation.z", \TransformParts.translationZ),
            transformPart("transform.translation", kind: "size", get: { .size(Size(width: $0.translationX, height: $0.translationY)) },
                          set: { p, v in
                              guard case let .size(s) = v else { return false }
                              p.translationX = s.width
                              p.translationY = s.height
                              return true
                          }),
        ]
        return paths
    }
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
        rotationX = atan2(2 * (q.w * q.x + q.y * q.z), 1 - 2 * (q.x * q.x + q.y * q.y))
        rotationY = asin(max(-1, min(1, 2 * (q.w * q.y - q.z * q.x))))
        rotationZ = atan2(2 * (q.w * q.z + q.x * q.y), 1 - 2 * (q.y * q.y + q.z * q.z))
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
        let cx = cos(rotationX / 2), sx = sin(rotationX / 2)
        let cy = cos(rotationY / 2), sy = sin(rotationY / 2)
        let cz = cos(rotationZ / 2), sz = sin(rotationZ / 2)
        var p = parts
        p.quaternion = .init(x: sx * cy * cz - cx * sy * sz, y: cx * sy * cz + sx * cy * sz,
                             z: cx * cy * sz - sx * sy * cz, w: cx * cy * cz + sx * sy * sz)
        _ = decomposable
        _ = original
        return Transform3D(p)
    }
}
