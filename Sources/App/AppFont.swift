import Foundation
import SDLHost

/// The font the app sets text in: DejaVu Sans through SDL2_ttf (`TTFTextRasterizer`), in
/// every mode — a window, headless, a replay, `fling render` — so a window's screenshot
/// equals a headless one and replays hash the same pixels as live runs. FreeType's output is
/// the same on every run of one FreeType version, and the project's machines share Debian's.
///
/// When the font cannot be loaded (fonts-dejavu-core is missing), text falls back to the
/// renderer's built-in bitmap font and one warning line goes to stderr, once per process.
/// Replays then hash different pixels than their recorded traces.
public enum AppFont {
    /// A new rasterizer of the app's font, or nil (use the bitmap font) when it cannot load.
    public static func trueType() -> TTFTextRasterizer? {
        guard loadProblem == nil else { return nil }
        return try? TTFTextRasterizer()
    }

    /// Why the font cannot be loaded, or nil; evaluated (and warned about) once.
    public static let loadProblem: String? = { () -> String? in
        do throws(SDLError) {
            _ = try TTFTextRasterizer()
            return nil
        } catch {
            FileHandle.standardError.write(Data(
                "fling: warning: \(error.message); text is drawn in the built-in bitmap font instead\n".utf8))
            return error.message
        }
    }()
}
