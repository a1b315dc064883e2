import Foundation
import Geometry
import Raster
import Testing

/// Fling's gradients against its peers' renderings of the same geometry: cairo for axial and
/// radial, Skia's sweep gradient for conic (Tools/gradient-references/render.py wrote the
/// PNGs in GradientReferences/; keep the scenes here and there the same).
@Suite struct GradientReferenceTests {
    static let width = 256, height = 192
    static let bounds = Rect(x: 16, y: 24, width: 224, height: 144)
    static let colors = [
        Color(red: 0.9, green: 0.1, blue: 0.2), Color(red: 0, green: 0.6, blue: 1, alpha: 0.5),
        Color(red: 1, green: 0.85, blue: 0.1), Color(red: 0.2, green: 0.1, blue: 0.5),
    ]
    static let locations = [0, 0.3, 0.75, 1.0]
    static let scenes: [(name: String, kind: Gradient.Kind, start: Point, end: Point)] = [
        ("axial", .axial, Point(x: 0.1, y: 0.2), Point(x: 0.85, y: 0.9)),
        ("radial", .radial, Point(x: 0.45, y: 0.55), Point(x: 0.9, y: 0.95)),
        ("conic", .conic, Point(x: 0.5, y: 0.45), Point(x: 0.8, y: 0.1)),
    ]

    /// The reference folder beside this file.
    static func reference(_ name: String, filePath: String = #filePath) -> String {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("GradientReferences")
            .appendingPathComponent(name + ".png").path
    }

    /// Fling's rendering of scene `name`: the gradient over the whole canvas, on white.
    static func render(_ scene: (name: String, kind: Gradient.Kind, start: Point, end: Point)) throws -> PixelBuffer {
        let gradient = Gradient(
            scene.kind, colors: colors, locations: locations, startPoint: scene.start, endPoint: scene.end)
        let paint = try #require(GradientPaint(gradient, bounds: bounds, transform: .identity))
        let buffer = PixelBuffer(width: width, height: height)
        buffer.fill(0xFFFF_FFFF)
        for y in 0..<height { paint.full(buffer.pixels + y * width, count: width, x: 0, y: y) }
        return buffer
    }

    @Test(arguments: scenes.map(\.name))
    func matchesItsPeerAtFortyDecibels(_ name: String) throws {
        let scene = try #require(Self.scenes.first { $0.name == name })
        let reference = try PNG.read(Self.reference(name))
        #expect(reference.width == Self.width && reference.height == Self.height)
        let fling = try Self.render(scene)
        let db = fling.psnr(against: reference)
        print("gradient reference \(name): PSNR \(String(format: "%.2f", db)) dB")
        #expect(db >= 40, "\(name): \(db) dB")
        // A real ramp, not a flat canvas on both sides.
        #expect(Set((0..<Self.width).map { fling[$0, Self.height / 2] }).count > 50)
    }
}
