import ArgumentParser
import Foundation

// One line per user error, never a usage dump or a backtrace: scripts and CI read these.
do {
    var command = try Fling.parseAsRoot()
    try command.run()
} catch let error as CLIError {
    FileHandle.standardError.write(Data("fling: \(error.message)\n".utf8))
    exit(error.exitCode)
} catch {
    let code = Fling.exitCode(for: error)
    if code == .success {
        Fling.exit(withError: error)   // --help and --version print in full
    }
    let message = Fling.message(for: error)
        .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        .joined(separator: " ")
    FileHandle.standardError.write(Data("fling: \(message) (see 'fling --help')\n".utf8))
    exit(code.rawValue == 0 ? 64 : code.rawValue)
}
