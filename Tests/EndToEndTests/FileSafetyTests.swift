import Foundation
import Testing

/// What `fling` reads and writes: only regular files in, outputs that appear whole or not
/// at all, never over an input, and errors that are one clean line.
@Suite("fling reads only regular files and never clobbers a file")
struct FileSafetyTests {
    static let recording = FlingProcess.sessions.appendingPathComponent("flick-top-right.flingrec").path

    /// A folder with a copy of a committed recording, an existing trace and a named pipe.
    static func fixtures() throws -> (folder: String, recording: String, trace: String, pipe: String) {
        let folder = try FlingProcess.temporaryDirectory().path
        let recording = "\(folder)/r.flingrec"
        let trace = "\(folder)/t.jsonl"
        let pipe = "\(folder)/pipe"
        try FileManager.default.copyItem(atPath: Self.recording, toPath: recording)
        try "old trace\n".write(toFile: trace, atomically: false, encoding: .utf8)
        #expect(mkfifo(pipe, 0o600) == 0)
        return (folder, recording, trace, pipe)
    }

    func expectOneLineError(_ result: FlingProcess.Result, _ expected: String) {
        #expect(result.status != 0)
        #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr == "fling: \(expected)\n", "stderr: \(result.stderr)")
    }

    @Test(
        "an output that is one of the inputs, or two outputs that are one file, is refused before anything is written")
    func outputsThatAreInputs() throws {
        let (folder, recording, trace, _) = try Self.fixtures()
        let before = try Data(contentsOf: URL(fileURLWithPath: recording))
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/link.jsonl", withDestinationPath: "t.jsonl")
        let cases: [([String], String)] = [
            (
                ["replay", recording, "--trace", trace, "--expect", trace],
                "--trace \(trace) is the same file as --expect \(trace); an output never replaces an input"
            ),
            (
                ["replay", recording, "--trace", "\(folder)/./t.jsonl", "--expect", trace],
                "--trace \(folder)/./t.jsonl is the same file as --expect \(trace); an output never replaces an input"
            ),
            (
                ["replay", recording, "--trace", "\(folder)/link.jsonl", "--expect", trace],
                "--trace \(folder)/link.jsonl is the same file as --expect \(trace); an output never replaces an input"
            ),
            (
                ["replay", recording, "--trace", recording],
                "--trace \(recording) is the same file as the recording \(recording); an output never replaces an input"
            ),
            (
                ["replay", recording, "--screenshot", recording],
                "--screenshot \(recording) is the same file as the recording \(recording); an output never replaces an input"
            ),
            (
                ["demo", "--headless", "--frames", "2", "--record", "\(folder)/F", "--trace", "\(folder)/./F"],
                "--record and --trace are the same file (\(folder)/./F); give each output its own file"
            ),
            (
                ["profile", "--headless", "--replay", recording, "--csv-out", recording],
                "--csv-out \(recording) is the same file as --replay \(recording); an output never replaces an input"
            ),
            (
                ["profile", "--headless", "--seconds", "0.1", "--trace-out", trace, "--csv-out", trace],
                "--trace-out and --csv-out are the same file (\(trace)); give each output its own file"
            ),
        ]
        for (arguments, message) in cases {
            expectOneLineError(try FlingProcess.run(arguments), message)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: recording)) == before)
        #expect(try String(contentsOfFile: trace, encoding: .utf8) == "old trace\n")
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/F"))
    }

    @Test("render -o its own layer file or one of its images is refused")
    func renderOverItsInputs() throws {
        let folder = try FlingProcess.temporaryDirectory().path
        let image = "\(folder)/picture.png"
        try FileManager.default.copyItem(
            atPath: RenderCommandTests.scenes.appendingPathComponent("../Images/checkerboard.png").path, toPath: image)
        let scene = "\(folder)/a.json"
        try #"{"canvas": {"width": 16, "height": 16}, "layers": [{"frame": [0, 0, 8, 8], "contents": "picture.png"}]}"#
            .write(toFile: scene, atomically: false, encoding: .utf8)
        expectOneLineError(
            try FlingProcess.run(["render", scene, "-o", scene]),
            "--output \(scene) is the same file as the layer file \(scene); an output never replaces an input")
        expectOneLineError(
            try FlingProcess.run(["render", scene, "-o", image]),
            "--output \(image) is the same file as an image of the layer file \(image); an output never replaces an input"
        )
        #expect(try FlingProcess.run(["render", scene, "-o", "\(folder)/out.png"]).status == 0)
    }

    @Test("a replay that fails leaves an existing trace as it was and no temporary file")
    func failedReplayKeepsTheOldTrace() throws {
        let (folder, recording, trace, _) = try Self.fixtures()
        let text = try String(contentsOfFile: recording, encoding: .utf8)
        let unknownScene = "\(folder)/unknown.flingrec"
        // The scene's name is a user's value: escaped and clipped in the error.
        let name = "\\u001B[31m" + String(repeating: "x", count: 1000)
        try text.replacingOccurrences(of: #""scene":"corners""#, with: #""scene":"\#(name)""#)
            .write(toFile: unknownScene, atomically: false, encoding: .utf8)
        let result = try FlingProcess.run(["replay", unknownScene, "--trace", trace])
        expectOneLineError(
            result,
            #"unknown scene "\u{1B}[31m\#(String(repeating: "x", count: 75))…"; scenes: \#(try FlingProcess.sceneList())"#
        )
        #expect(try String(contentsOfFile: trace, encoding: .utf8) == "old trace\n")
        // A replay that succeeds replaces it whole; no temporary file is left either way.
        #expect(try FlingProcess.run(["replay", recording, "--trace", trace]).status == 0)
        #expect(try String(contentsOfFile: trace, encoding: .utf8).hasPrefix(#"{"frame":0,"#))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                "pipe", "r.flingrec", "t.jsonl", "unknown.flingrec",
            ])
    }

    @Test("a directory, a named pipe or a device as an input is one line in words, without blocking")
    func inputsThatAreNotRegularFiles() throws {
        let (folder, _, _, pipe) = try Self.fixtures()
        let cases: [([String], String)] = [
            (["replay", folder], "\(folder): cannot read: is a directory"),
            (["replay", pipe], "\(pipe): cannot read: is a named pipe (FIFO), not a regular file"),
            (["replay", "/dev/zero"], "/dev/zero: cannot read: is a device, not a regular file"),
            (
                ["replay", Self.recording, "--expect", pipe],
                "\(pipe): cannot read: is a named pipe (FIFO), not a regular file"
            ),
            (
                ["profile", "--headless", "--replay", pipe],
                "\(pipe): cannot read: is a named pipe (FIFO), not a regular file"
            ),
            (
                ["render", pipe, "-o", "\(folder)/x.png"],
                "\(pipe): cannot read: is a named pipe (FIFO), not a regular file"
            ),
            (["eval", pipe], "\(pipe): cannot read: is a named pipe (FIFO), not a regular file"),
            (["eval", folder], "\(folder): cannot read: is a directory"),
            (["replay", Self.recording, "--trace", folder], "--trace \(folder): is a directory"),
            (["replay", Self.recording, "--trace", "/dev/null"], "--trace /dev/null: is a device, not a regular file"),
        ]
        for (arguments, message) in cases {
            expectOneLineError(try FlingProcess.run(arguments, timeout: 20), message)
        }
    }

    @Test("a layer file whose contents is a named pipe names its JSON path, without blocking")
    func contentsPipe() throws {
        let (folder, _, _, _) = try Self.fixtures()
        let scene = "\(folder)/scene.json"
        try #"{"canvas": {"width": 16, "height": 16}, "layers": [{}, {}, {"contents": "pipe"}]}"#
            .write(toFile: scene, atomically: false, encoding: .utf8)
        expectOneLineError(
            try FlingProcess.run(["render", scene, "-o", "\(folder)/x.png"], timeout: 20),
            #"\#(scene): layers[2].contents: cannot read "pipe" (\#(folder)/pipe): is a named pipe (FIFO), not a regular file"#
        )
    }

    @Test("a recording with CRLF line endings and a byte-order mark replays to the same trace")
    func crlfRecording() throws {
        let (folder, recording, _, _) = try Self.fixtures()
        let windows = "\(folder)/windows.flingrec"
        let crlf = try String(contentsOfFile: recording, encoding: .utf8).replacingOccurrences(of: "\n", with: "\r\n")
        try Data([0xEF, 0xBB, 0xBF] + Array(crlf.utf8)).write(to: URL(fileURLWithPath: windows))
        #expect(try FlingProcess.run(["replay", recording, "--trace", "\(folder)/lf.jsonl"]).status == 0)
        let result = try FlingProcess.run(["replay", windows, "--expect", "\(folder)/lf.jsonl"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
    }

    @Test("--expect keeps its work in memory: nothing appears in TMPDIR")
    func expectWritesNoTemporaryFile() throws {
        let (folder, recording, _, _) = try Self.fixtures()
        let tmp = "\(folder)/tmp"
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: false)
        #expect(try FlingProcess.run(["replay", recording, "--trace", "\(folder)/expected.jsonl"]).status == 0)
        var env = ProcessInfo.processInfo.environment
        env["TMPDIR"] = tmp
        let result = try FlingProcess.run(
            ["replay", recording, "--expect", "\(folder)/expected.jsonl"], environment: env)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    @Test(
        "negative numbers are option values, and values echoed in errors are one clean line",
        arguments: [
            (
                ["plot", "spring", "--duration", "-0", "-o", "OUT.svg"],
                "plot spring: --duration must be a positive number, not 0"
            ),
            (
                ["plot", "spring", "--duration", "-0.5", "-o", "OUT.svg"],
                "plot spring: --duration must be a positive number, not -0.5"
            ),
            (
                ["plot", "spring", "--duration", "1", "--width", "-0", "-o", "OUT.svg"],
                "plot spring: --width must be between 240 and 8192 pixels, not 0"
            ),
            (
                ["demo", "--frames", "-3", "--headless"],
                "--frames must be between 1 and 1000000, not -3 (see 'fling --help')"
            ),
            (
                ["demo", "--scene", "\u{1B}[31mred\nline"],
                "--scene \\u{1B}[31mred\\nline is not a scene; scenes: SCENES (see 'fling --help')"
            ),
            (
                ["plot", "curve", String(repeating: "z", count: 100_000), "-o", "OUT.svg"],
                "plot curve: curve \(String(repeating: "z", count: 80))… is not a named curve; names: linear, easeIn, easeOut, easeInEaseOut, default (or --control x1,y1,x2,y2)"
            ),
        ])
    func cleanErrors(arguments: [String], message: String) throws {
        let folder = try FlingProcess.temporaryDirectory().path
        // The scene list grows with the gallery: an error lists whatever `demo --list` prints.
        let expected = message.replacingOccurrences(of: "SCENES", with: try FlingProcess.sceneList())
        expectOneLineError(try FlingProcess.run(arguments.map { $0 == "OUT.svg" ? "\(folder)/out.svg" : $0 }), expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}

@Suite("fling past a file-size limit")
struct FileSizeLimitTests {
    @Test("a write past `ulimit -f` is a one-line error, not SIGXFSZ, and the old file stays as it was")
    func fileSizeLimit() throws {
        let folder = try FlingProcess.temporaryDirectory().path
        let scene = "\(folder)/s.json"
        let image = "\(folder)/s.png"
        try
            #"{"canvas":{"width":800,"height":600},"layers":[{"frame":[10,10,300,200],"backgroundColor":[200,10,30],"cornerRadius":40}]}"#
            .write(toFile: scene, atomically: false, encoding: .utf8)
        try "the old image\n".write(toFile: image, atomically: false, encoding: .utf8)
        // A 1 KB limit for the child only: the PNG of an 800×600 frame is larger.
        let result = try FlingProcess.runTool(
            "/bin/sh",
            [
                "-c", "ulimit -f 1; exec \"$0\" render \"$1\" -o \"$2\"",
                FlingProcess.binary, scene, image,
            ])
        #expect(result.status == 1, "status \(result.status), stderr: \(result.stderr)")
        #expect(result.stderr == "fling: cannot write \(image): the file is too large (a file-size limit)\n")
        #expect(try String(contentsOfFile: image, encoding: .utf8) == "the old image\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["s.json", "s.png"],
            "no temporary file is left beside the output")
    }
}
