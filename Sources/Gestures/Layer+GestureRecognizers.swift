import Layers

/// Gesture recognizers attached to layers, as UIKit attaches them to views.
extension Layer {
    /// The recognizers attached to the layer, in the order they were added, like
    /// `UIView.gestureRecognizers`.
    public var gestureRecognizers: [GestureRecognizer] {
        attachedRecognizers.compactMap { $0 as? GestureRecognizer }
    }

    /// Every recognizer attached to this layer or below it, front to back: a layer's later
    /// sublayers (drawn on top) before earlier ones, sublayers before the layer itself.
    public var gestureRecognizersInTree: [GestureRecognizer] {
        var found: [GestureRecognizer] = []
        func visit(_ layer: Layer) {
            for sublayer in layer.sublayers.reversed() { visit(sublayer) }
            found += layer.gestureRecognizers
        }
        visit(self)
        return found
    }

    /// Attaches `recognizer` to the layer, like `UIView.addGestureRecognizer(_:)`: presses and
    /// scrolls that hit the layer or its sublayers reach it. A recognizer belongs to one
    /// layer; adding it to another detaches it from the first.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if let current = recognizer.layer {
            if current === self { return }
            current.removeGestureRecognizer(recognizer)
        }
        recognizer.layer = self
        attachedRecognizers.append(recognizer)
    }

    /// Detaches `recognizer`, like `UIView.removeGestureRecognizer(_:)`; a gesture in
    /// progress is cancelled (or fails) first.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.layer === self else { return }
        recognizer.arena?.remove(recognizer)
        recognizer.layer = nil
        attachedRecognizers.removeAll { $0 === recognizer }
    }
}
