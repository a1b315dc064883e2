import Motion

/// How a layer moving along a `KeyframeAnimation` path turns, like `CAAnimationRotationMode`.
public enum RotationMode: String, Hashable, Sendable, CaseIterable {
    /// The layer's x axis follows the path's tangent (`kCAAnimationRotateAuto`).
    case auto
    /// The tangent turned by 180° (`kCAAnimationRotateAutoReverse`).
    case autoReverse
}

/// Animates one key path through a sequence of values or along a path, like
/// `CAKeyframeAnimation`.
///
/// - `values` are of one kind, the key path's. Numbers, points, sizes, rects and colours
///   (in premultiplied space) go through Motion's `KeyframeInterpolator` with every
///   calculation mode. Transforms blend segment by segment with
///   `Transform3D.interpolated(to:fraction:)` (decomposed, as Core Animation blends them);
///   their cubic modes keep the key times but blend each segment straight, and their paced
///   modes space the keys by the element-wise distance between the matrices. Kinds that do
///   not interpolate (flags, corner masks, images) hold each value until the next key time.
/// - `path`, for point key paths such as "position", replaces `values`: every element but a
///   move is a segment. Linear and cubic modes spread the segments over `keyTimes` (one per
///   vertex) or evenly, each segment's curve parameter following its time; the paced modes
///   cross the path at one speed by arc length; discrete jumps between the vertices.
/// - `timingFunction` eases the whole pass first (as `CAAnimation.timingFunction`), then
///   `timingFunctions` ease each segment (linear and cubic modes).
/// - `rotationMode` turns the layer to the path's tangent: the presentation transform is
///   the transform under the animation followed by a rotation about z by the tangent angle.
/// - `isCumulative` adds, in repeat n, n times (last value − first value), so repeats
///   continue where the previous pass ended, as `BasicAnimation` does with its end points.
///
/// An animation that does not validate (`validate()` says why) changes nothing when applied.
public struct KeyframeAnimation: LayerAnimation {
    /// The animated property, a Core Animation key path such as `"position"` or
    /// `"transform.rotation.z"`.
    public var keyPath: String { didSet { cache = Cache() } }
    /// The keyframe values, one kind; ignored when `path` is set.
    public var values: [LayerValue]? { didSet { cache = Cache() } }
    /// A path for point-valued key paths; when set, `values` is ignored.
    public var path: KeyframePath? { didSet { cache = Cache() } }
    /// The fraction of a pass at which each value (each path vertex) is reached; nil spaces
    /// them evenly. Ignored by the paced modes.
    public var keyTimes: [Double]? { didSet { cache = Cache() } }
    /// One curve per segment easing the segment's progress (linear and cubic modes).
    public var timingFunctions: [UnitCurve]? { didSet { cache = Cache() } }
    /// The pacing of the whole pass, applied before the keyframes; nil is linear.
    public var timingFunction: UnitCurve?
    /// How values between keyframes are computed, like `calculationMode` (default `.linear`).
    public var calculationMode: KeyframeCalculationMode = .linear { didSet { cache = Cache() } }
    /// Turns the layer to the path's tangent while "position" follows `path`.
    public var rotationMode: RotationMode? { didSet { cache = Cache() } }
    /// Adds the animated value to the value under it instead of replacing it.
    public var isAdditive = false
    /// Each repeat continues from where the previous pass ended.
    public var isCumulative = false
    public var timing = MediaTiming()
    public var isRemovedOnCompletion = true
    public var completion: ((Bool) -> Void)?

    /// What the keyframes evaluate to, built once per configuration; copies share it until
    /// one of them changes a property the evaluation depends on.
    private var cache = Cache()

    /// An animation of `keyPath` with no keyframes yet: set `values` or `path`.
    public init(keyPath: String) {
        self.keyPath = keyPath
    }

    /// An animation through `values`.
    public init(
        keyPath: String, values: [LayerValue], keyTimes: [Double]? = nil,
        calculationMode: KeyframeCalculationMode = .linear
    ) {
        self.keyPath = keyPath
        self.values = values
        self.keyTimes = keyTimes
        self.calculationMode = calculationMode
    }

    /// An animation along `path`.
    public init(
        keyPath: String, path: KeyframePath, keyTimes: [Double]? = nil,
        calculationMode: KeyframeCalculationMode = .linear, rotationMode: RotationMode? = nil
    ) {
        self.keyPath = keyPath
        self.path = path
        self.keyTimes = keyTimes
        self.calculationMode = calculationMode
        self.rotationMode = rotationMode
    }

    /// `keyPath`, and "transform" when `rotationMode` turns the layer along a path.
    public var keyPaths: [String] { rotationMode != nil && path != nil ? [keyPath, "transform"] : [keyPath] }

    /// Why the animation cannot run, in one line naming the field, or nil when it can.
    public func validate() -> String? {
        if case let .invalid(message) = built { return message }
        return nil
    }

    /// The keyframe value at `fraction` (0…1) of one pass, after `timingFunction` and before
    /// additive and cumulative arithmetic; nil when the animation does not validate.
    public func value(at fraction: Double) -> LayerValue? {
        guard case let .ready(evaluator) = built else { return nil }
        return evaluator.value(at: timingFunction?.value(at: fraction) ?? fraction)
    }

    /// The path's tangent angle at `fraction` of one pass (what `rotationMode` turns to,
    /// before `.autoReverse` adds 180°); nil without a path or when invalid.
    public func tangentAngle(at fraction: Double) -> Double? {
        guard case let .ready(evaluator) = built else { return nil }
        return evaluator.tangentAngle(at: timingFunction?.value(at: fraction) ?? fraction)
    }

    public func apply(at parentTime: Double, begin: Double, to presentation: inout LayerSnapshot) {
        guard case let .active(time, iteration) = timing.phase(at: parentTime, begin: begin),
            case let .ready(evaluator) = built, let target = LayerKeyPath(keyPath)
        else { return }
        let linear = time / timing.simpleDuration
        let fraction = timingFunction?.value(at: linear) ?? linear
        var value = evaluator.value(at: fraction)
        if isCumulative, iteration > 0, let step = evaluator.last.difference(from: evaluator.first),
            let total = step.scaled(by: Double(iteration)), let sum = total.added(to: value)
        {
            value = sum
        }
        if isAdditive {
            guard let sum = value.added(to: target.value(in: presentation)) else { return }
            value = sum
        }
        target.setValue(value, in: &presentation)
        if let rotationMode, let angle = evaluator.tangentAngle(at: fraction) {
            let turn = rotationMode == .autoReverse ? angle + Double.pi : angle
            presentation.transform = presentation.transform.concatenating(
                Transform3D(rotationAngle: turn, x: 0, y: 0, z: 1))
        }
    }

    // MARK: Building

    private var built: Built {
        if let built = cache.built { return built }
        let made = build()
        cache.built = made
        return made
    }

    private func build() -> Built {
        guard let target = LayerKeyPath(keyPath) else {
            return .invalid(
                "keyPath: \"\(keyPath)\" is not a layer key path (for example \"position\", \"opacity\", \"transform.rotation.z\")"
            )
        }
        if let path {
            return buildPath(path, target: target)
        }
        if rotationMode != nil {
            return .invalid("rotationMode: turning to the tangent needs a path; set path (values have no tangent)")
        }
        guard let values else { return .invalid("values: a keyframe animation needs values or a path") }
        guard let first = values.first else { return .invalid("values: the array is empty; give at least one value") }
        for (index, value) in values.enumerated() where value.kind != first.kind {
            return .invalid(
                "values[\(index)] is a \(value.kind) but values[0] is a \(first.kind); keyframe values must all be of one kind"
            )
        }
        guard first.kind == target.kind else {
            return .invalid("values are \(first.kind)s but \"\(keyPath)\" holds a \(target.kind)")
        }
        do throws(KeyframeInterpolationError) {
            return .ready(
                try Evaluator.make(
                    values, keyTimes: keyTimes, timingFunctions: timingFunctions,
                    mode: calculationMode))
        } catch {
            return .invalid(error.description)
        }
    }

    private func buildPath(_ path: KeyframePath, target: LayerKeyPath) -> Built {
        guard target.kind == "point" else {
            return .invalid(
                "path: a path animates point key paths such as \"position\"; \"\(keyPath)\" holds a \(target.kind)")
        }
        if let problem = path.problem { return .invalid(problem) }
        if rotationMode != nil && keyPath != "position" {
            return .invalid(
                "rotationMode: turns the layer only while \"position\" follows the path, not \"\(keyPath)\"")
        }
        let segments = path.segments
        let vertexCount = segments.count + 1
        do throws(KeyframeInterpolationError) {
            let evaluator = try PathEvaluator(
                segments: segments, keyTimes: keyTimes,
                timingFunctions: timingFunctions, mode: calculationMode)
            return .ready(.path(evaluator))
        } catch {
            switch error {
            case let .keyTimeCount(count, _, mode):
                let expected = mode == .discrete ? "\(vertexCount) or \(vertexCount + 1)" : "\(vertexCount)"
                return .invalid(
                    "keyTimes: \(count) key times for a path of \(segments.count) segment\(segments.count == 1 ? "" : "s"); expected \(expected), one per vertex"
                )
            default:
                return .invalid(error.description)
            }
        }
    }

    private enum Built {
        case ready(Evaluator)
        case invalid(String)
    }

    private final class Cache {
        var built: Built?
    }
}

/// The value of a keyframe animation's pass at a fraction, for one kind of value.
private enum Evaluator {
    case number(KeyframeInterpolator<Double>)
    case point(KeyframeInterpolator<Point>)
    case size(KeyframeInterpolator<Size>)
    case rect(KeyframeInterpolator<Rect>)
    case color(KeyframeInterpolator<Color.PremultipliedComponents>)
    /// Transforms and kinds that do not add: an interpolator over the keys' indices finds the
    /// segment and its eased progress, and the segment's two values blend by that much.
    case indexed([LayerValue], KeyframeInterpolator<Double>)
    case path(PathEvaluator)

    static func make(
        _ values: [LayerValue], keyTimes: [Double]?, timingFunctions: [UnitCurve]?,
        mode: KeyframeCalculationMode
    ) throws(KeyframeInterpolationError) -> Evaluator {
        func interpolator<V: VectorArithmetic>(_ unwrap: (LayerValue) -> V?) throws(KeyframeInterpolationError)
            -> KeyframeInterpolator<V>
        {
            try KeyframeInterpolator(
                values: values.compactMap(unwrap), keyTimes: keyTimes,
                timingFunctions: timingFunctions, calculationMode: mode)
        }
        switch values[0] {
        case .number:
            return .number(try interpolator { if case let .number(v) = $0 { v } else { nil } })
        case .point:
            return .point(try interpolator { if case let .point(v) = $0 { v } else { nil } })
        case .size:
            return .size(try interpolator { if case let .size(v) = $0 { v } else { nil } })
        case .rect:
            return .rect(try interpolator { if case let .rect(v) = $0 { v } else { nil } })
        case .color:
            return .color(try interpolator { if case let .color(c) = $0 { c.animatableData } else { nil } })
        case .transform, .flag, .corners, .image:
            let indices = values.indices.map(Double.init)
            // Built with the mode as given first, so the validation messages match the other kinds'.
            let given = try KeyframeInterpolator(
                values: indices, keyTimes: keyTimes, timingFunctions: timingFunctions,
                calculationMode: mode)
            switch mode {
            case .linear, .discrete:
                return .indexed(values, given)
            case .cubic:
                return .indexed(
                    values,
                    try KeyframeInterpolator(
                        values: indices, keyTimes: keyTimes,
                        timingFunctions: timingFunctions, calculationMode: .linear))
            case .paced, .cubicPaced:
                return .indexed(
                    values,
                    try KeyframeInterpolator(
                        values: indices, keyTimes: pacedTimes(values),
                        calculationMode: .linear))
            }
        }
    }

    /// Key times proportional to the distance between neighbouring values (element-wise for
    /// transforms); even spacing when nothing moves or the kind has no distance.
    private static func pacedTimes(_ values: [LayerValue]) -> [Double]? {
        guard values.count > 1 else { return nil }
        var cumulative = [0.0]
        for i in values.indices.dropFirst() {
            var step = 0.0
            if case let .transform(a) = values[i - 1], case let .transform(b) = values[i] {
                step = (b - a).magnitudeSquared.squareRoot()
            }
            cumulative.append(cumulative[i - 1] + step)
        }
        let total = cumulative[cumulative.count - 1]
        guard total > 0, total.isFinite else { return nil }
        return cumulative.enumerated().map { $0.offset == values.count - 1 ? 1 : $0.element / total }
    }

    func value(at fraction: Double) -> LayerValue {
        switch self {
        case let .number(i): return .number(i.value(at: fraction))
        case let .point(i): return .point(i.value(at: fraction))
        case let .size(i): return .size(i.value(at: fraction))
        case let .rect(i): return .rect(i.value(at: fraction))
        case let .color(i):
            var color = Color.clear
            color.animatableData = i.value(at: fraction)
            return .color(color)
        case let .indexed(values, index):
            guard values.count > 1 else { return values[0] }
            let x = index.value(at: fraction)
            let i = min(max(Int(x.rounded(.down)), 0), values.count - 2)
            let u = min(max(x - Double(i), 0), 1)
            if u == 0 { return values[i] }
            if u == 1 { return values[i + 1] }
            return values[i].interpolated(to: values[i + 1], fraction: u) ?? values[i]
        case let .path(p):
            return .point(p.point(at: fraction))
        }
    }

    func tangentAngle(at fraction: Double) -> Double? {
        guard case let .path(p) = self else { return nil }
        return p.tangentAngle(at: fraction)
    }

    /// The value a pass starts from.
    var first: LayerValue { value(at: 0) }
    /// The value a pass ends at.
    var last: LayerValue { value(at: 1) }
}

/// Where a pass along a path is at a fraction of it, by Core Animation's rules.
private struct PathEvaluator {
    let segments: [KeyframePath.Segment]
    let mode: KeyframeCalculationMode
    /// Linear, cubic and discrete modes: an interpolator over the vertex indices with the
    /// given key times and per-segment easing.
    let index: KeyframeInterpolator<Double>?
    /// Paced modes.
    let table: ArcLengthTable?

    init(
        segments: [KeyframePath.Segment], keyTimes: [Double]?, timingFunctions: [UnitCurve]?,
        mode: KeyframeCalculationMode
    ) throws(KeyframeInterpolationError) {
        self.segments = segments
        self.mode = mode
        let vertices = (0...segments.count).map(Double.init)
        switch mode {
        case .paced, .cubicPaced:
            index = nil
            table = ArcLengthTable(segments)
        case .linear, .cubic:
            // The path's own curves are the interpolation: cubic smoothing has nothing to add,
            // and the cubic mode takes the same keyTimes and timingFunctions as the linear one.
            index = try KeyframeInterpolator(
                values: vertices, keyTimes: keyTimes, timingFunctions: timingFunctions,
                calculationMode: .linear)
            table = nil
        case .discrete:
            index = try KeyframeInterpolator(values: vertices, keyTimes: keyTimes, calculationMode: .discrete)
            table = nil
        }
    }

    /// The segment and curve parameter at `fraction` of the pass.
    func location(at fraction: Double) -> (segment: Int, t: Double) {
        if let table {
            return table.location(atDistance: (fraction > 0 ? min(fraction, 1) : 0) * table.total)
        }
        guard let index else { return (0, 0) }
        let x = index.value(at: fraction)
        if mode == .discrete {
            let vertex = min(max(Int(x.rounded()), 0), segments.count)
            return vertex == 0 ? (0, 0) : (vertex - 1, 1)
        }
        let i = min(max(Int(x.rounded(.down)), 0), segments.count - 1)
        return (i, min(max(x - Double(i), 0), 1))
    }

    func point(at fraction: Double) -> Point {
        let (i, t) = location(at: fraction)
        return segments[i].point(at: t)
    }

    func tangentAngle(at fraction: Double) -> Double? {
        let (i, t) = location(at: fraction)
        return KeyframePath.tangentAngle(segments, segment: i, t: t)
    }
}
