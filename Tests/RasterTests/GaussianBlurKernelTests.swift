import CPixelKernels
import Raster
import Testing

/// The rows pass by its definition: Σ weight × byte over the taps inside the row.
private func referenceRows(_ mask: [UInt8], width: Int, height: Int, weights: [UInt32]) -> [UInt32] {
    let r = weights.count / 2
    var sums = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
        for x in 0..<width {
            var sum: UInt32 = 0
            for i in -r...r where x + i >= 0 && x + i < width {
                sum &+= weights[i + r] &* UInt32(mask[y * width + x + i])
            }
            sums[y * width + x] = sum
        }
    }
    return sums
}

/// The columns pass by its definition: Σ weight × sum over the taps inside the column, in 64
/// bits, rounded once.
private func referenceColumns(_ sums: [UInt32], width: Int, height: Int, weights: [UInt32]) -> [UInt8] {
    let r = weights.count / 2
    var out = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
        for x in 0..<width {
            var sum: UInt64 = 0
            for i in -r...r where y + i >= 0 && y + i < height {
                sum &+= UInt64(weights[i + r]) &* UInt64(sums[(y + i) * width + x])
            }
            out[y * width + x] = UInt8(truncatingIfNeeded: (sum &+ (1 << 31)) >> 32)
        }
    }
    return out
}

/// xorshift64: the same cases on every run.
private struct Noise {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// A mask of runs (shorter and longer than the kernel), noise, rows repeating the one above
/// and columns repeating the one before: every shortcut of the passes and every way out of it.
private func randomMask(width: Int, height: Int, noise: inout Noise) -> [UInt8] {
    var mask = [UInt8](repeating: 0, count: width * height)
    var value = UInt8(truncatingIfNeeded: noise.next())
    let noisy = noise.below(2) == 0
    for y in 0..<height {
        if y > 0 && noise.below(3) == 0 {
            for x in 0..<width { mask[y * width + x] = mask[(y - 1) * width + x] }
            continue
        }
        for x in 0..<width {
            if noise.below(9) == 0 { value = UInt8(truncatingIfNeeded: noise.next()) }
            mask[y * width + x] = noisy && noise.below(6) == 0 ? UInt8(truncatingIfNeeded: noise.next()) : value
        }
    }
    // Columns equal to the one before, in places.
    for x in 1..<max(width, 1) where noise.below(4) == 0 {
        for y in 0..<height { mask[y * width + x] = mask[y * width + x - 1] }
    }
    return mask
}

/// 2·radius + 1 weights summing to exactly 2¹⁶, in no symmetric order, the rounding remainder
/// on the centre (which may reach 2¹⁵, as a narrow Gaussian's does). `heavy` puts 40 000 on the
/// tap left of the centre instead, more than the SIMD levels' signed 16-bit pairs hold, which
/// sends those levels to the scalar taps.
private func randomWeights(radius: Int, heavy: Bool, noise: inout Noise) -> [UInt32] {
    var weights = (0...(2 * radius)).map { _ in UInt32(1000 + noise.below(1000)) }
    let total = weights.reduce(0, +)
    weights = weights.map { $0 * (heavy ? 20_000 : 60_000) / total }
    if heavy && radius > 0 { weights[radius - 1] = 40_000 }
    weights[radius] += GaussianKernel.unit - weights.reduce(0, +)
    return weights
}

/// Runs the C passes at `level` on a mask.
private func passes(
    _ mask: [UInt8], width: Int, height: Int, weights: [UInt32], level: PixelKernels.Level
) -> (sums: [UInt32], repeats: [UInt8], out: [UInt8]) {
    let radius = weights.count / 2
    var sums = [UInt32](repeating: 0xDEAD_BEEF, count: width * height)
    var repeats = [UInt8](repeating: 7, count: height)
    var out = [UInt8](repeating: 0xA5, count: width * height)
    let memory = UnsafeMutableRawPointer.allocate(
        byteCount: fl_blur_mask_scratch_size(width, height, radius) + 1, alignment: 64)
    defer { memory.deallocate() }
    // An odd address: the passes align their scratch themselves.
    let scratch = memory + 1
    fl_blur_mask_rows(level.kernelLevel, mask, width, height, weights, radius, &repeats, scratch, &sums)
    fl_blur_mask_columns(level.kernelLevel, sums, width, height, weights, radius, repeats, scratch, &out)
    return (sums, repeats, out)
}

/// Where two results first differ, "" when they do not: a failure names one pixel, not arrays.
private func firstDifference<T: Equatable>(_ got: [T], _ expected: [T], width: Int) -> String {
    guard got.count == expected.count else { return "\(got.count) values, expected \(expected.count)" }
    guard let i = got.indices.first(where: { got[$0] != expected[$0] }) else { return "" }
    return "first at (\(i % max(width, 1)), \(i / max(width, 1))): \(got[i]), expected \(expected[i])"
}

@Suite("The blur's C passes at every kernel level give the tap-by-tap sums")
struct GaussianBlurKernelTests {
    /// Sizes from a pixel to thin and wide strips, and a few larger masks.
    static let sizes: [(Int, Int)] = [
        (1, 1), (1, 2), (2, 1), (1, 37), (37, 1), (2, 3), (3, 2), (5, 5), (17, 9), (9, 17), (160, 3), (3, 160),
        (33, 31), (64, 48),
    ]

    @Test("rows and columns of random masks, Gaussian and arbitrary weights, radii 0 to 96")
    func randomMasksMatchTheDefinition() {
        var noise = Noise(state: 0x2545_F491_4F6C_DD1D)
        for radius in [0, 1, 3, 25, 96] {
            // A Gaussian whose ⌈3σ⌉ is `radius` (symmetric; a centre of 2¹⁵ or more at radius 1).
            let gaussian = GaussianKernel(sigma: radius == 0 ? 0 : (Double(radius) - 0.5) / 3)
            #expect(gaussian.radius == radius)
            let kernels = [
                gaussian.weights, randomWeights(radius: radius, heavy: false, noise: &noise),
                randomWeights(radius: radius, heavy: true, noise: &noise),
            ]
            for (width, height) in Self.sizes {
                for weights in kernels {
                    let mask = randomMask(width: width, height: height, noise: &noise)
                    let sums = referenceRows(mask, width: width, height: height, weights: weights)
                    let out = referenceColumns(sums, width: width, height: height, weights: weights)
                    let repeats = (0..<height).map { y in
                        UInt8(y > 0 && mask[y * width..<(y + 1) * width] == mask[(y - 1) * width..<y * width] ? 1 : 0)
                    }
                    for level in PixelKernels.available {
                        let got = passes(mask, width: width, height: height, weights: weights, level: level)
                        let place = "\(level) \(width)×\(height) r \(radius) weights \(weights.prefix(3))…"
                        #expect(firstDifference(got.repeats, repeats, width: 1) == "", "row repeats, \(place)")
                        #expect(firstDifference(got.sums, sums, width: width) == "", "rows pass, \(place)")
                        #expect(firstDifference(got.out, out, width: width) == "", "columns pass, \(place)")
                    }
                }
            }
        }
    }

    @Test("the columns pass on row sums chosen at the rounding's halfway points, next to the edges")
    func columnsRoundOnceAtTheHalf() {
        // With all the weight on the centre, a byte is (s·2¹⁶ + 2³¹) >> 32 = (s + 2¹⁵) >> 16:
        // s = v·2¹⁶ + 2¹⁵ rounds up to v + 1, one less rounds down to v.
        let width = 21
        let height = 40
        let weights: [UInt32] = [0, 0, 0, GaussianKernel.unit, 0, 0, 0]
        var noise = Noise(state: 77)
        var sums = [UInt32](repeating: 0, count: width * height)
        var expected = [UInt8](repeating: 0, count: width * height)
        for i in sums.indices {
            let v = UInt32(noise.below(255))
            let up = noise.below(2) == 0
            sums[i] = v << 16 + (up ? 0x8000 : 0x7FFF)
            expected[i] = UInt8(up ? v + 1 : v)
        }
        for level in PixelKernels.available {
            var out = [UInt8](repeating: 0, count: width * height)
            let scratch = UnsafeMutableRawPointer.allocate(
                byteCount: fl_blur_mask_scratch_size(width, height, 3), alignment: 64)
            defer { scratch.deallocate() }
            fl_blur_mask_columns(level.kernelLevel, sums, width, height, weights, 3, nil, scratch, &out)
            #expect(firstDifference(out, expected, width: width) == "", "\(level)")
            #expect(
                firstDifference(
                    out, referenceColumns(sums, width: width, height: height, weights: weights), width: width)
                    == "", "\(level)")
        }
    }

    @Test("random row sums below 2²⁴ with runs and repeated rows, columns pass alone")
    func columnsOfRandomSums() {
        var noise = Noise(state: 0xB5AD_4ECE_DA1C_E2A9)
        for (width, height) in Self.sizes + [(7, 200)] {
            for radius in [0, 1, 3, 25, 96] {
                let weights = randomWeights(radius: radius, heavy: false, noise: &noise)
                var sums = [UInt32](repeating: 0, count: width * height)
                var repeats = [UInt8](repeating: 0, count: height)
                var value = UInt32(noise.below(1 << 24))
                for y in 0..<height {
                    if y > 0 && noise.below(2) == 0 {
                        for x in 0..<width { sums[y * width + x] = sums[(y - 1) * width + x] }
                        repeats[y] = 1
                        continue
                    }
                    for x in 0..<width {
                        if noise.below(5) == 0 { value = UInt32(noise.below(1 << 24)) }
                        sums[y * width + x] = value
                    }
                }
                let expected = referenceColumns(sums, width: width, height: height, weights: weights)
                for level in PixelKernels.available {
                    for known in [true, false] {
                        var out = [UInt8](repeating: 0x5A, count: width * height)
                        let scratch = UnsafeMutableRawPointer.allocate(
                            byteCount: fl_blur_mask_scratch_size(width, height, radius), alignment: 64)
                        defer { scratch.deallocate() }
                        if known {
                            fl_blur_mask_columns(
                                level.kernelLevel, sums, width, height, weights, radius, repeats, scratch, &out)
                        } else {
                            fl_blur_mask_columns(
                                level.kernelLevel, sums, width, height, weights, radius, nil, scratch, &out)
                        }
                        #expect(
                            firstDifference(out, expected, width: width) == "",
                            "\(level) \(width)×\(height) r \(radius) repeats known \(known)")
                    }
                }
            }
        }
    }

    @Test("a shadow's box through GaussianBlur.blur at every level: the reference bytes")
    func boxesAtEveryLevel() {
        for (width, height, corner, sigma) in [(120.0, 72.0, 16.0, 3.0), (40.5, 300.25, 7.5, 8.2), (5, 5, 2, 32)] {
            let kernel = GaussianKernel(sigma: sigma)
            let pad = kernel.radius + 1
            let mask = AlphaMask(width: Int(width.rounded(.up)) + 2 * pad, height: Int(height.rounded(.up)) + 2 * pad)
            for y in pad..<(mask.height - pad) {
                for x in pad..<(mask.width - pad) {
                    // A box with cut corners: rows and columns that repeat, and ones that do not.
                    let dx = Double(min(x - pad, mask.width - pad - 1 - x))
                    let dy = Double(min(y - pad, mask.height - pad - 1 - y))
                    mask[x, y] = dx + dy < corner ? UInt8(min(255, 40 * max(0, dx + dy - corner + 6))) : 255
                }
            }
            let bytes = Array(UnsafeBufferPointer(start: mask.bytes, count: mask.byteCount))
            let sums = referenceRows(bytes, width: mask.width, height: mask.height, weights: kernel.weights)
            let expected = referenceColumns(sums, width: mask.width, height: mask.height, weights: kernel.weights)
            let scratch = GaussianBlur.Scratch()
            for level in PixelKernels.available {
                let blurred = GaussianBlur.blur(mask, kernel: kernel, scratch: scratch, level: level)
                let got = Array(UnsafeBufferPointer(start: blurred.bytes, count: blurred.byteCount))
                #expect(
                    firstDifference(got, expected, width: mask.width) == "", "\(level) \(width)×\(height) σ \(sigma)")
            }
        }
    }
}
