import Formats
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("InputFile reads only regular files, in words when it cannot")
struct InputFileTests {
    @Test("a regular file's bytes; a byte-order mark is skipped in text")
    func regularFile() throws {
        try withScratchFolder { folder in
            try writeBytes([0xEF, 0xBB, 0xBF] + Array("{\"a\":1}".utf8), to: "\(folder)/bom.json")
            #expect(try InputFile.read("\(folder)/bom.json").count == 10)
            #expect(try InputFile.readText("\(folder)/bom.json") == "{\"a\":1}")
            try writeBytes([0x7B, 0xFF, 0x7D], to: "\(folder)/binary")
            #expect(throws: InputFile.Failure(path: "\(folder)/binary", reason: "is not UTF-8 text")) {
                try InputFile.readText("\(folder)/binary")
            }
        }
    }

    @Test("a BOM only at the start is skipped; one inside is text")
    func bomOnlyAtTheStart() {
        #expect(InputFile.text([0xEF, 0xBB, 0xBF]) == "")
        #expect(InputFile.text(Array("a\u{FEFF}".utf8)) == "a\u{FEFF}")
    }

    @Test("a directory, a named pipe, a device, a missing file and a NUL byte are one-line reasons, without blocking")
    func notRegularFiles() throws {
        try withScratchFolder { folder in
            #expect(mkfifo("\(folder)/pipe", 0o600) == 0)
            let cases: [(String, String)] = [
                (folder, "is a directory"),
                ("\(folder)/pipe", "is a named pipe (FIFO), not a regular file"),
                ("/dev/null", "is a device, not a regular file"),
                ("\(folder)/missing", "no such file"),
                ("\(folder)/missing/deeper", "no such file"),
                ("\(folder)/a\u{0}b", "the path contains a NUL byte"),
                ("", "the path is empty"),
            ]
            for (path, reason) in cases {
                #expect(throws: InputFile.Failure(path: path, reason: reason)) { try InputFile.read(path) }
            }
            try writeBytes([1], to: "\(folder)/file")
            #expect(
                throws: InputFile.Failure(path: "\(folder)/file/x", reason: "a part of the path is not a directory")
            ) {
                try InputFile.read("\(folder)/file/x")
            }
        }
    }

    @Test("an unreadable file is \"permission denied\" (when not running as root, who reads anything)")
    func permissionDenied() throws {
        guard geteuid() != 0 else { return }
        try withScratchFolder { folder in
            try writeBytes([1], to: "\(folder)/secret")
            chmod("\(folder)/secret", 0)
            #expect(throws: InputFile.Failure(path: "\(folder)/secret", reason: "permission denied")) {
                try InputFile.read("\(folder)/secret")
            }
        }
    }

    @Test("a file over the size limit is an error, not an exhausted machine")
    func sizeLimit() throws {
        try withScratchFolder { folder in
            try writeBytes([UInt8](repeating: 0x20, count: 11), to: "\(folder)/big")
            #expect(try InputFile.read("\(folder)/big", maximumSize: 11).count == 11)
            #expect(
                throws: InputFile.Failure(path: "\(folder)/big", reason: "is 11 bytes, over the 10 bytes Fling reads")
            ) {
                try InputFile.read("\(folder)/big", maximumSize: 10)
            }
            #expect(InputFile.maximumSize == 256 << 20)
        }
    }

    @Test("the error's path is escaped: one line whatever the name")
    func pathInTheMessageIsEscaped() {
        let failure = InputFile.Failure(path: "a\nb\u{1B}[31m", reason: "no such file")
        #expect(failure.description == "a\\nb\\u{1B}[31m: no such file")
    }
}
