import Motion

// A Gaussian blur of everything a layer draws, as SwiftUI's `.blur(radius:)` modifier and a
// `CIGaussianBlur` in a macOS layer's `filters`. Fling's own property (iOS's `CALayer` has
// no public filters), animatable like the shape's.
extension Layer {
    /// The standard deviation, in points, of a Gaussian blur of the layer's whole drawing —
    /// its shadow, background, contents, shape, text, sublayers and border, blurred as one
    /// group, as SwiftUI's `.blur(radius:)` blurs a view with its subviews — then composited
    /// with the layer's opacity and through its mask. The blur spreads up to three standard
    /// deviations beyond what the layer draws, cut only by the clip around the layer (not by
    /// its own `masksToBounds`, which clips what is blurred). 0 (the default) draws no blur;
    /// a negative or non-finite value is stored as 0. Animatable, and explicit animations take
    /// the key path `"blurRadius"` (`BasicAnimation(keyPath: "blurRadius")`).
    public var blurRadius: Double {
        get { effectsState?.blurRadius.value ?? 0 }
        set { makeEffectsState().blurRadius.value = Self.validBlurRadius(newValue) }
    }

    /// The blur's radius the current frame shows, in points: 0 or more (a spring overshooting
    /// below 0 shows no blur).
    ///
    /// An insertion or removal transition's blur joins the layer's own as two Gaussians do:
    /// the shown radius is √(r₁² + r₂²).
    public func presentationBlurRadius() -> Double {
        let own = effectsState.map { Self.validBlurRadius($0.blurRadius.presentationValue) } ?? 0
        let transition = Self.validBlurRadius(storage.pointee.transitions?.shownBlurRadius ?? 0)
        guard transition > 0 else { return own }
        return (own * own + transition * transition).squareRoot()
    }

    /// `radius`, or 0 for a negative or non-finite one.
    private static func validBlurRadius(_ radius: Double) -> Double {
        radius.isFinite && radius > 0 ? radius : 0
    }

    /// The layer's effects, if one was ever set.
    var effectsState: LayerEffectsState? { storage.pointee.effects }

    /// The layer's effects, made when first asked for.
    func makeEffectsState() -> LayerEffectsState {
        if let effects = storage.pointee.effects { return effects }
        let made = LayerEffectsState(layer: self)
        storage.pointee.effects = made
        return made
    }
}
