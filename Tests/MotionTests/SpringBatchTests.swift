import Testing

@testable import Motion

/// The batch spring evaluator gives the same bits as the scalar closed form, in every regime,
/// at every instruction-set level the processor has (baseline, AVX2, AVX-512).
@Suite("Spring batches", .serialized)
struct SpringBatchTests {
    /// Springs of every regime: underdamped (undamped included), critically damped, overdamped
    /// from just past critical to far past it.
    static func springs(_ rng: inout SplitMix64) -> [Spring] {
        var springs: [Spring] = []
        for _ in 0..<40 { springs.append(Spring(response: rng.uniform(0.05, 2), dampingRatio: rng.uniform(0, 0.99))) }
        for _ in 0..<10 { springs.append(Spring(response: rng.uniform(0.05, 2), dampingRatio: 1)) }
        for _ in 0..<15 { springs.append(Spring(response: rng.uniform(0.05, 2), dampingRatio: rng.uniform(1.0001, 6))) }
        springs.append(Spring(duration: 0.5, bounce: 1))
        springs.append(Spring(mass: 2, stiffness: 300, damping: 1e-9))
        return springs
    }

    /// 1 000 entries: random springs by index, times from 0 to 100 s (past γt = 20, where the
    /// overdamped form switches), a few negative, start states up to ±1000.
    static func entries(_ rng: inout SplitMix64, springs: Int) -> (
        index: [Int32], time: [Double], x0: [Double], v0: [Double]
    ) {
        var index: [Int32] = []
        var time: [Double] = []
        var x0: [Double] = []
        var v0: [Double] = []
        for n in 0..<1000 {
            index.append(Int32(rng.next() % UInt64(springs)))
            let t: Double
            switch n % 10 {
            case 0: t = 0
            case 1: t = rng.uniform(-0.1, 0)
            case 2: t = rng.uniform(1, 100)
            default: t = rng.uniform(0, 1)
            }
            time.append(t)
            x0.append(rng.uniform(-1000, 1000))
            v0.append(rng.uniform(-5000, 5000))
        }
        return (index, time, x0, v0)
    }

    static func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) }

    @Test("unitResponses(of:) matches unitResponses(at:) bit for bit", arguments: SpringBatchLevel.allCases)
    func unitResponses(level: SpringBatchLevel) {
        guard level.rawValue <= SpringBatchLevel.best.rawValue else { return }
        #expect(SpringBatchLevel.use(level) == level)
        defer { SpringBatchLevel.use(.avx512) }
        var rng = SplitMix64(seed: 0xBA7C4)
        let springs = Self.springs(&rng)
        let e = Self.entries(&rng, springs: springs.count)
        var out = [SIMD4<Double>](repeating: .zero, count: e.time.count)
        springs.withUnsafeBufferPointer { s in
            e.index.withUnsafeBufferPointer { i in
                e.time.withUnsafeBufferPointer { t in
                    out.withUnsafeMutableBufferPointer { o in Spring.unitResponses(of: s, indices: i, at: t, into: o) }
                }
            }
        }
        var mismatches = 0
        for n in e.time.indices {
            let spring = springs[Int(e.index[n])]
            let r = spring.unitResponses(at: e.time[n])
            let ok =
                Self.same(out[n].x, r.a) && Self.same(out[n].y, r.da) && Self.same(out[n].z, r.b)
                && Self.same(out[n].w, r.db)
            if !ok {
                mismatches += 1
                if mismatches < 5 { Issue.record("\(spring) at \(e.time[n]): batch \(out[n]), scalar \(r)") }
            }
        }
        #expect(mismatches == 0)
    }

    @Test(
        "displacements(of:) matches displacement(from:velocity:time:) bit for bit", arguments: SpringBatchLevel.allCases
    )
    func displacements(level: SpringBatchLevel) {
        guard level.rawValue <= SpringBatchLevel.best.rawValue else { return }
        #expect(SpringBatchLevel.use(level) == level)
        defer { SpringBatchLevel.use(.avx512) }
        var rng = SplitMix64(seed: 0xD15C)
        let springs = Self.springs(&rng)
        let e = Self.entries(&rng, springs: springs.count)
        // Without indices: one spring per entry.
        let perEntry = e.index.map { springs[Int($0)] }
        var values = [Double](repeating: 0, count: e.time.count)
        var velocities = values
        perEntry.withUnsafeBufferPointer { s in
            e.x0.withUnsafeBufferPointer { x0 in
                e.v0.withUnsafeBufferPointer { v0 in
                    e.time.withUnsafeBufferPointer { t in
                        values.withUnsafeMutableBufferPointer { x in
                            velocities.withUnsafeMutableBufferPointer { v in
                                Spring.displacements(of: s, from: x0, velocity: v0, at: t, values: x, velocities: v)
                            }
                        }
                    }
                }
            }
        }
        var mismatches = 0
        for n in e.time.indices {
            let r = perEntry[n].displacement(from: e.x0[n], velocity: e.v0[n], time: e.time[n])
            if !Self.same(values[n], r.value) || !Self.same(velocities[n], r.velocity) {
                mismatches += 1
                if mismatches < 5 {
                    Issue.record("\(perEntry[n]) at \(e.time[n]): batch (\(values[n]), \(velocities[n])), scalar \(r)")
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test("every batch length from 0 to 17 (the partial groups of four and eight)")
    func lengths() {
        let springs = [
            Spring(response: 0.5, dampingRatio: 0.7), Spring(response: 0.3, dampingRatio: 1),
            Spring(response: 0.4, dampingRatio: 2),
        ]
        for count in 0...17 {
            let index = (0..<count).map { Int32($0 % 3) }
            let times = (0..<count).map { Double($0) * 0.05 }
            var out = [SIMD4<Double>](repeating: SIMD4(repeating: -7), count: count)
            springs.withUnsafeBufferPointer { s in
                index.withUnsafeBufferPointer { i in
                    times.withUnsafeBufferPointer { t in
                        out.withUnsafeMutableBufferPointer { o in
                            Spring.unitResponses(of: s, indices: i, at: t, into: o)
                        }
                    }
                }
            }
            for n in 0..<count {
                let r = springs[Int(index[n])].unitResponses(at: times[n])
                #expect(out[n] == SIMD4(r.a, r.da, r.b, r.db), "length \(count), entry \(n)")
            }
        }
    }
}
