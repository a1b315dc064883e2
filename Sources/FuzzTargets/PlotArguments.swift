import ArgumentParser
import Fling
import FlingCommandLine
import FlingTools

/// `fling plot`'s command line from fuzz bytes: whitespace-separated arguments, the first
/// the kind (`spring`, `curve`, `decay`), parsed by the command type `fling` uses and run.
///
/// The output is the only thing the harness decides: every `-o`/`--output` value becomes
/// `scratch/plot.EXT`, keeping the extension the input gave (so `.jpg` is still refused), and
/// any other spelling of the flag is dropped, so the input never names a file to write.
struct PlotArguments {
    var arguments: [String]

    init(_ bytes: [UInt8], scratch: String) {
        let words = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
        var arguments: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "-o" || word == "--output" {
                arguments.append(word)
                if index < words.count {
                    arguments.append("\(scratch)/plot\(Self.fileExtension(words[index]))")
                    index += 1
                }
            } else if !Self.mayNameOutput(word) {
                arguments.append(word)
            }
        }
        self.arguments = arguments
    }

    /// `.EXT` of `path` with only letters and digits kept (at most 8), or nothing.
    static func fileExtension(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "" }
        return "."
            + String(path[path.index(after: dot)...].filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(8))
    }

    /// `--output=F`, `-oF`, `-ho F`: spellings ArgumentParser may read as the output flag.
    static func mayNameOutput(_ word: String) -> Bool {
        if word.hasPrefix("--") { return word.hasPrefix("--output") }
        guard word.hasPrefix("-"), let first = word.dropFirst().first, first.isLetter else { return false }
        return word.contains("o")
    }

    /// Parses and runs the plot, returning the line `fling` would print on an error.
    func run() -> FuzzTarget.Outcome {
        do {
            var command = try PlotCommand.parseAsRoot(arguments)
            try command.run()
            return .result
        } catch let error as CommandError {
            return .error(error.message)
        } catch {
            guard PlotCommand.exitCode(for: error) != .success else { return .result }   // --help
            return .error(FlingApp.oneLine(PlotCommand.message(for: error)))
        }
    }
}
