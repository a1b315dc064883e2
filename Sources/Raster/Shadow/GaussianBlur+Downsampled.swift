import CPixelKernels

extension GaussianBlur {
    /// How many pixels a side `blurPixels(_:source:output:sigma:pool:)` averages into one before
    /// it blurs: the largest power of two at most σ / 4, from 1 (σ below 8: the exact blur) to 8.
    ///
    /// A wide Gaussian leaves nothing finer than about σ / 4 pixels, so it is blurred at that
    /// resolution — every side f times shorter, σ / f at least 4 — and interpolated back: the
    /// work falls by about f³ (f² fewer pixels, f times fewer taps), so σ = 32 costs about as
    /// σ = 4, and the result differs from the exact blur by a level or two out of 255.
    package static func downsampling(sigma: Double) -> Int {
        guard sigma.isFinite, sigma >= 8 else { return 1 }
        var factor = 1
        while factor < 8, Double(factor * 2) <= sigma / 4 { factor *= 2 }
        return factor
    }

    /// How far, in pixels, the blur of `kernel` reads and spreads: its radius, and for a
    /// blur drawn at a lower resolution the blocks its interpolation and averages touch too. A
    /// blurred group is grown by it and drawn that far around what it shows, so that each
    /// pixel shown is the same however much of the group is drawn.
    package static func reach(of kernel: GaussianKernel) -> Int {
        let factor = downsampling(sigma: kernel.sigma)
        guard factor > 1 else { return kernel.radius }
        return (GaussianKernel.radius(sigma: kernel.sigma / Double(factor)) + 3) * factor
    }

    /// Blurs premultiplied pixels with a Gaussian of standard deviation `sigma` pixels, as
    /// `blurPixels(_:source:output:kernel:pool:)` does — exactly below σ = 6; above, on pixels
    /// averaged f × f (`downsampling(sigma:)`), blurred with σ / f and interpolated back
    /// bilinearly.
    ///
    /// Every step is integer arithmetic on each output pixel alone (averages and bilinear
    /// weights rounded once, each a convex combination, so each channel stays at most the
    /// alpha), so any split among `pool`'s threads gives the same bytes.
    ///
    /// - Complexity: O(w·h) to average and interpolate, where w × h is `source`, plus the exact
    ///   blur of a (w / f) × (h / f) image with σ / f.
    package static func blurPixels(
        _ pixels: UnsafeMutablePointer<UInt32>, source: PixelRect, output: PixelRect, sigma: Double,
        pool: WorkerPool? = nil
    ) {
        let factor = downsampling(sigma: sigma)
        guard factor > 1 else {
            blurPixels(pixels, source: source, output: output, kernel: GaussianKernel(sigma: sigma), pool: pool)
            return
        }
        let output = output.intersection(source)
        guard !output.isEmpty else { return }
        // Blocks lie on a grid of the whole canvas, not of the source: a source cut elsewhere
        // (a partial redraw) averages the same blocks.
        let left = Self.split(source.x, by: factor).quotient
        let top = Self.split(source.y, by: factor).quotient
        let smallWidth = Self.split(source.maxX - 1, by: factor).quotient + 1 - left
        let smallHeight = Self.split(source.maxY - 1, by: factor).quotient + 1 - top
        let small = UnsafeMutablePointer<UInt32>.allocate(capacity: smallWidth * smallHeight)
        defer { small.deallocate() }
        func run(_ tasks: Int, _ body: (Int) -> Void) {
            if let pool {
                pool.run(tasks: tasks) { task, _ in body(task) }
            } else {
                for task in 0..<tasks { body(task) }
            }
        }
        // Average each f × f block; pixels beyond the source count as zero, as the blur's do.
        let band = 16
        run((smallHeight + band - 1) / band) { task in
            fl_blur_downsample(
                pixels, source.width, source.width, source.height, left * factor - source.x, top * factor - source.y,
                factor, small, smallWidth, task * band, min((task + 1) * band, smallHeight))
        }
        let whole = PixelRect(x: 0, y: 0, width: smallWidth, height: smallHeight)
        blurPixels(
            small, source: whole, output: whole, kernel: GaussianKernel(sigma: sigma / Double(factor)), pool: pool)
        // Interpolate back: pixel x's centre, x + ½, lies at (x + ½) / f − ½ in the small image,
        // (2x + 1 − f) / 2f: whole steps and a remainder out of 2f, so the weights are integers.
        run((output.height + band - 1) / band) { task in
            let y = output.y + task * band
            fl_blur_upsample_rows(
                small, smallWidth, smallHeight, left, top, factor, output.x, y, min(band, output.maxY - y),
                output.width, pixels + (y - source.y) * source.width + (output.x - source.x), source.width)
        }
    }

    /// `value` = q · `divisor` + r with 0 ≤ r < `divisor` (floor division, for negative values too).
    private static func split(_ value: Int, by divisor: Int) -> (quotient: Int, remainder: UInt32) {
        let q = value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
        return (q, UInt32(value - q * divisor))
    }
}
