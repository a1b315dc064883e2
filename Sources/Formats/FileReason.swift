#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file could not be used, in words a user reads: never an error domain or a code.
public enum FileReason {
    /// The operating system's reason for `code` (an `errno`).
    public static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "is a directory"
        case ENOSPC: return "no space left on the device"
        case EFBIG: return "the file is too large (a file-size limit)"
        case EROFS: return "the file system is read-only"
        case ENOTDIR: return "a part of the path is not a directory"
        case ELOOP: return "too many levels of symbolic links"
        case ENAMETOOLONG: return "the path is too long"
        case EDQUOT: return "the disk quota is used up"
        case EIO: return "an input/output error"
        default: return String(cString: strerror(code))
        }
    }

    /// What a file of type `mode` (`st_mode`) is, when it is not a regular file: "is a
    /// directory", "is a named pipe (FIFO), not a regular file"; nil for a regular file.
    public static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "is a directory"
        case S_IFIFO: return "is a named pipe (FIFO), not a regular file"
        case S_IFCHR, S_IFBLK: return "is a device, not a regular file"
        case S_IFSOCK: return "is a socket, not a regular file"
        default: return "is not a regular file"
        }
    }

    /// The reason a path cannot name a file at all, or nil: it is empty, or it has a NUL
    /// byte, at which the C calls that take it would stop and use another file.
    public static func badPath(_ path: String) -> String? {
        if path.isEmpty { return "the path is empty" }
        return path.utf8.contains(0) ? "the path contains a NUL byte" : nil
    }
}
