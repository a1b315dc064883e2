import Layers
import Motion
package import Raster
internal import Rendering
internal import Replay

/// The demo window's scene switcher: a panel at the window's left edge listing the app's
/// scenes, the current one highlighted, each with the key that opens it (1–9 and 0 for the
/// first ten), and whether Reduce Motion is on (the M key toggles it).
///
/// It is the host's, not a scene's: it is drawn into a buffer of its own, shown beside the
/// scene's frame, never traced, hashed or recorded. The scene is laid out in the window less
/// the panel, and sees pointer positions relative to its own corner, so a recording made
/// with the panel shown replays the same without it.
package final class SceneSidebar {
    /// The panel's width in points.
    package static let width = 212.0
    static let top = 76.0
    static let rowHeight = 34.0

    package let names: [String]
    /// The scene shown, as an index into `names`.
    package var current: Int { didSet { if current != oldValue { needsDraw = true } } }
    /// The row under the pointer, highlighted faintly.
    package var hovered: Int? { didSet { if hovered != oldValue { needsDraw = true } } }
    /// Whether the session is recording; the panel says so.
    package var isRecording: Bool { didSet { if isRecording != oldValue { needsDraw = true } } }
    /// Whether Reduce Motion is on; the panel says "Reduce Motion: on" or "off".
    package var reduceMotion: Bool { didSet { if reduceMotion != oldValue { needsDraw = true } } }
    /// The panel's pixels, as `draw(height:scale:)` left them.
    package let buffer = PixelBuffer(width: 0, height: 0)

    private let renderer: LayerRenderer
    private let root = Layer(name: "sidebar")
    private var rows: [Layer] = []
    private let recordingLabel: Layer
    private let reduceMotionLabel: Layer
    private let footer: Layer
    private var needsDraw = true
    private var drawnSize = (height: 0.0, scale: 0.0)

    static let background = Color(red8: 16, green8: 17, blue8: 23)
    static let edge = Color(red8: 255, green8: 255, blue8: 255, alpha: 0.06)
    static let text = Color(red8: 196, green8: 201, blue8: 218)
    static let dim = Color(red8: 104, green8: 110, blue8: 132)
    static let selectedFill = Color(red8: 88, green8: 132, blue8: 255, alpha: 0.22)
    static let selectedEdge = Color(red8: 88, green8: 132, blue8: 255, alpha: 0.6)
    static let hover = Color(red8: 255, green8: 255, blue8: 255, alpha: 0.05)
    static let recording = Color(red8: 255, green8: 92, blue8: 92)

    /// A panel listing `names`, with `current` highlighted, drawn with `text` (nil: the
    /// built-in bitmap font).
    package init(
        names: [String], current: Int, isRecording: Bool, reduceMotion: Bool = false, text: (any GlyphRasterizer)?
    ) {
        self.names = names
        self.current = current
        self.isRecording = isRecording
        self.reduceMotion = reduceMotion
        renderer = LayerRenderer(threads: 1, text: text)
        root.backgroundColor = Self.background
        root.anchorPoint = .zero
        let title = Self.label("Fling", size: 20, color: .white, y: 20)
        let subtitle = Self.label("SCENES", size: 11, color: Self.dim, y: 50)
        recordingLabel = Self.label("● recording", size: 12, color: Self.recording, y: 0)
        reduceMotionLabel = Self.label("", size: 12, color: Self.text, y: 0)
        footer = Self.label("keys 1–9, 0 · M · Esc quits", size: 11, color: Self.dim, y: 0)
        for layer in [title, subtitle, recordingLabel, reduceMotionLabel, footer] { root.addSublayer(layer) }
        for (index, name) in names.enumerated() {
            let row = Layer(
                name: "row\(index)", bounds: Rect(x: 0, y: 0, width: Self.width - 16, height: Self.rowHeight - 4),
                cornerRadius: 8)
            row.anchorPoint = .zero
            row.position = Point(x: 8, y: Self.top + Double(index) * Self.rowHeight)
            let key = index < 10 ? String((index + 1) % 10) : ""
            let keyLabel = Self.label(key, size: 12, color: Self.dim, y: 8, x: 12, width: 20)
            let nameLabel = Self.label(name, size: 14, color: Self.text, y: 6, x: 36, width: Self.width - 60)
            row.addSublayer(keyLabel)
            row.addSublayer(nameLabel)
            rows.append(row)
            root.addSublayer(row)
        }
        let edge = Layer(name: "edge", bounds: Rect(x: 0, y: 0, width: 1, height: 1), backgroundColor: Self.edge)
        edge.anchorPoint = Point(x: 1, y: 0)
        root.addSublayer(edge)
    }

    /// The panel's Reduce Motion line.
    package var reduceMotionText: String { "Reduce Motion: \(reduceMotion ? "on" : "off")" }

    /// The row at `y` points from the window's top, or nil.
    package func row(atY y: Double) -> Int? {
        let offset = y - Self.top
        guard offset >= 0 else { return nil }
        let index = Int(offset / Self.rowHeight)
        return index < names.count && offset - Double(index) * Self.rowHeight < Self.rowHeight - 4 ? index : nil
    }

    /// Draws the panel for a window `height` points tall at `scale` pixels a point, when
    /// anything changed since the last draw; returns whether it drew.
    package func draw(height: Double, scale: Double) -> Bool {
        guard needsDraw || drawnSize != (height, scale) else { return false }
        needsDraw = false
        drawnSize = (height, scale)
        root.bounds = Rect(x: 0, y: 0, width: Self.width, height: height)
        for (index, row) in rows.enumerated() {
            row.backgroundColor =
                index == current
                ? Self.selectedFill
                : index == hovered ? Self.hover : .clear
            row.borderWidth = index == current ? 1 : 0
            row.borderColor = Self.selectedEdge
        }
        recordingLabel.isHidden = !isRecording
        recordingLabel.position.y = height - 74
        reduceMotionLabel.text = TextContent(reduceMotionText, fontSize: 12, color: Self.text)
        reduceMotionLabel.position.y = height - 52
        footer.position.y = height - 26
        if let edge = root.sublayers.last {
            edge.bounds = Rect(x: 0, y: 0, width: 1, height: height)
            edge.position = Point(x: Self.width, y: 0)
        }
        buffer.resize(
            width: RecordingHeader.framePixels(Self.width, scale: scale),
            height: RecordingHeader.framePixels(height, scale: scale))
        renderer.draw(root, into: buffer, scale: scale, clearColor: Self.background)
        return true
    }

    /// A one-line label whose top-left corner is at (`x`, `y`).
    private static func label(
        _ string: String, size: Double, color: Color, y: Double, x: Double = 20,
        width: Double = SceneSidebar.width - 40
    ) -> Layer {
        let height = (size * 1.3).rounded(.up)
        let layer = Layer(name: "label", bounds: Rect(x: 0, y: 0, width: width, height: height))
        layer.anchorPoint = .zero
        layer.position = Point(x: x, y: y)
        layer.text = TextContent(string, fontSize: size, color: color)
        return layer
    }
}
