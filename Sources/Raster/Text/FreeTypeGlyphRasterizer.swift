import CFreeType

/// Text set by FreeType from a TrueType or OpenType font: anti-aliased coverage, hinted as
/// FreeType hints by default, kerned where the font has a kerning table.
///
/// Each rasterizer has its own FreeType library, so rasterizers on different threads never
/// share FreeType state and need no lock. Glyphs are rendered once per pixel size and
/// reused, and a text of any length is laid out in one pass: the cost is linear in the
/// text. Lines are split at "\n" and set `lineHeight` apart, left-aligned.
///
/// FreeType's output can change a little between its versions (its hinter and rasterizer
/// evolve): golden images of text compare with a tolerance, and traces of behaviour hold no
/// pixels.
public final class FreeTypeGlyphRasterizer: GlyphRasterizer {
    /// DejaVu Sans, from Debian's fonts-dejavu-core: the font Fling sets its text in.
    public static let defaultFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// The largest em, in device pixels, text is set at; larger requests are set at this size.
    public static let maximumPixelSize = 1024

    private let library: FT_Library
    private let face: FT_Face
    private var size = 0
    /// Rendered glyphs of the current size, by glyph index.
    private var glyphs: [UInt32: Glyph] = [:]

    /// One glyph's coverage, placed relative to the pen on the baseline.
    private struct Glyph {
        package var left: Int, top: Int, width: Int, height: Int
        package var advance: Int
        package var coverage: [UInt8]
    }

    /// Opens the font at `fontPath`.
    public init(fontPath: String = FreeTypeGlyphRasterizer.defaultFontPath) throws(RenderingError) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw .cannotRead(path: fontPath, reason: "FreeType could not start")
        }
        var face: FT_Face?
        let error = FT_New_Face(library, fontPath, 0, &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw .cannotRead(path: fontPath, reason: Self.describe(error))
        }
        self.library = library
        self.face = face
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    public func mask(for text: String, pixelSize: Double) -> GlyphMask {
        guard !text.isEmpty else { return .empty }
        let wanted = pixelSize.isFinite ? Int(max(1, min(pixelSize, Double(Self.maximumPixelSize))).rounded()) : 12
        guard select(size: wanted) else { return .empty }
        let metrics = face.pointee.size.pointee.metrics
        let ascent = Int(metrics.ascender + 63) >> 6   // rounded up: no ink above row 0
        let descent = Int(-metrics.descender + 63) >> 6
        let lineHeight = max(1, Int(metrics.height + 32) >> 6)
        let kerning = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0

        // One pass places every glyph; a second blits them into the mask.
        var placed: [(glyph: Glyph, x: Int, y: Int)] = []
        var inkWidth = 0
        var lines = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let baseline = ascent + lines * lineHeight
            var pen = 0
            var previous: UInt32 = 0
            for scalar in line.unicodeScalars {
                let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
                if kerning, previous != 0, index != 0 {
                    var delta = FT_Vector()
                    if FT_Get_Kerning(face, previous, index, FT_KERNING_DEFAULT.rawValue, &delta) == 0 {
                        pen += Int(delta.x + 32) >> 6
                    }
                }
                guard let glyph = glyph(index) else { continue }
                placed.append((glyph, pen + glyph.left, baseline - glyph.top))
                pen += glyph.advance
                inkWidth = max(inkWidth, pen, pen - glyph.advance + glyph.left + glyph.width)
                previous = index
            }
            lines += 1
        }
        let (width, height) = GlyphMask.limited(width: inkWidth, height: ascent + descent + (lines - 1) * lineHeight)
        guard width > 0, height > 0 else { return .empty }
        var coverage = [UInt8](repeating: 0, count: width * height)
        for (glyph, x0, y0) in placed {
            // Glyphs cut off by the mask's limit cost nothing to skip.
            guard y0 < height, x0 < width, y0 + glyph.height > 0, x0 + glyph.width > 0 else { continue }
            for row in 0..<glyph.height {
                let y = y0 + row
                guard y >= 0 && y < height else { continue }
                for column in 0..<glyph.width {
                    let x = x0 + column
                    guard x >= 0 && x < width else { continue }
                    let ink = glyph.coverage[row * glyph.width + column]
                    if ink > coverage[y * width + x] { coverage[y * width + x] = ink }
                }
            }
        }
        return GlyphMask(width: width, height: height, baseline: ascent, coverage: coverage)
    }

    /// Sets the face's em to `pixels`; a new size forgets the glyphs rendered at the old one.
    private func select(size pixels: Int) -> Bool {
        guard pixels != size else { return true }
        guard FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixels)) == 0 else { return false }
        size = pixels
        glyphs.removeAll(keepingCapacity: true)
        return true
    }

    /// The glyph at `index` rendered at the current size, or nil when FreeType cannot render it.
    private func glyph(_ index: UInt32) -> Glyph? {
        if let glyph = glyphs[index] { return glyph }
        guard FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_DEFAULT)) == 0,
            FT_Render_Glyph(face.pointee.glyph, FT_RENDER_MODE_NORMAL) == 0
        else { return nil }
        let slot = face.pointee.glyph.pointee
        let bitmap = slot.bitmap
        let width = Int(bitmap.width)
        let height = Int(bitmap.rows)
        let pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * height)
        if let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) {
            for row in 0..<height {
                let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * -pitch
                for column in 0..<width { coverage[row * width + column] = source[column] }
            }
        }
        let glyph = Glyph(
            left: Int(slot.bitmap_left), top: Int(slot.bitmap_top), width: width, height: height,
            advance: Int(slot.advance.x + 32) >> 6, coverage: coverage)
        glyphs[index] = glyph
        return glyph
    }

    private static func describe(_ error: FT_Error) -> String {
        switch error {
        case 0x01: return "no such file or it cannot be opened"
        case 0x02, 0x03: return "not a font FreeType can read"
        default: return "FreeType error \(error)"
        }
    }
}
