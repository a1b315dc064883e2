import Formats

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a JSON Lines file (a recording or a trace) one line at a time, holding one chunk
/// and one line, never the whole file: a replay's memory does not grow with its recording.
///
/// The file is opened as `InputFile` opens one (a regular file only, checked before and
/// after opening, never blocking, at most `InputFile.maximumSize` bytes), a UTF-8
/// byte-order mark at its start is skipped, and lines end in "\n" or "\r\n". A line is at
/// most `maximumLineLength` bytes and must be UTF-8; errors name the file and the line.
final class LineReader {
    /// One line, without its line ending.
    struct Line {
        /// 1-based.
        var number: Int
        var text: String
        /// False only for the file's last line when the file does not end in a newline.
        var endsWithNewline: Bool
    }

    /// The longest line read: 1 MiB, thousands of times a recording's event or a trace's
    /// frame, so a file of one endless line is an error rather than an exhausted machine.
    static let maximumLineLength = 1 << 20

    let path: String
    /// What a non-UTF-8 line is called wrong: "a recording is JSON Lines".
    private let what: String
    private var fd: Int32 = -1
    /// The text in memory when the reader reads no file.
    private var chunk: [UInt8]
    private var start = 0
    private var end = 0
    private var atEnd = false
    private var bytesRead = 0
    private var lineBytes: [UInt8] = []
    private(set) var lineNumber = 0

    /// Opens the file at `path`; `what` ends the message for a line that is not UTF-8.
    init(path: String, what: String) throws(InputError) {
        self.path = path
        self.what = what
        chunk = []
        if let problem = FileReason.badPath(path) { throw InputError(source: path, message: "cannot read: \(problem)") }
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw InputError(source: path, message: "cannot read: \(FileReason.describe(errno))")
        }
        if let problem = FileReason.notRegular(info.st_mode) {
            throw InputError(source: path, message: "cannot read: \(problem)")
        }
        fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw InputError(source: path, message: "cannot read: \(FileReason.describe(errno))") }
        guard fstat(fd, &info) == 0 else {
            throw InputError(source: path, message: "cannot read: \(FileReason.describe(errno))")
        }
        if let problem = FileReason.notRegular(info.st_mode) {
            throw InputError(source: path, message: "cannot read: \(problem)")
        }
        if Int(info.st_size) > InputFile.maximumSize {
            throw InputError(
                source: path,
                message:
                    "cannot read: is \(info.st_size) bytes, over the \(InputFile.maximumSize >> 20) MiB Fling reads")
        }
        chunk = [UInt8](repeating: 0, count: 1 << 16)
        try fill()
        if end - start >= 3, chunk[0] == 0xEF, chunk[1] == 0xBB, chunk[2] == 0xBF { start = 3 }
    }

    /// Reads lines from `text` in memory, as they are (no byte-order mark skipped).
    init(text: String, path: String, what: String) {
        self.path = path
        self.what = what
        chunk = Array(text.utf8)
        end = chunk.count
        atEnd = true
    }

    deinit { if fd >= 0 { close(fd) } }

    /// The next line, or nil at the end of the file.
    func next() throws(InputError) -> Line? {
        lineBytes.removeAll(keepingCapacity: true)
        while true {
            if start < end {
                let found = chunk.withUnsafeBufferPointer { buffer -> Int? in
                    guard let base = buffer.baseAddress else { return nil }
                    guard let hit = memchr(base + start, 0x0A, end - start) else { return nil }
                    return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                }
                if let newline = found {
                    try append(start..<newline)
                    start = newline + 1
                    return try line(endsWithNewline: true)
                }
                try append(start..<end)
                start = end
            }
            if atEnd {
                guard !lineBytes.isEmpty else { return nil }
                return try line(endsWithNewline: false)
            }
            try fill()
        }
    }

    private func append(_ range: Range<Int>) throws(InputError) {
        guard lineBytes.count + range.count <= Self.maximumLineLength else {
            throw InputError(
                source: path, place: .line(lineNumber + 1),
                message: "the line is over \(Self.maximumLineLength >> 20) MiB; \(what)")
        }
        lineBytes.append(contentsOf: chunk[range])
    }

    private func line(endsWithNewline: Bool) throws(InputError) -> Line {
        lineNumber += 1
        if endsWithNewline, lineBytes.last == 0x0D { lineBytes.removeLast() }
        guard let text = String(validating: lineBytes, as: UTF8.self) else {
            throw InputError(source: path, place: .line(lineNumber), message: "is not UTF-8 text; \(what)")
        }
        return Line(number: lineNumber, text: text, endsWithNewline: endsWithNewline)
    }

    /// Reads the next chunk of the file.
    private func fill() throws(InputError) {
        start = 0
        end = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError(source: path, message: "cannot read: \(FileReason.describe(errno))")
            }
            if count == 0 { atEnd = true }
            end = count
            bytesRead += count
            if bytesRead > InputFile.maximumSize {
                throw InputError(
                    source: path, message: "cannot read: is over the \(InputFile.maximumSize >> 20) MiB Fling reads")
            }
            return
        }
    }
}
