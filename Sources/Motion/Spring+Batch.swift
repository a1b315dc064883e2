import CMotionMath

extension Spring {
    /// `unitResponses(at:)` of many springs at once, four at a time in vector registers: for
    /// each entry `i`, the responses (A, A′, B, B′) of `springs[indices?[i] ?? i]` at `times[i]`
    /// go to `output[i]` as (x, y, z, w).
    ///
    /// The same bits as calling `unitResponses(at:)` once per entry: both run the same
    /// operations in the same order (`Sources/CMotionMath`, no fused multiply-add), so a frame
    /// drawn from the batch matches one drawn spring by spring. Overdamped springs are grouped
    /// apart so that each group of four runs only its own regime's arithmetic.
    ///
    /// - Precondition: `times` and `output` have the same count (and `indices`, when given),
    ///   and every index is within `springs`.
    public static func unitResponses(
        of springs: UnsafeBufferPointer<Spring>, indices: UnsafeBufferPointer<Int32>? = nil,
        at times: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<SIMD4<Double>>
    ) {
        let count = times.count
        precondition(
            output.count == count, "Spring.unitResponses(of:): \(count) times but room for \(output.count) results")
        guard count > 0, let out = output.baseAddress else { return }
        let index = checkedIndices(indices, count: count, springs: springs.count)
        UnsafeMutableRawPointer(out).withMemoryRebound(to: Double.self, capacity: 4 * count) { doubles in
            fm_spring_unit_responses(layout(springs), index, times.baseAddress, count, doubles)
        }
    }

    /// `displacement(from:velocity:time:)` of many springs at once, four at a time in vector
    /// registers: for each entry `i`, `springs[indices?[i] ?? i]` from displacement `x0[i]` and
    /// velocity `v0[i]` at `times[i]`, into `values[i]` and `velocities[i]`.
    ///
    /// The same bits as one `displacement(from:velocity:time:)` call per entry.
    ///
    /// - Precondition: all the buffers (and `indices`, when given) have the same count, and
    ///   every index is within `springs`.
    public static func displacements(
        of springs: UnsafeBufferPointer<Spring>, indices: UnsafeBufferPointer<Int32>? = nil,
        from x0: UnsafeBufferPointer<Double>, velocity v0: UnsafeBufferPointer<Double>,
        at times: UnsafeBufferPointer<Double>,
        values: UnsafeMutableBufferPointer<Double>, velocities: UnsafeMutableBufferPointer<Double>
    ) {
        let count = times.count
        precondition(
            x0.count == count && v0.count == count && values.count == count && velocities.count == count,
            "Spring.displacements(of:): the buffers' counts differ (\(x0.count), \(v0.count), \(count), \(values.count), \(velocities.count))"
        )
        guard count > 0 else { return }
        let index = checkedIndices(indices, count: count, springs: springs.count)
        fm_spring_displacements(
            layout(springs), index, x0.baseAddress, v0.baseAddress, times.baseAddress, count,
            values.baseAddress, velocities.baseAddress)
    }

    /// Where the kernel finds each spring's ω₀, decay rate, frequency and regime.
    private static func layout(_ springs: UnsafeBufferPointer<Spring>) -> fm_spring_array {
        fm_spring_array(
            base: UnsafeRawPointer(springs.baseAddress), stride: MemoryLayout<Spring>.stride,
            omega0: offsets.omega0, decay: offsets.decay, frequency: offsets.frequency,
            regime: offsets.regime)
    }

    private static let offsets = (
        omega0: MemoryLayout<Spring>.offset(of: \Spring._omega0)!,
        decay: MemoryLayout<Spring>.offset(of: \Spring._decay)!,
        frequency: MemoryLayout<Spring>.offset(of: \Spring._frequency)!,
        regime: MemoryLayout<Spring>.offset(of: \Spring._regime)!
    )

    /// The index buffer's base address, after checking its count and every index; without
    /// indices, entry i is spring i, so there must be as many springs as entries.
    private static func checkedIndices(_ indices: UnsafeBufferPointer<Int32>?, count: Int, springs: Int)
        -> UnsafePointer<Int32>?
    {
        guard let indices else {
            precondition(springs >= count, "Spring batch: \(count) entries but \(springs) springs and no indices")
            return nil
        }
        precondition(indices.count == count, "Spring batch: \(count) entries but \(indices.count) indices")
        for index in indices {
            precondition(
                index >= 0 && Int(index) < springs, "Spring batch: index \(index) outside the \(springs) springs")
        }
        return indices.baseAddress
    }
}

/// The instruction sets the batch evaluator (`Spring.unitResponses(of:…)`,
/// `Spring.displacements(of:…)`) runs in, chosen at run time. Every level gives the same bits;
/// tests and benchmarks pick one with `use(_:)`.
package enum SpringBatchLevel: Int32, CaseIterable, Sendable {
    /// Four lanes in the baseline vector registers (SSE2 on x86-64, NEON on ARM).
    case baseline = 0
    /// Four lanes in AVX2 registers.
    case avx2 = 1
    /// Eight lanes in AVX-512 registers.
    case avx512 = 2

    /// The name `fling bench animation --kernels` takes and reports.
    package var name: String {
        switch self {
        case .baseline: return "baseline"
        case .avx2: return "avx2"
        case .avx512: return "avx512"
        }
    }

    /// The fastest level this processor runs.
    package static var best: SpringBatchLevel { SpringBatchLevel(rawValue: fm_batch_best_level()) ?? .baseline }
    /// The level in use.
    package static var current: SpringBatchLevel { SpringBatchLevel(rawValue: fm_batch_level()) ?? .baseline }
    /// Uses `level`, or the best below it that the processor has; returns the level in use.
    @discardableResult
    package static func use(_ level: SpringBatchLevel) -> SpringBatchLevel {
        SpringBatchLevel(rawValue: fm_batch_use_level(level.rawValue)) ?? .baseline
    }
}
