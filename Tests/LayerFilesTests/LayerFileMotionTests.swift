import Foundation
import LayerFiles
import Layers
import Motion
import Testing

@Suite("The moving benchmark's frames: every layer moved by the formula the peers share")
struct LayerFileMotionTests {
    private let layers = """
        {"frame": [10, 20, 30, 40], "cornerRadius": 8, "sublayers": [{"frame": [1, 2, 3, 4]}]},
        {"position": [50, 60], "bounds": [0, 0, 10, 10], "transform": [2,0,0,0, 0,2,0,0, 0,0,1,0, 5,6,0,1]}
        """

    @Test("positions move by (3.3 sin(0.37 f + 0.71 k), 2.1 cos(0.23 f + 0.53 k)) in depth-first order")
    func positions() throws {
        let file = try parseScene(sceneText(layers: layers))
        let motion = LayerFileMotion(file)
        let first = file.root.sublayers[0]
        let nested = first.sublayers[0]
        let last = file.root.sublayers[1]
        let bases = [first.position, nested.position, last.position]
        motion.apply(frame: 7)
        for (k, layer) in [first, nested, last].enumerated() {
            let n = Double(k)
            #expect(abs(layer.position.x - (bases[k].x + 3.3 * sin(0.37 * 7 + 0.71 * n))) < 1e-12)
            #expect(abs(layer.position.y - (bases[k].y + 2.1 * cos(0.23 * 7 + 0.53 * n))) < 1e-12)
        }
        // From the file's values every time, not from the last frame's.
        motion.apply(frame: 0)
        #expect(abs(first.position.x - (bases[0].x + 0)) < 1e-12)
    }

    @Test("a rounded corner breathes; an unrounded one stays square; the last layer turns after its transform")
    func radiiAndOverlay() throws {
        let file = try parseScene(sceneText(layers: layers))
        let motion = LayerFileMotion(file)
        let last = file.root.sublayers[1]
        let base = last.transform
        motion.apply(frame: 10)
        #expect(abs(file.root.sublayers[0].cornerRadius - 8 * (1 + 0.25 * sin(0.41 * 10))) < 1e-12)
        #expect(file.root.sublayers[0].sublayers[0].cornerRadius == 0)
        var rotation = Transform3D.identity
        rotation.m11 = cos(0.3)
        rotation.m12 = sin(0.3)
        rotation.m21 = -sin(0.3)
        rotation.m22 = cos(0.3)
        #expect(last.transform == base.concatenating(rotation))
        #expect(abs(last.transform.m41 - 5 * cos(0.3) + 6 * sin(0.3)) < 1e-12, "the translation turns too")
    }
}
