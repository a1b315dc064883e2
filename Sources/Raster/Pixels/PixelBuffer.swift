import Geometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A CPU framebuffer of premultiplied pixels, one `UInt32` 0xAARRGGBB per pixel.
///
/// On little-endian machines the bytes in memory are B, G, R, A: SDL's
/// `SDL_PIXELFORMAT_ARGB8888`, so a frame uploads to a texture without conversion. Rows are
/// tightly packed (pitch = width × 4). The storage is manually allocated so the rasterizer's
/// inner loops run over a raw pointer without array uniqueness or bounds checks.
public final class PixelBuffer {
    /// The width in pixels.
    public private(set) var width: Int
    /// The height in pixels.
    public private(set) var height: Int

    /// The first pixel of row 0; valid for `width * height` pixels, replaced by `resize`.
    package private(set) var pixels: UnsafeMutablePointer<UInt32>
    private var capacity: Int

    /// A buffer of `width` × `height` transparent black pixels; either may be zero.
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "PixelBuffer size must not be negative, got \(width)×\(height)")
        self.width = width
        self.height = height
        capacity = width * height
        pixels = Self.allocate(capacity)
        memset(pixels, 0, capacity * 4)
    }

    /// A buffer holding a copy of `image`'s pixels (a PNG read back, to compare or draw on).
    public convenience init(copying image: Image) {
        self.init(width: image.width, height: image.height)
        pixels.update(from: image.pixels, count: image.width * image.height)
    }

    deinit {
        UnsafeMutableRawPointer(pixels).deallocate()
    }

    private static func allocate(_ count: Int) -> UnsafeMutablePointer<UInt32> {
        // Never zero bytes, so the pointer is always a real allocation; 16-byte aligned
        // so `hash64` can read 64-bit words.
        UnsafeMutableRawPointer.allocate(byteCount: max(count, 1) * 4, alignment: 16)
            .bindMemory(to: UInt32.self, capacity: max(count, 1))
    }

    /// Calls `body` with the pixel bytes: rows top to bottom, pitch = width × 4.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: pixels, count: width * height * 4))
    }

    /// Calls `body` with the pixel bytes to fill in place (for a host reading back a frame).
    public func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeMutableRawBufferPointer(start: pixels, count: width * height * 4))
    }

    /// The premultiplied 0xAARRGGBB pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> UInt32 {
        precondition(
            x >= 0 && x < width && y >= 0 && y < height,
            "pixel (\(x), \(y)) is outside the \(width)×\(height) buffer")
        return pixels[y * width + x]
    }

    /// Changes the size; the contents afterwards are transparent black.
    ///
    /// Shrinking keeps the allocation, so a window resized back and forth does not churn memory.
    public func resize(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "PixelBuffer size must not be negative, got \(width)×\(height)")
        let count = width * height
        if count > capacity {
            UnsafeMutableRawPointer(pixels).deallocate()
            pixels = Self.allocate(count)
            capacity = count
        }
        self.width = width
        self.height = height
        memset(pixels, 0, count * 4)
    }

    /// Fills every pixel with `color`, premultiplied.
    public func clear(to color: Color) {
        fill(PremultipliedColor(color).pixel)
    }

    /// Fills every pixel with `value` by repeated doubling with `memcpy`, so even a debug
    /// build clears a full-HD frame in a handful of library calls.
    package func fill(_ value: UInt32) {
        let count = width * height
        if value == 0 {
            memset(pixels, 0, count * 4)
            return
        }
        SolidKernel.store(value, pixels, count: count)
    }

    /// A 64-bit FNV-1a-style fingerprint of the pixels and the size, for frame traces.
    ///
    /// The storage is read as little-endian 64-bit words (two pixels each, the first in the
    /// low half); an odd last pixel is a word whose high 32 bits are zero. Starting from
    /// h = 0xcbf29ce484222325, each word does `h ^= word; h &*= 0x100000001b3`, and then
    /// `width` and `height` are mixed in the same way. Word-at-a-time (rather than FNV's
    /// byte-at-a-time) keeps it fast in debug builds; it is a change detector, not a
    /// cryptographic hash.
    public func hash64() -> UInt64 {
        let prime: UInt64 = 0x100_0000_01b3
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        let count = width * height
        let words = count / 2
        if words > 0 {
            pixels.withMemoryRebound(to: UInt64.self, capacity: words) { p in
                var i = 0
                while i < words {
                    h ^= UInt64(littleEndian: p[i])
                    h &*= prime
                    i &+= 1
                }
            }
        }
        if count & 1 == 1 {
            h ^= UInt64(pixels[count - 1])
            h &*= prime
        }
        h ^= UInt64(width)
        h &*= prime
        h ^= UInt64(height)
        h &*= prime
        return h
    }

    /// `hash64()` as 16 lowercase hexadecimal digits.
    public var hashHex: String {
        let digits = String(hash64(), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
