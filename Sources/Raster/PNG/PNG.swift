import CZlib
import Formats

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// PNG encoding of frames, for snapshots and `fling render`.
///
/// Writes 8-bit RGBA (colour type 6) with straight alpha, as PNG requires, choosing each
/// row's filter by libpng's minimum-sum-of-absolute-differences heuristic, and compresses
/// with zlib at level 6.
public enum PNG {
    package static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// The PNG file for `buffer`; the buffer must not be empty (PNG has no 0-pixel images).
    public static func encode(_ buffer: PixelBuffer) -> [UInt8] {
        let width = buffer.width
        let height = buffer.height
        precondition(
            width > 0 && height > 0 && width <= Int(Int32.max) && height <= Int(Int32.max),
            "PNG cannot encode a \(width)×\(height) image")
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]   // bit depth, RGBA, deflate, adaptive filtering, no interlace

        var out = signature
        appendChunk("IHDR", header, to: &out)
        appendChunk("IDAT", deflate(filteredScanlines(buffer)), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// Encodes `buffer` and writes it to `path`, replacing any existing file only once the
    /// new one is complete (`AtomicFile`).
    public static func write(_ buffer: PixelBuffer, to path: String) throws {
        guard buffer.width > 0, buffer.height > 0 else {
            throw RenderingError.cannotWrite(
                path: path, reason: "the image is empty (\(buffer.width)×\(buffer.height) pixels)")
        }
        do { try AtomicFile.write(encode(buffer), to: path) } catch {
            throw RenderingError.cannotWrite(path: path, reason: error.reason)
        }
    }

    /// Un-premultiplied RGBA scanlines, each preceded by its filter type byte.
    package static func filteredScanlines(_ buffer: PixelBuffer) -> [UInt8] {
        let width = buffer.width
        let height = buffer.height
        let stride = width * 4
        // Scratch: previous row, current row, then one candidate row per filter type.
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * 7)
        defer { scratch.deallocate() }
        scratch.initialize(repeating: 0, count: stride * 7)
        var prev = scratch
        var cur = scratch + stride
        let candidates = scratch + 2 * stride

        return [UInt8](unsafeUninitializedCapacity: height * (stride + 1)) { out, count in
            var o = out.baseAddress!
            for y in 0..<height {
                unpremultiply(buffer.pixels + y * width, count: width, into: cur)
                var best = 0
                var bestSum = Int.max
                for filter in 0..<5 {
                    let sum = applyFilter(
                        filter, cur: cur, prev: prev, count: stride,
                        into: candidates + filter * stride, giveUpAbove: bestSum)
                    if sum < bestSum {
                        best = filter
                        bestSum = sum
                    }
                }
                o.pointee = UInt8(best)
                (o + 1).update(from: candidates + best * stride, count: stride)
                o += stride + 1
                swap(&prev, &cur)
            }
            count = height * (stride + 1)
        }
    }

    /// Straight-alpha RGBA bytes from premultiplied 0xAARRGGBB pixels, rounding to nearest.
    private static func unpremultiply(
        _ src: UnsafeMutablePointer<UInt32>, count: Int, into dst: UnsafeMutablePointer<UInt8>
    ) {
        var d = dst
        for i in 0..<count {
            let p = src[i]
            let a = p >> 24
            var r = (p >> 16) & 255
            var g = (p >> 8) & 255
            var b = p & 255
            if a == 0 {
                r = 0
                g = 0
                b = 0
            } else if a < 255 {
                let half = a / 2
                r = min(255, (r * 255 + half) / a)
                g = min(255, (g * 255 + half) / a)
                b = min(255, (b * 255 + half) / a)
            }
            d[0] = UInt8(truncatingIfNeeded: r)
            d[1] = UInt8(truncatingIfNeeded: g)
            d[2] = UInt8(truncatingIfNeeded: b)
            d[3] = UInt8(truncatingIfNeeded: a)
            d += 4
        }
    }

    /// Writes row `cur` filtered with PNG filter `filter` (0 None … 4 Paeth) and returns the
    /// sum of the filtered bytes read as signed magnitudes, stopping early once it exceeds
    /// `limit` because that filter can no longer win.
    private static func applyFilter(
        _ filter: Int, cur: UnsafeMutablePointer<UInt8>, prev: UnsafeMutablePointer<UInt8>,
        count: Int, into dst: UnsafeMutablePointer<UInt8>, giveUpAbove limit: Int
    ) -> Int {
        var sum = 0
        for i in 0..<count {
            let a = i >= 4 ? cur[i - 4] : 0
            let b = prev[i]
            let c = i >= 4 ? prev[i - 4] : 0
            let predictor: UInt8
            switch filter {
            case 0: predictor = 0
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = UInt8((UInt16(a) + UInt16(b)) >> 1)
            default: predictor = paeth(a, b, c)
            }
            let v = cur[i] &- predictor
            dst[i] = v
            sum += v < 128 ? Int(v) : 256 - Int(v)
            if sum >= limit { return sum }
        }
        return sum
    }

    /// The Paeth predictor: whichever of left, up and upper-left is nearest to left + up − upper-left.
    @inline(__always)
    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// A zlib stream of `data` (deflate, level 6).
    private static func deflate(_ data: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = out.withUnsafeMutableBufferPointer { dst in
            data.withUnsafeBufferPointer { src in
                compress2(dst.baseAddress, &length, src.baseAddress, uLong(src.count), 6)
            }
        }
        precondition(status == Z_OK, "zlib compress2 failed with status \(status)")
        out.removeSubrange(Int(length)...)
        return out
    }

    /// Appends a chunk: length, type, data, and the CRC-32 of type and data.
    package static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        out.appendBigEndian(UInt32(data.count))
        let start = out.count
        out += Array(type.utf8)
        out += data
        let crc = out[start...].withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        out.appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }
}

extension [UInt8] {
    package mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24), UInt8((v >> 16) & 255), UInt8((v >> 8) & 255), UInt8(v & 255)])
    }
}
