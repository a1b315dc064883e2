import CPNG
import Formats

extension PNG {
    /// The widest or tallest image decoded, in pixels.
    public static let maximumImageSide = 16_384
    /// The most pixels an image decoded may have: 2²⁶ (64 Mi), 256 MB of premultiplied pixels.
    public static let maximumImagePixels = 1 << 26

    /// Decodes the PNG file at `path` with libpng into premultiplied pixels.
    ///
    /// Any PNG libpng reads (palette, grey, 16-bit, with or without alpha) arrives as 8-bit
    /// sRGB with straight alpha, which is premultiplied with exact rounding. Only a regular
    /// file is read (`InputFile`): a named pipe or a directory is an error, never a hang.
    public static func read(_ path: String) throws -> Image {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path) } catch {
            throw RenderingError.cannotRead(path: path, reason: error.reason)
        }
        return try decode(bytes, name: path)
    }

    /// Decodes PNG `bytes`; `name` is what errors call the data.
    public static func decode(_ bytes: [UInt8], name: String = "PNG data") throws -> Image {
        try bytes.withUnsafeBytes { raw in
            try decode(path: name) { png in png_image_begin_read_from_memory(png, raw.baseAddress, raw.count) }
        }
    }

    private static func decode(path: String, begin: (UnsafeMutablePointer<png_image>) -> Int32) throws -> Image {
        var png = png_image()
        png.version = fling_png_image_version()
        guard begin(&png) != 0 else { throw RenderingError.cannotRead(path: path, reason: message(png)) }
        png.format = fling_png_format_bgra()
        let width = Int(png.width)
        let height = Int(png.height)
        // The header's size is checked before anything is allocated: a 70-byte file may claim
        // a million pixels a side (4 TB decoded).
        guard width <= maximumImageSide, height <= maximumImageSide, width * height <= maximumImagePixels else {
            png_image_free(&png)
            throw RenderingError.cannotRead(
                path: path,
                reason:
                    "its header says \(width)×\(height) pixels; images may be at most \(maximumImageSide) pixels a side and \(maximumImagePixels) pixels in all"
            )
        }
        do {
            return try Image(width: width, height: height) { pixels in
                guard png_image_finish_read(&png, nil, pixels, Int32(width * 4), nil) != 0 else {
                    throw RenderingError.cannotRead(path: path, reason: message(png))
                }
                for i in 0..<(width * height) {
                    pixels[i] = premultiplied(UInt32(littleEndian: pixels[i]))
                }
            }
        } catch {
            png_image_free(&png)
            throw error
        }
    }

    /// Straight 0xAARRGGBB to premultiplied, each channel `c · a / 255` rounded.
    @inline(__always)
    package static func premultiplied(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 { return p }
        return a << 24 | PremultipliedColor.scale(p & 0x00FF_FFFF, by: a)
    }

    /// libpng's message for the last failure.
    private static func message(_ png: png_image) -> String {
        withUnsafeBytes(of: png.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
