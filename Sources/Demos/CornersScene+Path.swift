import Fling

/// The card's flight path: a trail of small dots, one for each frame in which the card's
/// shown position moved, drawn under the card while `showsFlightPath` is on (the key F).
///
/// The trail holds the drag and the flight after it. A drag that picks the card up at rest
/// starts a new trail; a drag that catches the card in flight (a press or a scroll on the
/// moving card) keeps the flight it interrupts, so the trail shows the first flight, the
/// catch, the new drag and the new throw bending away from it. A resize that moves the slot
/// retargets the flying spring and bends the path the same way. Dots of a drag are grey,
/// dots of a flight the accent colour. Points are collected whether or not the path is
/// shown, so turning it on mid-flight shows the whole trail.
extension CornersScene {
    enum PathStyle {
        static let dragColor = Color(red8: 170, green8: 178, blue8: 204, alpha: 0.7)
        static let flightColor = Color(red8: 255, green8: 214, blue8: 102, alpha: 0.9)
        static let diameter = 6.0
        /// The most dots kept: about six seconds of motion at 60 Hz.
        static let capacity = 360
        /// How far (points) the shown position must move from the last dot for a new one.
        static let spacing = 0.5
    }

    /// One dot of the trail: where the card was shown, and whether it was being dragged.
    public struct PathDot: Hashable, Sendable {
        /// The card's shown position (its centre) in the frame the dot was left.
        public var position: Point
        /// Whether the card was dragged then (rather than flying).
        public var isDrag: Bool
    }

    /// The key that shows and hides the path.
    static let pathKey = "f"

    /// Toggles the path on F (key down).
    public func handle(_ event: InputEvent) {
        if case let .key(name, true) = event.kind, name == Self.pathKey {
            showsFlightPath.toggle()
        }
    }

    /// Leaves a dot where the card is shown, if it moved since the last dot while dragged or
    /// flying, and draws the trail if it is shown.
    public func update(at time: FrameTime) {
        let shown = card.presentation().position
        let moving = isDragging || destination != nil
        if moving, flightPath.last.map({ $0.position.distance(to: shown) >= PathStyle.spacing }) ?? true {
            flightPath.append(PathDot(position: shown, isDrag: isDragging))
            if flightPath.count > PathStyle.capacity { flightPath.removeFirst(flightPath.count - PathStyle.capacity) }
        }
        drawPath()
    }

    /// A drag began: a new trail unless the card was caught in flight.
    func beginPath() {
        if !caughtInFlight { flightPath.removeAll() }
        caughtInFlight = false
    }

    /// Matches the dot layers to the trail: one small circle per dot, reused frame to frame;
    /// none while the path is hidden.
    func drawPath() {
        if pathLayer.isHidden == showsFlightPath { pathLayer.isHidden = !showsFlightPath }
        let count = showsFlightPath ? flightPath.count : 0
        while pathDots.count > count { pathDots.removeLast().removeFromSuperlayer() }
        let d = PathStyle.diameter
        for (index, dot) in flightPath.prefix(count).enumerated() {
            if index == pathDots.count {
                let layer = Layer(name: "pathDot", bounds: Rect(x: 0, y: 0, width: d, height: d), cornerRadius: d / 2)
                layer.isUserInteractionEnabled = false
                pathDots.append(layer)
                pathLayer.addSublayer(layer)
            }
            let layer = pathDots[index]
            if layer.position != dot.position { layer.position = dot.position }
            let colour = dot.isDrag ? PathStyle.dragColor : PathStyle.flightColor
            if layer.backgroundColor != colour { layer.backgroundColor = colour }
        }
    }
}
