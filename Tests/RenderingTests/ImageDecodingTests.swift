import Foundation
import Motion
import Raster
import Rendering
import Testing

/// PNG decoding with libpng, and the image cache.
@Suite struct ImageDecodingTests {
    @Test func everyPremultipliedPixelSurvivesAnEncodeAndDecode() throws {
        // Each row is one alpha, each column one channel value up to that alpha.
        let buffer = PixelBuffer(width: 256, height: 256)
        buffer.withUnsafeMutableBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self)
            for a in 0..<256 {
                for c in 0..<256 {
                    let v = UInt32(min(c, a))
                    pixels[a * 256 + c] = UInt32(a) << 24 | v << 16 | (UInt32(a) - v) << 8 | v / 2
                }
            }
        }
        let image = try PNG.decode(PNG.encode(buffer))
        #expect(image.width == 256 && image.height == 256)
        var mismatches = 0
        for y in 0..<256 { for x in 0..<256 where image[x, y] != buffer[x, y] { mismatches += 1 } }
        #expect(mismatches == 0)
    }

    @Test func theCacheDecodesOnceAndResolvesNamesAgainstItsDirectory() throws {
        let directory = try Scenes.pictureDirectory()
        let cache = ImageCache(baseDirectory: directory)
        let first = try cache.image(named: "picture.png")
        #expect(first.width == 96 && first.height == 64)
        #expect(try cache.image(named: "picture.png") === first)
        #expect(try cache.image(named: directory + "/picture.png").width == 96, "absolute names are used as they are")
        #expect(cache.path(for: "a/b.png") == directory + "/a/b.png")
        #expect(ImageCache().path(for: "b.png") == "b.png")
    }

    @Test func aMissingFileIsOneLineNamingThePath() {
        let cache = ImageCache(baseDirectory: "/nonexistent")
        #expect(throws: RenderingError.self) { try cache.image(named: "x.png") }
        do {
            _ = try cache.image(named: "x.png")
        } catch {
            let message = "\(error)"
            #expect(message.hasPrefix("cannot read image /nonexistent/x.png: "))
            #expect(!message.contains("\n"))
        }
    }

    @Test func dataThatIsNotAPNGIsAnError() {
        #expect(throws: RenderingError.self) { try PNG.decode(Array("not a png".utf8), name: "notes.txt") }
    }

    @Test func registeredImagesNeedNoFile() throws {
        let cache = ImageCache()
        let image = Image(copying: Scenes.testPicture())
        cache.register(image, named: "drawn")
        #expect(try cache.image(named: "drawn") === image)
    }
}
