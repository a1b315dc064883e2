import Geometry

/// The coverage of a rounded box, or of a ring between a box and a box inside it (a border),
/// in device pixels: the shapes axis-aligned layers draw.
///
/// Pixel classes come from the row extents of the two boxes: inside the inner box's full
/// span nothing; inside the outer box's full span and outside the inner box's touched span
/// full coverage; elsewhere in the outer box's touched span the distance is evaluated,
/// `clamp(0.5 − d_outer) − clamp(0.5 − d_inner)`. For a plain box this is exactly
/// `Rasterizer.fillRoundedRect`'s coverage.
package struct BoxShape: Hashable {
    package let outer: RoundedBox
    package let inner: RoundedBox?
    /// The pixels rasterized (the frame): a layer far larger than the screen costs only
    /// what it shows.
    package let limit: PixelRect

    package init(outer: RoundedBox, inner: RoundedBox?, limit: PixelRect) {
        self.outer = outer
        self.inner = inner
        self.limit = limit
    }

    package func hash(into hasher: inout Hasher) {
        var mix = BitMix()
        mix.add(outer)
        if let inner { mix.add(inner) }
        mix.add(limit.x)
        mix.add(limit.y)
        mix.add(limit.width)
        mix.add(limit.height)
        hasher.combine(mix.value)
    }

    /// The raster; rows with identical coverage (the straight middle) share their runs.
    package func raster() -> CoverageRaster {
        let first = max(outer.rows.first, limit.y)
        let end = max(min(outer.rows.end, limit.maxY), first)
        var builder = CoverageRasterBuilder(firstRow: first)
        var row = RowBytes()
        // The halves (of the outer box and of the inner one: −1 top, 1 bottom, 0 none) of the
        // straight row just built, if the last row was one: the next straight row in the same
        // halves is the same and is not built again. A ring's row is straight where both
        // boxes' are (its coverage is the outer's less the inner's).
        var straightHalf = 0
        for py in first..<end {
            if outer.isStraight(row: py), inner?.isStraight(row: py) ?? true {
                let outerHalf = Double(py) + 0.5 - outer.cy < 0 ? -1 : 1
                let innerHalf = inner.map { Double(py) + 0.5 - $0.cy < 0 ? -1 : 1 } ?? 0
                let half = 3 * outerHalf + innerHalf   // distinct for each pair, never 0
                if half == straightHalf {
                    builder.repeatRow()
                    continue
                }
                straightHalf = half
            } else {
                straightHalf = 0
            }
            defer { builder.endRow() }
            guard let o = outer.row(py) else { continue }
            let i = inner.flatMap { $0.row(py) }
            // Long full stretches become full runs; everything else (edges, and the short
            // full stretch of a thin border) gathers into partial runs of coverage bytes.
            for piece in RowSegments(outer: o, inner: i) {
                let segment = RowSegments.Segment(
                    start: max(piece.start, limit.x), end: min(piece.end, limit.maxX), kind: piece.kind)
                guard segment.start < segment.end else { continue }
                let length = segment.end - segment.start
                switch segment.kind {
                case .full where length >= CoverageRasterBuilder.minimumRun:
                    row.flush(into: &builder)
                    builder.appendFull(segment.start, segment.end)
                case .empty where length >= CoverageRasterBuilder.minimumRun:
                    row.flush(into: &builder)
                case .full, .empty:
                    row.append(repeating: segment.kind == .full ? 255 : 0, count: length, at: segment.start)
                case .partial:
                    for px in segment.start..<segment.end {
                        row.append(UInt8(coverage(px, o, i)), at: px)
                    }
                }
            }
            row.flush(into: &builder)
        }
        return builder.build()
    }

    @inline(__always)
    private func coverage(_ px: Int, _ o: RowExtent, _ i: RowExtent?) -> UInt32 {
        let c = outer.coverage(px, dy: o.dy)
        guard let inner, let i else { return quantizeCoverage(c) }
        return quantizeCoverage(min(max(c, 0), 1) - min(max(inner.coverage(px, dy: i.dy), 0), 1))
    }
}

/// Coverage bytes of consecutive pixels waiting to become runs (edge zones hold stretches
/// of 0 and 255 too, which the builder turns into gaps and full runs).
private struct RowBytes {
    private var start = 0
    private var bytes: [UInt8] = []

    package mutating func append(_ value: UInt8, at x: Int) {
        if bytes.isEmpty { start = x }
        bytes.append(value)
    }

    package mutating func append(repeating value: UInt8, count: Int, at x: Int) {
        if bytes.isEmpty { start = x }
        bytes.append(contentsOf: repeatElement(value, count: count))
    }

    package mutating func flush(into builder: inout CoverageRasterBuilder) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer { builder.appendCoverage(start, $0) }
        bytes.removeAll(keepingCapacity: true)
    }
}

/// The pieces of one row of a box or ring, left to right: where nothing, everything or a
/// per-pixel coverage applies.
package struct RowSegments: Sequence, IteratorProtocol {
    package enum Kind { case empty, full, partial }
    package struct Segment {
        package let start: Int, end: Int, kind: Kind
    }

    private let outer: RowExtent
    private let inner: RowExtent?
    /// The columns where the kind may change, ascending and distinct: at most eight, kept in
    /// place (every row of every box makes one of these; an array would be an allocation).
    private var breaks = SIMD8<Int>()
    private var count = 0
    private var index = 0

    package init(outer: RowExtent, inner: RowExtent?) {
        self.outer = outer
        self.inner = inner
        if let inner {
            insert(outer.touchedStart)
            insert(outer.touchedEnd)
            insert(inner.touchedStart)
            insert(inner.touchedEnd)
            insert(inner.fullStart)
            insert(inner.fullEnd)
            if outer.hasFullSpan {
                insert(outer.fullStart)
                insert(outer.fullEnd)
            }
        } else if outer.hasFullSpan {
            breaks = SIMD8(outer.touchedStart, outer.fullStart, outer.fullEnd, outer.touchedEnd, 0, 0, 0, 0)
            count = 4
        } else {
            breaks = SIMD8(outer.touchedStart, outer.touchedEnd, 0, 0, 0, 0, 0, 0)
            count = 2
        }
    }

    /// Adds `point`, clamped to the outer touched span, in order, unless it is there already.
    private mutating func insert(_ point: Int) {
        let value = Swift.min(Swift.max(point, outer.touchedStart), outer.touchedEnd)
        var i = count
        for k in 0..<count where breaks[k] == value { return }
        while i > 0 && breaks[i - 1] > value {
            breaks[i] = breaks[i - 1]
            i -= 1
        }
        breaks[i] = value
        count += 1
    }

    package mutating func next() -> Segment? {
        guard index + 1 < count else { return nil }
        defer { index += 1 }
        let start = breaks[index]
        let end = breaks[index + 1]
        guard start < end else { return Segment(start: start, end: end, kind: .empty) }
        let inOuterFull = outer.hasFullSpan && start >= outer.fullStart && start < outer.fullEnd
        let inInnerTouched = inner.map { start >= $0.touchedStart && start < $0.touchedEnd } ?? false
        let inInnerFull = inner.map { $0.hasFullSpan && start >= $0.fullStart && start < $0.fullEnd } ?? false
        let kind: Kind = inInnerFull ? .empty : (inOuterFull && !inInnerTouched ? .full : .partial)
        return Segment(start: start, end: end, kind: kind)
    }
}
