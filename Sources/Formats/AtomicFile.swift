#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file so that it is either the whole new content or what it was before: the
/// bytes go to a temporary file beside it, which is renamed over the path only once
/// complete and flushed. A failure, a full disk or a kill part-way leaves the old file as it
/// was, and the temporary file is removed on every path that can remove it.
///
/// Only regular files are written: a path naming a directory, a device or a named pipe is
/// refused (renaming over `/dev/null` would replace the device). A symbolic link is written
/// through: its target is replaced and the link kept.
public enum AtomicFile {
    /// A write that failed (`writing` is true).
    public typealias Failure = FileFailure

    /// Replaces the file at `path` with `bytes`.
    public static func write(_ bytes: some Collection<UInt8>, to path: String) throws(Failure) {
        let writer = try Writer(path: path)
        writer.write(bytes)
        try writer.commit()
    }

    /// Replaces the file at `path` with `text` as UTF-8.
    public static func write(_ text: String, to path: String) throws(Failure) {
        try write(Array(text.utf8), to: path)
    }

    /// The file that writing `path` replaces: `path`, or the target of the symbolic link it
    /// names. Throws when `path` cannot be written as a regular file.
    public static func destination(of path: String) throws(Failure) -> String {
        if let problem = FileReason.badPath(path) { throw Failure(path: path, reason: problem, writing: true) }
        var info = stat()
        var destination = path
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let real = realpath(path, nil) {
            destination = String(cString: real)
            free(real)
        }
        if stat(destination, &info) == 0, let problem = FileReason.notRegular(info.st_mode) {
            throw Failure(path: path, reason: problem, writing: true)
        }
        var folder = stat()
        let directory = directory(of: destination)
        guard stat(directory.isEmpty ? "." : directory, &folder) == 0 else {
            throw Failure(
                path: path, reason: errno == ENOENT ? "no such folder" : "its folder: \(FileReason.describe(errno))",
                writing: true)
        }
        guard folder.st_mode & S_IFMT == S_IFDIR else {
            throw Failure(path: path, reason: "a part of the path is not a directory", writing: true)
        }
        return destination
    }

    /// The folder part of `path` with its final "/", or "" for a bare name.
    static func directory(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    }

    /// `.NAME.PID-RANDOM.tmp` beside `path`, so the rename stays on one file system; the
    /// random part keeps writers on several threads apart.
    static func temporaryPath(for path: String) -> String {
        let directory = directory(of: path)
        let name = path.dropFirst(directory.count)
        return "\(directory).\(name).\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).tmp"
    }
}
