internal import Formats

extension CommandError {
    /// Refuses, before anything is written, outputs that cannot be written as regular files,
    /// that are one of the command's inputs, or that are the same file twice. Each file is
    /// given with the flag or argument that named it; nil paths (flags not given) are skipped.
    package static func checkFiles(
        outputs: [(flag: String, path: String?)],
        inputs: [(flag: String, path: String?)] = []
    ) throws(CommandError) {
        func roles(_ files: [(flag: String, path: String?)]) -> [OutputPaths.Role] {
            files.compactMap { file in file.path.map { OutputPaths.Role(file.flag, $0) } }
        }
        do { try OutputPaths.check(outputs: roles(outputs), inputs: roles(inputs)) } catch {
            throw CommandError(error.description)
        }
    }
}
