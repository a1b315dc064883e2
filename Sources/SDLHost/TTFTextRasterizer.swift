import CSDL2TTF
import Rendering

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SDL_ttf keeps one FreeType library for every font, and FreeType requires that starting it
/// and opening or closing faces never run at once on two threads (sessions and tests run
/// side by side in one process). Setting text with fonts of one's own needs no lock.
private let freeTypeLock = FreeTypeLock()

private final class FreeTypeLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}

/// Text set by FreeType through SDL2_ttf, for the demo's labels and the profiler overlay.
///
/// Glyphs are rendered "blended" (anti-aliased, white on transparent) and their alpha is the
/// coverage the renderer tints. SDL2_ttf takes whole point sizes at 72 dpi, so the font's
/// em is the requested pixel size rounded. FreeType's output can differ a little between
/// its versions: golden tests of this text use a tolerance.
public final class TTFTextRasterizer: GlyphRasterizer {
    /// DejaVu Sans, from Debian's fonts-dejavu-core.
    public static let defaultFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    private let path: String
    private var fonts: [Int32: OpaquePointer] = [:]

    /// Opens the TrueType font at `fontPath` (it is opened again per pixel size on demand).
    public init(fontPath: String = TTFTextRasterizer.defaultFontPath) throws(SDLError) {
        let started = freeTypeLock.withLock { TTF_WasInit() > 0 || TTF_Init() == 0 }
        guard started else {
            throw SDLError("cannot start SDL_ttf: \(String(cString: SDL_GetError()))")
        }
        path = fontPath
        _ = try font(size: 12)
    }

    deinit {
        freeTypeLock.withLock {
            for font in fonts.values { TTF_CloseFont(font) }
        }
    }

    public func mask(for text: String, pixelSize: Double) -> GlyphMask {
        let size = Int32(max(1, min(pixelSize, 4096)).rounded())
        guard !text.isEmpty, let font = try? font(size: size),
              let surface = TTF_RenderUTF8_Blended_Wrapped(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255), 0)
        else { return .empty }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard width > 0, height > 0, let pixels = surface.pointee.pixels else { return .empty }
        var coverage = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                coverage[y * width + x] = UInt8(truncatingIfNeeded: row[x] >> 24)
            }
        }
        return GlyphMask(width: width, height: height, baseline: Int(TTF_FontAscent(font)), coverage: coverage)
    }

    private func font(size: Int32) throws(SDLError) -> OpaquePointer {
        if let font = fonts[size] { return font }
        guard let font = freeTypeLock.withLock({ TTF_OpenFont(path, size) }) else {
            throw SDLError("cannot open font \(path): \(String(cString: SDL_GetError()))")
        }
        fonts[size] = font
        return font
    }
}
