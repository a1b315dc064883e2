import Layers
import Raster
import Rendering
import Testing

/// Checks the renderer's promises on a tree of one's own: the same bytes at every kernel level
/// and thread count, and a redraw by damage equal to a full draw after every change.
enum RenderingChecks {
    /// Draws `root` into a 600×400 frame at scale 2 on white at every kernel level with 1, 2 and 4
    /// threads, and expects one hash and no drawing errors.
    static func expectSameBytesAtEveryLevelAndThreadCount(_ root: Layer) {
        var hashes: Set<UInt64> = []
        for level in PixelKernelTests.levels {
            for threads in [1, 2, 4] {
                PixelKernelTests.at(level) {
                    let buffer = PixelBuffer(width: 600, height: 400)
                    let renderer = LayerRenderer(threads: threads)
                    renderer.draw(root, into: buffer, scale: 2, clearColor: .white)
                    #expect(renderer.lastErrors.isEmpty)
                    hashes.insert(buffer.hash64())
                }
            }
        }
        #expect(hashes.count == 1)
    }

    /// Applies each change to `root` in turn, redrawing by damage (600×400 at scale 2 on white),
    /// and expects each redraw to equal a full draw; a change named "nothing" must report no
    /// damage and leave the pixels alone, every other one some damage.
    static func expectRedrawsMatchFullDraws(_ root: Layer, changes: [(String, @Sendable (Layer) -> Void)]) {
        let incremental = LayerRenderer(threads: 2)
        let buffer = PixelBuffer(width: 600, height: 400)
        incremental.drawChanges(root, into: buffer, scale: 2, clearColor: .white)
        for (name, change) in changes {
            let before = buffer.hash64()
            change(root)
            let damage = incremental.drawChanges(root, into: buffer, scale: 2, clearColor: .white)
            let full = PixelBuffer(width: 600, height: 400)
            LayerRenderer(threads: 1).draw(root, into: full, scale: 2, clearColor: .white)
            #expect(buffer.hash64() == full.hash64(), "after \"\(name)\" the damaged redraw differs from a full one")
            if name == "nothing" {
                #expect(damage == nil && buffer.hash64() == before)
            } else {
                #expect(damage != nil, "\(name): no damage reported")
            }
        }
    }
}
