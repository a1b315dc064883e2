import Formats
import Foundation
import Testing

/// `fling render` and `fling bench render` as a user runs them.
@Suite("fling render and fling bench render")
struct RenderCommandTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/LayerFiles")

    @Test(
        "render writes a PNG of the canvas's size, times --scale",
        arguments: [
            ("reference.json", [String](), 1280, 800),
            ("reference-3d.json", ["--threads", "2"], 1280, 800),
            ("reference-fills.json", ["--scale", "0.5"], 640, 400),
            ("showcase.json", ["--threads", "2"], 1920, 1200),
        ])
    func writesPNG(scene: String, flags: [String], width: Int, height: Int) throws {
        let output = try FlingProcess.temporaryDirectory().appendingPathComponent("out.png")
        let result = try FlingProcess.run(
            ["render", Self.scenes.appendingPathComponent(scene).path, "-o", output.path] + flags)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == "wrote \(output.path) (\(width)×\(height) pixels)\n")
        let size = FlingProcess.pngSize(try Data(contentsOf: output))
        #expect(size?.width == width && size?.height == height)
    }

    @Test("a bad scene is one line naming the file and the JSON path, and writes nothing")
    func badScene() throws {
        let directory = try FlingProcess.temporaryDirectory()
        let scene = directory.appendingPathComponent("scene.json")
        try Data(#"{"canvas": {"width": 64, "height": 64}, "layers": [{}, {}, {}, {"shadow": {"opacity": 1.7}}]}"#.utf8)
            .write(to: scene)
        let output = directory.appendingPathComponent("out.png")
        let result = try FlingProcess.run(["render", scene.path, "-o", output.path])
        #expect(result.status != 0)
        #expect(result.stderr == "fling: \(scene.path): layers[3].shadow.opacity: 1.7 is out of range 0…1\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test(
        "user errors are one line",
        arguments: [
            (
                ["render", "/nonexistent/scene.json", "-o", "/tmp/x.png"],
                "fling: /nonexistent/scene.json: cannot read: no such file"
            ),
            (
                ["render", "REFERENCE", "-o", "/tmp/x.png", "--threads", "0"],
                "--threads must be between 1 and 64; got 0"
            ),
            (
                ["render", "REFERENCE", "-o", "/tmp/x.png", "--scale", "100"],
                "fling: render: --scale: 100 is out of range 0.25…16"
            ),
            (
                ["render", "REFERENCE", "-o", "/nonexistent/dir/x.png"],
                "fling: --output /nonexistent/dir/x.png: no such folder"
            ),
            (["render", "REFERENCE"], "Missing expected argument '--output <file>'"),
            (
                ["bench", "render", "--file", "/nonexistent/scene.json"],
                "fling: /nonexistent/scene.json: cannot read: no such file"
            ),
            (["bench", "render", "--frames", "0"], "--frames must be between 1 and 100000; got 0"),
            (
                ["bench", "render", "--kernels", "avx9"],
                "--kernels must be one of scalar, sse2, avx2, avx512; got avx9"
            ),
        ])
    func userErrors(arguments: [String], fragment: String) throws {
        let reference = Self.scenes.appendingPathComponent("reference-fills.json").path
        let result = try FlingProcess.run(arguments.map { $0 == "REFERENCE" ? reference : $0 })
        #expect(result.status != 0)
        #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.hasPrefix("fling: ") && result.stderr.contains(fragment), "stderr: \(result.stderr)")
    }

    @Test("bench render --json prints one object with the frame times and the floor")
    func benchJSON() throws {
        let scene = Self.scenes.appendingPathComponent("reference.json").path
        for arguments in [
            ["bench", "render", "--json", "--frames", "2"],
            ["bench", "render", "--json", "--frames", "2", "--file", scene, "--threads", "2"],
        ] {
            let result = try FlingProcess.run(arguments)
            #expect(result.status == 0, "stderr: \(result.stderr)")
            let lines = result.stdout.split(separator: "\n")
            #expect(lines.count == 1)
            let json = try JSONParser.parse(String(lines.first ?? ""))
            for key in [
                "scene", "threads", "frames", "cpu_ms_per_frame_median", "wall_ms_per_frame_median", "memset_ms_median",
            ] {
                #expect(json[key] != nil, "missing \(key) in \(result.stdout)")
            }
            #expect(json["frames"]?.int64 == 2)
            #expect(json["threads"]?.int64 == (arguments.contains("--threads") ? 2 : 1))
            #expect(json["scene"]?.string?.hasSuffix("Assets/LayerFiles/reference.json") == true)
            #expect((json["cpu_ms_per_frame_median"]?.double ?? 0) > 0)
        }
    }

    @Test("bench render --kernels picks the pixel loops' instruction set; every one draws the same frame")
    func benchKernels() throws {
        let scene = Self.scenes.appendingPathComponent("reference-fills.json").path
        var hashes: Set<String> = []
        for level in ["scalar", "sse2"] {
            let result = try FlingProcess.run([
                "bench", "render", "--json", "--frames", "1", "--file", scene, "--kernels", level,
            ])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            let json = try JSONParser.parse(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
            #expect(json["kernels"]?.string == level)
            hashes.insert(json["frame_hash"]?.string ?? "")
        }
        let best = try FlingProcess.run(["bench", "render", "--json", "--frames", "1", "--file", scene])
        hashes.insert(
            try JSONParser.parse(best.stdout.trimmingCharacters(in: .whitespacesAndNewlines))["frame_hash"]?.string
                ?? "")
        #expect(hashes.count == 1, "frame hashes: \(hashes)")
    }

    @Test("bench render without --json prints the table")
    func benchTable() throws {
        let scene = Self.scenes.appendingPathComponent("reference-fills.json").path
        let result = try FlingProcess.run(["bench", "render", "--frames", "1", "--file", scene])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(
            result.stdout.hasPrefix("fling bench render: \(scene), 1280×800 pixels (scale 1), 1 thread, 1 frame after"))
        #expect(result.stdout.contains("memset of the frame"))
    }
}
