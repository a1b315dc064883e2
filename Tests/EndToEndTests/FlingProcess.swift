import Foundation
import Replay
import Testing

/// Runs the built `fling` (and other programs) as a user would, with a watchdog.
enum FlingProcess {
    /// The `fling` built beside this test bundle, or `$FLING_BIN`.
    static let binary: String = {
        if let path = ProcessInfo.processInfo.environment["FLING_BIN"] { return path }
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundleDirectory.appendingPathComponent("fling").path
    }()

    /// Whether a real window can open here (the suite runs under xvfb-run in Tools/test).
    static var hasDisplay: Bool { ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } ?? false }

    static var hasXdotool: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var stderrLines: [Substring] { stderr.split(separator: "\n") }
    }

    /// The environment for a windowed run: the X11 driver, whatever the caller had.
    static func windowEnvironment() -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["SDL_VIDEODRIVER"] = "x11"
        return env
    }

    /// Starts `executable` with `arguments`; the watchdog terminates it after `timeout` seconds.
    static func start(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        timeout: Double = 60
    ) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let watched = process
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
            if watched.isRunning { watched.terminate() }
        }
        return (process, out, err)
    }

    /// Waits for a started process and collects its output.
    static func finish(_ started: (Process, Pipe, Pipe)) -> Result {
        let (process, out, err) = started
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs `fling` with `arguments` to completion.
    static func run(_ arguments: [String], environment: [String: String]? = nil, timeout: Double = 60) throws -> Result
    {
        finish(try start(binary, arguments, environment: environment, timeout: timeout))
    }

    /// Runs any program to completion.
    static func runTool(_ executable: String, _ arguments: [String], timeout: Double = 30) throws -> Result {
        finish(try start(executable, arguments, timeout: timeout))
    }

    /// Runs `fling demo` in a real window for `frames` frames, recording its input and its
    /// trace, while xdotool runs the steps `gesture` makes for the window's id. Returns the
    /// recording's path and the live trace.
    static func recordDemo(frames: Int, extra: [String] = [], gesture: (String) -> [String]) throws -> (
        recording: String, live: FrameTrace
    ) {
        let directory = try temporaryDirectory()
        let recording = directory.appendingPathComponent("live.flingrec").path
        let liveTrace = directory.appendingPathComponent("live.jsonl").path
        let demo = try start(
            binary,
            ["demo", "--no-sidebar", "--frames", String(frames), "--record", recording, "--trace", liveTrace] + extra,
            environment: windowEnvironment())
        let search = try runTool("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--name", "^Fling"])
        let window = try #require(
            search.stdout.split(separator: "\n").first.map(String.init), "no Fling window: \(search.stderr)")
        let steps = try runTool("/usr/bin/xdotool", gesture(window))
        #expect(steps.status == 0, "xdotool: \(steps.stderr)")
        let result = finish(demo)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        return (recording, try FrameTrace.load(path: liveTrace))
    }

    /// A fresh temporary directory for one test, inside this run's own folder, which is
    /// removed with everything in it when the test process exits, pass or fail.
    /// The app's scene names as its errors list them: `fling demo --list`, joined by ", ".
    static func sceneList() throws -> String {
        try run(["demo", "--list"]).stdout.split(separator: "\n").joined(separator: ", ")
    }

    static func temporaryDirectory() throws -> URL {
        let url = runFolder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// One folder per test run under TMPDIR; the first use arranges its removal at exit.
    private static let runFolder: URL = {
        atexit { try? FileManager.default.removeItem(at: FlingProcess.runFolderPath) }
        return runFolderPath
    }()
    private static let runFolderPath = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fling-e2e-\(UUID().uuidString)")

    /// The committed recordings' directory.
    static let sessions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ReplayTests/Sessions")

    /// Width and height from a PNG's IHDR chunk, or nil if the bytes are not a PNG.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
        else { return nil }
        func be32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }
}
