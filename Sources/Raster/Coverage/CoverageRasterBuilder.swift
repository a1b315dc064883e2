/// Collects a raster row by row; a row equal to the previous one reuses its runs.
package struct CoverageRasterBuilder {
    /// Stretches of full or no coverage shorter than this stay inside partial runs: a run
    /// costs more than a few pixels of bytes.
    package static let minimumRun = 8

    package let firstRow: Int
    package private(set) var rowRuns: [Int32] = []
    package private(set) var runs: [RasterRun] = []
    package private(set) var coverage: [UInt8] = []
    /// Where the row being built began.
    private var rowRunStart = 0, rowCoverageStart = 0
    /// The previous row's runs and bytes, for sharing.
    private var previousRuns = 0..<0, previousCoverage = 0..<0

    /// A raster whose first row is `firstRow`.
    package init(firstRow: Int) {
        self.firstRow = firstRow
    }

    /// Reserves room for `rows` rows' entries (a raster of known height grows no row table).
    package mutating func reserveRows(_ rows: Int) {
        rowRuns.reserveCapacity(2 * rows)
    }

    /// Adds a fully covered run to the current row.
    package mutating func appendFull(_ start: Int, _ end: Int) {
        guard start < end else { return }
        if let last = runs.last, runs.count > rowRunStart, last.coverage < 0, Int(last.end) == start {
            runs[runs.count - 1].end = Int32(end)
            return
        }
        runs.append(RasterRun(start: Int32(start), end: Int32(end), coverage: -1))
    }

    /// Adds a run with one coverage byte per pixel to the current row.
    package mutating func appendPartial(_ start: Int, _ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        runs.append(RasterRun(start: Int32(start), end: Int32(start + bytes.count), coverage: Int32(coverage.count)))
        coverage.append(contentsOf: bytes)
    }

    /// Adds `width` pixels of coverage starting at column `start`, split into runs: long
    /// stretches of 255 become full runs, long stretches of 0 gaps, the rest partial runs.
    package mutating func appendCoverage(_ start: Int, _ bytes: UnsafeBufferPointer<UInt8>) {
        var i = 0
        var partialStart: Int? = nil
        let n = bytes.count
        while i < n {
            let value = bytes[i]
            var j = i + 1
            while j < n && bytes[j] == value { j += 1 }
            let long = j - i >= Self.minimumRun
            if (value == 255 && long) || (value == 0 && (long || j == n || partialStart == nil)) {
                if let open = partialStart {
                    appendPartial(start + open, UnsafeBufferPointer(rebasing: bytes[open..<i]))
                    partialStart = nil
                }
                if value == 255 { appendFull(start + i, start + j) }
            } else if partialStart == nil {
                partialStart = i
            }
            i = j
        }
        if let open = partialStart {
            appendPartial(start + open, UnsafeBufferPointer(rebasing: bytes[open..<n]))
        }
    }

    /// Closes the current row.
    package mutating func endRow() {
        let rowRange = rowRunStart..<runs.count
        if !previousRuns.isEmpty, sameRow(rowRange) {
            runs.removeSubrange(rowRange)
            coverage.removeSubrange(rowCoverageStart...)
            // Two appends, not `+= [a, b]`: an array literal is a heap allocation per row.
            rowRuns.append(Int32(previousRuns.lowerBound))
            rowRuns.append(Int32(previousRuns.count))
        } else {
            rowRuns.append(Int32(rowRange.lowerBound))
            rowRuns.append(Int32(rowRange.count))
            previousRuns = rowRange
            previousCoverage = rowCoverageStart..<coverage.count
        }
        rowRunStart = runs.count
        rowCoverageStart = coverage.count
    }

    /// Closes a row known to equal the one before it, with nothing appended to it: its
    /// entry shares the previous row's runs, as `endRow` would have found.
    package mutating func repeatRow() {
        guard !previousRuns.isEmpty, rowRunStart == runs.count else {
            endRow()
            return
        }
        rowRuns.append(Int32(previousRuns.lowerBound))
        rowRuns.append(Int32(previousRuns.count))
    }

    /// Whether the runs in `range` (and their bytes) repeat the previous row's.
    private func sameRow(_ range: Range<Int>) -> Bool {
        guard range.count == previousRuns.count, coverage.count - rowCoverageStart == previousCoverage.count else {
            return false
        }
        let shift = Int32(rowCoverageStart - previousCoverage.lowerBound)
        for (a, b) in zip(previousRuns, range) {
            let old = runs[a]
            let new = runs[b]
            guard old.start == new.start, old.end == new.end,
                (old.coverage < 0 && new.coverage < 0) || (old.coverage >= 0 && new.coverage == old.coverage + shift)
            else { return false }
        }
        return coverage[previousCoverage] == coverage[rowCoverageStart...]
    }

    /// The finished raster.
    package func build() -> CoverageRaster {
        CoverageRaster(firstRow: firstRow, rowRuns: rowRuns, runs: runs, coverage: coverage)
    }
}

extension CoverageRaster {
    /// The raster of an 8-bit mask `width` × `height` (row-major), its top-left pixel at (0, 0).
    package convenience init(mask: UnsafePointer<UInt8>, width: Int, height: Int) {
        var builder = CoverageRasterBuilder(firstRow: 0)
        for y in 0..<height {
            builder.appendCoverage(0, UnsafeBufferPointer(start: mask + y * width, count: width))
            builder.endRow()
        }
        self.init(firstRow: 0, rowRuns: builder.rowRuns, runs: builder.runs, coverage: builder.coverage)
    }
}
