import Geometry
import Raster
import Testing

/// The blur tap by tap, as written in the definition: what `GaussianBlur.blur`'s shortcuts
/// (equal rows, equal columns, runs of equal values) must give byte for byte.
private func referenceBlur(_ mask: AlphaMask, _ kernel: GaussianKernel) -> [UInt8] {
    let (w, h, r) = (mask.width, mask.height, kernel.radius)
    var rows = [UInt32](repeating: 0, count: w * h)
    for y in 0..<h {
        for x in 0..<w {
            var sum: UInt32 = 0
            for i in max(-r, -x)...min(r, w - 1 - x) { sum &+= kernel.weights[i + r] &* UInt32(mask[x + i, y]) }
            rows[y * w + x] = sum
        }
    }
    var out = [UInt8](repeating: 0, count: w * h)
    for y in 0..<h {
        for x in 0..<w {
            var sum: UInt64 = 0
            for i in max(-r, -y)...min(r, h - 1 - y) {
                sum &+= UInt64(kernel.weights[i + r]) &* UInt64(rows[(y + i) * w + x])
            }
            out[y * w + x] = UInt8(truncatingIfNeeded: (sum &+ (1 << 31)) >> 32)
        }
    }
    return out
}

private func bytes(_ mask: AlphaMask) -> [UInt8] {
    (0..<mask.height).flatMap { y in (0..<mask.width).map { x in mask[x, y] } }
}

@Suite("The Gaussian blur's shortcuts give the tap-by-tap sums byte for byte")
struct GaussianBlurTests {
    @Test("rounded boxes of many sizes, radii and sigmas, as shadows are blurred")
    func boxes() {
        for (width, height, radius, sigma) in [
            (30.0, 20.0, 0.0, 2.0), (120, 70, 12, 6), (120.5, 70.25, 9.5, 4.3), (300, 40, 20, 8),
            (8, 90, 4, 3), (3, 3, 1, 1.5), (200, 150, 75, 11),
        ] {
            let kernel = GaussianKernel(sigma: sigma)
            let pad = kernel.radius + 1
            let mask = AlphaMask(
                width: Int(width.rounded(.up)) + 2 * pad, height: Int(height.rounded(.up)) + 2 * pad)
            let box = RoundedBox(
                Rect(x: Double(pad), y: Double(pad), width: width, height: height),
                radii: CornerRadii(radius))
            if let box {
                BoxShape(outer: box, inner: nil, limit: PixelRect(x: 0, y: 0, width: mask.width, height: mask.height))
                    .raster().draw(into: mask)
            }
            #expect(
                bytes(GaussianBlur.blur(mask, kernel: kernel)) == referenceBlur(mask, kernel),
                "\(width)×\(height) r \(radius) σ \(sigma)")
        }
    }

    @Test("random masks with runs, steps and noise, runs shorter and longer than the kernel")
    func randomMasks() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            seed ^= seed << 13
            seed ^= seed >> 7
            seed ^= seed << 17
            return seed
        }
        for trial in 0..<40 {
            let mask = AlphaMask(width: 1 + Int(next() % 60), height: 1 + Int(next() % 60))
            var value = UInt8(truncatingIfNeeded: next())
            for y in 0..<mask.height {
                if next() % 3 == 0 { value = UInt8(truncatingIfNeeded: next()) }
                for x in 0..<mask.width {
                    if next() % 11 == 0 { value = UInt8(truncatingIfNeeded: next()) }
                    mask[x, y] = next() % 5 == 0 && trial % 2 == 0 ? UInt8(truncatingIfNeeded: next()) : value
                }
            }
            let kernel = GaussianKernel(sigma: 0.5 + Double(next() % 80) / 10)
            #expect(bytes(GaussianBlur.blur(mask, kernel: kernel)) == referenceBlur(mask, kernel), "trial \(trial)")
        }
    }
}
