import Geometry

/// Exact-area anti-aliased scan conversion of polygons in device pixels, the way FreeType's
/// and font-rs's rasterizers (and tiny-skia's and Blend2D's analytic ones) do it: every edge
/// deposits, in each pixel cell it crosses, the height it spans there (`cover`) and that
/// height times its mean distance from the cell's left side (`area`). Walking a row left to
/// right, a cell's signed coverage is the covers of the cells before it plus its own cover
/// minus its own area; between cells it is the running sum of covers, a constant run.
///
/// Sparse: only the cells the outline crosses are stored (in one array, put in row order at the
/// scan), so the work is proportional to the outline's length in pixels plus the spans
/// painted, not to the shape's area; constant runs are painted as runs (`SpanPaint.full`
/// where fully covered). The coverage of a pixel is exact where the outline crosses it once;
/// where edges of one shape overlap within a pixel, their areas add (as in every such
/// rasterizer).
///
/// Edges are clipped to the clip rectangle: parts above or below it are dropped, parts left of
/// it run down its left side (so they keep their winding), parts right of it are dropped
/// (they reach no visible pixel). Coordinates are clamped to ±`coordinateLimit` first, so
/// no arithmetic overflows, and the work per edge is bounded by the clip's rows and columns.
package final class PathRasterizer {
    /// Device coordinates are clamped to ± this before clipping (2³⁰: far beyond any buffer,
    /// small enough that differences and products stay exact in their leading bits).
    package static let coordinateLimit = 1_073_741_824.0

    /// The pixels that may be painted.
    package let clip: PixelRect

    /// Per clip row, the row's last cell, or −1 (a deposit merges into it when in its column).
    private let rowLast: UnsafeMutablePointer<Int32>
    /// The cells, behind a pointer: a deposit reaches them with no copy-on-write or
    /// exclusivity check (a class's `var` would take a dynamic one per access).
    private let store: UnsafeMutablePointer<CellStore>

    /// The cells stored so far.
    package var cellCount: Int { store.pointee.count }

    /// `count` cells of `capacity` in raw memory.
    private struct CellStore {
        var cells: UnsafeMutablePointer<Cell>
        var count: Int
        var capacity: Int
    }

    /// One pixel cell's deposits; `row` counts from the clip's first row.
    private struct Cell {
        var x: Int32
        var row: Int32
        var cover: Double
        var area: Double
    }

    /// A rasterizer for the pixels of `clip` (an empty clip paints nothing).
    package init(clip: PixelRect) {
        self.clip = clip.isEmpty ? .empty : clip
        rowLast = .allocate(capacity: max(self.clip.height, 1))
        rowLast.initialize(repeating: -1, count: max(self.clip.height, 1))
        store = .allocate(capacity: 1)
        store.initialize(to: CellStore(cells: .allocate(capacity: 256), count: 0, capacity: 256))
    }

    deinit {
        rowLast.deallocate()
        store.pointee.cells.deallocate()
        store.deallocate()
    }

    /// Adds a closed polygon through `points` (the last joined to the first).
    ///
    /// - Complexity: O(Σ rows + columns each edge crosses inside the clip).
    package func addPolygon(_ points: [Point]) {
        guard points.count > 2 else { return }
        var previous = points[points.count - 1]
        for p in points {
            addEdge(previous, p)
            previous = p
        }
    }

    /// Adds the closed polygon through `points` mapped by the affine part of `h` (the same
    /// products and sums as mapping the points first), without an array of mapped points.
    ///
    /// - Complexity: as `addPolygon(_:)`.
    package func addPolygon(_ points: [Point], affine h: Homography) {
        guard points.count > 2 else { return }
        points.withUnsafeBufferPointer { points in
            @inline(__always)
            func map(_ p: Point) -> Point {
                Point(x: p.x * h.m11 + p.y * h.m21 + h.m31, y: p.x * h.m12 + p.y * h.m22 + h.m32)
            }
            var previous = map(points[points.count - 1])
            for p in points {
                let q = map(p)
                addEdge(previous, q)
                previous = q
            }
        }
    }

    /// Adds one directed edge from `a` to `b` (downward edges wind +1, upward −1).
    package func addEdge(_ a: Point, _ b: Point) {
        let lim = Self.coordinateLimit
        var x0 = min(max(a.x, -lim), lim)
        var y0 = min(max(a.y, -lim), lim)
        var x1 = min(max(b.x, -lim), lim)
        var y1 = min(max(b.y, -lim), lim)
        guard y0 != y1, !clip.isEmpty, x0 == x0, x1 == x1, y0 == y0, y1 == y1 else { return }
        var sign = 1.0
        if y0 > y1 {
            swap(&x0, &x1)
            swap(&y0, &y1)
            sign = -1
        }
        let top = Double(clip.y)
        let bottom = Double(clip.maxY)
        guard y1 > top, y0 < bottom else { return }
        let left = Double(clip.x)
        let right = Double(clip.maxX)
        if y0 >= top, y1 <= bottom, x0 >= left, x1 >= left, x0 < right, x1 < right {
            // Inside the clip (short of its right side, where a cut could move the end): what
            // the cuts below leave is this one piece, unclipped.
            let middle = (x0 + x1) / 2
            if middle >= right { return }
            if middle <= left {
                walk(left, y0, left, y1, sign)
            } else {
                walk(x0, y0, x1, y1, sign)
            }
            return
        }
        let dxdy = (x1 - x0) / (y1 - y0)
        let ya = max(y0, top)
        let yb = min(y1, bottom)
        let xa = ya == y0 ? x0 : x0 + (ya - y0) * dxdy
        let xb = yb == y1 ? x1 : x0 + (yb - y0) * dxdy
        // Split where the edge crosses the clip's left and right sides.
        var sx = xa
        var sy = ya
        func cut(at side: Double) {
            guard (sx < side) != (xb < side), sx != side else { return }
            let y = min(max(ya + (side - xa) / (xb - xa) * (yb - ya), sy), yb)
            piece(sx, sy, side, y)
            sx = side
            sy = y
        }
        func piece(_ px0: Double, _ py0: Double, _ px1: Double, _ py1: Double) {
            guard py0 < py1 else { return }
            let middle = (px0 + px1) / 2
            if middle >= right { return }
            if middle <= left {
                walk(left, py0, left, py1, sign)
            } else {
                walk(min(max(px0, left), right), py0, min(max(px1, left), right), py1, sign)
            }
        }
        if xa < xb {
            cut(at: left)
            cut(at: right)
        } else {
            cut(at: right)
            cut(at: left)
        }
        piece(sx, sy, xb, yb)
    }

    /// Deposits a clipped edge (y0 < y1, x within the clip) row by row and cell by cell.
    private func walk(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ sign: Double) {
        var row = floorInt(y0)
        if y1 <= Double(row + 1) {
            // Within one row (most edges of a fine outline): the loop's one step, no slope.
            if row >= clip.y, row < clip.maxY { deposit(row: row, x0, y0, x1, y1, sign) }
            return
        }
        let dxdy = (x1 - x0) / (y1 - y0)
        var ya = y0
        var xa = x0
        while ya < y1 {
            let rowBottom = Double(row + 1)
            let yb = min(rowBottom, y1)
            let xb = yb == y1 ? x1 : x0 + (yb - y0) * dxdy
            if row >= clip.y, row < clip.maxY { deposit(row: row, xa, ya, xb, yb, sign) }
            ya = yb
            xa = xb
            row += 1
        }
    }

    /// Deposits the piece of an edge inside one row, split at each column it crosses.
    private func deposit(row: Int, _ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ sign: Double) {
        let first = floorInt(min(xa, xb))
        let lastEdge = max(xa, xb)
        var last = floorInt(lastEdge)
        if Double(last) == lastEdge, last > first { last -= 1 }
        if first == last {
            let cover = sign * (yb - ya)
            add(row: row, x: first, cover: cover, area: cover * ((xa + xb) / 2 - Double(first)))
            return
        }
        // Crossing columns left to right or right to left; y at each integer x.
        let dydx = (yb - ya) / (xb - xa)
        let step = xa < xb ? 1 : -1
        var column = xa < xb ? first : last
        var px = xa
        var py = ya
        while true {
            let boundary = Double(step > 0 ? column + 1 : column)
            let atEnd = step > 0 ? boundary >= xb : boundary <= xb
            let qx = atEnd ? xb : boundary
            let qy = atEnd ? yb : min(max(ya + (boundary - xa) * dydx, min(ya, yb)), max(ya, yb))
            let cover = sign * (qy - py)
            if cover != 0 { add(row: row, x: column, cover: cover, area: cover * ((px + qx) / 2 - Double(column))) }
            if atEnd { break }
            px = qx
            py = qy
            column += step
        }
    }

    @inline(__always)
    private func floorInt(_ v: Double) -> Int {
        let t = Int(v)
        return Double(t) > v ? t - 1 : t
    }

    @inline(__always)
    private func add(row: Int, x: Int, cover: Double, area: Double) {
        let r = row - clip.y
        let last = rowLast[r]
        // Consecutive deposits in one cell (an edge's pieces) merge.
        if last >= 0, store.pointee.cells[Int(last)].x == Int32(x) {
            store.pointee.cells[Int(last)].cover += cover
            store.pointee.cells[Int(last)].area += area
            return
        }
        if store.pointee.count == store.pointee.capacity {
            let capacity = store.pointee.capacity * 2
            let grown = UnsafeMutablePointer<Cell>.allocate(capacity: capacity)
            grown.moveInitialize(from: store.pointee.cells, count: store.pointee.count)
            store.pointee.cells.deallocate()
            store.pointee.cells = grown
            store.pointee.capacity = capacity
        }
        let count = store.pointee.count
        (store.pointee.cells + count).initialize(to: Cell(x: Int32(x), row: Int32(r), cover: cover, area: area))
        rowLast[r] = Int32(count)
        store.pointee.count = count + 1
    }

    /// Paints the accumulated coverage with `paint` into `buffer` (which must hold the clip),
    /// source-over, `rule` deciding which windings are inside.
    ///
    /// - Complexity: O(c + k log k + s) for c cells, k distinct (row, column) cells and s pixels painted.
    package func paint<P: SpanPaint>(_ rule: FillRule, with paint: P, into buffer: PixelBuffer) {
        guard !clip.isEmpty else { return }
        precondition(
            clip.x >= 0 && clip.y >= 0 && clip.maxX <= buffer.width && clip.maxY <= buffer.height,
            "path clip \(clip) outside the \(buffer.width)×\(buffer.height) buffer")
        var sink = PaintSink(paint: paint, pixels: buffer.pixels, width: buffer.width)
        scan(rule, into: &sink)
    }

    /// The accumulated coverage as a raster in device pixels (its rows and columns are the
    /// clip's), `rule` deciding which windings are inside: the same coverage bytes `paint`
    /// paints with, for a display list to draw (and cache) like any other shape.
    ///
    /// - Complexity: O(c + k log k + r + s) for c cells, k distinct (row, column) cells, r rows of the
    ///   clip and s pixels of runs.
    package func raster(_ rule: FillRule) -> CoverageRaster {
        var sink = RasterSink(builder: CoverageRasterBuilder(firstRow: clip.y))
        sink.builder.reserveRows(clip.height)
        scan(rule, into: &sink)
        while sink.rowsEnded < clip.height {
            sink.builder.endRow()
            sink.rowsEnded += 1
        }
        return sink.builder.build()
    }

    /// Walks the coverage row by row into `sink`.
    private func scan<S: CoverageSink>(_ rule: FillRule, into sink: inout S) {
        guard !clip.isEmpty else { return }
        let width = clip.width
        let height = clip.height
        let count = cellCount
        let cells = UnsafePointer(store.pointee.cells)
        // The cells copied into row order (a counting sort by row: each row's cells contiguous
        // and in insertion order), so a row is read in one sweep rather than gathered.
        let byRow = UnsafeMutablePointer<Cell>.allocate(capacity: max(count, 1))
        defer { byRow.deallocate() }
        let rowEnd = UnsafeMutablePointer<Int32>.allocate(capacity: height)
        defer { rowEnd.deallocate() }
        rowEnd.initialize(repeating: 0, count: height)
        for i in 0..<count { rowEnd[Int(cells[i].row)] &+= 1 }
        var total: Int32 = 0
        for r in 0..<height {
            let n = rowEnd[r]
            rowEnd[r] = total   // the row's start, until its cells move it to its end
            total &+= n
        }
        for i in 0..<count {
            let r = Int(cells[i].row)
            let at = Int(rowEnd[r])
            (byRow + at).initialize(to: cells[i])
            rowEnd[r] = Int32(truncatingIfNeeded: at &+ 1)
        }
        // Per column of a row (one past the clip's right side too: an edge along it deposits
        // there): the sums, whether the row has a cell there, and the row's columns as met.
        let columns = width + 1
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: width + 8)
        defer { bytes.deallocate() }
        let sums = UnsafeMutablePointer<Sums>.allocate(capacity: columns)
        defer { sums.deallocate() }
        sums.initialize(repeating: Sums(cover: 0, area: 0), count: columns)
        let present = UnsafeMutablePointer<UInt8>.allocate(capacity: columns)
        defer { present.deallocate() }
        present.initialize(repeating: 0, count: columns)
        // One more than the columns: a column already met is written past the last kept one.
        let met = UnsafeMutablePointer<Int32>.allocate(capacity: columns + 1)
        defer { met.deallocate() }
        let scratch = Scratch(sums: sums, present: present, met: met, bytes: bytes)
        scanRows(rule, &sink, UnsafePointer(byRow), rowEnd, scratch)
    }

    /// A column's cover and area summed over a row's cells.
    private struct Sums {
        var cover: Double
        var area: Double
    }

    /// The scan's per-column memory (see `scan`).
    private struct Scratch {
        let sums: UnsafeMutablePointer<Sums>
        let present: UnsafeMutablePointer<UInt8>
        let met: UnsafeMutablePointer<Int32>
        let bytes: UnsafeMutablePointer<UInt8>
    }

    /// The rows of `scan`, over the cells in row order (`rowEnd[r]`: the end of row r's cells,
    /// which start where row r − 1's end).
    ///
    /// A column's sums are its cells' covers and areas added from 0 in insertion order: the
    /// order the cells sorted stably by column would give them, so the same sums (and bytes)
    /// as walking the sorted cells; only the distinct columns are sorted.
    private func scanRows<S: CoverageSink>(
        _ rule: FillRule, _ sink: inout S, _ cells: UnsafePointer<Cell>, _ rowEnd: UnsafePointer<Int32>,
        _ scratch: Scratch
    ) {
        let sums = scratch.sums
        let present = scratch.present
        let met = scratch.met
        let bytes = scratch.bytes
        let left = clip.x
        let right = clip.maxX
        var rowStart = 0
        for r in 0..<clip.height {
            let first = rowStart
            let end = Int(rowEnd[r])
            rowStart = end
            guard end > first else { continue }
            // Branch-free: a cell's column is written at `met[n]` and kept (n advanced) only
            // when new to the row; sums start at 0 (cleared after each row), so each column's
            // sum is its cells' values added to 0 in insertion order.
            var n = 0
            var lowest = Int.max
            var highest = Int.min
            for k in first..<end {
                let cell = cells[k]
                let c = Int(cell.x) &- left
                // Edges are clamped to the clip's columns: a cell lies in 0 ... width.
                assert(c >= 0 && c <= right &- left, "cell outside the clip's columns")
                met[n] = Int32(truncatingIfNeeded: c)
                n &+= Int(present[c] ^ 1)
                present[c] = 1
                sums[c].cover += cell.cover
                sums[c].area += cell.area
                lowest = min(lowest, c)
                highest = max(highest, c)
            }
            // The distinct columns in order: when they lie close together, read off the
            // presence flags; else sorted (few, and met mostly in runs).
            if n > 16 && highest &- lowest < 4 &* n {
                var k = 0
                for c in lowest...highest {
                    met[k] = Int32(truncatingIfNeeded: c)
                    k &+= Int(present[c])
                }
            } else if n > 16 {
                var long = UnsafeMutableBufferPointer(start: met, count: n)
                long.sort()
            } else {
                var i = 1
                while i < n {
                    let key = met[i]
                    var j = i &- 1
                    if met[j] > key {
                        repeat {
                            met[j &+ 1] = met[j]
                            j &-= 1
                        } while j >= 0 && met[j] > key
                        met[j &+ 1] = key
                    }
                    i &+= 1
                }
            }
            let y = clip.y + r
            sink.beginRow(y)
            var pendingStart = -1   // first pixel of the partial span being built, or −1
            var winding = 0.0
            func flush(_ end: Int) {
                if pendingStart >= 0, end > pendingStart {
                    sink.partial(pendingStart, count: end - pendingStart, coverage: bytes + (pendingStart - left), y: y)
                }
                pendingStart = -1
            }
            func emit(_ x: Int, _ end: Int, _ value: Double) {
                let c = Self.coverageByte(value, rule)
                if c == 0 {
                    flush(x)
                } else if c == 255 && end - x > 1 {
                    flush(x)
                    sink.full(x, count: end - x, y: y)
                } else {
                    if pendingStart < 0 { pendingStart = x }
                    (bytes + (x - left)).update(repeating: c, count: end - x)
                }
            }
            for i in 0..<n {
                let column = Int(met[i])
                let x = column &+ left
                if x >= right { break }
                let cell = sums[column]
                emit(x, x + 1, winding + cell.cover - cell.area)
                winding += cell.cover
                let next = i &+ 1 < n ? min(Int(met[i &+ 1]) &+ left, right) : right
                if next > x + 1 { emit(x + 1, next, winding) }
            }
            flush(right)
            for i in 0..<n {
                let c = Int(met[i])
                present[c] = 0
                sums[c] = Sums(cover: 0, area: 0)
            }
        }
    }

    /// A signed coverage as a byte under `rule`: ≥ 1 is 255, else `Int(c · 255 + 0.5)`
    /// (docs/rendering.md, "Exactness"); even-odd folds the winding area modulo 2.
    @inline(__always)
    package static func coverageByte(_ value: Double, _ rule: FillRule) -> UInt8 {
        var v = value < 0 ? -value : value
        if rule == .evenOdd {
            let whole = (v / 2).rounded(.down) * 2
            v -= whole
            if v > 1 { v = 2 - v }
        }
        if v >= 1 { return 255 }
        let q = v * 255 + 0.5
        return q >= 1 ? UInt8(q) : 0
    }
}

/// Where `PathRasterizer` puts a row's coverage: painted pixels or a raster's runs.
private protocol CoverageSink {
    /// Row `y` begins (rows come in increasing order; rows with nothing to add are skipped).
    mutating func beginRow(_ y: Int)
    /// Pixels `x ..< x + count` of row `y` are fully covered.
    mutating func full(_ x: Int, count: Int, y: Int)
    /// Pixels `x ..< x + count` of row `y` have the coverage bytes at `coverage`.
    mutating func partial(_ x: Int, count: Int, coverage: UnsafePointer<UInt8>, y: Int)
}

/// Paints the coverage with a `SpanPaint`.
private struct PaintSink<P: SpanPaint>: CoverageSink {
    let paint: P
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int

    func beginRow(_ y: Int) {}

    @inline(__always)
    func full(_ x: Int, count: Int, y: Int) {
        paint.full(pixels + y * width + x, count: count, x: x, y: y)
    }

    @inline(__always)
    func partial(_ x: Int, count: Int, coverage: UnsafePointer<UInt8>, y: Int) {
        paint.partial(pixels + y * width + x, count: count, coverage: coverage, x: x, y: y)
    }
}

/// Collects the coverage as a raster's runs, row after row from the clip's first.
private struct RasterSink: CoverageSink {
    var builder: CoverageRasterBuilder
    /// How many rows are closed.
    var rowsEnded = 0

    mutating func beginRow(_ y: Int) {
        while builder.firstRow + rowsEnded < y {
            builder.endRow()
            rowsEnded += 1
        }
    }

    mutating func full(_ x: Int, count: Int, y: Int) {
        builder.appendFull(x, x + count)
    }

    mutating func partial(_ x: Int, count: Int, coverage: UnsafePointer<UInt8>, y: Int) {
        builder.appendCoverage(x, UnsafeBufferPointer(start: coverage, count: count))
    }
}
