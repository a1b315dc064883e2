/// One value animated through a sequence of keyframes from an initial value: the math under a
/// `KeyframeTrack` of a `KeyframeTimeline` (what SwiftUI's `KeyframeTimeline` evaluates for each
/// track), usable on its own for a single value.
///
/// The keyframes move the value's `animatableData` (SwiftUI's keyframes take any `Animatable`
/// value); what the data does not cover stays as `initialValue` has it.
///
/// Each keyframe starts where the previous one ended and lasts its own duration, so the
/// keyframe values are reached at the running sums of the durations. Velocities that
/// depend on neighbours (cubic tangents, inherited spring velocities) and spring settling
/// times are resolved once, when the track is built; `value(at:)` and `velocity(at:)` then
/// find the segment by binary search and evaluate a closed form, allocating nothing.
public struct KeyframeSequence<Value: Animatable> {
    /// The vector the keyframes move.
    public typealias Data = Value.AnimatableData

    /// The value before the first keyframe.
    public let initialValue: Value
    /// The keyframes, in order.
    public let keyframes: [Keyframe<Value>]
    /// The total time of all keyframes, in seconds (spring keyframes without a duration
    /// count their spring's settling duration).
    public let duration: Double

    // The evaluation path is @inlinable so a caller with a concrete Value gets a specialized
    // copy: unspecialized, generic metadata lookups cost several times the arithmetic
    // (about 210 ns against 50 ns per call for a Point track in a release build).
    @usableFromInline
    let segments: [KeyframeSegment<Data>]
    /// Where the track ends and the velocity it ends with, kept apart from `segments` so the
    /// evaluation paths never go through `Collection.last`, which allocates in unspecialized
    /// generic code.
    @usableFromInline
    let finalValue: Value
    @usableFromInline
    let finalVelocity: Data

    /// A track that starts at `initialValue` and plays `keyframes` in order.
    public init(initialValue: Value, _ keyframes: [Keyframe<Value>]) {
        self.initialValue = initialValue
        self.keyframes = keyframes
        let segments = KeyframeSequence.resolve(initialValue: initialValue.animatableData, keyframes)
        self.segments = segments
        duration = segments.last?.end ?? 0
        var final = initialValue
        if let last = segments.last { final.animatableData = last.endValue }
        finalValue = final
        finalVelocity = segments.last.map { $0.velocity(atLocal: $0.duration) } ?? .zero
    }

    /// A track built with SwiftUI's keyframe syntax:
    /// `KeyframeSequence(initialValue: 0) { LinearKeyframe(1, duration: 0.3); SpringKeyframe(0) }`.
    public init(initialValue: Value, @KeyframeTrackContentBuilder<Value> content: () -> [Keyframe<Value>]) {
        self.init(initialValue: initialValue, content())
    }

    /// The value `time` seconds into the track.
    ///
    /// Before 0 (or NaN) it is `initialValue`; from 0 on, leading move keyframes have
    /// already jumped. Past `duration` it stays at the value the track ends on — for a spring
    /// keyframe cut short by its duration, wherever the spring got to, as in SwiftUI.
    @inlinable
    public func value(at time: Double) -> Value {
        guard time >= 0, !segments.isEmpty else { return initialValue }
        guard time < duration else { return finalValue }
        let segment = segments[segmentIndex(containing: time)]
        var value = initialValue
        value.animatableData = segment.value(atLocal: time - segment.start)
        return value
    }

    /// The rate of change of `value(at:)`, per second, from each segment's exact derivative.
    ///
    /// At a keyframe boundary it is the velocity the next segment starts with; at `duration`
    /// the velocity the track ends with; before 0 and after `duration` the value is constant,
    /// so zero.
    @inlinable
    public func velocity(at time: Double) -> Data {
        guard time >= 0, time <= duration, !segments.isEmpty else { return .zero }
        guard time < duration else { return finalVelocity }
        let segment = segments[segmentIndex(containing: time)]
        return segment.velocity(atLocal: time - segment.start)
    }

    /// The first segment that ends after `time` (0 ≤ time < duration), which skips the
    /// zero-length segments of moves so that a jump at `time` has already happened.
    @inlinable
    func segmentIndex(containing time: Double) -> Int {
        var lo = 0
        var hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if segments[mid].end > time { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    // MARK: - Building

    private static func resolve(initialValue: Data, _ keyframes: [Keyframe<Value>]) -> [KeyframeSegment<Data>] {
        var segments: [KeyframeSegment<Data>] = []
        segments.reserveCapacity(keyframes.count)
        var time = 0.0
        var value = initialValue
        var velocity = Data.zero   // the velocity the previous segment ends with
        for (index, keyframe) in keyframes.enumerated() {
            let length = Self.duration(of: keyframe)
            let end = time + length
            let next = index + 1 < keyframes.count ? keyframes[index + 1] : nil
            let kind: KeyframeSegment<Data>.Kind
            switch keyframe {
            case .linear(let linear):
                kind = .linear(from: value, delta: linear.to.animatableData - value, curve: linear.timingCurve)
            case .cubic(let cubic):
                let to = cubic.to.animatableData
                let start = cubic.startVelocity?.animatableData ?? velocity
                let finish =
                    cubic.endVelocity?.animatableData ?? next.map {
                        Self.startVelocity(
                            of: $0, from: to,
                            catmullRomFrom: (time, value), through: end, nextEnd: end + Self.duration(of: $0))
                    } ?? .zero
                kind = .cubic(from: value, delta: to - value, startVelocity: start, endVelocity: finish)
            case .spring(let spring):
                let to = spring.to.animatableData
                let start = spring.startVelocity?.animatableData ?? velocity
                kind = .spring(
                    target: to, offset: value - to, startVelocity: start,
                    hasVelocity: start.magnitudeSquared != 0, spring: spring.spring)
            case .move(let move):
                kind = .hold(move.to.animatableData)
            }
            let segment = KeyframeSegment(start: time, end: end, kind: kind, target: keyframe.to.animatableData)
            segments.append(segment)
            velocity = segment.duration > 0 ? segment.velocity(atLocal: segment.duration) : .zero
            time = end
            value = segment.endValue
        }
        return segments
    }

    /// How long `keyframe` lasts; a spring without a duration lasts its settling time, as in SwiftUI.
    private static func duration(of keyframe: Keyframe<Value>) -> Double {
        switch keyframe {
        case .linear(let linear): linear.duration
        case .cubic(let cubic): cubic.duration
        case .spring(let spring): spring.duration ?? spring.spring.settlingDuration
        case .move: 0
        }
    }

    /// The velocity `next` starts with at the shared keyframe, as seen by a cubic keyframe
    /// ending there on `value` at time `through`: a linear keyframe's initial slope, a cubic
    /// or spring keyframe's explicit start velocity, otherwise the Catmull-Rom tangent from
    /// the cubic's start (`catmullRomFrom`) to `next`'s value; zero before a move.
    private static func startVelocity(
        of next: Keyframe<Value>, from value: Data,
        catmullRomFrom previous: (time: Double, value: Data),
        through time: Double, nextEnd: Double
    ) -> Data {
        func catmullRom(_ target: Value) -> Data {
            let span = nextEnd - previous.time
            return span > 0 ? (target.animatableData - previous.value).scaled(by: 1 / span) : .zero
        }
        switch next {
        case .linear(let linear):
            let length = nextEnd - time
            guard length > 0 else { return .zero }
            return (linear.to.animatableData - value).scaled(by: linear.timingCurve.velocity(at: 0) / length)
        case .cubic(let cubic):
            return cubic.startVelocity?.animatableData ?? catmullRom(cubic.to)
        case .spring(let spring):
            return spring.startVelocity?.animatableData ?? catmullRom(spring.to)
        case .move:
            return .zero
        }
    }
}

extension KeyframeSequence: Sendable where Value: Sendable {}

/// Sequences are equal when built from equal keyframes (the segments are derived from them),
/// so a sequence can sit inside a `Hashable` animation.
extension KeyframeSequence: Equatable where Value: Equatable {
    /// Equal initial values and keyframes.
    public static func == (a: Self, b: Self) -> Bool {
        a.initialValue == b.initialValue && a.keyframes == b.keyframes
    }
}

extension KeyframeSequence: Hashable where Value: Hashable {
    /// Hashes the initial value and keyframes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(initialValue)
        hasher.combine(keyframes)
    }
}
