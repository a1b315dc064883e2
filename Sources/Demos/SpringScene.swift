import Fling

/// "spring": a playground for one `Spring`, seen two ways at once.
///
/// Four sliders drawn and dragged in the scene set the spring: SwiftUI's perceptual
/// duration and bounce (`Spring(duration:bounce:)`), and the response and damping ratio of
/// `Spring(response:dampingRatio:)`. The pairs are the same spring: the duration is the
/// response, and the bounce is 1 − ζ (ζ ≤ 1) or 1/ζ − 1 (ζ > 1), so dragging one pair moves
/// the other, read back from the spring.
///
/// A box springs between the two ends of a track: a click on the track or the space bar
/// sends it to the other end with the current spring. The change is SwiftUI's merging
/// `.spring` (`engine.animate(.spring(spring))`), so a box sent back mid-flight turns round
/// from where it is shown, keeping its velocity, as `withAnimation` does.
///
/// The plot draws the spring's step response, `Spring.value(target: 1, time:)` from rest
/// over three seconds, as a curve of small dots, redrawn as the sliders move, and marks
/// and writes its settling time (`Spring.settlingDuration`, SwiftUI's: within 0.1 % of the
/// distance for good).
public final class SpringScene: Scene {
    /// The scene as the app offers it.
    public static var entry: SceneEntry {
        SceneEntry(
            "spring",
            summary:
                "Drag the sliders to shape a spring; click the track or press space to send the box; its curve is plotted."
        ) { _ in
            SpringScene()
        }
    }

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()

    /// The spring the sliders set and the box moves with.
    public private(set) var spring = Spring(duration: 0.6, bounce: 0.3)
    /// The end the box rests at or flies to: 0 the left, 1 the right.
    public private(set) var boxEnd = 0
    /// The box that springs between the track's ends.
    public let box = Layer(name: "box", cornerRadius: 14)
    /// The track the box runs on; a click on it sends the box.
    public let track = Layer(name: "track")
    /// Sends the box to the other end.
    public let tap = TapGestureRecognizer()

    let title = SpringScene.label(Style.titleText, size: 15, color: Style.titleColor, alignment: .center)
    let durationSlider = Slider(name: "duration", title: "duration", range: 0.1...2, value: 0.6) {
        NumberText.fixed($0, decimals: 2) + " s"
    }
    let bounceSlider = Slider(name: "bounce", title: "bounce", range: -0.5...0.9, value: 0.3) {
        NumberText.fixed($0, decimals: 2)
    }
    let responseSlider = Slider(name: "response", title: "response", range: 0.1...2, value: 0.6) {
        NumberText.fixed($0, decimals: 2) + " s"
    }
    let dampingSlider = Slider(name: "dampingRatio", title: "damping ratio", range: 0.1...2, value: 0.7) {
        NumberText.fixed($0, decimals: 2)
    }
    let pairLabels = [
        SpringScene.label("SwiftUI: duration and bounce", size: 12, color: Style.pairColor),
        SpringScene.label("UIKit: response and damping ratio", size: 12, color: Style.pairColor),
    ]
    let plot = Plot()
    var size: Size = .zero

    enum Style {
        static let titleText = "Spring — drag the sliders · click the track or press space to send the box"
        static let titleColor = Color(red8: 128, green8: 134, blue8: 156)
        static let textColor = Color(red8: 170, green8: 176, blue8: 198)
        static let pairColor = Color(red8: 112, green8: 119, blue8: 142)
        static let trackColor = Color(red8: 44, green8: 48, blue8: 62)
        static let accent = Color(red8: 88, green8: 132, blue8: 255)
        static let boxColor = Color(red8: 255, green8: 122, blue8: 89)
        static let panel = Color(red8: 28, green8: 31, blue8: 41)
    }

    public init() {
        root.addSublayer(title)
        for label in pairLabels { root.addSublayer(label) }
        for slider in sliders { root.addSublayer(slider.area) }
        root.addSublayer(plot.layer)
        track.backgroundColor = Style.panel
        track.borderWidth = 1
        track.borderColor = Color(red8: 255, green8: 255, blue8: 255, alpha: 0.08)
        root.addSublayer(track)
        box.backgroundColor = Style.boxColor
        box.shadowColor = Color(red8: 0, green8: 0, blue8: 0)
        box.shadowOpacity = 0.35
        box.shadowRadius = 8
        box.shadowOffset = Size(width: 0, height: 4)
        box.isUserInteractionEnabled = false
        root.addSublayer(box)
        engine.attach(root)

        tap.name = "send"
        tap.addAction { [unowned self] _ in send() }
        track.addGestureRecognizer(tap)
        durationSlider.onChange = { [unowned self] in setSpring(Spring(duration: $0, bounce: spring.bounce)) }
        bounceSlider.onChange = { [unowned self] in setSpring(Spring(duration: spring.duration, bounce: $0)) }
        responseSlider.onChange = { [unowned self] in setSpring(Spring(response: $0, dampingRatio: spring.dampingRatio))
        }
        dampingSlider.onChange = { [unowned self] in setSpring(Spring(response: spring.response, dampingRatio: $0)) }
        setSpring(spring)
    }

    var sliders: [Slider] { [durationSlider, bounceSlider, responseSlider, dampingSlider] }

    public func layout(size: Size) {
        let first = self.size == .zero
        self.size = size
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        title.bounds = Rect(x: 0, y: 0, width: size.width, height: title.bounds.height)
        title.position = Point(x: size.width / 2, y: 16 + title.bounds.height / 2)

        let margin = min(max(min(size.width, size.height) * 0.03, 6), 32)
        let top = 16 + title.bounds.height + margin
        let trackHeight = min(max(size.height * 0.12, 24), 88)
        let trackTop = size.height - margin - trackHeight
        let middle = max(trackTop - margin - top, 40)
        let column = min(max(size.width * 0.3, 110), 360)

        // Two pairs of sliders, each under its caption.
        let caption = min(16, middle * 0.08)
        let row = max((middle - 2 * caption) / 4, 10)
        var y = top
        for (pair, label) in pairLabels.enumerated() {
            label.text?.fontSize = max(7, min(12, caption * 0.8))
            label.bounds = Rect(x: 0, y: 0, width: column, height: caption)
            label.position = Point(x: margin + column / 2, y: y + caption / 2)
            y += caption
            for slider in sliders[(2 * pair)..<(2 * pair + 2)] {
                slider.layout(in: Rect(x: margin, y: y, width: column, height: row))
                y += row
            }
        }

        let plotX = margin * 2 + column
        plot.layout(in: Rect(x: plotX, y: top, width: max(size.width - margin - plotX, 40), height: middle))
        plot.draw(spring)

        track.bounds = Rect(x: 0, y: 0, width: max(size.width - 2 * margin, 40), height: trackHeight)
        track.position = Point(x: size.width / 2, y: trackTop + trackHeight / 2)
        track.cornerRadius = min(16, trackHeight / 2)
        let side = min(max(trackHeight - 24, 8), 56)
        box.bounds = Rect(x: 0, y: 0, width: side, height: side)
        box.cornerRadius = min(14, side / 4)
        if first {
            box.position = endPoint(boxEnd)
        } else {
            // The ends moved: the box follows with the spring, keeping any velocity it has.
            engine.animate(.spring(spring)) { box.position = endPoint(boxEnd) }
        }
    }

    /// Space sends the box (key down).
    public func handle(_ event: InputEvent) {
        if case .key("space", true) = event.kind { send() }
    }

    /// The centre of the box at end `end` (0 left, 1 right) for the current layout.
    public func endPoint(_ end: Int) -> Point {
        let half = box.bounds.width / 2 + 6
        let left = track.position.x - track.bounds.width / 2 + half
        let right = max(left, track.position.x + track.bounds.width / 2 - half)
        return Point(x: end == 0 ? left : right, y: track.position.y)
    }

    /// Sends the box to the other end with the current spring: a merging spring that takes
    /// over from where the box is shown, with its velocity.
    public func send() {
        boxEnd = 1 - boxEnd
        let target = endPoint(boxEnd)
        engine.animate(.spring(spring)) { box.position = target }
    }

    /// The spring's settling time in seconds (SwiftUI's `settlingDuration`).
    public var settlingTime: Double { spring.settlingDuration }

    public var tracedRecognizers: [GestureRecognizer] { [tap] + sliders.map(\.pan) }

    /// The four parameters (read back from the spring), the box's shown centre and the
    /// settling time.
    public func traceValues() -> [(name: String, value: Double)] {
        [
            ("duration", spring.duration), ("bounce", spring.bounce), ("response", spring.response),
            ("dampingRatio", spring.dampingRatio), ("box.x", box.presentation().position.x), ("settle", settlingTime),
        ]
    }

    /// Takes `spring` and shows it: every slider, the plot.
    func setSpring(_ spring: Spring) {
        self.spring = spring
        durationSlider.set(spring.duration)
        bounceSlider.set(spring.bounce)
        responseSlider.set(spring.response)
        dampingSlider.set(spring.dampingRatio)
        plot.draw(spring)
    }

    /// A line of text, one line tall, that refuses touches; size and place it after.
    static func label(_ text: String, size: Double, color: Color, alignment: TextContent.Alignment = .left) -> Layer {
        let layer = Layer(name: "label", bounds: Rect(x: 0, y: 0, width: 10, height: (size * 1.25).rounded(.up)))
        layer.text = TextContent(text, fontSize: size, color: color, alignment: alignment)
        layer.isUserInteractionEnabled = false
        return layer
    }
}
