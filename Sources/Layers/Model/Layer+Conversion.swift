import Motion

extension Layer {
    /// Converts `point` from `layer`'s coordinates to this layer's, like
    /// `CALayer.convert(_:from:)`; a nil `layer` means window coordinates (the canvas a root
    /// is drawn on), as UIKit's `convert(_:from: nil)` means the window.
    ///
    /// Both layers are placed with their whole transforms as the renderer draws them (anchor
    /// point, `transform`, every superlayer's `sublayerTransform`, perspective), from the
    /// model values, or from the presentation values when `usingPresentation` is true (what
    /// `presentation().convert(…)` gives in Core Animation). Layers of different trees meet
    /// in window coordinates. A layer squashed to nothing (a zero scale, turned edge-on)
    /// has no coordinates for points of the window: the answer is not finite.
    public func convert(_ point: Point, from layer: Layer?, usingPresentation: Bool = false) -> Point {
        let source: LayerValueSource = usingPresentation ? .presentation : .model
        return convert(point, from: layer, source: source)
    }

    /// Converts `point` from this layer's coordinates to `layer`'s (nil: window coordinates),
    /// like `CALayer.convert(_:to:)`; see `convert(_:from:usingPresentation:)`.
    public func convert(_ point: Point, to layer: Layer?, usingPresentation: Bool = false) -> Point {
        let source: LayerValueSource = usingPresentation ? .presentation : .model
        return convert(point, to: layer, source: source)
    }

    /// Converts `rect` from `layer`'s coordinates to this layer's (nil: window coordinates),
    /// like `CALayer.convert(_:from:)` for rectangles: the smallest rectangle holding the
    /// four converted corners.
    public func convert(_ rect: Rect, from layer: Layer?, usingPresentation: Bool = false) -> Rect {
        Self.boundingBox(of: rect) { convert($0, from: layer, usingPresentation: usingPresentation) }
    }

    /// Converts `rect` from this layer's coordinates to `layer`'s (nil: window coordinates),
    /// like `CALayer.convert(_:to:)` for rectangles: the smallest rectangle holding the four
    /// converted corners.
    public func convert(_ rect: Rect, to layer: Layer?, usingPresentation: Bool = false) -> Rect {
        Self.boundingBox(of: rect) { convert($0, to: layer, usingPresentation: usingPresentation) }
    }

    package func convert(_ point: Point, from layer: Layer?, source: LayerValueSource) -> Point {
        guard layer !== self else { return point }
        let window = layer.map { $0.planeMap(source).absolute(point) } ?? point
        return planeMap(source).planeIgnoringDepth(window) ?? Point(x: .nan, y: .nan)
    }

    package func convert(_ point: Point, to layer: Layer?, source: LayerValueSource) -> Point {
        guard layer !== self else { return point }
        let window = planeMap(source).absolute(point)
        guard let layer else { return window }
        return layer.planeMap(source).planeIgnoringDepth(window) ?? Point(x: .nan, y: .nan)
    }

    /// How a small motion `vector` of the window at window point `point` moves in this
    /// layer's coordinates (a pan's velocity in a turned or scaled layer).
    package func convertVector(_ vector: Point, at point: Point, source: LayerValueSource) -> Point {
        switch planeMap(source) {
        case .translated:
            return vector
        case let .projected(map):
            guard let inverse = map.inverted() else { return Point(x: .nan, y: .nan) }
            return inverse.projectVector(vector, at: point)
        }
    }

    /// This layer's plane (bounds coordinates) to window points: the root placed on the
    /// canvas, then each layer in the space its superlayer gives, as the renderer walks.
    package func planeMap(_ source: LayerValueSource) -> PlaneMap {
        var chain: [Layer] = [self]
        while let up = chain.last!.superlayer { chain.append(up) }
        var space = SublayerSpace.canvas
        var map = PlaneMap.translated(origin: .zero, boundsOrigin: .zero)
        for layer in chain.reversed() {
            (map, space) = space.place(source.values(of: layer))
        }
        return map
    }

    private static func boundingBox(of rect: Rect, _ convert: (Point) -> Point) -> Rect {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
        ].map(convert)
        let minX = corners.map(\.x).min()!
        let maxX = corners.map(\.x).max()!
        let minY = corners.map(\.y).min()!
        let maxY = corners.map(\.y).max()!
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
