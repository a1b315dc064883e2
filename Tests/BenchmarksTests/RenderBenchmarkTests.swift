import Benchmarks
import Formats
import Foundation
import LayerFiles
import Rendering
import Testing

@Suite("fling render and bench render, in process")
struct RenderBenchmarkTests {
    @Test("a scene draws into a buffer of its pixel size, starting from the clear colour")
    func drawsAtScale() throws {
        let text = layerDocument(
            #"{"frame": [0, 0, 5, 4], "backgroundColor": [0, 0, 255]}"#,
            canvas: #"{"width": 10, "height": 8, "scale": 2, "clearColor": [255, 0, 0]}"#)
        let renderer = LayerFileRenderer(scene: try LayerFile.parse(path: "scene.json", text))
        try renderer.draw()
        #expect(renderer.buffer.width == 20 && renderer.buffer.height == 16)
        #expect(renderer.buffer[2, 2] == 0xFF00_00FF, "inside the layer")
        #expect(renderer.buffer[15, 12] == 0xFFFF_0000, "outside it: the clear colour")
    }

    @Test("the default scene is found under the current directory, else above the executable")
    func defaultFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fling-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let package = root.appendingPathComponent("package")
        let elsewhere = root.appendingPathComponent("elsewhere")
        let scene = package.appendingPathComponent(RenderBenchmark.defaultFile)
        let executable = package.appendingPathComponent(".build/release/fling")
        for directory in [scene.deletingLastPathComponent(), executable.deletingLastPathComponent(), elsewhere] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        try Data("{}".utf8).write(to: scene)
        try Data().write(to: executable)

        #expect(
            RenderBenchmark.findDefaultFile(currentDirectory: elsewhere.path, executable: executable.path) == scene.path
        )
        #expect(
            RenderBenchmark.findDefaultFile(currentDirectory: package.path, executable: "/usr/bin/true") == scene.path)
        #expect(
            RenderBenchmark.findDefaultFile(
                currentDirectory: elsewhere.path, executable: elsewhere.appendingPathComponent("fling").path) == nil)
    }

    @Test("a run reports every frame, the floor and the frame's hash")
    func result() throws {
        let scene = try LayerFile.parse(
            path: "scene.json",
            layerDocument(#"{"frame": [10, 10, 50, 40], "backgroundColor": [0, 128, 0], "cornerRadius": 8}"#))
        let result = try RenderBenchmark.run(scene, .init(threads: 2, frames: 3, warmupFrames: 1))
        #expect(
            result.cpuMilliseconds.count == 3 && result.wallMilliseconds.count == 3
                && result.memsetMilliseconds.count == 3)
        let reference = LayerFileRenderer(scene: scene)
        try reference.draw()
        #expect(result.frameHash == reference.buffer.hashHex)
        let json = result.json()
        for key in [
            "scene", "threads", "frames", "cpu_ms_per_frame_median", "wall_ms_per_frame_median", "memset_ms_median",
        ] {
            #expect(json[key] != nil, "\(key)")
        }
        #expect(
            json["threads"] == .number("2") && json["frames"] == .number("3") && json["scene"] == .string("scene.json"))
    }
}

/// A layer file with a 100×80 canvas (and `canvas` instead when given) holding `layers`.
private func layerDocument(_ layers: String, canvas: String = #"{"width": 100, "height": 80}"#) -> String {
    #"{"canvas": \#(canvas), "layers": [\#(layers)]}"#
}

extension LayerFile {
    fileprivate static func parse(path: String, _ text: String) throws -> LayerFile {
        try parse(text, path: path, baseDirectory: nil)
    }
}
