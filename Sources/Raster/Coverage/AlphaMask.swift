/// An 8-bit coverage image, row-major: blurred shadow shapes and rasterized text.
package final class AlphaMask {
    package let width: Int
    package let height: Int
    package let bytes: UnsafeMutablePointer<UInt8>

    /// A mask of zeros.
    package init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "mask size must not be negative, got \(width)×\(height)")
        self.width = width
        self.height = height
        bytes = .allocate(capacity: max(width * height, 1))
        bytes.initialize(repeating: 0, count: max(width * height, 1))
    }

    deinit {
        bytes.deallocate()
    }

    package var byteCount: Int { width * height }

    @inline(__always)
    package subscript(x: Int, y: Int) -> UInt8 {
        get { bytes[y * width + x] }
        set { bytes[y * width + x] = newValue }
    }

    /// Whether rows `a` and `b` hold the same bytes.
    package func rowsEqual(_ a: Int, _ b: Int) -> Bool {
        memcmpEqual(bytes + a * width, bytes + b * width, width)
    }

    /// The raster of this mask, for drawing at whole-pixel offsets.
    package func raster() -> CoverageRaster {
        CoverageRaster(mask: bytes, width: width, height: height)
    }
}

/// Whether `count` bytes at `a` and `b` are equal.
@inline(__always)
package func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    for i in 0..<count where a[i] != b[i] { return false }
    return true
}
