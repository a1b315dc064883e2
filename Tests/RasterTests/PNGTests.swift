import CZlib
import Foundation
import Geometry
import Motion
import Raster
import Testing

@Suite struct PNGTests {
    /// A 4×2 image: opaque, semi-transparent, low-alpha and transparent pixels.
    func sampleBuffer() -> PixelBuffer {
        let buffer = PixelBuffer(width: 4, height: 2)
        let colors: [(Int, Int, Color)] = [
            (0, 0, Color(red8: 10, green8: 20, blue8: 30)),
            (1, 0, Color(red8: 255, green8: 128, blue8: 0, alpha: 0.5)),
            (2, 0, Color(red8: 200, green8: 100, blue8: 50, alpha: 0.2)),
            (0, 1, .white),
            (3, 1, Color(red8: 1, green8: 2, blue8: 3, alpha: 1)),
        ]
        for (x, y, color) in colors {
            Rasterizer.fillRoundedRect(
                Rect(x: Double(x), y: Double(y), width: 1, height: 1), cornerRadius: 0, color: color, into: buffer)
        }
        return buffer
    }

    @Test func startsWithSignatureAndHeader() throws {
        let png = PNG.encode(PixelBuffer(width: 300, height: 2))
        #expect(Array(png.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        let chunks = try Chunks(png)
        #expect(chunks.types.first == "IHDR" && chunks.types.last == "IEND")
        let header = chunks.data("IHDR")
        #expect(header.count == 13)
        #expect(bigEndian(header, 0) == 300 && bigEndian(header, 4) == 2)
        #expect(Array(header[8...]) == [8, 6, 0, 0, 0])
    }

    @Test func everyChunkCRCVerifies() throws {
        let chunks = try Chunks(PNG.encode(sampleBuffer()))
        #expect(chunks.types.contains("IDAT"))
        #expect(chunks.badCRCs.isEmpty)
    }

    @Test func idatInflatesToStraightAlphaRGBA() throws {
        let decoded = try decodePNG(PNG.encode(sampleBuffer()))
        #expect(decoded.width == 4 && decoded.height == 2)
        // a = 128: premultiplied (128, 64, 0) → (128·255 + 64) / 128 = 255, (64·255 + 64) / 128 = 128.
        // a = 51: premultiplied (40, 20, 10) → 200, 100, 50.
        #expect(
            decoded.rgba == [
                10, 20, 30, 255, 255, 128, 0, 128, 200, 100, 50, 51, 0, 0, 0, 0,
                255, 255, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 255,
            ])
    }

    @Test func everyFilterRoundTripsOnAVariedImage() throws {
        let buffer = PixelBuffer(width: 61, height: 23)
        buffer.clear(to: Color(red8: 12, green8: 200, blue8: 90, alpha: 0.7))
        var random = SplitMix64(seed: 3)
        for _ in 0..<25 {
            let color = Color(
                red: random.next(in: 0...1), green: random.next(in: 0...1), blue: random.next(in: 0...1),
                alpha: random.next(in: 0...1))
            let rect = Rect(
                x: random.next(in: -5...55), y: random.next(in: -5...20),
                width: random.next(in: 1...30), height: random.next(in: 1...15))
            Rasterizer.fillRoundedRect(rect, cornerRadius: random.next(in: 0...8), color: color, into: buffer)
        }
        var expected: [UInt8] = []
        for y in 0..<23 {
            for x in 0..<61 {
                let p = buffer[x, y]
                let a = p >> 24
                func straight(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
                expected += [straight((p >> 16) & 255), straight((p >> 8) & 255), straight(p & 255), UInt8(a)]
            }
        }
        let decoded = try decodePNG(PNG.encode(buffer))
        #expect(decoded.rgba == expected)
        #expect(Set(decoded.filters).count > 1, "rows pick different filters")
    }

    @Test func writeCreatesTheFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fling-png-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let buffer = sampleBuffer()
        try PNG.write(buffer, to: path)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == PNG.encode(buffer))
    }

    @Test func writeErrorNamesThePathAndTheReason() {
        let path = "/nonexistent-fling-dir/out.png"
        #expect(throws: RenderingError.cannotWrite(path: path, reason: "no such folder")) {
            try PNG.write(sampleBuffer(), to: path)
        }
        #expect(
            RenderingError.cannotWrite(path: path, reason: "no such folder").description
                == "cannot write /nonexistent-fling-dir/out.png: no such folder")
        #expect(throws: RenderingError.self) { try PNG.write(PixelBuffer(width: 0, height: 3), to: "/tmp/empty.png") }
    }
}

func bigEndian(_ bytes: [UInt8], _ at: Int) -> Int {
    bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
}

struct PNGFormatError: Error {
    let message: String
}

/// A PNG's chunks, with their CRCs checked by zlib's `crc32`.
struct Chunks {
    var types: [String] = []
    var payloads: [[UInt8]] = []
    var badCRCs: [String] = []

    init(_ png: [UInt8]) throws {
        var at = 8
        while at < png.count {
            guard at + 12 <= png.count else { throw PNGFormatError(message: "truncated chunk at \(at)") }
            let length = bigEndian(png, at)
            guard at + 12 + length <= png.count else { throw PNGFormatError(message: "chunk overruns the file") }
            let typeAndData = Array(png[at + 4..<at + 8 + length])
            let crc = typeAndData.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
            let type = String(decoding: typeAndData.prefix(4), as: UTF8.self)
            if crc != uLong(bigEndian(png, at + 8 + length)) { badCRCs.append(type) }
            types.append(type)
            payloads.append(Array(typeAndData.dropFirst(4)))
            at += 12 + length
        }
    }

    func data(_ type: String) -> [UInt8] {
        zip(types, payloads).filter { $0.0 == type }.flatMap(\.1)
    }
}

/// Inflates and un-filters an 8-bit RGBA PNG written by `PNG.encode`.
func decodePNG(_ png: [UInt8]) throws -> (width: Int, height: Int, rgba: [UInt8], filters: [UInt8]) {
    let chunks = try Chunks(png)
    let header = chunks.data("IHDR")
    let width = bigEndian(header, 0)
    let height = bigEndian(header, 4)
    let stride = width * 4
    let compressed = chunks.data("IDAT")
    var raw = [UInt8](repeating: 0, count: height * (stride + 1))
    var length = uLong(raw.count)
    let status = raw.withUnsafeMutableBufferPointer { out in
        compressed.withUnsafeBufferPointer { uncompress(out.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
    }
    guard status == Z_OK, length == uLong(raw.count) else { throw PNGFormatError(message: "inflate failed: \(status)") }

    var rgba = [UInt8](repeating: 0, count: height * stride)
    var filters: [UInt8] = []
    for y in 0..<height {
        let filter = raw[y * (stride + 1)]
        filters.append(filter)
        for i in 0..<stride {
            let v = Int(raw[y * (stride + 1) + 1 + i])
            let a = i >= 4 ? Int(rgba[y * stride + i - 4]) : 0
            let b = y > 0 ? Int(rgba[(y - 1) * stride + i]) : 0
            let c = i >= 4 && y > 0 ? Int(rgba[(y - 1) * stride + i - 4]) : 0
            let predictor: Int
            switch filter {
            case 0: predictor = 0
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4:
                let p = a + b - c
                let pa = abs(p - a)
                let pb = abs(p - b)
                let pc = abs(p - c)
                predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            default: throw PNGFormatError(message: "bad filter \(filter) on row \(y)")
            }
            rgba[y * stride + i] = UInt8((v + predictor) & 255)
        }
    }
    return (width, height, rgba, filters)
}
