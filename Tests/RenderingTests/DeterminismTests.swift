import Layers
import Motion
import Raster
import Rendering
import Testing

/// The same tree gives the same bytes on every run and with any number of threads.
@Suite struct DeterminismTests {
    @Test func tenRunsAndOneTwoOrFourThreadsGiveTheSameBytes() throws {
        let images = ImageCache(baseDirectory: try Scenes.pictureDirectory())
        let scene = KitchenSink.make(picture: "picture.png")
        var hashes: Set<UInt64> = []
        for threads in [1, 2, 4] {
            // A fresh renderer per run builds everything again; one renderer across runs
            // replays its display list. Both must agree.
            let kept = LayerRenderer(threads: threads, images: images)
            for _ in 0..<10 {
                for renderer in [LayerRenderer(threads: threads, images: images), kept] {
                    let buffer = KitchenSink.buffer(scale: 2)
                    renderer.draw(scene.root, into: buffer, scale: 2, clearColor: Scenes.paper)
                    #expect(renderer.lastErrors.isEmpty)
                    hashes.insert(buffer.hash64())
                }
            }
        }
        #expect(hashes.count == 1)
    }

    @Test func theReferenceSceneIsTheSameWithOneTwoAndFourThreads() {
        let root = Scenes.reference()
        let hashes = Set(
            [1, 2, 4].map { threads -> UInt64 in
                let buffer = PixelBuffer(width: 1280, height: 800)
                LayerRenderer(threads: threads).draw(root, into: buffer, scale: 1, clearColor: .white)
                return buffer.hash64()
            })
        #expect(hashes.count == 1)
    }
}
