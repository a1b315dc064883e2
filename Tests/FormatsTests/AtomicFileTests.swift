import Formats
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("AtomicFile replaces a file only with a complete new one")
struct AtomicFileTests {
    @Test("write replaces the content and leaves no temporary file")
    func writeReplaces() throws {
        try withScratchFolder { folder in
            let path = "\(folder)/out.txt"
            try AtomicFile.write("first", to: path)
            try AtomicFile.write("second", to: path)
            #expect(try readBytes(path) == Array("second".utf8))
            #expect(try names(in: folder) == ["out.txt"])
        }
    }

    @Test("a streaming writer shows nothing until commit; discarded or dropped, it leaves the old file")
    func writerCommitsOrLeavesTheOldFile() throws {
        try withScratchFolder { folder in
            let path = "\(folder)/trace.jsonl"
            try writeBytes(Array("old\n".utf8), to: path)
            let discarded = try AtomicFile.Writer(path: path)
            discarded.write("new\n")
            discarded.flush()
            #expect(try readBytes(path) == Array("old\n".utf8))
            #expect(try names(in: folder).count == 2)   // the old file and the temporary one
            discarded.discard()
            #expect(try names(in: folder) == ["trace.jsonl"])
            do {
                let dropped = try AtomicFile.Writer(path: path)
                dropped.write("new\n")
                dropped.flush()
            }
            #expect(try names(in: folder) == ["trace.jsonl"])
            #expect(try readBytes(path) == Array("old\n".utf8))
            let committed = try AtomicFile.Writer(path: path)
            for line in 0..<20_000 { committed.write("line \(line)\n") }
            try committed.commit()
            #expect(try String(decoding: readBytes(path), as: UTF8.self).hasSuffix("line 19999\n"))
            #expect(try names(in: folder) == ["trace.jsonl"])
        }
    }

    @Test("a directory, a device or a missing folder is refused before anything is written")
    func refusesWhatIsNotARegularFile() throws {
        try withScratchFolder { folder in
            let cases: [(String, String)] = [
                (folder, "is a directory"),
                ("/dev/null", "is a device, not a regular file"),
                ("\(folder)/missing/out.png", "no such folder"),
                ("\(folder)/a\u{0}b", "the path contains a NUL byte"),
                ("", "the path is empty"),
            ]
            for (path, reason) in cases {
                #expect(throws: AtomicFile.Failure(path: path, reason: reason, writing: true)) {
                    try AtomicFile.write("x", to: path)
                }
            }
            let left = try names(in: folder)
            #expect(left.isEmpty)
        }
    }

    @Test("a symbolic link is written through: the target changes, the link stays; the mode is kept")
    func symlinkAndMode() throws {
        try withScratchFolder { folder in
            try writeBytes(Array("old".utf8), to: "\(folder)/target")
            chmod("\(folder)/target", 0o600)
            #expect(symlink("target", "\(folder)/link") == 0)
            try AtomicFile.write("new", to: "\(folder)/link")
            #expect(try readBytes("\(folder)/target") == Array("new".utf8))
            var info = stat()
            #expect(lstat("\(folder)/link", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
            #expect(stat("\(folder)/target", &info) == 0 && info.st_mode & 0o777 == 0o600)
            #expect(try names(in: folder) == ["link", "target"])
        }
    }
}
