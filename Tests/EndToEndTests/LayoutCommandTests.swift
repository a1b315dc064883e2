import Formats
import Foundation
import Testing

@Suite("fling layout check and fling bench layout from the command line")
struct LayoutCommandTests {
    /// The package's case files, found from this source file.
    static let cases = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ConstraintsTests/Cases")

    @Test("every case of the worked examples and of kiwi's tests passes, one line each")
    func checksTheCaseFiles() throws {
        for file in ["examples.json", "kiwi.json"] {
            let result = try FlingProcess.run(["layout", "check", Self.cases.appendingPathComponent(file).path])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            let lines = result.stdout.split(separator: "\n")
            #expect(lines.dropLast().allSatisfy { $0.hasPrefix("PASS ") }, "\(result.stdout)")
            #expect(lines.last?.hasSuffix("passed, 0 failed") == true)
        }
    }

    @Test("a failing case prints its first failing step and values, the others still run, and the exit is 1")
    func reportsFailures() throws {
        let directory = try FlingProcess.temporaryDirectory()
        let file = directory.appendingPathComponent("cases.json")
        try Data(
            #"""
            {"format":"cassowary-vectors/1","cases":[
             {"name":"wrong","variables":["x"],"steps":[
              {"op":"add_constraint","id":"x5","expr":{"terms":[["x",1]],"constant":-5},"relation":"==","strength":"required"},
              {"op":"expect","values":{"x":6},"tol":1e-6}]},
             {"name":"right","variables":["x"],"steps":[
              {"op":"add_constraint","id":"x5","expr":{"terms":[["x",1]],"constant":-5},"relation":"==","strength":"required"},
              {"op":"expect","values":{"x":5},"tol":1e-6}]}]}
            """#.utf8
        ).write(to: file)
        let result = try FlingProcess.run(["layout", "check", file.path])
        #expect(result.status == 1)
        #expect(
            result.stdout
                == "FAIL wrong: step 1 (expect): x = 5.0, expected 6.0 ± 1e-06\nPASS right\n1 passed, 1 failed\n")
        #expect(result.stderrLines.count == 1)
    }

    @Test("a malformed file is one line naming the file and the field")
    func malformedFile() throws {
        let directory = try FlingProcess.temporaryDirectory()
        let file = directory.appendingPathComponent("bad.json")
        try Data(
            #"{"format":"cassowary-vectors/1","cases":[{"name":"c","variables":["x"],"steps":[{"op":"suggest","var":"y","value":1}]}]}"#
                .utf8
        )
        .write(to: file)
        let result = try FlingProcess.run(["layout", "check", file.path])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines.count == 1)
        #expect(
            result.stderr.contains("bad.json") && result.stderr.contains("cases[0].steps[0].var"), "\(result.stderr)")
    }

    @Test("bench layout prints build_ms, resize_us, set_constant_us and update_us")
    func benchJSON() throws {
        let directory = try FlingProcess.temporaryDirectory()
        let file = directory.appendingPathComponent("grid.json")
        // A small grid workload in the format make_workloads.py writes.
        var steps: [String] = [
            #"{"op":"add_edit","var":"W","strength":"strong"}"#, #"{"op":"add_edit","var":"H","strength":"strong"}"#,
            #"{"op":"suggest","var":"W","value":300}"#,
        ]
        steps.append(
            #"{"op":"add_constraint","id":"x","expr":{"terms":[["x",1]],"constant":-16},"relation":"==","strength":"required"}"#
        )
        steps.append(
            #"{"op":"add_constraint","id":"w","expr":{"terms":[["w",1]],"constant":-100},"relation":"==","strength":250}"#
        )
        steps.append(
            #"{"op":"add_constraint","id":"r","expr":{"terms":[["x",1],["w",1],["W",-1]],"constant":16},"relation":"<=","strength":"required"}"#
        )
        for (w, h) in [(400, 600), (200, 400)] {
            steps.append(#"{"op":"suggest","var":"W","value":\#(w)}"#)
            steps.append(#"{"op":"suggest","var":"H","value":\#(h)}"#)
        }
        let text =
            #"{"format":"cassowary-vectors/1","cases":[{"name":"tiny","variables":["W","H","x","w"],"steps":["#
            + steps.joined(separator: ",")
            + #"],"benchmark":{"resize":["W","H"],"sizes":[[400,600],[200,400]],"set_constant":[{"id":"x","constant":-16,"alternative":-24}]}}]}"#
        try Data(text.utf8).write(to: file)
        let result = try FlingProcess.run(["bench", "layout", file.path, "--json", "--builds", "1", "--rounds", "1"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let json = try JSONParser.parse(result.stdout)
        for key in ["build_ms", "resize_us", "set_constant_us", "update_us"] {
            #expect(json[key]?.double != nil, "\(key) missing in \(result.stdout)")
        }
        #expect(json["constraints"]?.int64 == 3)
    }
}
