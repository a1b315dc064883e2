import Testing

@testable import Motion

/// Spring values, a blur weight and a rotation pinned to their exact bits, so that nothing —
/// a C library update, another platform, a compiler — can move them unnoticed: they come from
/// Fling's own exp, sin and cos (Sources/CMotionMath), which use no C library and no fused
/// multiply-add. A change here is a change to every trace and pixel hash that uses them.
@Suite("Pinned bits")
struct MathBitsTests {
    /// (spring, time, unit responses A A′ B B′, displacement and velocity from x₀ = −100, v₀ = 250).
    static let pins: [(spring: Int, time: Double, unit: [UInt64], displacement: [UInt64])] = [
        // Spring(response: 0.5, dampingRatio: 0.7): underdamped.
        (
            0, 0.1, [0x3FE2_744F_1B22_27C7, 0xC016_D48A_2C40_CE6F, 0x3FA2_8167_CD0D_2F5D, 0xBFAE_4BD8_90FB_C24D],
            [0xC048_5123_C2D5_A616, 0x4081_5FB3_AC9C_49D8]
        ),   // A 0.57669787692543018, x −48.633903841324511
        (
            0, 0.35, [0xBFA7_8BB9_9C2B_8E4B, 0xBF40_AC3E_2DD2_98AF, 0x3ECB_076A_2C82_467C, 0xBFA7_9327_AEFA_8408],
            [0x4012_65FC_2BEF_82E5, 0xC026_EBA7_9FB9_0BE1]
        ),   // A −0.045987892450082578, x 4.5995947709022618
        (
            0, 1.7, [0xBE84_46E9_4E62_FD30, 0xBEC4_A4EB_53FD_8DAF, 0x3E50_BBCB_501D_2815, 0xBE9C_89BB_C041_BBF4],
            [0x3EF3_ED3F_684C_7417, 0x3F22_526F_065C_149B]
        ),   // A −1.5107540391431399e−07
        // Spring(response: 0.3, dampingRatio: 1): critically damped.
        (
            1, 0.1, [0x3FD8_6342_BB9C_566D, 0xC015_9B5F_7F0F_C30D, 0x3F89_3854_5560_94F2, 0xBFC1_401C_0C7F_F2AD],
            [0xC041_837B_FCDC_1E6E, 0x407F_A7B1_CA02_0265]
        ),   // A 0.38105839082104503
        (
            1, 0.35, [0x3F76_5C44_EA2F_3BEE, 0xBFB9_C190_F82C_2FA4, 0x3F2E_1024_8666_0A1D, 0xBF70_FDF5_3FE6_27D7],
            [0xBFDF_44B3_3881_D8E8, 0x4022_0C39_11D5_ACDB]
        ),   // A 0.0054590885146827816
        (
            1, 1.7, [0x3D0C_6354_1094_3E23, 0xBD52_1283_A5FC_164F, 0x3CC5_1828_FE38_EB9B, 0xBD0A_D641_FDE2_E185],
            [0xBD73_9A66_ABEB_5DC8, 0x3DB8_F646_251B_F0D2]
        ),   // A 1.2606805144908424e−14
        // Spring(response: 0.4, dampingRatio: 2): overdamped.
        (
            2, 0.1, [0x3FE6_9FE2_A5D1_F477, 0xC007_B5E5_C99D_77C5, 0x3F88_99B1_BE75_1380, 0xBFA8_6DC9_1326_FABA],
            [0xC050_ECB8_54EC_1456, 0x4071_C741_D29D_650B]
        ),   // A 0.70701725374932678
        (
            2, 0.35, [0x3FCF_9B9F_95B5_B72E, 0xBFF0_A124_02E0_3DEE, 0x3F71_40E8_147C_6FDF, 0xBF92_279E_77F7_73CD],
            [0xC037_A3FE_82B5_DEC7, 0x4058_E01D_386B_E654]
        ),   // A 0.24693674860048404
        (
            2, 1.7, [0x3F4B_9075_0FD8_71BE, 0xBF6D_010B_5D23_6639, 0x3EEE_17B2_C32B_0343, 0xBF0F_AA17_E97C_0F8C],
            [0xBFB4_9DC2_4FCC_58D2, 0x3FD5_B170_05F3_8EA3]
        ),   // A 0.00084119525826369785
    ]

    static let springs = [
        Spring(response: 0.5, dampingRatio: 0.7), Spring(response: 0.3, dampingRatio: 1),
        Spring(response: 0.4, dampingRatio: 2),
    ]

    static func hex(_ x: Double) -> String { "0x" + String(x.bitPattern, radix: 16, uppercase: true) }

    @Test("spring unit responses and displacements, under-, critically and overdamped")
    func springs() {
        #expect(Self.springs.map(\._regime) == [0, 1, 2])
        for pin in Self.pins {
            let spring = Self.springs[pin.spring]
            let r = spring.unitResponses(at: pin.time)
            let unit = [r.a, r.da, r.b, r.db]
            #expect(unit.map(\.bitPattern) == pin.unit, "\(spring) at \(pin.time): \(unit.map(Self.hex))")
            let d = spring.displacement(from: -100, velocity: 250, time: pin.time)
            #expect(
                [d.value.bitPattern, d.velocity.bitPattern] == pin.displacement,
                "\(spring) at \(pin.time): \(Self.hex(d.value)), \(Self.hex(d.velocity))")
        }
    }

    @Test("unit responses at time +0: (1, −0, 0, 1) in every regime, as the batch kernel's formula gives them")
    func responsesAtStart() {
        #expect(MotionMath.exp(-0.0).bitPattern == (1.0).bitPattern)
        #expect([_sincos(0).sin, _sincos(0).cos].map(\.bitPattern) == [0, (1.0).bitPattern])
        #expect([_sinhcosh(0).sinh, _sinhcosh(0).cosh].map(\.bitPattern) == [0, (1.0).bitPattern])
        let start = [1.0, -0.0, 0, 1].map(\.bitPattern)
        // The scalar path answers time +0 without evaluating; the batch kernel evaluates the
        // formula there, so each checks the other.
        let springs = Self.springs + [Spring(response: 2, dampingRatio: 0), Spring(response: 0.4, dampingRatio: 40)]
        var batch = [SIMD4<Double>](repeating: .zero, count: springs.count)
        let times = [Double](repeating: 0, count: springs.count)
        springs.withUnsafeBufferPointer { springs in
            times.withUnsafeBufferPointer { times in
                batch.withUnsafeMutableBufferPointer { Spring.unitResponses(of: springs, at: times, into: $0) }
            }
        }
        for (spring, formula) in zip(springs, batch) {
            let r = spring.unitResponses(at: 0)
            #expect([r.a, r.da, r.b, r.db].map(\.bitPattern) == start, "\(spring)")
            #expect([formula.x, formula.y, formula.z, formula.w].map(\.bitPattern) == start, "\(spring), batch")
        }
    }

    @Test("a Gaussian blur weight: e^(−2²/2σ²) for σ = 1.5")
    func gaussianWeight() {
        let sigma = 1.5
        let weight = MotionMath.exp(-Double(2 * 2) / (2 * sigma * sigma))
        #expect(weight.bitPattern == 0x3FDA_4FA9_ECAD_91C2, "\(Self.hex(weight))")   // 0.41111229050718745
    }

    @Test("a rotation: 0.7 rad about (1, 2, 2)")
    func rotation() {
        let m = Transform3D(rotationAngle: 0.7, x: 1, y: 2, z: 2)
        // 0.79097083314176753, 0.48173574987301876, −0.37722116644390252
        #expect(
            [m.m11, m.m12, m.m13].map(\.bitPattern) == [
                0x3FE9_4FA2_108D_E166, 0x3FDE_D4C2_2EC1_3197, 0xBFD8_2464_3F4F_12FD,
            ],
            "\([m.m11, m.m12, m.m13].map(Self.hex))")
    }
}
