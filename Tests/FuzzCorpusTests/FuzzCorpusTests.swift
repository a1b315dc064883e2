import Foundation
import FuzzTargets
import Testing

/// Every seed and every regression input of the fuzzers, read once by its target's reader:
/// a plain pass over the files, no mutation, so it cannot flake (docs/fuzzing.md).
@Suite struct FuzzCorpusTests {
    @Test("each seed gives a result or a one-line error", arguments: FuzzTarget.allCases)
    func corpus(_ target: FuzzTarget) async throws {
        let seeds = FuzzFiles.inputs(of: target, in: "Corpus")
        #expect(!seeds.isEmpty, "no seeds for \(target)")
        try await FuzzFiles.withScratch { scratch in
            for file in seeds {
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
                expectResultOrOneLine(target.run(bytes, scratch: scratch), input: FuzzFiles.name(file))
            }
        }
    }

    @Test("an input is not longer than its target's -max_len", arguments: FuzzTarget.allCases)
    func inputsFit(_ target: FuzzTarget) throws {
        for file in FuzzFiles.inputs(of: target, in: "Corpus") + FuzzFiles.inputs(of: target, in: "Regressions") {
            let size = try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int ?? 0
            #expect(size <= target.maximumLength, "\(FuzzFiles.name(file)) is \(size) bytes")
        }
    }

    /// A regression input once crashed its reader, so it runs in a child process: if it
    /// crashes again, this test fails and names it, and the rest of the suite still runs. One
    /// whose fix has not landed is a known issue (`KnownCrashes`) until it does.
    @Test(
        "each regression input gives a result or a one-line error, in a child process",
        arguments: FuzzFiles.regressions)
    func regression(_ name: String) async throws {
        let known = KnownCrashes.files[name]
        try await FuzzFiles.withScratch { scratch in
            await withKnownIssue(Comment(rawValue: known ?? "")) {
                await #expect(processExitsWith: .success) { [name = name as String, scratch = scratch as String] in
                    try FuzzFiles.checkRegression(name, scratch: scratch)
                }
            } when: {
                known != nil
            }
        }
    }
}

/// What a reader may answer: a result, or an error that is one line of sensible length.
func expectResultOrOneLine(
    _ outcome: FuzzTarget.Outcome, input: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard case let .error(message) = outcome else { return }
    #expect(
        FuzzFiles.isOneLine(message), "\(input): not one line of sensible length: \(message.prefix(200))…",
        sourceLocation: sourceLocation)
}

/// The corpus and regression folders, and a scratch folder for what `plot` writes.
enum FuzzFiles {
    /// The longest error line a test accepts: a path, a field and a message, with any echoed
    /// value cut short.
    static let longestError = 600

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// `Fuzz/FOLDER/TARGET/*` (FOLDER `Corpus` or `Regressions`), sorted.
    static func inputs(of target: FuzzTarget, in folder: String) -> [String] {
        let directory = "\(repository)/Fuzz/\(folder)/\(target.rawValue)"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(directory)/\($0)" }
    }

    /// Every regression input, as `TARGET/FILE`.
    static let regressions = FuzzTarget.allCases.flatMap { inputs(of: $0, in: "Regressions").map(name) }

    /// Reads the regression input `TARGET/FILE` and exits non-zero unless it gives a result or
    /// a one-line error (in a child process, where `#expect` would not reach the parent).
    static func checkRegression(_ name: String, scratch: String) throws {
        let target = FuzzTarget(rawValue: String(name.split(separator: "/")[0]))!
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(repository)/Fuzz/Regressions/\(name)")))
        let outcome = target.run(bytes, scratch: scratch)
        if case let .error(message) = outcome, !isOneLine(message) {
            print("\(name): not one line of sensible length: \(message.prefix(200))")
            exit(3)
        }
    }

    static func isOneLine(_ message: String) -> Bool {
        !message.contains("\n") && !message.contains("\r") && !message.isEmpty && message.count <= longestError
    }

    /// `TARGET/FILE`, as errors and `KnownCrashes` name an input.
    static func name(_ path: String) -> String {
        path.split(separator: "/").suffix(2).joined(separator: "/")
    }

    /// Runs `body` with an empty folder under TMPDIR that is removed afterwards, pass or fail.
    /// A child process that may crash gets its parent's folder, which outlives it.
    static func withScratch<T>(_ body: (String) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fling-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder.path)
    }
}

/// Regression inputs whose reader still crashes, with what happens (docs/fuzzing.md).
enum KnownCrashes {
    static let files: [String: String] = [:]
}
