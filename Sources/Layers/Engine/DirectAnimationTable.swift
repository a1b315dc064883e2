import Motion

/// The engine's contiguous per-frame state for the animations almost every UI runs: an
/// implicit spring or timing curve on a property stored as plain doubles (position, bounds,
/// opacity, corner radius, …).
///
/// Each such animation is one `Slot` of plain data in one array: where its layer's model and
/// presentation live (a raw pointer into the layer's `LayerStorage`), the byte offset of the
/// property, its begin and end, its delta and initial velocity, and an index into shared
/// tables of springs and curves. A frame walks the array twice — reset the animated fields
/// from the model, then add what is left of each delta — touching no class instance, no
/// reference count and no enum payload. Frames cost what the arithmetic and the memory cost.
///
/// Layers that also run general animations (keyframes, explicit animations, transforms,
/// colours) keep their direct animations here too, but the engine's general path runs all
/// of that layer's animations in order instead (`LayerStorage.generalAnimations > 0`), so
/// mixing kinds keeps Core Animation's order of application.
struct DirectAnimationTable {
    struct Slot {
        /// The layer's storage (kept alive by `layer`).
        let storage: UnsafeMutablePointer<LayerStorage>
        /// Byte offset of the property's first `Double` in a `LayerSnapshot`, and the count.
        let offset: Int
        let count: Int
        let isSpring: Bool
        /// False once the animation stopped or was removed; the slot goes at the next compaction.
        var isLive = true
        let begin: Double
        /// How long it runs: the spring's rest time or the curve's duration.
        let length: Double
        /// When it ends and completes (the record's end).
        let end: Double
        let delta: SIMD4<Double>
        let velocity: SIMD4<Double>
        /// Index into `springs` or `curves`.
        var parameter: Int
        /// Retained while in the table.
        let record: Unmanaged<RunningLayerAnimation>
        let layer: Unmanaged<Layer>
    }

    private(set) var slots: [Slot] = []
    private var springs = ParameterTable<Spring>()
    private var curves = ParameterTable<CurveKey>()
    /// Per curve (and length) of `curves`: the last progress evaluated this frame and the
    /// curve's value there. Animations started together with one curve and duration (a
    /// `UIView.animate` over many layers) share their progress, and solve the Bézier once.
    private var curveMemo: [(progress: Double, value: Double)] = []
    private var deadSlots = 0

    /// A timing curve and the length it is stretched over: the animations sharing both
    /// share their progress at every frame when they began together.
    struct CurveKey: Hashable {
        let curve: UnitCurve
        let length: Double
    }

    var isEmpty: Bool { slots.isEmpty }
    /// Animations still running here (retired slots wait for the next compaction).
    var liveCount: Int { slots.count - deadSlots }

    /// Adds the record's animation when it is a direct one (its runner is a spring or curve on a
    /// plain-double property); returns whether it did.
    mutating func insert(_ record: RunningLayerAnimation, of layer: Layer) -> Bool {
        guard let runner = record.directRunner else { return false }
        return insert(record, runner: runner, property: record.directProperty, of: layer)
    }

    /// `insert(_:of:)` for an implicit animation whose runner and property the caller holds.
    mutating func insert(
        _ record: RunningLayerAnimation, runner: AnyDeltaRunner, property: LayerProperty,
        of layer: Layer
    ) -> Bool {
        guard runner.motion != .none, let field = property.plainField,
            AnyDeltaRunner.componentCount(runner.kind) == field.count
        else { return false }
        let isSpring = runner.motion == .spring
        let parameter =
            isSpring
            ? springs.index(of: runner.spring)
            : curves.index(of: CurveKey(curve: runner.curve, length: runner.end))
        let delta = runner.delta
        let velocity = runner.velocity
        record.slot = slots.count
        slots.append(
            Slot(
                storage: layer.storage, offset: field.offset, count: field.count, isSpring: isSpring,
                begin: record.begin, length: runner.end, end: record.end ?? record.begin + runner.end,
                delta: SIMD4(delta.0, delta.1, delta.2, delta.3),
                velocity: SIMD4(velocity.0, velocity.1, velocity.2, velocity.3),
                parameter: parameter, record: .passRetained(record), layer: .passRetained(layer)))
        return true
    }

    /// Marks the record's slot dead: it no longer runs and goes at the next compaction.
    mutating func retire(_ record: RunningLayerAnimation) {
        guard record.slot >= 0 else { return }
        if slots[record.slot].isLive {
            slots[record.slot].isLive = false
            deadSlots += 1
        }
    }

    /// Evaluates every live slot of a layer without general animations at `time`: first the
    /// animated fields are reset from the model, then each slot adds what is left of its delta,
    /// in the order the animations were added. Slots whose end has come are retired instead
    /// and returned with their end times, in table order.
    mutating func run(at time: Double) -> [(record: RunningLayerAnimation, end: Double)] {
        let count = slots.count
        var ended: [(record: RunningLayerAnimation, end: Double)] = []
        guard count > 0 else { return ended }
        let modelOffset = Self.modelOffset
        let presentationOffset = Self.presentationOffset
        curveMemo.removeAll(keepingCapacity: true)
        curveMemo.append(contentsOf: repeatElement((.nan, 0), count: curves.values.count))
        slots.withUnsafeMutableBufferPointer { slots in
            for index in 0..<count where slots[index].isLive {
                let slot = slots[index]
                guard slot.storage.pointee.generalAnimations == 0 else { continue }
                let raw = UnsafeMutableRawPointer(slot.storage)
                let model = (raw + modelOffset + slot.offset).assumingMemoryBound(to: Double.self)
                let shown = (raw + presentationOffset + slot.offset).assumingMemoryBound(to: Double.self)
                for component in 0..<slot.count { shown[component] = model[component] }
            }
            springs.values.withUnsafeBufferPointer { springs in
                curves.values.withUnsafeBufferPointer { curves in
                    curveMemo.withUnsafeMutableBufferPointer { memo in
                        Self.withSpringScratch { indices, times, responses in
                            // A block of slots at a time: first its springs in one batch call (four
                            // at a time, the same bits as one `unitResponses(at:)` per slot), then
                            // the block applied in order, its slots still in the cache.
                            var start = 0
                            while start < count {
                                let end = min(count, start + Self.springBlock)
                                var evaluations = 0
                                for index in start..<end where slots[index].isLive && slots[index].isSpring {
                                    let slot = slots[index]
                                    guard slot.storage.pointee.generalAnimations == 0, time < slot.end else { continue }
                                    let local = time - slot.begin
                                    guard local < slot.length else { continue }
                                    indices[evaluations] = Int32(slot.parameter)
                                    times[evaluations] = max(0, local)
                                    evaluations += 1
                                }
                                Spring.unitResponses(
                                    of: springs, indices: UnsafeBufferPointer(rebasing: indices[0..<evaluations]),
                                    at: UnsafeBufferPointer(rebasing: times[0..<evaluations]),
                                    into: UnsafeMutableBufferPointer(rebasing: responses[0..<evaluations]))
                                var nextResponse = 0
                                for index in start..<end where slots[index].isLive {
                                    let slot = slots[index]
                                    guard slot.storage.pointee.generalAnimations == 0 else { continue }
                                    guard time < slot.end else {
                                        slots[index].isLive = false
                                        ended.append((slot.record.takeUnretainedValue(), slot.end))
                                        continue
                                    }
                                    let local = time - slot.begin
                                    guard local < slot.length else { continue }
                                    let a: Double
                                    let b: Double
                                    if slot.isSpring {
                                        let r = responses[nextResponse]
                                        nextResponse += 1
                                        (a, b) = (r.x, -r.z)
                                    } else {
                                        let progress = max(0, local) / slot.length
                                        let value: Double
                                        if memo[slot.parameter].progress == progress {
                                            value = memo[slot.parameter].value
                                        } else {
                                            value = curves[slot.parameter].curve.value(at: progress)
                                            memo[slot.parameter] = (progress, value)
                                        }
                                        (a, b) = (1 - value, 0)
                                    }
                                    let shown =
                                        (UnsafeMutableRawPointer(slot.storage) + presentationOffset + slot.offset)
                                        .assumingMemoryBound(to: Double.self)
                                    for component in 0..<slot.count {
                                        shown[component] =
                                            shown[component] + slot.delta[component] * a + slot.velocity[component] * b
                                    }
                                }
                                start = end
                            }
                        }
                    }
                }
            }
        }
        deadSlots += ended.count
        return ended
    }

    /// Slots evaluated per batch call: small enough that a block's slots are still in the
    /// cache when they are applied.
    private static let springBlock = 256

    /// Runs `body` with room for one block's spring indices, times and responses, on the stack.
    private static func withSpringScratch(
        _ body: (
            UnsafeMutableBufferPointer<Int32>, UnsafeMutableBufferPointer<Double>,
            UnsafeMutableBufferPointer<SIMD4<Double>>
        ) -> Void
    ) {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: Self.springBlock) { indices in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.springBlock) { times in
                withUnsafeTemporaryAllocation(of: SIMD4<Double>.self, capacity: Self.springBlock) { responses in
                    body(indices, times, responses)
                }
            }
        }
    }

    /// Drops dead slots (releasing what they held), keeping the order of the rest, and tells
    /// each remaining record its new index. Returns the layers of the dropped slots.
    mutating func compact() -> [Layer] {
        guard deadSlots > 0 else { return [] }
        var layers: [Layer] = []
        var kept = 0
        for index in slots.indices {
            let slot = slots[index]
            if slot.isLive {
                slot.record.takeUnretainedValue().slot = kept
                slots[kept] = slot
                kept += 1
            } else {
                let record = slot.record.takeRetainedValue()
                record.slot = -1
                layers.append(slot.layer.takeRetainedValue())
            }
        }
        slots.removeLast(slots.count - kept)
        deadSlots = 0
        if slots.isEmpty {
            springs = ParameterTable()
            curves = ParameterTable()
        } else if springs.values.count + curves.values.count > 64 + 2 * slots.count {
            rebuildParameters()
        }
        return layers
    }

    /// Rebuilds the spring and curve tables from the live slots (they only grow otherwise).
    private mutating func rebuildParameters() {
        var newSprings = ParameterTable<Spring>()
        var newCurves = ParameterTable<CurveKey>()
        for index in slots.indices {
            let slot = slots[index]
            slots[index].parameter =
                slot.isSpring
                ? newSprings.index(of: springs.values[slot.parameter])
                : newCurves.index(of: curves.values[slot.parameter])
        }
        (springs, curves) = (newSprings, newCurves)
    }

    /// Releases everything the table holds (the engine is going away).
    mutating func removeAll() {
        for slot in slots {
            slot.record.takeUnretainedValue().slot = -1
            slot.record.release()
            slot.layer.release()
        }
        slots.removeAll()
        deadSlots = 0
    }

    private static let modelOffset = MemoryLayout<LayerStorage>.offset(of: \.model)!
    private static let presentationOffset = MemoryLayout<LayerStorage>.offset(of: \.presentation)!
}

/// Distinct springs or curves, each stored once: the animations of a transaction, and most of
/// a UI's, share a handful.
struct ParameterTable<Value: Hashable> {
    private(set) var values: [Value] = []
    private var indices: [Value: Int] = [:]

    /// The index of `value`, added when new.
    @inline(__always)
    mutating func index(of value: Value) -> Int {
        // A handful of values is the common case: comparing them beats hashing one. (A plain
        // loop: `firstIndex(of:)` compared through the protocol witness.)
        if values.count <= 32 {
            for index in values.indices where values[index] == value { return index }
        } else if let index = indices[value] {
            return index
        }
        values.append(value)
        indices[value] = values.count - 1
        return values.count - 1
    }
}
