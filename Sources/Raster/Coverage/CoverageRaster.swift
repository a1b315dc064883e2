import CPixelKernels

/// A shape's 8-bit coverage over whole pixels, stored as runs: per row, spans that are fully
/// covered and spans with a coverage byte per pixel; pixels in no run have none.
///
/// Rasters are immutable once built and shared: a box raster is cached by its exact
/// geometry, a blurred shadow by its shape and sigma, a text mask by its string and size.
/// Rows with identical runs and bytes (the straight middle of a box) share one run list.
package final class CoverageRaster {
    /// The rows held: `firstRow ..< firstRow + rowCount`, in the raster's own coordinates.
    package let firstRow: Int
    package let rowCount: Int
    /// The columns any run may reach, in the raster's own coordinates.
    package let columns: Range<Int>

    private let rowRuns: UnsafeMutablePointer<Int32>   // per row: first run, run count
    private let runs: UnsafeMutablePointer<RasterRun>
    private let coverage: UnsafeMutablePointer<UInt8>
    private let coverageCount: Int
    /// Its pixels over a clear colour, by colour and clear colour (`overClear`).
    private var overClearPixels: [UInt64: UnsafeMutablePointer<UInt32>] = [:]
    private var rowStretches: UnsafeMutablePointer<fl_stretch>?

    /// A raster of the rows' (first run, run count) pairs, the runs and their bytes.
    package convenience init(firstRow: Int, rowRuns: [Int32], runs: [RasterRun], coverage: [UInt8]) {
        self.init(firstRow: firstRow, rowRuns: rowRuns.count, runs: runs.count, coverage: coverage.count) {
            $0.initialize(from: rowRuns, count: rowRuns.count)
            $1.initialize(from: runs, count: runs.count)
            $2.initialize(from: coverage, count: coverage.count)
        }
    }

    /// A raster copied from memory: the rows' (first run, run count) pairs, the runs and their
    /// bytes.
    package convenience init(
        firstRow: Int, rowRuns: UnsafeBufferPointer<Int32>, runs: UnsafeBufferPointer<RasterRun>,
        coverage: UnsafeBufferPointer<UInt8>
    ) {
        self.init(firstRow: firstRow, rowRuns: rowRuns.count, runs: runs.count, coverage: coverage.count) {
            if let base = rowRuns.baseAddress { $0.initialize(from: base, count: rowRuns.count) }
            if let base = runs.baseAddress { $1.initialize(from: base, count: runs.count) }
            if let base = coverage.baseAddress { $2.initialize(from: base, count: coverage.count) }
        }
    }

    /// A raster of `rowRunCount / 2` rows, `runCount` runs and `coverageCount` bytes, which
    /// `fill` initializes in place.
    private init(
        firstRow: Int, rowRuns rowRunCount: Int, runs runCount: Int, coverage coverageCount: Int,
        fill: (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<RasterRun>, UnsafeMutablePointer<UInt8>) -> Void
    ) {
        self.firstRow = firstRow
        rowCount = rowRunCount / 2
        rowRuns = .allocate(capacity: max(rowRunCount, 1))
        runs = .allocate(capacity: max(runCount, 1))
        self.coverageCount = coverageCount
        // The raster's own address first (`RasterView.owner`), then the bytes and eight bytes
        // of padding: the C raster walk may read a run's last bytes eight at a time.
        let storage = UnsafeMutableRawPointer.allocate(
            byteCount: Self.ownerBytes + coverageCount + Self.coveragePadding,
            alignment: Self.ownerBytes)
        coverage = (storage + Self.ownerBytes).bindMemory(
            to: UInt8.self, capacity: coverageCount + Self.coveragePadding)
        fill(rowRuns, runs, coverage)
        (coverage + coverageCount).initialize(repeating: 0, count: Self.coveragePadding)
        var minX = Int.max
        var maxX = Int.min
        for i in 0..<runCount {
            minX = min(minX, Int(runs[i].start))
            maxX = max(maxX, Int(runs[i].end))
        }
        columns = runCount == 0 ? 0..<0 : minX..<max(maxX, minX)
        storage.storeBytes(of: Unmanaged.passUnretained(self).toOpaque(), as: UnsafeMutableRawPointer.self)
    }

    /// The bytes before the coverage that hold the raster's address.
    package static let ownerBytes = 16

    /// Zero bytes after the coverage, which `fl_raster.coverage` promises.
    package static let coveragePadding = 8

    deinit {
        rowRuns.deallocate()
        runs.deallocate()
        (UnsafeMutableRawPointer(coverage) - Self.ownerBytes).deallocate()
        for pixels in overClearPixels.values { pixels.deallocate() }
        rowStretches?.deallocate()
    }

    /// Its rows as `fl_stretch`es (`fl_raster_stretches`), made on first use and kept; for
    /// `fl_opaque_item.stretches`. Called, like `overClear`, only by the thread that prepares
    /// frames.
    @inlinable
    package var stretches: UnsafePointer<fl_stretch> {
        if let rowStretches { return UnsafePointer(rowStretches) }
        let made = UnsafeMutablePointer<fl_stretch>.allocate(capacity: max(rowCount, 1))
        var raster = view.kernelRaster
        fl_raster_stretches(&raster, made)
        rowStretches = made
        return UnsafePointer(made)
    }

    /// At most this many colours keep their pixels over the clear (`overClear`).
    package static let overClearLimit = 256

    /// Each coverage byte's pixel when `color` through the raster is painted over nothing but
    /// `clear`, indexed like the coverage bytes (`fl_opaque_item.over_clear`): made once per
    /// colour and clear colour by the blend kernel, and kept as long as the raster. Nil when
    /// the raster has no coverage bytes, or already keeps `overClearLimit` colours (nothing
    /// is ever dropped while the raster lives, so a pointer handed out stays valid).
    ///
    /// Called by the thread that prepares frames (`DisplayList.findOpaquePrefix`), never by
    /// the bands.
    @inlinable
    package func overClear(_ color: UInt32, clear: UInt32) -> UnsafePointer<UInt32>? {
        guard coverageCount > 0 else { return nil }
        let key = UInt64(color) << 32 | UInt64(clear)
        if let pixels = overClearPixels[key] { return UnsafePointer(pixels) }
        guard overClearPixels.count < Self.overClearLimit else { return nil }
        // Eight more: the copy may read that far past a run (`fl_opaque_item.over_clear`).
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: coverageCount + 8)
        fl_over_clear(pixels, coverage, coverageCount, color, clear)
        (pixels + coverageCount).initialize(repeating: clear, count: 8)
        overClearPixels[key] = pixels
        return UnsafePointer(pixels)
    }

    /// The pixels any run reaches, placed with its origin at `(x, y)`.
    @inlinable
    package func bounds(atX x: Int, y: Int) -> PixelRect {
        PixelRect(x: columns.lowerBound + x, y: firstRow + y, width: columns.count, height: rowCount)
    }

    /// A reference-count-free view for the band renderers; valid while the raster lives.
    @inlinable
    package var view: RasterView {
        RasterView(firstRow: firstRow, rowCount: rowCount, rowRuns: rowRuns, runs: runs, coverage: coverage)
    }
}

/// One run of a raster row: columns `start ..< end`; `coverage` indexes the first pixel's
/// byte, or is −1 when every pixel is fully covered. The C kernels' type, so they walk
/// rasters directly.
package typealias RasterRun = fl_run

/// A raster and where its origin lands in device pixels.
package struct PlacedRaster {
    package let view: RasterView
    package let x: Int, y: Int

    package init(view: RasterView, x: Int, y: Int) {
        self.view = view
        self.x = x
        self.y = y
    }
}

/// A raster's storage as raw pointers, for the inner loops.
package struct RasterView {
    package let firstRow: Int
    package let rowCount: Int
    package let rowRuns: UnsafeMutablePointer<Int32>
    package let runs: UnsafeMutablePointer<RasterRun>
    package let coverage: UnsafeMutablePointer<UInt8>

    /// The raster itself (not retained: whoever holds the view keeps it alive), from the
    /// address stored just before its coverage bytes.
    @inlinable
    package var owner: Unmanaged<CoverageRaster> {
        Unmanaged.fromOpaque(UnsafeRawPointer(coverage - CoverageRaster.ownerBytes).load(as: UnsafeRawPointer.self))
    }

    /// The raster for the C kernels.
    @inlinable
    package var kernelRaster: fl_raster {
        fl_raster(row_runs: rowRuns, runs: runs, coverage: coverage, first_row: firstRow, row_count: rowCount)
    }

    /// The indices of the runs of raster row `y − originY` (empty outside the raster).
    @inlinable @inline(__always)
    package func runIndices(_ y: Int, originY: Int) -> Range<Int> {
        let row = y - originY - firstRow
        guard row >= 0, row < rowCount else { return 0..<0 }
        let first = Int(rowRuns[2 &* row])
        return first..<(first &+ Int(rowRuns[2 &* row &+ 1]))
    }

    /// Run `index` moved right by `originX` and cut to `columns`, or nil when nothing is left.
    @inlinable @inline(__always)
    package func span(_ index: Int, originX: Int, columns: Range<Int>) -> Span? {
        let run = runs[index]
        let start = Int(run.start) &+ originX
        let end = Int(run.end) &+ originX
        let a = max(start, columns.lowerBound)
        let b = min(end, columns.upperBound)
        guard a < b else { return nil }
        return Span(
            start: a, end: b,
            coverage: run.coverage < 0 ? nil : UnsafePointer(coverage + Int(run.coverage) + (a - start)))
    }

    /// Appends to `spans` the runs of raster row `y − originY`, moved right by `originX` and
    /// cut to `columns`.
    @inlinable @inline(__always)
    package func appendRow(_ y: Int, originX: Int, originY: Int, columns: Range<Int>, to spans: inout SpanList) {
        for index in runIndices(y, originY: originY) {
            if let span = span(index, originX: originX, columns: columns) {
                spans.append(span.start, span.end, span.coverage)
            }
        }
    }

    /// The fully covered columns of row `y` (the first full run), or nil.
    @inlinable @inline(__always)
    package func fullSpan(_ y: Int, originX: Int, originY: Int) -> Range<Int>? {
        for i in runIndices(y, originY: originY) where runs[i].coverage < 0 {
            return (Int(runs[i].start) + originX)..<(Int(runs[i].end) + originX)
        }
        return nil
    }
}

extension CoverageRaster {
    /// Writes the coverage into `mask` (raster and mask share coordinates); pixels outside
    /// the mask are dropped.
    package func draw(into mask: AlphaMask) {
        let view = self.view
        let storage = UnsafeMutablePointer<Span>.allocate(capacity: mask.width + 2)
        defer { storage.deallocate() }
        for y in max(firstRow, 0)..<max(min(firstRow + rowCount, mask.height), 0) {
            var spans = SpanList(storage: storage, capacity: mask.width + 2)
            view.appendRow(y, originX: 0, originY: 0, columns: 0..<mask.width, to: &spans)
            let row = mask.bytes + y * mask.width
            for i in 0..<spans.count {
                let span = spans[i]
                if let coverage = span.coverage {
                    (row + span.start).update(from: coverage, count: span.end - span.start)
                } else {
                    (row + span.start).update(repeating: 255, count: span.end - span.start)
                }
            }
        }
    }
}
