import Fling

/// Tapping and long-pressing the card.
extension CornersScene {
    /// A tap recolours the card with the next colour of the palette.
    func tapped() {
        tapCount += 1
        let colour = Self.palette[tapCount % Self.palette.count]
        engine.animate(.easeInOut(duration: 0.25)) {
            card.backgroundColor = colour
            face.backgroundColor = colour
        }
    }

    /// A long press lifts the card while held: it grows by 5 % and casts a shadow.
    func pressedLong(_ press: LongPressGestureRecognizer) {
        switch press.state {
        case .began: lift(true)
        case .ended, .cancelled: lift(false)
        default: break
        }
    }

    private func lift(_ lifted: Bool) {
        engine.animate(.spring(duration: 0.3, bounce: 0.25)) {
            card.transform = lifted ? Transform3D(scaleX: 1.05, y: 1.05, z: 1) : .identity
            card.shadowOpacity = lifted ? 0.45 : 0
        }
    }
}
