#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension AtomicFile {
    /// A file written in pieces while something runs (a recording, a frame trace), which
    /// appears at its path only when `commit()` is called: until then the bytes go to a
    /// temporary file beside it. `discard()`, or dropping the writer uncommitted, removes the
    /// temporary file and leaves the old file as it was.
    ///
    /// Writes are buffered and never throw; the first failure (a full disk) is kept and
    /// thrown by `commit()`, which then renames nothing.
    public final class Writer {
        /// The path as the caller gave it.
        public let path: String
        private let destination: String
        private let temporary: String
        private var fd: Int32
        private var buffer: [UInt8] = []
        private var failure: Int32?
        private var finished = false

        /// Starts the file at `path` (its temporary file, that is).
        public init(path: String) throws(Failure) {
            self.path = path
            destination = try AtomicFile.destination(of: path)
            var temporary = AtomicFile.temporaryPath(for: destination)
            var fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            for _ in 0..<8 where fd < 0 && errno == EEXIST {
                temporary = AtomicFile.temporaryPath(for: destination)
                fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            }
            guard fd >= 0 else { throw Failure(path: path, reason: FileReason.describe(errno), writing: true) }
            self.fd = fd
            self.temporary = temporary
            buffer.reserveCapacity(Self.bufferSize)
        }

        deinit { discard() }

        private static let bufferSize = 1 << 16

        /// Appends `bytes`.
        public func write(_ bytes: some Collection<UInt8>) {
            precondition(!finished, "write to \(path) after it was committed or discarded")
            buffer.append(contentsOf: bytes)
            if buffer.count >= Self.bufferSize { flush() }
        }

        /// Appends `text` as UTF-8.
        public func write(_ text: String) { write(text.utf8) }

        /// Hands the buffered bytes to the operating system (into the temporary file).
        public func flush() {
            guard !finished, failure == nil, !buffer.isEmpty else { return }
            var written = 0
            while written < buffer.count {
                let result = buffer.withUnsafeBytes { raw in
                    Glibc.write(fd, raw.baseAddress! + written, raw.count - written)
                }
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                written += result
            }
            buffer.removeAll(keepingCapacity: true)
        }

        /// Writes what is buffered, flushes it to the disk and renames the temporary file over
        /// the path. On a failure the temporary file is removed and the old file kept.
        public func commit() throws(Failure) {
            precondition(!finished, "\(path) committed or discarded twice")
            flush()
            if failure == nil && fsync(fd) != 0 { failure = errno }
            if close(fd) != 0 && failure == nil { failure = errno }
            finished = true
            if failure == nil {
                // Keep the mode of a file being replaced.
                var existing = stat()
                if stat(destination, &existing) == 0 { chmod(temporary, existing.st_mode & 0o7777) }
                if rename(temporary, destination) != 0 { failure = errno }
            }
            if let failure {
                unlink(temporary)
                throw Failure(path: path, reason: FileReason.describe(failure), writing: true)
            }
        }

        /// Removes the temporary file; the path keeps what it had. Does nothing after `commit()`.
        public func discard() {
            guard !finished else { return }
            finished = true
            close(fd)
            unlink(temporary)
        }
    }
}
