/// Source-over of one premultiplied colour onto runs of pixels: the inner loops of fills,
/// borders, shadows and text.
enum SolidKernel {
    /// Blends `color` at full coverage over `count` pixels; an opaque colour is a plain fill.
    @inline(__always)
    static func fill(_ p: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32) {
        guard count > 0 else { return }
        if color >> 24 == 255 {
            p.update(repeating: color, count: count)
            return
        }
        guard color != 0 else { return }
        // Backgrounds are mostly uniform, so remembering the last blend skips most of the math.
        var lastDst = p.pointee, lastOut = PremultipliedColor.sourceOver(color, onto: lastDst)
        for i in 0..<count {
            let dst = p[i]
            if dst != lastDst {
                lastDst = dst
                lastOut = PremultipliedColor.sourceOver(color, onto: dst)
            }
            p[i] = lastOut
        }
    }

    /// Blends `color` scaled by each pixel's coverage byte.
    @inline(__always)
    static func blend(_ p: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32, coverage: UnsafePointer<UInt8>) {
        for i in 0..<count {
            let c = UInt32(coverage[i])
            guard c != 0 else { continue }
            let src = c == 255 ? color : PremultipliedColor.scale(color, by: c)
            guard src != 0 else { continue }
            p[i] = PremultipliedColor.sourceOver(src, onto: p[i])
        }
    }

    /// Blends `table[coverage]`: the colour already scaled by every coverage value, for
    /// shadows and text where most pixels are partial.
    @inline(__always)
    static func blend(_ p: UnsafeMutablePointer<UInt32>, count: Int, table: UnsafePointer<UInt32>, coverage: UnsafePointer<UInt8>) {
        for i in 0..<count {
            let src = table[Int(coverage[i])]
            guard src != 0 else { continue }
            p[i] = PremultipliedColor.sourceOver(src, onto: p[i])
        }
    }

    /// `color` scaled by each coverage value 0…255.
    static func coverageTable(_ color: UInt32) -> [UInt32] {
        (0..<256).map { c in c == 255 ? color : PremultipliedColor.scale(color, by: UInt32(c)) }
    }
}
