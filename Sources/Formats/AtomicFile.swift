#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that it is either the whole new content or what it was before: the
/// bytes go to a temporary file beside it, which is renamed over the path only once
/// complete and flushed. A failure, a full disk or a kill part-way leaves the old file as it
/// was, and the temporary file is removed on every path that can remove it.
public enum AtomicFile {
    /// A write that failed, with the operating system's reason in words.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Replaces the file at `path` with `bytes`.
    public static func write(_ bytes: some Collection<UInt8>, to path: String) throws(Failure) {
        let temporary = temporaryPath(for: path)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(path: path, reason: reason(errno)) }
        var ok = false
        defer {
            if !ok { unlink(temporary) }
        }
        let contiguous = Array(bytes)
        var written = 0
        while written < contiguous.count {
            let result = contiguous.withUnsafeBytes { raw in
                Glibc.write(fd, raw.baseAddress! + written, raw.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                let error = errno
                close(fd)
                throw Failure(path: path, reason: reason(error))
            }
            written += result
        }
        if fsync(fd) != 0 {
            let error = errno
            close(fd)
            throw Failure(path: path, reason: reason(error))
        }
        if close(fd) != 0 { throw Failure(path: path, reason: reason(errno)) }
        // Keep the mode of a file being replaced.
        var existing = stat()
        if stat(path, &existing) == 0 { chmod(temporary, existing.st_mode & 0o7777) }
        guard rename(temporary, path) == 0 else { throw Failure(path: path, reason: reason(errno)) }
        ok = true
    }

    /// Replaces the file at `path` with `text` as UTF-8.
    public static func write(_ text: String, to path: String) throws(Failure) {
        try write(Array(text.utf8), to: path)
    }

    /// `.NAME.PID-N.tmp` beside `path`, so the rename stays on one file system.
    static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        counter &+= 1
        return "\(directory).\(name).\(getpid())-\(counter).tmp"
    }

    nonisolated(unsafe) private static var counter = 0

    /// The operating system's reason for `code`, in words.
    public static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "is a directory"
        case ENOSPC: return "no space left on the device"
        case EFBIG: return "the file is too large (a file-size limit)"
        case EROFS: return "the file system is read-only"
        case ENOTDIR: return "a part of the path is not a directory"
        default: return String(cString: strerror(code))
        }
    }
}
