import Foundation

/// A buffered text file written line by line, for recordings and traces.
final class LineFile {
    let path: String
    private let file: UnsafeMutablePointer<FILE>
    private var closed = false

    init(path: String) throws(FormatError) {
        guard let file = fopen(path, "w") else {
            throw FormatError(path: path, message: "cannot write: \(String(cString: strerror(errno)))")
        }
        self.path = path
        self.file = file
    }

    deinit {
        if !closed { fclose(file) }
    }

    func write(_ line: String) {
        precondition(!closed, "write to \(path) after it was closed")
        fputs(line, file)
        fputc(0x0A, file)
    }

    func flush() { fflush(file) }

    func close() throws(FormatError) {
        precondition(!closed, "\(path) closed twice")
        closed = true
        let failed = ferror(file) != 0
        if fclose(file) != 0 || failed {
            throw FormatError(path: path, message: "cannot write: \(String(cString: strerror(errno)))")
        }
    }
}
