import Layers
import Motion
import Raster
import Rendering

/// Every feature in one 400×300 scene: the trees the determinism and damage tests redraw.
enum KitchenSink {
    static let size = Size(width: 400, height: 300)

    /// The scene and the layers the damage tests change.
    struct Scene {
        let root: Layer
        let card: Layer
        let group: Layer
        let clip: Layer
        let rotated: Layer
        let label: Layer
        let picture: Layer
        let perspective: Layer
    }

    static func make(picture name: String) -> Scene {
        typealias S = Scenes
        let root = S.layer(Rect(x: 0, y: 0, width: size.width, height: size.height), S.paper, name: "root")
        let card = S.layer(Rect(x: 20, y: 20, width: 120, height: 72), S.cardColor(3), radius: 16, name: "card")
        card.borderWidth = 2
        card.borderColor = Color(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.6)
        card.shadowOpacity = 0.35
        card.shadowOffset = Size(width: 0, height: 4)
        card.shadowRadius = 6
        root.addSublayer(card)

        let group = S.layer(Rect(x: 170, y: 20, width: 110, height: 90), name: "group")
        group.opacity = 0.6
        group.addSublayer(S.layer(Rect(x: 0, y: 0, width: 70, height: 60), S.blue, radius: 10))
        group.addSublayer(S.layer(Rect(x: 35, y: 30, width: 70, height: 60), S.orange, radius: 10))
        root.addSublayer(group)

        let clip = S.layer(Rect(x: 300, y: 20, width: 80, height: 120), S.ink, radius: 20, name: "clip")
        clip.masksToBounds = true
        let inside = S.layer(Rect(x: 40, y: 50, width: 90, height: 40), S.green, radius: 6)
        inside.transform = Transform3D(rotationAngle: S.radians(-20), x: 0, y: 0, z: 1)
        clip.addSublayer(inside)
        root.addSublayer(clip)

        let rotated = S.layer(Rect(x: 30, y: 140, width: 110, height: 60), S.pink, radius: 12, name: "rotated")
        rotated.transform = Transform3D(rotationAngle: S.radians(25), x: 0, y: 0, z: 1)
        rotated.shadowOpacity = 0.5
        rotated.shadowRadius = 3
        root.addSublayer(rotated)

        let label = S.layer(Rect(x: 170, y: 130, width: 120, height: 24), .white, radius: 4, name: "label")
        label.text = TextContent("Hello, 60 fps", fontSize: 14, color: S.ink, alignment: .center)
        root.addSublayer(label)

        let picture = S.layer(Rect(x: 170, y: 170, width: 96, height: 64), name: "picture")
        picture.contents = ImageReference(name)
        root.addSublayer(picture)

        let perspective = S.perspectiveImageLayer(name, frame: Rect(x: 280, y: 170, width: 100, height: 100))
        root.addSublayer(perspective)
        return Scene(
            root: root, card: card, group: group, clip: clip, rotated: rotated, label: label, picture: picture,
            perspective: perspective)
    }

    static func buffer(scale: Double = 1) -> PixelBuffer {
        PixelBuffer(width: Int(size.width * scale), height: Int(size.height * scale))
    }
}
