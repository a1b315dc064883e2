import Geometry

/// An 8-bit premultiplied colour packed as 0xAARRGGBB, the pixel format of `PixelBuffer`.
///
/// Blending happens on sRGB-encoded values, as Core Animation and cairo do, with exact
/// integer arithmetic so every machine produces the same bits.
package struct PremultipliedColor: Hashable, Sendable {
    /// The packed premultiplied pixel, 0xAARRGGBB.
    package var pixel: UInt32

    /// The premultiplied alpha, 0…255.
    @inlinable package var alpha: UInt32 { pixel >> 24 }

    /// Quantises `color` to 8 bits per channel (rounding half up), then premultiplies.
    package init(_ color: Color) {
        let a = Self.quantize(color.alpha)
        let r = Self.div255(Self.quantize(color.red) * a)
        let g = Self.div255(Self.quantize(color.green) * a)
        let b = Self.div255(Self.quantize(color.blue) * a)
        pixel = a << 24 | r << 16 | g << 8 | b
    }

    /// Wraps an already premultiplied 0xAARRGGBB value.
    @inlinable package init(pixel: UInt32) {
        self.pixel = pixel
    }

    /// `Int(v * 255 + 0.5)` clamped to 0…255; NaN counts as 0. Clamping before the
    /// conversion keeps out-of-range components from trapping.
    @inlinable
    package static func quantize(_ v: Double) -> UInt32 {
        let x = v * 255 + 0.5
        if !(x > 0) { return 0 }
        if x >= 255 { return 255 }
        return UInt32(x)
    }

    /// `x / 255` rounded to nearest, exact for every x in 0…65025.
    @inlinable @inline(__always)
    package static func div255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Every channel of `pixel` times `factor` (0…255) divided by 255, rounded.
    ///
    /// Works on two channels per lane pair at once; each 16-bit lane holds at most
    /// 65025 + 128 + 254, so the rounding step never carries into its neighbour, and the
    /// result equals `div255` applied channel by channel.
    @inlinable @inline(__always)
    package static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Porter–Duff source-over of premultiplied `src` onto premultiplied `dst`.
    ///
    /// Each channel of `src` is at most its alpha and each scaled `dst` channel at most
    /// 255 − alpha, so the packed add cannot carry between channels.
    @inlinable @inline(__always)
    package static func sourceOver(_ src: UInt32, onto dst: UInt32) -> UInt32 {
        src &+ scale(dst, by: 255 &- (src >> 24))
    }
}
