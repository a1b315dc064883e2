import Gestures
import Layers

/// One presented screen while it is shown: its presenter, style and detent, the dimming layer
/// beneath it and the pan that drags a sheet. It outlives the dismissal until the screen's
/// view has stopped moving, so a screen presented again while it slides out turns round.
final class Presentation {
    let presented: Screen
    /// The presenter, while the screen is presented.
    weak var presenting: Screen?
    var style: PresentationStyle
    /// The detent a sheet rests at (nil for a full-screen cover).
    var selectedDetent: SheetDetent?
    /// Darkens what is beneath a sheet (`UISheetPresentationController`'s dimming view). It
    /// takes the touches meant for what it covers while a sheet is shown; a click on it
    /// dismisses the sheet (`dimmingTap`).
    let dimming = Layer(name: "presentation.dimming")
    /// Dismisses a sheet from a click on its dimming.
    let dimmingTap = TapGestureRecognizer()
    /// Fills below a sheet's bottom edge in its background colour, so a sheet pulled above its
    /// highest detent shows no gap: a sublayer of the sheet's view, outside its bounds.
    let skirt = Layer(name: "presentation.skirt")
    /// Drags a sheet between its detents or down to dismiss it.
    let pan = PanGestureRecognizer()
    /// Where the sheet's top was shown when the drag began.
    var dragStartTop = 0.0
    /// Whether a press stopped the sheet where it was shown and nothing has moved it since.
    var isCaught = false
    /// Whether it is being (or has been) dismissed.
    var isDismissing = false

    init(presented: Screen, style: PresentationStyle) {
        self.presented = presented
        self.style = style
        dimming.backgroundColor = .black
        dimming.opacity = 0
        dimming.isUserInteractionEnabled = false
        dimmingTap.name = "sheetDimming"
        dimming.addGestureRecognizer(dimmingTap)
        skirt.isUserInteractionEnabled = false
        pan.name = "sheetDrag"
    }

    /// Whether it is a sheet (not a full-screen cover).
    var isSheet: Bool {
        if case .sheet = style { return true }
        return false
    }

    /// The sheet's detents, lowest first (`[.large]` when none were given); empty for a cover.
    func detents(in hostHeight: Double) -> [SheetDetent] {
        guard case let .sheet(detents) = style else { return [] }
        let given = detents.isEmpty ? [SheetDetent.large] : detents
        return given.sorted { $0.height(in: hostHeight) < $1.height(in: hostHeight) }
    }
}
