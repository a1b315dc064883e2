import Layers
import Motion
import Raster
import Rendering
import Testing

/// Every feature drawn and pinned by a committed PNG (Tests/RenderingTests/Golden).
@Suite struct GoldenImageTests {
    static let pictureName = "picture.png"

    func render(
        _ root: Layer, size: Size = FeatureScenes.size, scale: Double, images: ImageCache = ImageCache(),
        text: (any GlyphRasterizer)? = nil
    ) -> (buffer: PixelBuffer, errors: [String]) {
        let buffer = PixelBuffer(width: Int(size.width * scale), height: Int(size.height * scale))
        let renderer = LayerRenderer(threads: 1, images: images, text: text)
        renderer.draw(root, into: buffer, scale: scale, clearColor: Scenes.paper)
        return (buffer, renderer.lastErrors)
    }

    func pictures() throws -> ImageCache {
        ImageCache(baseDirectory: try Scenes.pictureDirectory())
    }

    @Test func borders() throws {
        try Golden.check(render(FeatureScenes.borders(), scale: 2).buffer, named: "borders")
    }

    @Test func perCornerRadii() throws {
        try Golden.check(render(FeatureScenes.cornerRadii(), scale: 2).buffer, named: "corner-radii")
    }

    @Test func shadows() throws {
        try Golden.check(render(FeatureScenes.shadows(), scale: 2).buffer, named: "shadows")
    }

    @Test func groupOpacity() throws {
        try Golden.check(render(FeatureScenes.groupOpacity(), scale: 2).buffer, named: "group-opacity")
    }

    @Test func masksToBoundsWithRadius() throws {
        try Golden.check(render(FeatureScenes.masksToBounds(), scale: 2).buffer, named: "masks-to-bounds")
    }

    @Test func image() throws {
        let result = render(FeatureScenes.image(Self.pictureName), scale: 2, images: try pictures())
        #expect(result.errors.isEmpty)
        try Golden.check(result.buffer, named: "image")
    }

    @Test func rotation2D() throws {
        let result = render(FeatureScenes.rotation(Self.pictureName), scale: 2, images: try pictures())
        #expect(result.errors.isEmpty)
        try Golden.check(result.buffer, named: "rotation")
    }

    @Test func perspective3D() throws {
        let result = render(FeatureScenes.perspective(Self.pictureName), scale: 2, images: try pictures())
        #expect(result.errors.isEmpty)
        try Golden.check(result.buffer, named: "perspective")
    }

    @Test func bitmapText() throws {
        try Golden.check(render(FeatureScenes.text(), scale: 2).buffer, named: "text-bitmap")
    }

    /// FreeType's output may change between versions, so a few pixels may differ a little.
    @Test func freeTypeText() throws {
        let text = try FreeTypeGlyphRasterizer()
        try Golden.check(
            render(FeatureScenes.text(), scale: 2, text: text).buffer, named: "text-freetype",
            tolerance: Golden.Tolerance(deltaE: 8, share: 0.01))
    }

    @Test func referenceScene() throws {
        try Golden.check(
            render(Scenes.reference(), size: Size(width: 1280, height: 800), scale: 1).buffer, named: "reference")
    }

    @Test func referenceSceneWithPerspectiveImage() throws {
        let result = render(
            Scenes.referenceWithPerspectiveImage(Self.pictureName), size: Size(width: 1280, height: 800), scale: 1,
            images: try pictures())
        #expect(result.errors.isEmpty)
        try Golden.check(result.buffer, named: "reference-perspective")
    }
}
