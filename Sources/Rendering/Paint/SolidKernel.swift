import CWideChar

/// Source-over of one premultiplied colour onto runs of pixels: the inner loops of fills,
/// borders, shadows and text. Four pixels at a time (`PixelVector`), then one at a time;
/// both give exactly `PremultipliedColor.sourceOver`.
enum SolidKernel {
    /// From how many pixels a fill goes through `wmemset` (below it the call costs more than it saves).
    static let wideStoreThreshold = 64

    /// Blends `color` at full coverage over `count` pixels; an opaque colour is a plain fill.
    @inline(__always)
    static func fill(_ p: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32) {
        let alpha = color >> 24
        if alpha == 0 { return }
        if alpha == 255 {
            store(color, p, count: count)
            return
        }
        var i = 0
        if PixelVector.isEnabled {
            let colors = PixelVector.Pixels(repeating: color)
            let inverse = PixelVector.Pixels(repeating: 255 - alpha)
            while i &+ 4 <= count {
                PixelVector.store(colors &+ PixelVector.scale(PixelVector.load(p + i), by: inverse), p + i)
                i &+= 4
            }
        }
        while i < count {
            p[i] = PremultipliedColor.sourceOver(color, onto: p[i])
            i &+= 1
        }
    }

    /// Sets `count` pixels to `value`.
    @inline(__always)
    static func store(_ value: UInt32, _ p: UnsafeMutablePointer<UInt32>, count: Int) {
        if count >= wideStoreThreshold {
            // The C library's wide-character fill stores 32 bits at a time with the widest
            // vector stores the processor has (chosen at run time), where our SSE2 loop
            // stores 16 bytes per instruction.
            _ = wmemset(UnsafeMutableRawPointer(p).assumingMemoryBound(to: wchar_t.self), wchar_t(bitPattern: value), count)
            return
        }
        guard PixelVector.isEnabled else {
            fillByDoubling(p, count: count, value: value)
            return
        }
        var i = 0
        let values = PixelVector.Pixels(repeating: value)
        while i &+ 8 <= count {
            PixelVector.store(values, p + i)
            PixelVector.store(values, p + i + 4)
            i &+= 8
        }
        while i < count {
            p[i] = value
            i &+= 1
        }
    }

    /// Sets `count` pixels to `value` with a few `memcpy`s of what is already set, each
    /// doubling it: fast even where nothing is optimised.
    static func fillByDoubling(_ p: UnsafeMutablePointer<UInt32>, count: Int, value: UInt32) {
        guard count > 0 else { return }
        p.pointee = value
        var filled = 1
        while filled < count {
            let n = min(filled, count - filled)
            (p + filled).update(from: p, count: n)
            filled += n
        }
    }

    /// Blends `color` scaled by each pixel's coverage byte.
    @inline(__always)
    static func blend(_ p: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32, coverage: UnsafePointer<UInt8>) {
        var i = 0
        if PixelVector.isEnabled {
            let colors = PixelVector.Pixels(repeating: color)
            while i &+ 4 <= count {
                let src = PixelVector.scale(colors, by: PixelVector.bytes(coverage + i))
                PixelVector.store(PixelVector.sourceOver(src, onto: PixelVector.load(p + i)), p + i)
                i &+= 4
            }
        }
        while i < count {
            let c = UInt32(coverage[i])
            let src = c == 255 ? color : PremultipliedColor.scale(color, by: c)
            p[i] = PremultipliedColor.sourceOver(src, onto: p[i])
            i &+= 1
        }
    }

    /// Blends `table[coverage]`: the colour already scaled by every coverage value, for
    /// shadows and text where most pixels are partial.
    @inline(__always)
    static func blend(_ p: UnsafeMutablePointer<UInt32>, count: Int, table: UnsafePointer<UInt32>, coverage: UnsafePointer<UInt8>) {
        var i = 0
        @inline(__always) func four(_ i: Int) {
            let src = PixelVector.Pixels(table[Int(coverage[i])], table[Int(coverage[i &+ 1])],
                                         table[Int(coverage[i &+ 2])], table[Int(coverage[i &+ 3])])
            PixelVector.store(PixelVector.sourceOver(src, onto: PixelVector.load(p + i)), p + i)
        }
        if PixelVector.isEnabled {
            while i &+ 8 <= count {
                four(i)
                four(i &+ 4)
                i &+= 8
            }
            if i &+ 4 <= count {
                four(i)
                i &+= 4
            }
        }
        while i < count {
            p[i] = PremultipliedColor.sourceOver(table[Int(coverage[i])], onto: p[i])
            i &+= 1
        }
    }

    /// `color` scaled by each coverage value 0…255.
    static func coverageTable(_ color: UInt32) -> [UInt32] {
        (0..<256).map { c in c == 255 ? color : PremultipliedColor.scale(color, by: UInt32(c)) }
    }
}
