#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The check a command makes before it writes anything: each output can be written as a
/// regular file, no output is one of the command's inputs, and no two outputs are the same
/// file.
///
/// Files are compared by what they are, not how they are spelt: an existing file by its
/// device and inode (so `t`, `./t`, `dir/../t`, a symbolic link to it and a hard link are
/// all the same file), a file not yet there by its real folder and its name.
public enum OutputPaths {
    /// A file a command reads or writes, and what the command line calls it (`--trace`,
    /// `the recording`).
    public struct Role: Sendable {
        public var name: String
        public var path: String

        public init(_ name: String, _ path: String) {
            self.name = name
            self.path = path
        }
    }

    /// Why a command's outputs cannot be written as given, in one line.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// Throws when an output cannot be a regular file, is one of `inputs`, or is another
    /// output too.
    public static func check(outputs: [Role], inputs: [Role] = []) throws(Problem) {
        for output in outputs {
            do { _ = try AtomicFile.destination(of: output.path) } catch {
                throw Problem(description: "\(output.name) \(ErrorText.path(output.path)): \(error.reason)")
            }
        }
        let inputIdentities = inputs.map { ($0, identity($0.path)) }
        var seen: [(Role, Identity)] = []
        for output in outputs {
            let id = identity(output.path)
            if let input = inputIdentities.first(where: { $0.1 == id })?.0 {
                throw Problem(
                    description:
                        "\(output.name) \(ErrorText.path(output.path)) is the same file as \(input.name) \(ErrorText.path(input.path)); an output never replaces an input"
                )
            }
            if let other = seen.first(where: { $0.1 == id })?.0 {
                throw Problem(
                    description:
                        "\(other.name) and \(output.name) are the same file (\(ErrorText.path(output.path))); give each output its own file"
                )
            }
            seen.append((output, id))
        }
    }

    enum Identity: Equatable {
        case inode(device: UInt64, inode: UInt64)
        case path(String)
    }

    /// What the file at `path` is: its device and inode, or, when there is no such file
    /// yet, its real folder and name.
    static func identity(_ path: String) -> Identity {
        var info = stat()
        if stat(path, &info) == 0 { return .inode(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) }
        let directory = AtomicFile.directory(of: path)
        let name = String(path.dropFirst(directory.count))
        guard let real = realpath(directory.isEmpty ? "." : directory, nil) else { return .path(path) }
        defer { free(real) }
        return .path(String(cString: real) + "/" + name)
    }
}
