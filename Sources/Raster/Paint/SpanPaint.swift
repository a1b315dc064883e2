/// What a command paints over a span: the inner loops, specialized per paint so a row's
/// spans dispatch without a switch or an existential.
package protocol SpanPaint {
    /// Pixels `x ..< x + count` of row `y` at full coverage; `p` is pixel x.
    func full(_ p: UnsafeMutablePointer<UInt32>, count: Int, x: Int, y: Int)
    /// The same pixels times their coverage bytes.
    func partial(_ p: UnsafeMutablePointer<UInt32>, count: Int, coverage: UnsafePointer<UInt8>, x: Int, y: Int)
}

/// One colour.
package struct SolidPaint: SpanPaint {
    package let color: UInt32

    package init(color: UInt32) {
        self.color = color
    }

    @inlinable @inline(__always)
    package func full(_ p: UnsafeMutablePointer<UInt32>, count: Int, x: Int, y: Int) {
        SolidKernel.fill(p, count: count, color: color)
    }

    @inline(__always)
    package func partial(_ p: UnsafeMutablePointer<UInt32>, count: Int, coverage: UnsafePointer<UInt8>, x: Int, y: Int)
    {
        SolidKernel.blend(p, count: count, color: color, coverage: coverage)
    }
}

/// One colour through its coverage table.
package struct TintedPaint: SpanPaint {
    package let table: UnsafePointer<UInt32>

    package init(table: UnsafePointer<UInt32>) {
        self.table = table
    }

    @inlinable @inline(__always)
    package func full(_ p: UnsafeMutablePointer<UInt32>, count: Int, x: Int, y: Int) {
        SolidKernel.fill(p, count: count, color: table[255])
    }

    @inline(__always)
    package func partial(_ p: UnsafeMutablePointer<UInt32>, count: Int, coverage: UnsafePointer<UInt8>, x: Int, y: Int)
    {
        SolidKernel.blend(p, count: count, table: table, coverage: coverage)
    }
}

extension ImagePaint: SpanPaint {
    @inlinable
    package func full(_ p: UnsafeMutablePointer<UInt32>, count: Int, x: Int, y: Int) {
        draw(p, x: x, y: y, count: count, coverage: nil)
    }

    package func partial(_ p: UnsafeMutablePointer<UInt32>, count: Int, coverage: UnsafePointer<UInt8>, x: Int, y: Int)
    {
        draw(p, x: x, y: y, count: count, coverage: coverage)
    }
}
