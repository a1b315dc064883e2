import CPixelKernels

extension GaussianBlur {
    /// Blurs premultiplied pixels with `kernel`, channel by channel, in the shadow blur's exact
    /// integer arithmetic (24-bit horizontal sums, one rounding of the 64-bit vertical sum): a
    /// blurred layer's group.
    ///
    /// `pixels` holds `source` (`source.width` pixels a row); `output` (inside it) is replaced by
    /// the blur of all of `source`, pixels beyond `source` counting as zero. Each channel stays at
    /// most the alpha (the weights sum to 2¹⁶ and the rounding is monotone), so the result is
    /// premultiplied. Rows are shared among `pool`'s threads (or run here without one); every
    /// pixel is an exact integer sum, so any split gives the same bytes.
    ///
    /// - Complexity: O((w + 2r)·h′ + w·h′·r + w·h·r), where w × h is `output`, h′ its rows with
    ///   r = `kernel.radius` more above and below, in two passes of contiguous multiply-adds.
    package static func blurPixels(
        _ pixels: UnsafeMutablePointer<UInt32>, source: PixelRect, output: PixelRect, kernel: GaussianKernel,
        pool: WorkerPool? = nil
    ) {
        let output = output.intersection(source)
        guard !output.isEmpty, kernel.radius > 0 else { return }
        let radius = kernel.radius
        // The rows the output's rows read, and the horizontal sums of the output's columns there.
        let firstRow = max(output.y - radius, source.y)
        let sumRows = min(output.maxY + radius, source.maxY) - firstRow
        let width = output.width
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: sumRows * width * 4)
        defer { sums.deallocate() }
        let band = 32
        func run(_ tasks: Int, _ body: (Int) -> Void) {
            if let pool {
                pool.run(tasks: tasks) { task, _ in body(task) }
            } else {
                for task in 0..<tasks { body(task) }
            }
        }
        kernel.weights.withUnsafeBufferPointer { weights in
            let weights = weights.baseAddress!
            run((sumRows + band - 1) / band) { task in
                let top = task * band
                let rows = min(band, sumRows - top)
                let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: (source.width + 2 * radius) * 4)
                defer { scratch.deallocate() }
                fl_blur_rows(
                    pixels + (firstRow - source.y + top) * source.width, source.width, source.width,
                    output.x - source.x, width, rows, weights, radius, scratch, sums + top * width * 4)
            }
            run((output.height + band - 1) / band) { task in
                let top = task * band
                let rows = min(band, output.height - top)
                let scratch = UnsafeMutablePointer<UInt64>.allocate(capacity: width * 4)
                defer { scratch.deallocate() }
                fl_blur_columns(
                    sums, width, sumRows, output.y - firstRow + top, rows, weights, radius, scratch,
                    pixels + (output.y - source.y + top) * source.width + (output.x - source.x), source.width)
            }
        }
    }
}
