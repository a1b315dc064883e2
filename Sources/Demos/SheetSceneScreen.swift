import Fling

/// A screen of the "sheet" scene: the root screen with its buttons, or one of the screens it
/// presents (a title, a grabber on a sheet, rows, a Close button on a cover) — a
/// `UIViewController` subclass laying out in `viewIsAppearing`, as iOS 17 advises.
///
/// Every appearance callback is kept in `callbacks` ("Home.willDisappear"), so the tests can
/// check UIKit's order under a full-screen cover, and the state label can show them.
public final class SheetSceneScreen: Screen {
    /// What the screen holds.
    public enum Kind: Sendable {
        /// The root: the title line, the buttons that present, the state label.
        case home
        /// A sheet: a grabber bar, a title and rows; the whole sheet drags.
        case sheet
        /// A full-screen cover: a title, rows and a Close button that dismisses it.
        case cover
    }

    public let kind: Kind
    /// The appearance callbacks in the order they ran, as "TITLE.willAppear" and so on.
    public internal(set) var callbacks: [String] = []
    /// The heading shown at the top of a presented screen (the title line for the root).
    let heading: Layer
    /// The grabber bar across the top of a sheet (none on a cover, as UIKit shows it on sheets only).
    let grabber: Layer?
    /// The rows of a presented screen.
    let rows: [Layer]
    /// The cover's Close button.
    public let closeButton: Layer?
    /// A line under the cover's heading showing the root's appearance state, which the root's
    /// own label cannot show while the cover hides it (the scene sets it).
    public let note: Layer?

    /// A presented screen's background.
    static let panelColor = Color(red8: 40, green8: 44, blue8: 58)
    static let rowColor = Color(red8: 255, green8: 255, blue8: 255, alpha: 0.05)
    static let rowTextColor = Color(red8: 220, green8: 224, blue8: 236)
    static let rowNames = ["Recents", "Favourites", "Shared with you", "Downloads", "Trash"]
    static let rowColors = [
        GalleryPalette.aurora, GalleryPalette.coral, GalleryPalette.glade, GalleryPalette.kumquat,
        GalleryPalette.basalt,
    ]

    /// A screen of `kind` called `title`; a presented one shows `heading` at its top.
    init(_ kind: Kind, title: String, heading text: String) {
        self.kind = kind
        let view = Layer(name: title)
        switch kind {
        case .home:
            heading = CornersScene.label(
                text, size: 15, color: CornersScene.Style.titleColor, origin: .zero, width: 0, alignment: .center)
            grabber = nil
            rows = []
            closeButton = nil
            note = nil
        case .sheet, .cover:
            view.backgroundColor = Self.panelColor
            heading = CornersScene.label(text, size: 22, color: .white, origin: .zero, width: 0)
            rows = Self.rowNames.enumerated().map { index, name in Self.row(name, color: Self.rowColors[index]) }
            if kind == .sheet {
                view.cornerRadius = 20
                view.maskedCorners = [.minXMinY, .maxXMinY]
                // No shadow: the dimming sets the sheet apart, and a blurred shadow as wide as
                // the window cost 7 ms a frame at p99 in sheet-detents (0.5 ms without; release).
                grabber = Layer(
                    name: "grabber", bounds: Rect(x: 0, y: 0, width: 44, height: 6),
                    backgroundColor: Color(red8: 255, green8: 255, blue8: 255, alpha: 0.35), cornerRadius: 3)
                closeButton = nil
                note = nil
            } else {
                grabber = nil
                closeButton = SheetScene.button("Close", color: GalleryPalette.basalt)
                note = CornersScene.label(
                    "", size: 15, color: CornersScene.Style.titleColor, origin: .zero, width: 0)
            }
        }
        heading.name = "heading"
        super.init(title: title, view: view)
        for layer in [grabber, heading, note, closeButton].compactMap({ $0 }) + rows {
            view.addSublayer(layer)
        }
        grabber?.isUserInteractionEnabled = false
    }

    /// A row: a rounded strip with a colour swatch and a name; it takes no touches of its own,
    /// so a press on it reaches the sheet's drag.
    static func row(_ name: String, color: Color) -> Layer {
        let row = Layer(name: "row", backgroundColor: rowColor, cornerRadius: 12)
        row.isUserInteractionEnabled = false
        let swatch = Layer(
            name: "swatch", bounds: Rect(x: 0, y: 0, width: 28, height: 28), backgroundColor: color,
            cornerRadius: 8)
        swatch.isUserInteractionEnabled = false
        row.addSublayer(swatch)
        let text = CornersScene.label(name, size: 15, color: rowTextColor, origin: .zero, width: 0)
        text.name = "rowText"
        row.addSublayer(text)
        return row
    }

    public override func viewWillAppear(_ animated: Bool) { callbacks.append("\(title).willAppear") }
    public override func viewIsAppearing(_ animated: Bool) {
        callbacks.append("\(title).isAppearing")
        // Sized as it will be shown (the host set its bounds before this call).
        layoutContent()
    }
    public override func viewDidAppear(_ animated: Bool) { callbacks.append("\(title).didAppear") }
    public override func viewWillDisappear(_ animated: Bool) { callbacks.append("\(title).willDisappear") }
    public override func viewDidDisappear(_ animated: Bool) { callbacks.append("\(title).didDisappear") }

    /// Places a presented screen's content for its view's bounds: the grabber, the heading, the
    /// rows down the middle (at most 640 points wide), the cover's Close button at the top
    /// right. The root's content is the scene's to place.
    func layoutContent() {
        guard kind != .home else { return }
        let width = view.bounds.width
        let height = view.bounds.height
        if let grabber { grabber.position = Point(x: width / 2, y: 13) }
        let column = max(0, min(width - 32, 640))
        var y = kind == .sheet ? 34.0 : 28.0
        heading.bounds.size.width = max(0, column - 16)
        heading.position = Point(x: width / 2, y: y + heading.bounds.height / 2)
        if let closeButton {
            closeButton.bounds.size = Size(width: min(120, max(width / 4, 44)), height: 40)
            closeButton.position = Point(
                x: max(width / 2 + column / 2 - closeButton.bounds.width / 2, closeButton.bounds.width / 2),
                y: y + heading.bounds.height / 2)
            SheetScene.layOut(button: closeButton)
        }
        y += heading.bounds.height + 16
        if let note {
            note.bounds.size.width = max(0, column - 16)
            note.position = Point(x: width / 2, y: y + note.bounds.height / 2)
            y += note.bounds.height + 16
        }
        for row in rows {
            row.bounds = Rect(x: 0, y: 0, width: column, height: 52)
            row.position = Point(x: width / 2, y: y + 26)
            for part in row.sublayers {
                if part.name == "swatch" {
                    part.position = Point(x: 30, y: 26)
                } else {
                    part.bounds.size.width = max(0, column - 72)
                    part.position = Point(x: 56 + part.bounds.width / 2, y: 26)
                }
            }
            y += 62
        }
    }
}
