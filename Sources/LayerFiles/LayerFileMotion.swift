import Foundation
import Layers
import Motion

/// The moving benchmark's frames (docs/bench.md, "Moving frames"): every layer of a layer file
/// moved each frame, so nothing drawn before can be reused — what an animating interface draws.
///
/// Every layer, numbered k in depth-first order from 0 (the file's layers and their sublayers;
/// not masks), is moved from its file position by (3.3 sin(0.37 f + 0.71 k),
/// 2.1 cos(0.23 f + 0.53 k)) points at frame f; a corner radius r > 0 becomes
/// r (1 + 0.25 sin(0.41 f + 0.9 k)); the file's last layer (the overlay) turns: its transform is
/// the file's followed by a rotation of 0.03 f radians about z. The peers of
/// `Tools/bench-render` (cairo-render, blend2d-render, skia-render) move the same way.
public struct LayerFileMotion {
    private struct Entry {
        let layer: Layer
        let position: Point
        let cornerRadius: Double
    }

    private let entries: [Entry]
    private let overlay: (layer: Layer, transform: Transform3D)?

    /// The motion of `file`'s layers, from the values they have now (the file's).
    public init(_ file: LayerFile) {
        var entries: [Entry] = []
        func walk(_ layer: Layer) {
            entries.append(Entry(layer: layer, position: layer.position, cornerRadius: layer.cornerRadius))
            for sublayer in layer.sublayers { walk(sublayer) }
        }
        for layer in file.root.sublayers { walk(layer) }
        self.entries = entries
        overlay = file.root.sublayers.last.map { ($0, $0.transform) }
    }

    /// Sets every layer's model values to frame `frame`'s.
    public func apply(frame: Int) {
        let f = Double(frame)
        for (k, entry) in entries.enumerated() {
            let n = Double(k)
            entry.layer.position = Point(
                x: entry.position.x + 3.3 * sin(0.37 * f + 0.71 * n),
                y: entry.position.y + 2.1 * cos(0.23 * f + 0.53 * n))
            if entry.cornerRadius > 0 {
                entry.layer.cornerRadius = entry.cornerRadius * (1 + 0.25 * sin(0.41 * f + 0.9 * n))
            }
        }
        if let overlay {
            let angle = 0.03 * f
            var rotation = Transform3D.identity
            rotation.m11 = cos(angle)
            rotation.m12 = sin(angle)
            rotation.m21 = -sin(angle)
            rotation.m22 = cos(angle)
            overlay.layer.transform = overlay.transform.concatenating(rotation)
        }
    }
}
