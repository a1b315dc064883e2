import Formats
import Foundation
import Testing

@Suite("fling eval from the command line")
struct EvalCommandTests {
    /// Runs `fling eval` with `input` on standard input.
    func eval(stdin input: String, arguments: [String] = []) throws -> FlingProcess.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: FlingProcess.binary)
        process.arguments = ["eval"] + arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return FlingProcess.Result(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    @Test("answers a request array from standard input, one JSON line")
    func answersFromStdin() throws {
        let result = try eval(
            stdin:
                #"[{"spring":{"duration":0.5,"bounce":0.3},"target":1,"times":[0]},{"uikitVelocity":{"velocity":800,"from":100,"to":500}}]"#
        )
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 1)
        guard case let .array(answers) = try JSONParser.parse(result.stdout) else {
            Issue.record("not an array")
            return
        }
        #expect(answers.count == 2)
        #expect(abs((answers[0]["stiffness"]?.double ?? 0) - 157.9137) < 1e-3)
        #expect(answers[1]["relative"]?.double == 2)
    }

    @Test(
        "edge inputs: an undamped spring never settles (null), it has no settling duration (an error), no events are zero"
    )
    func edgeInputs() throws {
        let answered = try eval(
            stdin: #"[{"spring":{"duration":0.5,"bounce":1},"target":1,"times":[]},{"velocity":{"events":[]}}]"#)
        #expect(answered.status == 0, "stderr: \(answered.stderr)")
        #expect(answered.stdout.contains(#""bounce":1,"settlingDuration":null"#), "\(answered.stdout)")
        #expect(answered.stdout.contains(#"{"vx":0,"vy":0}"#), "\(answered.stdout)")
        let refused = try eval(stdin: #"{"spring":{"settlingDuration":1,"dampingRatio":0},"target":1,"times":[]}"#)
        #expect(refused.status != 0)
        #expect(
            refused.stderrLines == [
                #"fling: eval: field "spring.dampingRatio" is 0: an undamped spring never settles, so no settlingDuration gives one; use {response, dampingRatio: 0} or {duration, bounce: 1}"#
            ],
            "\(refused.stderr)")
    }

    @Test("reads a request file")
    func readsAFile() throws {
        let file = try FlingProcess.temporaryDirectory().appendingPathComponent("request.json")
        try #"{"rubberband":{"offset":100,"dimension":500}}"#.write(to: file, atomically: true, encoding: .utf8)
        let result = try FlingProcess.run(["eval", file.path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(abs((try JSONParser.parse(result.stdout)["value"]?.double ?? 0) - 49.549549549549546) < 1e-9)
    }

    @Test(
        "malformed requests and missing files are one line and a non-zero exit",
        arguments: [
            #"{"spring":{"duration":0.5},"target":1}"#, #"{"curve":"bogus","times":[0]}"#, "{", "",
        ])
    func malformed(request: String) throws {
        let result = try eval(stdin: request)
        #expect(result.status != 0)
        #expect(result.stderrLines.count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.hasPrefix("fling: eval: "))
        #expect(result.stdout.isEmpty)
    }

    @Test("a missing request file names the file")
    func missingFile() throws {
        let result = try FlingProcess.run(["eval", "/nonexistent/request.json"])
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("fling: /nonexistent/request.json: cannot read"))
    }
}
