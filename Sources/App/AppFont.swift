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

    /// Why the app's font cannot be loaded, or nil; found out (and warned about) once.
    public static let loadProblem: String? = problem(loading: TTFTextRasterizer.defaultFontPath) { line in
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Why the font at `path` cannot be loaded, or nil when it loads; a problem is also
    /// handed to `warn` as the one line (newline included) to show the user.
    static func problem(loading path: String, warn: (String) -> Void) -> String? {
        do throws(SDLError) {
            _ = try TTFTextRasterizer(fontPath: path)
            return nil
        } catch {
            warn("fling: warning: \(error.message); text is drawn in the built-in bitmap font instead\n")
            return error.message
        }
    }
}
