import Formats
import Foundation
import Layers
import Motion
import Raster
import Rendering

/// A layer file: a canvas and a layer tree, for `fling render` and `fling bench render`.
///
/// The format is in docs/layer-files.md. Reading is strict: an unknown key, a missing or
/// mistyped field or an out-of-range value is an `InputError` naming the file and the
/// field's JSON path, so a typo never silently draws something else.
public struct LayerFile {
    /// The file's path as the user gave it, for messages.
    public var path: String
    public var canvas: LayerFileCanvas
    /// A layer the size of the canvas at its origin, holding the file's `layers` in order.
    public var root: Layer
    /// The directory that relative `contents` paths are resolved against: the file's own.
    public var baseDirectory: String?
    /// The `contents` images, read and decoded with the file (when it has a base directory),
    /// by name as written.
    public var images: [String: Image] = [:]
    /// The image files those came from, in name order: inputs, like the layer file itself.
    public var imageFiles: [String] = []

    /// The keys of the document object.
    static let keys: Set<String> = ["format", "version", "canvas", "layers"]
    /// The value of `format`, when a file gives it.
    public static let formatName = "fling-scene"
    /// The newest version, which a file that gives none is read as: 2 added shapes,
    /// gradients, masks and shadow paths. A version-1 file that uses one of those is an error.
    public static let version = 2
    /// Every version this fling reads.
    public static let versions: ClosedRange<Int> = 1...2

    /// Reads and checks the layer file at `path`.
    public static func load(path: String) throws(InputError) -> LayerFile {
        let text = try readText(path)
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try parse(text, path: path, baseDirectory: directory)
    }

    /// Parses scene text. `path` names it in errors; with a `baseDirectory`, every `contents`
    /// image is read and decoded now (relative paths are resolved there), so a missing or
    /// broken image is an error naming the JSON path that referenced it.
    public static func parse(_ text: String, path: String, baseDirectory: String?) throws(InputError) -> LayerFile {
        try parse(text, path: path, baseDirectory: baseDirectory, maximumPathElements: Path.maximumElementCount)
    }

    /// `parse(_:path:baseDirectory:)` with a lower limit on a path's elements than
    /// `Path.maximumElementCount`, so a test can reach the limit without a 60 MB file.
    package static func parse(
        _ text: String, path: String, baseDirectory: String?, maximumPathElements: Int
    ) throws(InputError) -> LayerFile {
        let json: JSONValue
        do {
            json = try JSONParser.parse(text)
        } catch {
            throw InputError(source: path, place: error.place, message: error.message)
        }
        do {
            let document = try LayerFileValue(json: json, path: .root).object(keys: keys)
            let version = try checkVersion(document)
            let canvas = try LayerFileCanvas.read(try document.required("canvas"))
            let root = Layer(
                name: "root", position: Point(x: Double(canvas.width) / 2, y: Double(canvas.height) / 2),
                bounds: Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)))
            let reader = LayerFileReader(
                baseDirectory: baseDirectory, version: version, maximumPathElements: maximumPathElements)
            for layer in try document["layers"]?.elements() ?? [] {
                root.addSublayer(try reader.layer(layer))
            }
            var file = LayerFile(path: path, canvas: canvas, root: root, baseDirectory: baseDirectory)
            file.images = reader.images.mapValues(\.image)
            file.imageFiles = reader.images.sorted { $0.key < $1.key }.map(\.value.file)
            return file
        } catch {
            throw InputError(source: path, place: error.place, message: error.message)
        }
    }

    /// The file's version: the one it gives, or the newest when it gives none.
    private static func checkVersion(_ document: LayerFileValue) throws(InputError) -> Int {
        if let member = document["format"] {
            let format = try member.string()
            guard format == formatName else {
                throw InputError(field: "format", message: "is \"\(ErrorText.clip(format))\", not \"\(formatName)\"")
            }
        }
        guard let member = document["version"] else { return version }
        let found = try member.integer(1...Double(Int32.max))
        guard versions.contains(found) else {
            throw InputError(
                field: "version",
                message:
                    "\(found) is not a version this fling reads (it reads \(versions.map(String.init).joined(separator: " and ")))"
            )
        }
        return found
    }

    /// The file's text (a byte-order mark skipped), or an error with the reason in words.
    private static func readText(_ path: String) throws(InputError) -> String {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path) } catch {
            throw InputError(source: path, message: "cannot read: \(error.reason)")
        }
        guard let text = InputFile.text(bytes) else {
            throw InputError(source: path, message: "is not UTF-8 text; a scene is JSON")
        }
        return text
    }
}
