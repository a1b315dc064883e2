#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file a user names: only a regular file, never blocking, never more than
/// `maximumSize` bytes.
///
/// The file is checked before it is opened and again once open (with `O_NONBLOCK`, so that
/// a FIFO swapped in between cannot block), so a directory, a named pipe, a device or a
/// socket is a one-line error rather than a hang or a read of endless bytes. The reasons are
/// words ("no such file", "is a directory", "permission denied").
public enum InputFile {
    /// The largest file read: 256 MiB, far above any recording, trace, layer file, request or
    /// image Fling is given (a million-event recording is about 70 MB), so a huge input is
    /// an error rather than an exhausted machine.
    public static let maximumSize = 256 << 20

    /// A file that could not be read.
    public typealias Failure = FileFailure

    /// The bytes of the regular file at `path`.
    public static func read(_ path: String, maximumSize: Int = maximumSize) throws(Failure) -> [UInt8] {
        if let problem = FileReason.badPath(path) { throw Failure(path: path, reason: problem) }
        var info = stat()
        guard stat(path, &info) == 0 else { throw Failure(path: path, reason: FileReason.describe(errno)) }
        if let problem = FileReason.notRegular(info.st_mode) { throw Failure(path: path, reason: problem) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw Failure(path: path, reason: FileReason.describe(errno)) }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { throw Failure(path: path, reason: FileReason.describe(errno)) }
        if let problem = FileReason.notRegular(info.st_mode) { throw Failure(path: path, reason: problem) }
        if Int(info.st_size) > maximumSize {
            throw Failure(path: path, reason: tooLarge(Int(info.st_size), maximumSize))
        }
        return try readAll(fd, named: path, maximumSize: maximumSize, expected: Int(info.st_size))
    }

    /// The text of the regular file at `path`: UTF-8, a byte-order mark at the start skipped.
    public static func readText(_ path: String, maximumSize: Int = maximumSize) throws(Failure) -> String {
        let bytes = try read(path, maximumSize: maximumSize)
        guard let text = text(bytes) else { throw Failure(path: path, reason: "is not UTF-8 text") }
        return text
    }

    /// Standard input, to its end, as UTF-8 text (a byte-order mark skipped); `name` is what
    /// errors call it.
    public static func readStandardInput(name: String = "standard input", maximumSize: Int = maximumSize)
        throws(Failure) -> String
    {
        let bytes = try readAll(0, named: name, maximumSize: maximumSize, expected: 0)
        guard let text = text(bytes) else { throw Failure(path: name, reason: "is not UTF-8 text") }
        return text
    }

    /// `bytes` as UTF-8 text without a leading byte-order mark, or nil when they are not UTF-8.
    public static func text(_ bytes: [UInt8]) -> String? {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let start = bytes.starts(with: bom) ? bom.count : 0
        return String(validating: bytes[start...], as: UTF8.self)
    }

    /// Everything `fd` gives until its end, failing past `maximumSize` bytes; `name` is what
    /// errors call it.
    private static func readAll(_ fd: Int32, named name: String, maximumSize: Int, expected: Int) throws(Failure)
        -> [UInt8]
    {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(expected, maximumSize) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(path: name, reason: FileReason.describe(errno))
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            if bytes.count > maximumSize { throw Failure(path: name, reason: tooLarge(nil, maximumSize)) }
        }
    }

    private static func tooLarge(_ size: Int?, _ limit: Int) -> String {
        let limitText = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
        return size.map { "is \($0) bytes, over the \(limitText) Fling reads" }
            ?? "is over the \(limitText) Fling reads"
    }
}
