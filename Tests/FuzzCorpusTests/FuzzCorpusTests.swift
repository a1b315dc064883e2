import Foundation
import FuzzTargets
import Testing

/// Every seed and every regression input of the fuzzers, read once by its target's reader:
/// a plain pass over the files, no mutation, so it cannot flake (docs/fuzzing.md).
@Suite struct FuzzCorpusTests {
    @Test("each seed and regression input gives a result or a one-line error", arguments: FuzzTarget.allCases)
    func corpus(_ target: FuzzTarget) throws {
        let files = FuzzFiles.inputs(of: target)
        #expect(!files.filter { $0.contains("/Corpus/") }.isEmpty, "no seeds for \(target)")
        try FuzzFiles.withScratch { scratch in
            for file in files where !KnownCrashes.files.keys.contains(FuzzFiles.name(file)) {
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
                expectResultOrOneLine(target.run(bytes, scratch: scratch), input: FuzzFiles.name(file))
            }
        }
    }

    @Test("a seed is not longer than its target's -max_len", arguments: FuzzTarget.allCases)
    func seedsFit(_ target: FuzzTarget) throws {
        for file in FuzzFiles.inputs(of: target) {
            let size = try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int ?? 0
            #expect(size <= target.maximumLength, "\(FuzzFiles.name(file)) is \(size) bytes")
        }
    }

    /// A regression input that still crashes runs in a child process, marked as known until
    /// its reader is fixed; then this test fails, asking for its entry to be removed.
    @Test("known crashes still crash (remove an entry when its fix lands)", arguments: KnownCrashes.files.keys.sorted())
    func knownCrash(_ name: String) async throws {
        let target = try #require(FuzzTarget(rawValue: String(name.split(separator: "/")[0])))
        let path = FuzzFiles.repository + "/Fuzz/Regressions/" + name
        await withKnownIssue(Comment(rawValue: KnownCrashes.files[name] ?? "")) {
            await #expect(processExitsWith: .success) { [target = target as FuzzTarget, path = path as String] in
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
                try FuzzFiles.withScratch { scratch in _ = target.run(bytes, scratch: scratch) }
            }
        }
    }
}

/// What a reader may answer: a result, or an error that is one line of sensible length.
func expectResultOrOneLine(_ outcome: FuzzTarget.Outcome, input: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    guard case let .error(message) = outcome else { return }
    #expect(!message.contains("\n") && !message.contains("\r"), "\(input): error of more than one line: \(message)",
            sourceLocation: sourceLocation)
    #expect(!message.isEmpty && message.count <= FuzzFiles.longestError,
            "\(input): error of \(message.count) characters: \(message.prefix(200))…", sourceLocation: sourceLocation)
}

/// The corpus and regression folders, and a scratch folder for what `plot` writes.
enum FuzzFiles {
    /// The longest error line a test accepts: a path, a field and a message, with any echoed
    /// value cut short.
    static let longestError = 600

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// `Fuzz/Corpus/TARGET/*` and `Fuzz/Regressions/TARGET/*`, sorted.
    static func inputs(of target: FuzzTarget) -> [String] {
        ["Corpus", "Regressions"].flatMap { folder in
            let directory = "\(repository)/Fuzz/\(folder)/\(target.rawValue)"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(directory)/\($0)" }
        }
    }

    /// `TARGET/FILE`, as errors and `KnownCrashes` name an input.
    static func name(_ path: String) -> String {
        path.split(separator: "/").suffix(2).joined(separator: "/")
    }

    /// Runs `body` with an empty folder under TMPDIR that is removed afterwards, pass or fail.
    static func withScratch<T>(_ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fling-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder.path)
    }
}

/// Regression inputs whose reader still crashes, with what happens (Fuzz/Regressions/README.md).
enum KnownCrashes {
    static let files: [String: String] = [
        "eval/stopped-animator-then-field-error.json":
            "PropertyAnimator.deinit traps (\"released in state .stopped\") when a scenario stops an animator and a later step has a field error",
    ]
}
