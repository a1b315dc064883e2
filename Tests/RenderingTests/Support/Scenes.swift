import Foundation
import Layers
import Motion
import Raster
import Rendering

/// Layer trees the rendering tests draw, each showing one feature.
enum Scenes {
    /// A layer whose frame is `frame` (anchor point in the middle).
    static func layer(_ frame: Rect, _ color: Color = .clear, radius: Double = 0, name: String = "") -> Layer {
        Layer(
            name: name, position: frame.center, bounds: Rect(x: 0, y: 0, width: frame.width, height: frame.height),
            backgroundColor: color, cornerRadius: radius)
    }

    static let paper = Color(red8: 242, green8: 240, blue8: 235)
    static let ink = Color(red8: 30, green8: 34, blue8: 48)
    static let blue = Color(red8: 0, green8: 122, blue8: 255)
    static let orange = Color(red8: 255, green8: 149, blue8: 0)
    static let green = Color(red8: 52, green8: 199, blue8: 89)
    static let pink = Color(red8: 255, green8: 45, blue8: 85)

    /// The hash of `root` drawn on white at scale 1 into 320 × 240 pixels by a renderer of its
    /// own, as a first frame: what a renderer that kept things between frames must match.
    static func freshHash(_ root: Layer) -> UInt64 {
        let buffer = PixelBuffer(width: 320, height: 240)
        LayerRenderer().draw(root, into: buffer, scale: 1, clearColor: .white)
        return buffer.hash64()
    }

    /// Degrees to radians.
    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    /// A five-pointed star drawn as one self-crossing line (a pentagram) in a 100-point square:
    /// even-odd leaves its centre empty, non-zero fills it.
    static func pentagram() -> Path {
        var star = Path()
        for i in 0..<5 {
            let a = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let q = Point(x: 50 + 45 * MotionMath.cos(a), y: 50 + 45 * MotionMath.sin(a))
            if i == 0 { star.move(to: q) } else { star.addLine(to: q) }
        }
        star.closeSubpath()
        return star
    }

    // MARK: The reference scene

    /// Issue 6's benchmark scene at 1280×800 points: an 8×8 grid of 120×72 cards (radius 16,
    /// varied opaque fills, a 2-point border of rgba(0.1, 0.1, 0.1, 0.6), a black shadow of
    /// opacity 0.35, offset (0, 4), radius 6) under a 360×220 overlay of
    /// rgba(0.9, 0.3, 0.2, 0.5) rotated 30° about its centre at (640, 400).
    static func reference(borders: Bool = true, shadows: Bool = true) -> Layer {
        let root = layer(
            Rect(x: 0, y: 0, width: 1280, height: 800), Color(red8: 236, green8: 238, blue8: 242), name: "root")
        for row in 0..<8 {
            for column in 0..<8 {
                let index = row * 8 + column
                let card = layer(
                    Rect(x: 55 + Double(column) * 150, y: 42 + Double(row) * 92, width: 120, height: 72),
                    cardColor(index), radius: 16, name: "card\(index)")
                if borders {
                    card.borderWidth = 2
                    card.borderColor = Color(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.6)
                }
                if shadows {
                    card.shadowColor = .black
                    card.shadowOpacity = 0.35
                    card.shadowOffset = Size(width: 0, height: 4)
                    card.shadowRadius = 6
                }
                root.addSublayer(card)
            }
        }
        let overlay = layer(
            Rect(x: 640 - 180, y: 400 - 110, width: 360, height: 220),
            Color(red: 0.9, green: 0.3, blue: 0.2, alpha: 0.5),
            name: "overlay")
        overlay.transform = Transform3D(rotationAngle: radians(30), x: 0, y: 0, z: 1)
        root.addSublayer(overlay)
        return root
    }

    /// Opaque fills around the colour wheel, lighter and darker by row.
    static func cardColor(_ index: Int) -> Color {
        let hue = Double(index % 8) / 8
        let shade = 0.55 + 0.05 * Double(index / 8)
        func channel(_ offset: Double) -> Double {
            let t = abs(((hue + offset).truncatingRemainder(dividingBy: 1)) * 6 - 3) - 1
            return min(max(t, 0), 1) * shade + (1 - shade) * 0.6
        }
        return Color(red: channel(0), green: channel(2.0 / 3), blue: channel(1.0 / 3))
    }

    /// The reference scene with an image card turned 40° about y in perspective (m34 = −1/500)
    /// between the grid and the overlay.
    static func referenceWithPerspectiveImage(_ name: String) -> Layer {
        let root = reference()
        let card = perspectiveImageLayer(name, frame: Rect(x: 860, y: 250, width: 320, height: 240))
        root.insertSublayer(card, at: root.sublayers.count - 1)
        return root
    }

    /// An image layer rotated 40° about its vertical axis, m34 = −1/500, as UIKit code writes it.
    static func perspectiveImageLayer(_ name: String, frame: Rect) -> Layer {
        let card = layer(frame, .white, radius: 12, name: "perspective")
        card.contents = ImageReference(name)
        card.masksToBounds = true
        card.borderWidth = 3
        card.borderColor = ink
        var transform = Transform3D.identity
        transform.m34 = -1.0 / 500
        card.transform = transform.rotated(by: radians(40), x: 0, y: 1, z: 0)
        return card
    }

    // MARK: Test images

    /// A 96×64 picture with gradients, a checkerboard, a disc and a translucent corner:
    /// straight and diagonal edges and smooth ramps, so scaling and filtering show.
    static func testPicture() -> PixelBuffer {
        let width = 96
        let height = 64
        let buffer = PixelBuffer(width: width, height: height)
        buffer.withUnsafeMutableBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self)
            for y in 0..<height {
                for x in 0..<width {
                    var r = UInt32(x * 255 / (width - 1))
                    var g = UInt32(y * 255 / (height - 1))
                    var b: UInt32 = 160
                    var a: UInt32 = 255
                    if x < 32 && y < 32 && ((x / 8) + (y / 8)) % 2 == 0 {
                        r = 20
                        g = 20
                        b = 30
                    }
                    let dx = x - 64
                    let dy = y - 40
                    if dx * dx + dy * dy < 14 * 14 {
                        r = 255
                        g = 240
                        b = 40
                    }
                    if x >= 80 && y < 16 { a = 128 }
                    // Premultiply.
                    r = (r * a + 127) / 255
                    g = (g * a + 127) / 255
                    b = (b * a + 127) / 255
                    pixels[y * width + x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        return buffer
    }

    /// A directory holding `picture.png` (the test picture, written and read back through
    /// PNG files like any scene's images), made once per test run and removed when the test
    /// process exits.
    static func pictureDirectory() throws -> String {
        try picturePath.get()
    }

    private static let pictureFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "fling-rendering-\(UUID().uuidString)")

    private static let picturePath = Result<String, any Error> {
        let directory = pictureFolder
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: Scenes.pictureFolder) }
        try PNG.write(testPicture(), to: directory.appendingPathComponent("picture.png").path)
        return directory.path
    }
}
