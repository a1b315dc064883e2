import Fling

/// "buttons": a row of calculator keys and a press-and-hold button.
///
/// The calculator keys behave as iOS's Calculator's do: the highlight comes on at once on
/// touch-down — no animation — and on release it fades back over half a second; a new press
/// cuts the fade off at once and lights the key fully again. Each key has a
/// `PressGestureRecognizer` (a `GestureRecognizer` subclass that begins at the press, as
/// `UIControl` tracks touch-down); the fade is `UIView.animate(withDuration: 0.5, options:
/// [.allowUserInteraction, .curveEaseOut])` (`AnimationEngine.animate(withDuration:…)`),
/// and the press removes it (`removeAnimations(of:)`) and sets the highlight inside
/// `performWithoutAnimation`, as UIKit code removes a running fade before lighting a button.
/// Without `.allowUserInteraction` UIKit would not deliver the second press to a view
/// while it fades; Fling's hit test does the same. A release within UIKit's 70-point
/// tracking margin is a tap (touchUpInside): it types the key and counts as a press; one
/// outside is not.
///
/// The hold button grows on a spring while held (a merging `.spring`, so a release mid-grow
/// turns back with the velocity it has) and toggles once held 0.5 s: a
/// `LongPressGestureRecognizer` (UIKit's 0.5 s) runs beside the press recognizer
/// (`shouldRecognizeSimultaneously`), so releasing earlier fails the long press, and the
/// button only shrinks back.
public final class ButtonsScene: Scene {
    /// The scene as the app offers it.
    public static var entry: SceneEntry {
        SceneEntry(
            "buttons",
            summary:
                "Click the calculator keys: lit at once, fading on release; hold the round button half a second to toggle it."
        ) { _ in
            ButtonsScene()
        }
    }

    /// The calculator keys' labels, left to right.
    public static let keyLabels = ["AC", "7", "8", "9"]

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()
    public let clearColor = Color.black

    /// The calculator keys, in `keyLabels` order.
    public private(set) var keys: [Layer] = []
    /// Each key's highlight: its lit colour over the key, shown by its opacity (0 unlit, 1 lit).
    public private(set) var highlights: [Layer] = []
    /// Each key's press recognizer.
    public private(set) var keyPresses: [PressGestureRecognizer] = []
    /// The number the keys have typed, as the display shows it.
    public internal(set) var display = "0"
    /// How many taps the calculator keys have had (releases inside a key).
    public internal(set) var pressCount = 0

    /// The press-and-hold button.
    public let hold = Layer(name: "hold", backgroundColor: Style.holdOff)
    /// Whether the hold button is on.
    public internal(set) var isOn = false
    /// How many times the hold button has toggled.
    public internal(set) var toggleCount = 0
    /// The hold button's press: it grows while this is held.
    public let holdPress = PressGestureRecognizer()
    /// The hold button's long press: it toggles when this begins.
    public let holdLong = LongPressGestureRecognizer()
    /// How much the hold button grows while held.
    public var holdScale = 1.2

    let title = ButtonsScene.label(
        "Click a key — hold the round button to toggle it", size: 15,
        color: Style.caption, alignment: .center)
    let displayLabel = ButtonsScene.label("0", size: 64, color: .white, alignment: .right)
    let countLabel = ButtonsScene.label("0 presses", size: 14, color: Style.caption, alignment: .center)
    let holdLabel = ButtonsScene.label("Off", size: 22, color: .white, alignment: .center)
    let holdCaption = ButtonsScene.label("Hold ½ s to toggle", size: 14, color: Style.caption, alignment: .center)
    /// Which keys are lit (pressed with the pointer inside).
    var isLit: [Bool] = []

    public init() {
        for layer in [title, displayLabel, countLabel, holdCaption] { root.addSublayer(layer) }
        for (index, text) in Self.keyLabels.enumerated() {
            let isFunction = index == 0
            let key = Layer(name: "key\(text)", backgroundColor: isFunction ? Style.functionKey : Style.digitKey)
            let highlight = Layer(
                name: "highlight\(text)", backgroundColor: isFunction ? Style.functionLit : Style.digitLit)
            highlight.opacity = 0
            highlight.isUserInteractionEnabled = false
            key.addSublayer(highlight)
            key.addSublayer(Self.label(text, size: 32, color: isFunction ? .black : .white, alignment: .center))
            root.addSublayer(key)
            keys.append(key)
            highlights.append(highlight)
            isLit.append(false)

            let press = PressGestureRecognizer()
            press.name = "press\(text)"
            press.addAction { [unowned self] press in keyPressed(index, press) }
            key.addGestureRecognizer(press)
            keyPresses.append(press)
        }
        hold.addSublayer(holdLabel)
        root.addSublayer(hold)
        engine.attach(root)

        holdPress.name = "holdPress"
        holdPress.addAction { [unowned self] press in holdPressed(press) }
        holdLong.name = "holdLong"
        holdLong.addAction { [unowned self] long in holdLongPressed(long) }
        holdLong.shouldRecognizeSimultaneously = { _, _ in true }
        holdPress.shouldRecognizeSimultaneously = { _, _ in true }
        hold.addGestureRecognizer(holdPress)
        hold.addGestureRecognizer(holdLong)
    }

    public func layout(size: Size) {
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        let gap = 16.0
        let count = Double(keys.count)
        let diameter = max(8, min(84, (size.width - 32 - gap * (count - 1)) / count, size.height * 0.16))
        let rowWidth = diameter * count + gap * (count - 1)
        let left = (size.width - rowWidth) / 2
        let rowY = (size.height * 0.44).rounded()

        title.bounds.size.width = size.width
        title.position = Point(x: size.width / 2, y: 14 + title.bounds.height / 2)
        displayLabel.bounds.size.width = rowWidth
        displayLabel.position = Point(x: size.width / 2, y: rowY - diameter / 2 - 12 - displayLabel.bounds.height / 2)
        countLabel.bounds.size.width = rowWidth
        countLabel.position = Point(x: size.width / 2, y: rowY + diameter / 2 + 12 + countLabel.bounds.height / 2)
        for (index, key) in keys.enumerated() {
            key.bounds = Rect(x: 0, y: 0, width: diameter, height: diameter)
            key.cornerRadius = diameter / 2
            key.position = Point(x: (left + diameter / 2 + Double(index) * (diameter + gap)).rounded(), y: rowY)
            highlights[index].bounds = key.bounds
            highlights[index].cornerRadius = diameter / 2
            highlights[index].position = Point(x: diameter / 2, y: diameter / 2)
            if let label = key.sublayers.last {
                label.bounds.size.width = diameter
                label.position = Point(x: diameter / 2, y: diameter / 2)
            }
        }

        let holdDiameter = (diameter * 1.3).rounded()
        hold.bounds = Rect(x: 0, y: 0, width: holdDiameter, height: holdDiameter)
        hold.cornerRadius = holdDiameter / 2
        hold.position = Point(x: size.width / 2, y: (size.height * 0.76).rounded())
        holdLabel.bounds.size.width = holdDiameter
        holdLabel.position = Point(x: holdDiameter / 2, y: holdDiameter / 2)
        holdCaption.bounds.size.width = size.width
        holdCaption.position = Point(
            x: size.width / 2,
            y: hold.position.y + holdDiameter * holdScale / 2 + 10
                + holdCaption.bounds.height / 2)
    }

    public var tracedRecognizers: [GestureRecognizer] { keyPresses + [holdPress, holdLong] }

    /// Each key's highlight as shown (`highlightAC.opacity`…), the hold button's shown scale
    /// and state, and the press count.
    public func traceValues() -> [(name: String, value: Double)] {
        var values = zip(Self.keyLabels, highlights).map { ("highlight\($0).opacity", $1.presentation().opacity) }
        values.append(("hold.scale", hold.presentation().transform.m11))
        values.append(("hold.on", isOn ? 1 : 0))
        values.append(("toggles", Double(toggleCount)))
        values.append(("presses", Double(pressCount)))
        return values
    }
}
