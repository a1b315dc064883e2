/// Four premultiplied pixels at once, with the same exact arithmetic as `PremultipliedColor`.
///
/// Each channel gets a 16-bit lane, where `c · f + 128 + ((c · f + 128) >> 8)` cannot
/// overflow (at most 65407), so each lane computes exactly `div255(c · f)`.
enum PixelVector {
    typealias Pixels = SIMD4<UInt32>

    /// Whether the four-pixel loops run. Unoptimised (debug) builds call generic code for
    /// every SIMD operation, which makes them far slower than the scalar loops that give the
    /// same bytes, so there only the scalar loops run.
    #if DEBUG
    static var isEnabled: Bool { false }
    #else
    static var isEnabled: Bool { true }
    #endif

    @inline(__always)
    static func load(_ p: UnsafeMutablePointer<UInt32>) -> Pixels {
        UnsafeRawPointer(p).loadUnaligned(as: Pixels.self)
    }

    @inline(__always)
    static func store(_ v: Pixels, _ p: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: Pixels.self)
    }

    /// Four bytes as four lanes (element by element: SSE2 has no per-lane shifts).
    @inline(__always)
    static func bytes(_ p: UnsafePointer<UInt8>) -> Pixels {
        Pixels(UInt32(p[0]), UInt32(p[1]), UInt32(p[2]), UInt32(p[3]))
    }

    /// Every channel of each pixel times that pixel's factor (0…255) divided by 255, rounded.
    ///
    /// Blue and red (then green and alpha, shifted down) sit in the low bytes of 16-bit
    /// lanes, so plain 16-bit multiplies do two channels per lane pair.
    @inline(__always)
    static func scale(_ pixels: Pixels, by factors: Pixels) -> Pixels {
        let f = unsafeBitCast(factors | (factors &<< 16), to: SIMD8<UInt16>.self)
        @inline(__always) func divide(_ lanes: Pixels) -> Pixels {
            let t = unsafeBitCast(lanes, to: SIMD8<UInt16>.self) &* f &+ 128
            return unsafeBitCast((t &+ (t &>> 8)) &>> 8, to: Pixels.self)
        }
        return divide(pixels & 0x00FF_00FF) | divide((pixels &>> 8) & 0x00FF_00FF) &<< 8
    }

    /// Source-over of premultiplied `src` onto `dst`, pixel by pixel.
    @inline(__always)
    static func sourceOver(_ src: Pixels, onto dst: Pixels) -> Pixels {
        src &+ scale(dst, by: 255 &- (src &>> 24))
    }
}
