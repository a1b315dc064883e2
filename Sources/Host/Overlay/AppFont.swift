internal import Foundation
package import Raster

/// The font the app sets text in: DejaVu Sans through FreeType (`FreeTypeGlyphRasterizer`),
/// in every mode — a window, headless, a replay, `fling render` — so a window's screenshot
/// equals a headless one. FreeType's output is the same on every run of one FreeType version.
///
/// When the font cannot be loaded (fonts-dejavu-core is missing), text falls back to the
/// renderer's built-in bitmap font and one warning line goes to stderr, once per process.
package enum AppFont {
    /// A new rasterizer of the app's font, or nil (use the bitmap font) when it cannot load.
    package static func trueType() -> FreeTypeGlyphRasterizer? {
        guard loadProblem == nil else { return nil }
        return try? FreeTypeGlyphRasterizer()
    }

    /// Why the app's font cannot be loaded, or nil; found out (and warned about) once.
    package static let loadProblem: String? = problem(loading: FreeTypeGlyphRasterizer.defaultFontPath) { line in
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Why the font at `path` cannot be loaded, or nil when it loads; a problem is also
    /// handed to `warn` as the one line (newline included) to show the user.
    static func problem(loading path: String, warn: (String) -> Void) -> String? {
        do throws(RenderingError) {
            _ = try FreeTypeGlyphRasterizer(fontPath: path)
            return nil
        } catch {
            warn("fling: warning: \(error.description); text is drawn in the built-in bitmap font instead\n")
            return error.description
        }
    }
}
