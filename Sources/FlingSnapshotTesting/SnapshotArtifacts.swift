import Formats
import Foundation
import Raster
import Rendering
import SnapshotTesting

#if canImport(Testing)
    import Testing
#endif

/// Where a failed image snapshot's pictures go: a folder of their own under
/// `SNAPSHOT_ARTIFACTS` (where swift-snapshot-testing puts its copy of a failed snapshot),
/// else the temporary directory, so a person (or CI, collecting that folder) can open them.
enum SnapshotArtifacts {
    /// The folder the artefacts go under, when not `SNAPSHOT_ARTIFACTS` or the temporary
    /// directory: our own tests set it, so they leave nothing behind.
    @TaskLocal static var directory: String?

    /// The folder for one failure: `BASE/FILE/TEST.EXPECTED-ACTUAL`, FILE and TEST the
    /// running Swift Testing test's file and function (as swift-snapshot-testing names its
    /// own folder and files), EXPECTED and ACTUAL the start of each image's pixel hash, so
    /// tests running in parallel, and two snapshots in one test, never share a folder.
    static func folder(expected: PixelBuffer, actual: PixelBuffer) -> URL {
        let base = directory ?? ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        var file = "FlingSnapshotTesting"
        var test = "snapshot"
        #if canImport(Testing)
            if let current = Test.current {
                file = URL(fileURLWithPath: current.sourceLocation.fileName).deletingPathExtension().lastPathComponent
                test = sanitized(current.name)
            }
        #endif
        return URL(fileURLWithPath: base, isDirectory: true)
            .appendingPathComponent(file, isDirectory: true)
            .appendingPathComponent(
                "\(test).\(expected.hashHex.prefix(8))-\(actual.hashHex.prefix(8))", isDirectory: true)
    }

    /// What was written: the sentence for the failure message, and the same images as
    /// attachments (which Xcode shows).
    struct Written {
        var sentence: String
        var attachments: [DiffAttachment]
    }

    /// Writes `images` (each atomically) to the failure's folder.
    static func write(_ images: [(name: String, image: PixelBuffer)], expected: PixelBuffer, actual: PixelBuffer)
        -> Written
    {
        let folder = folder(expected: expected, actual: actual)
        var attachments: [DiffAttachment] = []
        var paths: [String] = []
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, image) in images {
                let path = folder.appendingPathComponent(name).path
                let png = PNG.encode(image)
                try AtomicFile.write(png, to: path)
                paths.append("\(name.dropLast(".png".count)): \(path)")
                attachments.append(.data(Data(png), name: name))
            }
        } catch {
            return Written(
                sentence: "The failure's images could not be written to \(folder.path): \(error)",
                attachments: attachments)
        }
        return Written(sentence: "Images of the failure:\n" + paths.joined(separator: "\n"), attachments: attachments)
    }

    /// `name` with every run of non-word characters made one hyphen, none at either end.
    static func sanitized(_ name: String) -> String {
        var out = ""
        var pendingHyphen = false
        for scalar in name.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) || scalar == "_" {
                if pendingHyphen && !out.isEmpty { out.append("-") }
                pendingHyphen = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingHyphen = true
            }
        }
        return out.isEmpty ? "snapshot" : out
    }
}
