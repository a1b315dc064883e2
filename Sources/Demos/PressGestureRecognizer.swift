import Fling

/// A press on a button, as `UIControl` tracks a touch: a continuous gesture that begins the
/// moment the button goes down (no delay, no movement needed), changes with every move and
/// ends on the release — so a highlight can switch on at once, as UIKit's buttons do on
/// touch-down.
///
/// `isInside` follows UIControl's tracking: the press counts as inside while the pointer is
/// within the layer's frame grown by `insideMargin` on every side (UIKit keeps a touch
/// "inside" about 70 points beyond a control's bounds), and a release outside is
/// `touchUpOutside`, not a tap. Built as a subclass of the open `GestureRecognizer`, with
/// nothing but `import Fling` (docs/gestures.md, "Writing a recognizer").
public final class PressGestureRecognizer: GestureRecognizer {
    /// How far beyond the layer's frame the pointer may go and still be inside, in points (70).
    public var insideMargin = 70.0
    /// Where the press started, in window points.
    public private(set) var startLocation: Point = .zero
    /// When the press started, on the session clock.
    public private(set) var startTime: FrameTime = .zero
    /// Whether the pointer is inside (the layer's frame grown by `insideMargin`).
    public private(set) var isInside = false

    /// A press recognizer with UIKit's 70-point tracking margin.
    public override init() {
        super.init()
    }

    /// Keeps `insideMargin` in recordings, so a replay reads a press the same way.
    public override var recordedSettings: [RecordedSetting] {
        [RecordedSetting("insideMargin", insideMargin, range: 0...1000)]
    }

    public override func applyRecordedSetting(_ name: String, value: Double) {
        if name == "insideMargin" { insideMargin = value }
    }

    public override func pressBegan(at point: Point, event: InputEvent) {
        startLocation = point
        startTime = event.time
        location = point
        time = event.time
        isInside = true
        attemptToBegin()
    }

    public override func pointerMoved(to point: Point, event: InputEvent) {
        location = point
        time = event.time
        isInside = contains(point)
        change()
    }

    public override func pressEnded(at point: Point, event: InputEvent) {
        location = point
        time = event.time
        isInside = contains(point)
        end()
    }

    public override func reset() {
        isInside = false
    }

    /// Whether `point` (window points) is within the layer's frame grown by `insideMargin`;
    /// the layer's superlayers are taken as untransformed and unscrolled, as a button's usually are.
    func contains(_ point: Point) -> Bool {
        guard let layer else { return false }
        var frame = layer.frame
        var ancestor = layer.superlayer
        while let parent = ancestor {
            frame.origin = frame.origin + parent.frame.origin - parent.bounds.origin
            ancestor = parent.superlayer
        }
        return frame.insetBy(dx: -insideMargin, dy: -insideMargin).contains(point)
    }
}
