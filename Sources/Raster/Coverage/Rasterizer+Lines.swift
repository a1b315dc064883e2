import Geometry

extension Rasterizer {
    /// Strokes the polyline through `points` (in pixels) with round joins and caps, `width`
    /// pixels wide, blending `color` source-over.
    ///
    /// Each segment is a capsule; a pixel's coverage is that of the capsule nearest to its
    /// centre, `clamp(width/2 + 0.5 − d, 0, 1)` for the distance d from the centre to the
    /// segment (lines thinner than a pixel scale it by their width instead), quantised to
    /// 8 bits like `fillRoundedRect`. Taking the nearest capsule rather than summing them
    /// means joints are blended once, with no dark knots where segments overlap. A single
    /// point draws a dot; segments with a non-finite end are skipped; anything off the
    /// buffer is clipped.
    public static func strokePolyline(_ points: [Point], width: Double, color: Color, into buffer: PixelBuffer) {
        let src = PremultipliedColor(color).pixel
        let bufferWidth = buffer.width
        let bufferHeight = buffer.height
        guard src >> 24 != 0, bufferWidth > 0, bufferHeight > 0, width > 0, width.isFinite, !points.isEmpty else {
            return
        }
        let radius = width / 2
        let reach = radius + 0.5

        var segments: [(Point, Point)] = []
        if points.count == 1 {
            segments.append((points[0], points[0]))
        } else {
            for i in 1..<points.count { segments.append((points[i - 1], points[i])) }
        }
        segments.removeAll { !($0.0.x.isFinite && $0.0.y.isFinite && $0.1.x.isFinite && $0.1.y.isFinite) }
        guard !segments.isEmpty else { return }

        // The pixels any capsule can touch, clipped to the buffer.
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for (a, b) in segments {
            minX = min(minX, a.x, b.x)
            maxX = max(maxX, a.x, b.x)
            minY = min(minY, a.y, b.y)
            maxY = max(maxY, a.y, b.y)
        }
        let x0 = floorIndex(minX - reach, limit: bufferWidth)
        let x1 = ceilIndex(maxX + reach, limit: bufferWidth)
        let y0 = floorIndex(minY - reach, limit: bufferHeight)
        let y1 = ceilIndex(maxY + reach, limit: bufferHeight)
        guard x0 < x1, y0 < y1 else { return }
        let boxWidth = x1 - x0

        // Coverage per pixel of the box, the maximum over segments.
        var coverage = [UInt8](repeating: 0, count: boxWidth * (y1 - y0))
        coverage.withUnsafeMutableBufferPointer { cov in
            for (a, b) in segments {
                let sx0 = floorIndex(min(a.x, b.x) - reach, limit: bufferWidth)
                let sx1 = ceilIndex(max(a.x, b.x) + reach, limit: bufferWidth)
                let sy0 = floorIndex(min(a.y, b.y) - reach, limit: bufferHeight)
                let sy1 = ceilIndex(max(a.y, b.y) + reach, limit: bufferHeight)
                guard sx0 < sx1, sy0 < sy1 else { continue }
                let dx = b.x - a.x
                let dy = b.y - a.y
                let lengthSquared = dx * dx + dy * dy
                for py in sy0..<sy1 {
                    let cy = Double(py) + 0.5
                    let rowBase = (py - y0) * boxWidth - x0
                    for px in sx0..<sx1 {
                        let cx = Double(px) + 0.5
                        var t = lengthSquared > 0 ? ((cx - a.x) * dx + (cy - a.y) * dy) / lengthSquared : 0
                        t = t < 0 ? 0 : (t > 1 ? 1 : t)
                        let ex = cx - (a.x + t * dx)
                        let ey = cy - (a.y + t * dy)
                        let d = (ex * ex + ey * ey).squareRoot()
                        let c = width >= 1 ? reach - d : width * (1 - d)
                        guard c > 0 else { continue }
                        let q = c >= 1 ? UInt8(255) : UInt8(c * 255 + 0.5)
                        if q > cov[rowBase + px] { cov[rowBase + px] = q }
                    }
                }
            }
        }

        for py in y0..<y1 {
            let row = buffer.pixels + py * bufferWidth
            let base = (py - y0) * boxWidth
            for px in x0..<x1 {
                let q = coverage[base + px - x0]
                guard q > 0 else { continue }
                let c = q == 255 ? src : PremultipliedColor.scale(src, by: UInt32(q))
                guard c != 0 else { continue }
                row[px] = PremultipliedColor.sourceOver(c, onto: row[px])
            }
        }
    }

    /// Strokes the segment from `start` to `end`: `strokePolyline([start, end], …)`.
    public static func strokeLine(
        from start: Point, to end: Point, width: Double, color: Color, into buffer: PixelBuffer
    ) {
        strokePolyline([start, end], width: width, color: color, into: buffer)
    }
}
