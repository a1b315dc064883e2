import Motion
import Raster

/// A curled layer's page, as a table that maps each output row to the rows of the flat page
/// it shows: drawn offscreen like a group, then composited row by row through the table.
///
/// The geometry (`PageCurl`): the page is `height` device pixels tall, measured down from
/// its top edge. A cylinder of radius r lies on it with its axis across the page at
/// a = height − progress × (height + r); the page above a stays flat, the part below wraps
/// round the cylinder and, past half a turn, lies flat again on top, face down. Seen from
/// the front (an orthographic view, as the curl is a per-row remap), a page point s (its
/// distance from the top edge) lands on row
///
///     s                  for s ≤ a                (flat, face up)
///     a + r sin((s−a)/r)  for a < s ≤ a + πr      (on the cylinder; face up for the first
///                                                  quarter turn, face down after)
///     2a + πr − s         for s > a + πr          (flat again, face down, on top)
///
/// So the page falls in two monotone pieces: the *front* (s up to a + πr/2, rows going
/// down) and the *back* (the rest, rows going up), and on every output row the back lies
/// over the front. Each piece's preimage of a row is one interval of page rows, found with
/// the inverse (an arcsine on the cylinder); the row shows that interval's average, times
/// how much of the row the piece covers. The back is drawn lighter (60 % of the way to
/// white) and 90 % opaque, mirrored because its rows run backwards. The cylinder is shaded
/// by how squarely it faces the viewer (0.65 + 0.35 |cos θ|), and the roll casts a shadow
/// on what lies beneath, for r rows below its lowest point, fading in as the page lifts
/// and out as the roll leaves the top.
///
/// Everything per pixel is integer; the table is made once per frame with Fling's own sine
/// and arcsine (`MotionMath`, the same bits everywhere), so the pixels are the same on every
/// machine.
final class PageCurlMap {
    /// One output row: two source intervals (front, back) in 1/256 rows from the top of
    /// `rect`, how much of the row each covers and its shading (0…256 each, times the
    /// layer's opacity for coverage), and the shadow's alpha (0…255) on what is beneath.
    struct Row {
        var frontStart: Int32 = 0, frontEnd: Int32 = 0
        var backStart: Int32 = 0, backEnd: Int32 = 0
        var frontCoverage: UInt16 = 0, frontShade: UInt16 = 256
        var backCoverage: UInt16 = 0, backShade: UInt16 = 256
        var shadow: UInt32 = 0
    }

    /// The pixels the page covers (its source, and where it may draw).
    let rect: PixelRect
    /// One entry per row of `rect`.
    let rows: [Row]

    /// How far the back is taken towards white, out of 256.
    static let backLightening: UInt32 = 154
    /// The back's opacity, out of 256.
    static let backOpacity = 230.0 / 256
    /// The darkest the cylinder gets, edge-on.
    static let edgeShade = 0.65
    /// The shadow's alpha right under the roll.
    static let shadowAlpha = 0.5

    /// The table for a page whose top edge is at device row `top`, `height` pixels tall,
    /// drawn over the pixel rows of `rect`, curled `progress` of the way round a cylinder of
    /// `radius` pixels; `opacity` (0…255) is the layer's.
    init(rect: PixelRect, top: Double, height: Double, progress: Double, radius: Double, opacity: UInt32) {
        self.rect = rect
        let r = max(radius.isFinite ? radius : 0, 0.5)
        let p = min(max(progress.isNaN ? 0 : progress, 0), 1)
        let a = height - p * (height + r)
        let quarter = Double.pi / 2 * r
        let halfTurn = Double.pi * r

        /// sin x for an angle round the cylinder, held to 0…π.
        func sin(_ x: Double) -> Double { x.isFinite ? MotionMath.sin(min(max(x, 0), Double.pi)) : 0 }
        /// asin x for a height on the cylinder, held to 0…1.
        func asin(_ x: Double) -> Double { x > 0 ? MotionMath.asin(min(x, 1)) : 0 }
        func front(_ s: Double) -> Double { s <= a ? s : a + r * sin((s - a) / r) }
        func frontInverse(_ u: Double) -> Double { u <= a ? u : a + r * asin((u - a) / r) }
        func back(_ s: Double) -> Double { s <= a + halfTurn ? a + r * sin((s - a) / r) : 2 * a + halfTurn - s }
        func backInverse(_ u: Double) -> Double {
            u <= a ? 2 * a + halfTurn - u : a + r * (Double.pi - asin((u - a) / r))
        }
        /// 0.65 at the cylinder's edge-on middle, 1 where the page is flat.
        func shade(_ u: Double) -> Double {
            let w = (u - a) / r
            guard w > 0 else { return 1 }
            let c = (1 - min(w, 1) * min(w, 1)).squareRoot()
            return Self.edgeShade + (1 - Self.edgeShade) * c
        }

        // The two pieces: page rows and the output rows they cover.
        let frontEnd = min(height, a + quarter)
        let hasFront = frontEnd > 0
        let frontRange = hasFront ? (front(0), front(frontEnd)) : (0, 0)
        let backStart = max(0, a + quarter)
        let hasBack = backStart < height
        let backRange = hasBack ? (back(height), back(backStart)) : (0, 0)
        // The roll's lowest point, and its shadow below.
        let lowest = max(hasFront ? frontRange.1 : -Double.infinity, hasBack ? backRange.1 : -Double.infinity)
        let shadowLength = max(r, 2)
        let lift = min(max((height - a) / quarter, 0), 1)
        let leaving = min(max((a + r) / r, 0), 1)
        let shadowStrength = Self.shadowAlpha * lift * leaving * Double(opacity) / 255
        let alpha = Double(opacity) / 255

        func fixed(_ s: Double) -> Int32 {
            Int32(min(max(((top + s - Double(rect.y)) * 256).rounded(), -0x4000_0000), 0x4000_0000))
        }
        func unit(_ v: Double) -> UInt16 { UInt16(min(max((v * 256).rounded(), 0), 256)) }

        var rows: [Row] = []
        rows.reserveCapacity(max(rect.height, 0))
        for j in 0..<max(rect.height, 0) {
            let u0 = Double(rect.y + j) - top
            let u1 = u0 + 1
            var row = Row()
            if hasFront {
                let v0 = max(u0, frontRange.0)
                let v1 = min(u1, frontRange.1)
                if v1 > v0 {
                    row.frontStart = fixed(frontInverse(v0))
                    row.frontEnd = max(fixed(frontInverse(v1)), row.frontStart + 1)
                    row.frontCoverage = unit((v1 - v0) * alpha)
                    row.frontShade = unit(shade((v0 + v1) / 2))
                }
            }
            if hasBack {
                let v0 = max(u0, backRange.0)
                let v1 = min(u1, backRange.1)
                if v1 > v0 {
                    row.backStart = fixed(backInverse(v1))
                    row.backEnd = max(fixed(backInverse(v0)), row.backStart + 1)
                    row.backCoverage = unit((v1 - v0) * alpha)
                    row.backShade = unit(shade((v0 + v1) / 2))
                }
            }
            if shadowStrength > 0, u1 > lowest, u0 < lowest + shadowLength {
                let v0 = max(u0, lowest)
                let v1 = min(u1, lowest + shadowLength)
                let t = ((v0 + v1) / 2 - lowest) / shadowLength
                let value = shadowStrength * (1 - t) * (1 - t) * (v1 - v0)
                row.shadow = UInt32(min(max((value * 255).rounded(), 0), 255))
            }
            rows.append(row)
        }
        self.rows = rows
    }

    /// Composites the page's rows `area` (device pixels, inside `rect`) from its offscreen
    /// `source` onto `target`: the shadow, then the front, then the back.
    func composite(_ area: PixelRect, from source: RenderTarget, onto target: RenderTarget) {
        let area = area.intersection(rect)
        guard !area.isEmpty else { return }
        let sourceRows = rect.height
        for y in area.y..<area.maxY {
            let row = rows[y - rect.y]
            let dst = target.pointer(x: area.x, y: y)
            if row.shadow > 0 {
                let shadow = row.shadow << 24
                for i in 0..<area.width { dst[i] = PremultipliedColor.sourceOver(shadow, onto: dst[i]) }
            }
            if row.frontCoverage > 0 {
                let src = source.pointer(x: area.x, y: rect.y)
                Self.blend(
                    from: src, stride: source.stride, sourceRows: sourceRows, start: Int(row.frontStart),
                    end: Int(row.frontEnd),
                    onto: dst, count: area.width, coverage: UInt32(row.frontCoverage), shade: UInt32(row.frontShade),
                    isBack: false)
            }
            if row.backCoverage > 0 {
                let src = source.pointer(x: area.x, y: rect.y)
                Self.blend(
                    from: src, stride: source.stride, sourceRows: sourceRows, start: Int(row.backStart),
                    end: Int(row.backEnd),
                    onto: dst, count: area.width, coverage: UInt32(row.backCoverage), shade: UInt32(row.backShade),
                    isBack: true)
            }
        }
    }

    /// The average of source rows `start..<end` (1/256 rows; rows outside the source count
    /// as clear) for each of `count` columns, shaded, lightened for the back, times
    /// `coverage`, blended over `dst`.
    private static func blend(
        from src: UnsafeMutablePointer<UInt32>, stride: Int, sourceRows: Int, start: Int, end: Int,
        onto dst: UnsafeMutablePointer<UInt32>, count: Int, coverage: UInt32, shade: UInt32, isBack: Bool
    ) {
        let first = start >> 8
        let last = (end - 1) >> 8
        let width = UInt64(end - start)
        // Coverage for all four channels, and the colour's extra factor (the shade).
        let cover = isBack ? (coverage * UInt32(backOpacity * 256) + 128) >> 8 : coverage
        for x in 0..<count {
            var a: UInt32
            var r: UInt32
            var g: UInt32
            var b: UInt32
            if first == last {
                let p = first >= 0 && first < sourceRows ? src[first * stride + x] : 0
                (a, r, g, b) = (p >> 24, (p >> 16) & 0xFF, (p >> 8) & 0xFF, p & 0xFF)
            } else {
                var sa: UInt64 = 0
                var sr: UInt64 = 0
                var sg: UInt64 = 0
                var sb: UInt64 = 0
                let lo = max(first, 0)
                let hi = min(last, sourceRows - 1)
                if lo <= hi {
                    for i in lo...hi {
                        let w = UInt64(min(end, (i + 1) << 8) - max(start, i << 8))
                        let p = src[i * stride + x]
                        sa += w * UInt64(p >> 24)
                        sr += w * UInt64((p >> 16) & 0xFF)
                        sg += w * UInt64((p >> 8) & 0xFF)
                        sb += w * UInt64(p & 0xFF)
                    }
                }
                let half = width / 2
                (a, r, g, b) = (
                    UInt32((sa + half) / width), UInt32((sr + half) / width),
                    UInt32((sg + half) / width), UInt32((sb + half) / width)
                )
            }
            guard a > 0 else { continue }
            if isBack {
                r += ((a - r) * backLightening + 128) >> 8
                g += ((a - g) * backLightening + 128) >> 8
                b += ((a - b) * backLightening + 128) >> 8
            }
            // Each colour channel is at most alpha, and shade ≤ 256, so the results stay
            // premultiplied.
            let colour = shade * cover
            let pixel =
                ((a * cover + 128) >> 8) << 24
                | ((r * colour + 32768) >> 16) << 16
                | ((g * colour + 32768) >> 16) << 8
                | ((b * colour + 32768) >> 16)
            dst[x] = PremultipliedColor.sourceOver(pixel, onto: dst[x])
        }
    }
}
