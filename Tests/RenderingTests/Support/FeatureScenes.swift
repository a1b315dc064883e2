import Layers
import Motion
import Rendering

/// One small scene per feature, for the golden images; `size` is each canvas in points.
enum FeatureScenes {
    typealias S = Scenes

    static let size = Size(width: 240, height: 150)

    static func canvas() -> Layer {
        S.layer(Rect(x: 0, y: 0, width: size.width, height: size.height), S.paper, name: "root")
    }

    /// Borders of several widths on square, rounded and clear layers, one on fractional points.
    static func borders() -> Layer {
        let root = canvas()
        let specs: [(Rect, Color, Double, Double, Color)] = [
            (Rect(x: 10, y: 10, width: 60, height: 40), .white, 0, 1, S.ink),
            (Rect(x: 90, y: 10, width: 60, height: 40), S.blue, 12, 2.5, Color(red: 0, green: 0, blue: 0, alpha: 0.5)),
            (Rect(x: 170, y: 10, width: 60, height: 40), .clear, 20, 6, S.orange),
            (Rect(x: 10, y: 70, width: 80, height: 60), S.green, 8, 10, Color(red: 1, green: 1, blue: 1, alpha: 0.7)),
            (Rect(x: 110.3, y: 80.6, width: 50.5, height: 40.25), .white, 6, 1.5, S.pink),
            (Rect(x: 180, y: 70, width: 50, height: 60), S.orange, 25, 3, S.ink),
        ]
        for (frame, fill, radius, width, color) in specs {
            let card = S.layer(frame, fill, radius: radius)
            card.borderWidth = width
            card.borderColor = color
            root.addSublayer(card)
        }
        return root
    }

    /// `maskedCorners` combinations, and a radius larger than half the height.
    static func cornerRadii() -> Layer {
        let root = canvas()
        let masks: [CornerMask] = [
            [.minXMinY], [.maxXMinY, .maxXMaxY], [.minXMinY, .maxXMaxY], [.minXMaxY, .maxXMaxY, .maxXMinY],
        ]
        for (i, mask) in masks.enumerated() {
            let card = S.layer(
                Rect(x: 10 + Double(i) * 57, y: 12, width: 50, height: 56), [S.blue, S.orange, S.green, S.pink][i],
                radius: 20)
            card.maskedCorners = mask
            root.addSublayer(card)
        }
        root.addSublayer(S.layer(Rect(x: 10, y: 85, width: 150, height: 50), S.ink, radius: 100))
        let bordered = S.layer(Rect(x: 175, y: 85, width: 55, height: 50), .white, radius: 18)
        bordered.maskedCorners = [.minXMinY, .maxXMaxY]
        bordered.borderWidth = 4
        bordered.borderColor = S.blue
        root.addSublayer(bordered)
        return root
    }

    /// Shadows of several colours, offsets and radii, under opaque and translucent layers.
    static func shadows() -> Layer {
        let root = canvas()
        let specs: [(Rect, Color, Double, Color, Double, Size, Double)] = [
            (Rect(x: 12, y: 12, width: 60, height: 40), .white, 10, .black, 0.35, Size(width: 0, height: 4), 6),
            (Rect(x: 90, y: 12, width: 60, height: 40), .white, 0, S.blue, 0.8, Size(width: 6, height: 6), 2),
            (Rect(x: 168, y: 12, width: 60, height: 40), S.orange, 20, .black, 0.6, Size(width: 0, height: 0), 12),
            (
                Rect(x: 20, y: 80, width: 70, height: 50), Color(red: 1, green: 1, blue: 1, alpha: 0.4), 14, .black,
                0.5, Size(width: 0, height: 8), 4
            ),
            (
                Rect(x: 110.4, y: 84.7, width: 50.3, height: 40.6), S.green, 8, .black, 0.5, Size(width: -3, height: 3),
                3.5
            ),
            (Rect(x: 180, y: 80, width: 45, height: 45), S.pink, 0, S.ink, 1, Size(width: 2, height: -3), 0),
        ]
        for (frame, fill, radius, color, opacity, offset, blur) in specs {
            let card = S.layer(frame, fill, radius: radius)
            card.shadowColor = color
            card.shadowOpacity = opacity
            card.shadowOffset = offset
            card.shadowRadius = blur
            root.addSublayer(card)
        }
        return root
    }

    /// Left: a group at opacity 0.5 (the overlap shows only the top child). Right: the same
    /// children each at 0.5 (the overlap shows both). Below: one layer with a border at 0.5.
    static func groupOpacity() -> Layer {
        let root = canvas()
        func pair(at x: Double, groupOpacity: Double, childOpacity: Double) -> Layer {
            let parent = S.layer(Rect(x: x, y: 10, width: 100, height: 80))
            parent.opacity = groupOpacity
            for (frame, color) in [
                (Rect(x: 0, y: 0, width: 60, height: 50), S.blue),
                (Rect(x: 35, y: 25, width: 60, height: 50), S.orange),
            ] {
                let child = S.layer(frame, color, radius: 10)
                child.opacity = childOpacity
                parent.addSublayer(child)
            }
            return parent
        }
        root.addSublayer(pair(at: 10, groupOpacity: 0.5, childOpacity: 1))
        root.addSublayer(pair(at: 130, groupOpacity: 1, childOpacity: 0.5))
        let bordered = S.layer(Rect(x: 40, y: 100, width: 160, height: 40), S.green, radius: 12)
        bordered.borderWidth = 6
        bordered.borderColor = S.ink
        bordered.opacity = 0.5
        root.addSublayer(bordered)
        return root
    }

    /// A rounded clip with children sticking out, a rotated child, a nested rotated clip, and
    /// a clip on whole pixels.
    static func masksToBounds() -> Layer {
        let root = canvas()
        let clip = S.layer(Rect(x: 10, y: 10, width: 130, height: 130), S.ink, radius: 28)
        clip.masksToBounds = true
        clip.addSublayer(S.layer(Rect(x: -20, y: -20, width: 80, height: 70), S.orange))
        let rotated = S.layer(Rect(x: 60, y: 55, width: 100, height: 40), S.blue, radius: 6)
        rotated.transform = Transform3D(rotationAngle: S.radians(-25), x: 0, y: 0, z: 1)
        clip.addSublayer(rotated)
        let inner = S.layer(Rect(x: 20, y: 85, width: 60, height: 60), .white, radius: 10)
        inner.masksToBounds = true
        inner.transform = Transform3D(rotationAngle: S.radians(15), x: 0, y: 0, z: 1)
        inner.addSublayer(S.layer(Rect(x: 30, y: -10, width: 50, height: 50), S.pink, radius: 25))
        clip.addSublayer(inner)
        root.addSublayer(clip)
        let square = S.layer(Rect(x: 160, y: 20, width: 60, height: 60), S.green)
        square.masksToBounds = true
        square.addSublayer(S.layer(Rect(x: 30, y: 30, width: 60, height: 60), S.ink, radius: 30))
        root.addSublayer(square)
        return root
    }

    /// The test picture at its size, stretched, shrunk, rounded by a clip, and translucent.
    static func image(_ name: String) -> Layer {
        let root = canvas()
        let specs: [(Rect, Double, Bool, Double)] = [
            (Rect(x: 5, y: 5, width: 48, height: 32), 0, false, 1),
            (Rect(x: 60, y: 5, width: 170, height: 90), 0, false, 1),
            (Rect(x: 5, y: 45, width: 30, height: 20), 0, false, 1),
            (Rect(x: 5, y: 100, width: 70, height: 45), 14, true, 1),
            (Rect(x: 90, y: 105, width: 60, height: 40), 0, false, 0.6),
        ]
        for (frame, radius, clips, opacity) in specs {
            let layer = S.layer(frame, .clear, radius: radius)
            layer.contents = ImageReference(name)
            layer.masksToBounds = clips
            layer.opacity = opacity
            root.addSublayer(layer)
        }
        return root
    }

    /// 2D affine transforms: rotation (with border and shadow), a rotated image, a stretched
    /// rounded layer (elliptical corners) and a mirrored one.
    static func rotation(_ name: String) -> Layer {
        let root = canvas()
        let card = S.layer(Rect(x: 20, y: 30, width: 80, height: 50), S.blue, radius: 12)
        card.transform = Transform3D(rotationAngle: S.radians(30), x: 0, y: 0, z: 1)
        card.borderWidth = 3
        card.borderColor = S.ink
        card.shadowOpacity = 0.5
        card.shadowOffset = Size(width: 0, height: 5)
        card.shadowRadius = 4
        root.addSublayer(card)
        let picture = S.layer(Rect(x: 130, y: 20, width: 90, height: 60))
        picture.contents = ImageReference(name)
        picture.transform = Transform3D(rotationAngle: S.radians(-12), x: 0, y: 0, z: 1)
        root.addSublayer(picture)
        let stretched = S.layer(Rect(x: 30, y: 105, width: 60, height: 30), S.orange, radius: 15)
        stretched.transform = Transform3D(scaleX: 1.8, y: 1, z: 1)
        root.addSublayer(stretched)
        let mirrored = S.layer(Rect(x: 150, y: 100, width: 70, height: 40), S.green, radius: 8)
        mirrored.maskedCorners = [.minXMinY]
        mirrored.transform = Transform3D(scaleX: -1, y: 1, z: 1)
        mirrored.text = TextContent("ab", fontSize: 20, color: S.ink)
        root.addSublayer(mirrored)
        return root
    }

    /// Perspective: an image layer turned 40° about y with m34 = −1/500, and a container
    /// whose sublayerTransform gives perspective to a child turned 60° about x.
    static func perspective(_ name: String) -> Layer {
        let root = canvas()
        root.addSublayer(S.perspectiveImageLayer(name, frame: Rect(x: 15, y: 25, width: 120, height: 90)))
        let stage = S.layer(Rect(x: 140, y: 10, width: 95, height: 130))
        var projection = Transform3D.identity
        projection.m34 = -1.0 / 300
        stage.sublayerTransform = projection
        let floor = S.layer(Rect(x: 5, y: 25, width: 85, height: 80), S.orange, radius: 10)
        floor.transform = Transform3D(rotationAngle: S.radians(60), x: 1, y: 0, z: 0)
        floor.borderWidth = 4
        floor.borderColor = S.ink
        stage.addSublayer(floor)
        root.addSublayer(stage)
        return root
    }

    /// Text in three alignments and two sizes, over plain and coloured layers.
    static func text() -> Layer {
        let root = canvas()
        let specs: [(Rect, String, Double, TextContent.Alignment, Color, Color)] = [
            (Rect(x: 10, y: 10, width: 220, height: 30), "Left aligned, 17 pt", 17, .left, S.ink, .clear),
            (Rect(x: 10, y: 50, width: 220, height: 30), "Centred 17 pt", 17, .center, .white, S.blue),
            (Rect(x: 10, y: 90, width: 220, height: 20), "right, 12 pt", 12, .right, S.ink, .clear),
            (Rect(x: 10, y: 115, width: 220, height: 30), "Fling 1.0 — 60 fps", 24, .left, S.pink, .clear),
        ]
        for (frame, string, size, alignment, color, fill) in specs {
            let label = S.layer(frame, fill, radius: 6)
            label.text = TextContent(string, fontSize: size, color: color, alignment: alignment)
            root.addSublayer(label)
        }
        return root
    }
}
