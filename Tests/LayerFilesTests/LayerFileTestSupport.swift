import Foundation
import LayerFiles

/// A scene document with a 100×80 canvas and `layers` (the text inside the array).
func sceneText(layers: String = "", canvas: String = #"{"width": 100, "height": 80}"#) -> String {
    #"{"canvas": \#(canvas), "layers": [\#(layers)]}"#
}

/// The scene parsed as "scene.json".
func parseScene(_ text: String, baseDirectory: String? = nil) throws -> LayerFile {
    try LayerFile.parse(text, path: "scene.json", baseDirectory: baseDirectory)
}

/// The one-line error for `text` (read as "scene.json"), or nil when it parses.
func sceneError(_ text: String, baseDirectory: String? = nil) -> String? {
    do {
        _ = try LayerFile.parse(text, path: "scene.json", baseDirectory: baseDirectory)
        return nil
    } catch {
        return error.description
    }
}

/// The committed scenes and images.
let assetsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Assets")
