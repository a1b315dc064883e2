/// What a command paints over a span: the inner loops, specialized per paint so a row's
/// spans dispatch without a switch or an existential.
protocol SpanPaint {
    /// Pixels `x ..< x + count` of row `y` at full coverage; `p` is pixel x.
    func full(_ p: UnsafeMutablePointer<UInt32>, count: Int, x: Int, y: Int)
    /// The same pixels times their coverage bytes.
    func partial(_ p: UnsafeMutablePointer<UInt32>, count: Int, coverage: UnsafePointer<UInt8>, x: Int, y: Int)
}

/// One colour.
struct SolidPaint: SpanPaint {
    let color: UInt32

    @inline(__always)
    func full(_ p: UnsafeMutablePointer<UInt32>, count: Int, x: Int, y: Int) {
        SolidKernel.fill(p, count: count, color: color)
    }

    @inline(__always)
    func partial(_ p: UnsafeMutablePointer<UInt32>, count: Int, coverage: UnsafePointer<UInt8>, x: Int, y: Int) {
        SolidKernel.blend(p, count: count, color: color, coverage: coverage)
    }
}

/// One colour through its coverage table.
struct TintedPaint: SpanPaint {
    let table: UnsafePointer<UInt32>

    @inline(__always)
    func full(_ p: UnsafeMutablePointer<UInt32>, count: Int, x: Int, y: Int) {
        SolidKernel.fill(p, count: count, color: table[255])
    }

    @inline(__always)
    func partial(_ p: UnsafeMutablePointer<UInt32>, count: Int, coverage: UnsafePointer<UInt8>, x: Int, y: Int) {
        SolidKernel.blend(p, count: count, table: table, coverage: coverage)
    }
}

extension ImagePaint: SpanPaint {
    func full(_ p: UnsafeMutablePointer<UInt32>, count: Int, x: Int, y: Int) {
        draw(p, x: x, y: y, count: count, coverage: nil)
    }

    func partial(_ p: UnsafeMutablePointer<UInt32>, count: Int, coverage: UnsafePointer<UInt8>, x: Int, y: Int) {
        draw(p, x: x, y: y, count: count, coverage: coverage)
    }
}
