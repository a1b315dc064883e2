import Foundation
import Testing

/// A property whose type is not `Animatable` is the compiler's error at that property: a
/// snippet is type-checked by `swiftc` against the modules and the plugin this build made.
@Suite("@Animatable: a property of a type that is not Animatable")
struct NotAnimatableErrorTests {
    /// The build's products directory, where the test bundle and the plugin are.
    static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    /// The checkout (for CMotionMath's headers, which Geometry's module needs).
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func badge(tint: String) -> String {
        """
        import FlingMacros

        \(tint)

        @Animatable
        struct Badge {
            var scale: Double
            var tint: Tint
        }
        """
    }

    /// Type-checks `source` as `Badge.swift`; the exit status and what the compiler wrote.
    static func typecheck(_ source: String) throws -> (status: Int32, output: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fling-macros-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Badge.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-I", products.appendingPathComponent("Modules").path,
            "-load-plugin-executable",
            products.appendingPathComponent("FlingMacrosPlugin-tool").path + "#FlingMacrosPlugin",
            "-Xcc", "-fmodule-map-file=" + products.appendingPathComponent("CMotionMath.build/module.modulemap").path,
            "-Xcc", "-I", "-Xcc", checkout.appendingPathComponent("Sources/CMotionMath/include").path,
            "-no-color-diagnostics", "Badge.swift",
        ]
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let watched = process
        DispatchQueue.global().asyncAfter(deadline: .now() + 120) { if watched.isRunning { watched.terminate() } }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test("the compiler's error names the type and the protocol, and comes from the property's line")
    func errorAtTheProperty() throws {
        let result = try Self.typecheck(Self.badge(tint: "struct Tint { var hue: Double }"))
        #expect(result.status != 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let error = try #require(
            lines.firstIndex {
                $0.contains(
                    "error: global function 'propertyMustBeAnimatableOrIgnored' requires that 'Tint' conform to 'Animatable'"
                ) && $0.hasPrefix("macro expansion @AnimatableMember")
            }, "\(result.output)")
        // The next line says where: line 8, `var tint: Tint`, at its end, where its peer goes.
        #expect(lines[error + 1].contains("Badge.swift:8:19: note: expanded code originates here"), "\(result.output)")
    }

    @Test("the same snippet with an Animatable Tint type-checks: the flags above are right")
    func animatableTintCompiles() throws {
        let tint = """
            struct Tint: Animatable {
                var hue: Double
                var animatableData: Double {
                    get { hue }
                    set { hue = newValue }
                }
            }
            """
        let result = try Self.typecheck(Self.badge(tint: tint))
        #expect(result.status == 0, "\(result.output)")
    }
}
