import Formats

/// A text file written line by line while a session runs, for recordings and traces. The
/// lines go to a temporary file beside `path`, which replaces the file at `path` only when
/// `close()` succeeds; a session that fails or is dropped leaves the old file as it was.
final class LineFile {
    private let writer: AtomicFile.Writer

    init(path: String) throws(InputError) {
        do { writer = try AtomicFile.Writer(path: path) } catch {
            throw InputError(source: path, message: "cannot write: \(error.reason)")
        }
    }

    var path: String { writer.path }

    func write(_ line: String) {
        writer.write(line)
        writer.write(CollectionOfOne(0x0A))
    }

    func flush() { writer.flush() }

    /// Writes the last lines and puts the file in place.
    func close() throws(InputError) {
        do { try writer.commit() } catch {
            throw InputError(source: path, message: "cannot write: \(error.reason)")
        }
    }
}
