import Formats
import Raster
import Rendering

/// Where a chart goes: the format follows the output file's extension.
public enum PlotOutput: Sendable, Equatable {
    case svg
    case png

    /// The format for `path`: `.svg` or `.png`, in any case.
    public init(path: String) throws(InputError) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else {
            throw InputError("--output \(ErrorText.path(path)) has no extension; use .svg or .png")
        }
        switch name[name.index(after: dot)...].lowercased() {
        case "svg": self = .svg
        case "png": self = .png
        case let other:
            throw InputError(
                "--output \(ErrorText.path(path)): .\(ErrorText.clip(other)) is not a plot format; use .svg or .png")
        }
    }

    /// The canvas sizes plots accept, in pixels.
    public static let sizes = 240...8192

    /// Checks `--width` and `--height`.
    public static func validate(width: Int, height: Int) throws(InputError) {
        guard sizes.contains(width) else {
            throw InputError("--width must be between \(sizes.lowerBound) and \(sizes.upperBound) pixels, not \(width)")
        }
        guard sizes.contains(height) else {
            throw InputError(
                "--height must be between \(sizes.lowerBound) and \(sizes.upperBound) pixels, not \(height)")
        }
    }

    /// Draws `chart` on a `width` × `height` canvas and writes it to `path` in the format its
    /// extension names.
    public static func write(_ chart: Chart, to path: String, width: Int, height: Int) throws(InputError) {
        let format = try PlotOutput(path: path)
        try validate(width: width, height: height)
        switch format {
        case .svg:
            try writeText(ChartSVG.render(chart, width: width, height: height), to: path)
        case .png:
            do {
                try PNG.write(ChartBitmap.render(chart, width: width, height: height), to: path)
            } catch {
                throw InputError("\(error)")
            }
        }
    }

    /// Writes `text` as UTF-8, replacing the file only once the new one is complete.
    private static func writeText(_ text: String, to path: String) throws(InputError) {
        do { try AtomicFile.write(text, to: path) } catch { throw InputError(error.description) }
    }
}
