import Formats
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("OutputPaths: an output is never an input, nor another output")
struct OutputPathsTests {
    @Test("an output spelt differently from an input is still that input: ./t, dir/../t, a symbolic or hard link")
    func outputThatIsAnInput() throws {
        try withScratchFolder { folder in
            try writeBytes([1], to: "\(folder)/t.jsonl")
            #expect(symlink("t.jsonl", "\(folder)/link") == 0)
            #expect(link("\(folder)/t.jsonl", "\(folder)/hard") == 0)
            try FileManager.default.createDirectory(atPath: "\(folder)/sub", withIntermediateDirectories: false)
            for spelling in [
                "\(folder)/t.jsonl", "\(folder)/./t.jsonl", "\(folder)/sub/../t.jsonl", "\(folder)/link",
                "\(folder)/hard",
            ] {
                #expect(throws: OutputPaths.Problem.self) {
                    try OutputPaths.check(
                        outputs: [.init("--trace", spelling)], inputs: [.init("--expect", "\(folder)/t.jsonl")])
                }
            }
            do throws(OutputPaths.Problem) {
                try OutputPaths.check(
                    outputs: [.init("--trace", "\(folder)/./t.jsonl")], inputs: [.init("--expect", "\(folder)/t.jsonl")]
                )
            } catch {
                #expect(
                    error.description
                        == "--trace \(folder)/./t.jsonl is the same file as --expect \(folder)/t.jsonl; an output never replaces an input"
                )
            }
            try OutputPaths.check(
                outputs: [.init("--trace", "\(folder)/other.jsonl")], inputs: [.init("--expect", "\(folder)/t.jsonl")])
        }
    }

    @Test("two outputs that are one file, existing or not yet, are refused")
    func twoOutputsOneFile() throws {
        try withScratchFolder { folder in
            try FileManager.default.createDirectory(atPath: "\(folder)/sub", withIntermediateDirectories: false)
            let pairs = [("\(folder)/new", "\(folder)/sub/../new"), ("\(folder)/new", "\(folder)/./new")]
            for (a, b) in pairs {
                do throws(OutputPaths.Problem) {
                    try OutputPaths.check(outputs: [.init("--record", a), .init("--trace", b)])
                    Issue.record("\(a) and \(b) were accepted")
                } catch {
                    #expect(
                        error.description
                            == "--record and --trace are the same file (\(b)); give each output its own file")
                }
            }
            try OutputPaths.check(outputs: [.init("--record", "\(folder)/a"), .init("--trace", "\(folder)/b")])
            #expect(try names(in: folder) == ["sub"])
        }
    }

    @Test("an output that cannot be a regular file is named with its flag")
    func unwritableOutput() throws {
        try withScratchFolder { folder in
            #expect(throws: OutputPaths.Problem(description: "--csv-out \(folder): is a directory")) {
                try OutputPaths.check(outputs: [.init("--csv-out", folder)])
            }
        }
    }
}
