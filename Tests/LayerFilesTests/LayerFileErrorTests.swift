import Formats
import Foundation
import LayerFiles
import Testing

/// Every way a layer file can be wrong is one line naming the file and the JSON path.
@Suite("Layer files: errors")
struct LayerFileErrorTests {
    @Test(
        "syntax errors give the line and column",
        arguments: [
            ("{\"canvas\": }", "scene.json:1:12: unexpected character '}', expected a value"),
            ("{\"canvas\": {\"width\": 1,\n \"height\": 1,}}", "scene.json:2:14: expected a string key"),
            ("", "scene.json:1:1: unexpected end of input, expected a value"),
            (#"{"canvas": {"width": 1e999}}"#, "scene.json:1:27: number out of range: 1e999"),
        ])
    func syntax(text: String, expected: String) {
        #expect(sceneError(text) == expected)
    }

    @Test(
        "the document and the canvas",
        arguments: [
            ("[]", "scene.json: (document): must be an object, not an array"),
            ("{}", "scene.json: canvas: is missing"),
            (
                #"{"canvas": {"width": 1, "height": 1}, "layer": []}"#,
                "scene.json: layer: is not a known field (known: canvas, format, layers, version)"
            ),
            (
                #"{"format": "svg", "canvas": {"width": 1, "height": 1}}"#,
                #"scene.json: format: is "svg", not "fling-scene""#
            ),
            (
                #"{"version": 3, "canvas": {"width": 1, "height": 1}}"#,
                "scene.json: version: 3 is not a version this fling reads (it reads 1 and 2)"
            ),
            (#"{"canvas": [1, 2]}"#, "scene.json: canvas: must be an object, not an array"),
            (#"{"canvas": {"height": 1}}"#, "scene.json: canvas.width: is missing"),
            (#"{"canvas": {"width": -4, "height": 1}}"#, "scene.json: canvas.width: -4 is out of range 1…8192"),
            (#"{"canvas": {"width": 10.5, "height": 1}}"#, "scene.json: canvas.width: 10.5 must be a whole number"),
            (
                #"{"canvas": {"width": "wide", "height": 1}}"#,
                "scene.json: canvas.width: must be a number, not a string"
            ),
            (
                #"{"canvas": {"width": 1, "height": 1, "scale": 0}}"#,
                "scene.json: canvas.scale: 0 is out of range 0.25…16"
            ),
            (
                #"{"canvas": {"width": 1280, "height": 800, "scale": 8}}"#,
                "scene.json: canvas.scale: 8 makes the image 10240×6400 pixels; each side must be at most 8192"
            ),
            (
                #"{"canvas": {"width": 1, "height": 1, "clearColor": "white"}}"#,
                "scene.json: canvas.clearColor: must be [red, green, blue] or [red, green, blue, alpha] (sRGB 0…255, alpha 0…1), not a string"
            ),
            (
                #"{"canvas": {"width": 1, "height": 1, "depth": 1}}"#,
                "scene.json: canvas.depth: is not a known field (known: clearColor, height, scale, width)"
            ),
            (
                #"{"canvas": {"width": 1, "height": 1}, "layers": {}}"#,
                "scene.json: layers: must be an array, not an object"
            ),
        ])
    func document(text: String, expected: String) {
        #expect(sceneError(text) == expected)
    }

    @Test(
        "layer values, by their path",
        arguments: [
            (#"{}, {}, {}, {"shadow": {"opacity": 1.7}}"#, "layers[3].shadow.opacity: 1.7 is out of range 0…1"),
            ("7", "layers[0]: must be an object, not a number"),
            (#"{"opacity": -0.5}"#, "layers[0].opacity: -0.5 is out of range 0…1"),
            (#"{"opacity": "half"}"#, "layers[0].opacity: must be a number, not a string"),
            (#"{"cornerRadius": -1}"#, "layers[0].cornerRadius: -1 must be at least 0"),
            (#"{"bounds": [0, 0, -5, 10]}"#, "layers[0].bounds[2]: -5 must be at least 0"),
            (#"{"bounds": [0, 0, 10, -5]}"#, "layers[0].bounds[3]: -5 must be at least 0"),
            (#"{"bounds": [0, 0, 10]}"#, "layers[0].bounds: must be [x, y, width, height], not 3 numbers"),
            (#"{"frame": [0, 0, -1, 10]}"#, "layers[0].frame[2]: -1 must be at least 0"),
            (
                #"{"frame": [0, 0, 1, 1], "position": [0, 0]}"#,
                "layers[0].frame: cannot be given with position: a frame sets both"
            ),
            (#"{"position": "centre"}"#, "layers[0].position: must be [x, y], not a string"),
            (#"{"position": [1, null]}"#, "layers[0].position[1]: must be a number, not null"),
            (#"{"anchorPoint": [0.5]}"#, "layers[0].anchorPoint: must be [x, y], not 1 number"),
            (#"{"backgroundColor": [256, 0, 0]}"#, "layers[0].backgroundColor[0]: 256 is out of range 0…255"),
            (#"{"backgroundColor": [0, -1, 0]}"#, "layers[0].backgroundColor[1]: -1 is out of range 0…255"),
            (#"{"backgroundColor": [0, 12.5, 0]}"#, "layers[0].backgroundColor[1]: 12.5 must be a whole number"),
            (#"{"backgroundColor": [0, 0, 0, 1.5]}"#, "layers[0].backgroundColor[3]: 1.5 is out of range 0…1"),
            (
                #"{"backgroundColor": [0, 0]}"#,
                "layers[0].backgroundColor: must be [red, green, blue] or [red, green, blue, alpha] (sRGB 0…255, alpha 0…1), not 2 numbers"
            ),
            (
                #"{"transform": [1, 0, 0, 0, 1, 0, 0, 0, 1]}"#,
                "layers[0].transform: must be 16 numbers (m11 … m44, row by row), not 9 numbers"
            ),
            (
                #"{"transform": "identity"}"#,
                "layers[0].transform: must be 16 numbers (m11 … m44, row by row), not a string"
            ),
            (
                #"{"sublayerTransform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, true]}"#,
                "layers[0].sublayerTransform[15]: must be a number, not a boolean"
            ),
            (
                #"{"maskedCorners": ["minXMinY", "topLeft"]}"#,
                #"layers[0].maskedCorners[1]: "topLeft" is not a corner (minXMinY, maxXMinY, minXMaxY, maxXMaxY)"#
            ),
            (#"{"maskedCorners": "all"}"#, "layers[0].maskedCorners: must be an array, not a string"),
            (#"{"hidden": 1}"#, "layers[0].hidden: must be true or false, not a number"),
            (#"{"masksToBounds": "yes"}"#, "layers[0].masksToBounds: must be true or false, not a string"),
            (#"{"name": 3}"#, "layers[0].name: must be a string, not a number"),
            (#"{"contents": ""}"#, "layers[0].contents: is empty; give a PNG file's path"),
            (#"{"contents": 5}"#, "layers[0].contents: must be a string, not a number"),
            (#"{"border": {"color": [0, 0, 0]}}"#, "layers[0].border.width: is missing"),
            (#"{"border": {"width": -2}}"#, "layers[0].border.width: -2 must be at least 0"),
            (
                #"{"border": {"width": 1, "style": "dashed"}}"#,
                "layers[0].border.style: is not a known field (known: color, width)"
            ),
            (#"{"border": 2}"#, "layers[0].border: must be an object, not a number"),
            (#"{"shadow": {"radius": 6}}"#, "layers[0].shadow.opacity: is missing"),
            (#"{"shadow": {"opacity": 1, "radius": -6}}"#, "layers[0].shadow.radius: -6 is out of range 0…10000"),
            (#"{"shadow": {"opacity": 1, "radius": 1e308}}"#, "layers[0].shadow.radius: 1e308 is out of range 0…10000"),
            (
                #"{"shadow": {"opacity": 1, "offset": [0]}}"#,
                "layers[0].shadow.offset: must be [width, height], not 1 number"
            ),
            (
                #"{"shadow": {"opacity": 1, "blur": 3}}"#,
                "layers[0].shadow.blur: is not a known field (known: color, offset, opacity, path, radius)"
            ),
            (
                #"{"sublayers": [{}, {"border": {"width": 1, "color": [0, 0, 0, 2]}}]}"#,
                "layers[0].sublayers[1].border.color[3]: 2 is out of range 0…1"
            ),
            (#"{"sublayers": {}}"#, "layers[0].sublayers: must be an array, not an object"),
            (#"{"text": "Hello"}"#, "layers[0].text: must be an object, not a string"),
            (#"{"text": {"fontSize": 12}}"#, "layers[0].text.string: is missing"),
            (#"{"text": {"string": 12}}"#, "layers[0].text.string: must be a string, not a number"),
            (#"{"text": {"string": "a", "fontSize": 0}}"#, "layers[0].text.fontSize: 0 must be greater than 0"),
            (#"{"text": {"string": "a", "fontSize": -3}}"#, "layers[0].text.fontSize: -3 must be greater than 0"),
            (#"{"text": {"string": "a", "color": [0, 0, 300]}}"#, "layers[0].text.color[2]: 300 is out of range 0…255"),
            (
                #"{"text": {"string": "a", "alignment": "middle"}}"#,
                #"layers[0].text.alignment: "middle" is not an alignment (left, center, right)"#
            ),
            (#"{"text": {"string": "a", "alignment": 1}}"#, "layers[0].text.alignment: must be a string, not a number"),
            (
                #"{"text": {"string": "a", "font": "Helvetica"}}"#,
                "layers[0].text.font: is not a known field (known: alignment, color, fontSize, string)"
            ),
        ])
    func layerValues(layers: String, expected: String) {
        #expect(sceneError(sceneText(layers: layers)) == "scene.json: \(expected)")
    }

    @Test("an unknown layer key lists the known ones")
    func unknownLayerKey() throws {
        let message = try #require(sceneError(sceneText(layers: #"{}, {"shadw": {}}"#)))
        #expect(
            message.hasPrefix(
                "scene.json: layers[1].shadw: is not a known field (known: anchorPoint, backgroundColor, blur, border, bounds,"
            ))
        #expect(message.contains("shadow") && message.contains("sublayers"))
    }

    @Test("contents must be a readable file, resolved against the scene's directory")
    func unreadableContents() throws {
        let directory = assetsDirectory.appendingPathComponent("LayerFiles").path
        let found = sceneText(layers: #"{"contents": "../Images/checkerboard.png"}"#)
        #expect(sceneError(found, baseDirectory: directory) == nil)
        let missing = sceneText(layers: #"{"contents": "nope.png"}"#)
        #expect(
            sceneError(missing, baseDirectory: directory)
                == #"scene.json: layers[0].contents: cannot read "nope.png" (\#(directory)/nope.png): no such file"#)
        #expect(sceneError(missing) == nil, "without a base directory nothing is looked up")
    }

    @Test("a file that cannot be read, or is not text")
    func unreadableFile() throws {
        #expect(throws: InputError(source: "/nonexistent/scene.json", message: "cannot read: no such file")) {
            try LayerFile.load(path: "/nonexistent/scene.json")
        }
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fling-scene-\(UUID().uuidString).json")
        try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: binary)
        defer { try? FileManager.default.removeItem(at: binary) }
        #expect(throws: InputError(source: binary.path, message: "is not UTF-8 text; a scene is JSON")) {
            try LayerFile.load(path: binary.path)
        }
    }

    @Test("a contents path naming a pipe, a folder or a broken PNG is an error at its JSON path, without blocking")
    func contentsThatIsNoImage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fling-layerfiles-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo("\(folder)/pipe", 0o600) == 0)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: "\(folder)/broken.png"))
        let cases = [
            (
                "pipe",
                #"scene.json: layers[2].contents: cannot read "pipe" (\#(folder)/pipe): is a named pipe (FIFO), not a regular file"#
            ),
            (".", #"scene.json: layers[2].contents: cannot read "." (\#(folder)/.): is a directory"#),
            ("broken.png", #"scene.json: layers[2].contents: "broken.png" is not a PNG this renderer reads: "#),
        ]
        for (name, expected) in cases {
            let message = sceneError(sceneText(layers: #"{}, {}, {"contents": "\#(name)"}"#), baseDirectory: folder)
            #expect(message?.hasPrefix(expected) == true, "\(message ?? "no error")")
        }
    }

    @Test("the images a layer file names are read with it, once each, and listed as its inputs")
    func imagesAreReadWithTheFile() throws {
        let directory = assetsDirectory.appendingPathComponent("LayerFiles").path
        let file = try parseScene(
            sceneText(
                layers: #"{"contents": "../Images/checkerboard.png"}, {"contents": "../Images/checkerboard.png"}"#),
            baseDirectory: directory)
        #expect(Array(file.images.keys) == ["../Images/checkerboard.png"])
        #expect(file.imageFiles == ["\(directory)/../Images/checkerboard.png"])
    }

    @Test("a layer file that starts with a UTF-8 byte-order mark reads like one without")
    func byteOrderMark() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fling-layerfiles-\(UUID().uuidString).json"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data([0xEF, 0xBB, 0xBF] + Array(sceneText(layers: "{}").utf8)).write(to: URL(fileURLWithPath: path))
        #expect(try LayerFile.load(path: path).root.sublayers.count == 1)
    }

    @Test("every message is one line")
    func oneLine() {
        for text in [
            "{", sceneText(layers: #"{"shadow": {"opacity": 2}}"#), sceneText(layers: #"{"bogus": 1}"#),
            sceneText(layers: #"{"bo\ngus\u001B[31m": 1}"#), sceneText(layers: #"{"maskedCorners": ["top\r\nLeft"]}"#),
        ] {
            let message = sceneError(text)
            #expect(message != nil && message?.unicodeScalars.contains { $0.value < 0x20 } == false, "\(message ?? "")")
        }
    }
}
