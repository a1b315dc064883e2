import Motion

extension Layer {
    // MARK: Anchors

    /// The left edge, in the root's coordinates (`UIView.leadingAnchor`; Fling lays out left to right).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .leading) }
    /// The right edge (`trailingAnchor`).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .trailing) }
    /// The horizontal centre (`centerXAnchor`).
    public var centerXAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .centerX) }
    /// The top edge (`topAnchor`; y grows downwards).
    public var topAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .top) }
    /// The bottom edge (`bottomAnchor`).
    public var bottomAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .bottom) }
    /// The vertical centre (`centerYAnchor`).
    public var centerYAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .centerY) }
    /// The width (`widthAnchor`).
    public var widthAnchor: LayoutDimension { LayoutAnchor(self, .width) }
    /// The height (`heightAnchor`).
    public var heightAnchor: LayoutDimension { LayoutAnchor(self, .height) }

    // MARK: Layout passes

    /// Asks for a layout pass of the layer's tree at the next frame (`UIView.setNeedsLayout()`).
    public func setNeedsLayout() {
        engine?.layout.setNeedsLayout()
    }

    /// Runs the tree's layout pass now if one is due (`UIView.layoutIfNeeded()`; the pass lays
    /// out the whole tree, as calling it on the root view does). Inside an animation block the
    /// frames it writes animate.
    public func layoutIfNeeded() {
        engine?.layout.layoutIfNeeded()
    }

    /// The layer's position or bounds changed: a kept frame the engine holds must follow.
    func frameDidChange() {
        guard let item = layoutItem, let engine = item.engine, !engine.isWritingFrames else { return }
        engine.setNeedsLayout()
    }

    // MARK: Intrinsic content size

    /// The size the layer's content wants (`UIView.intrinsicContentSize`): the one set here,
    /// else the size of its `text` (the engine's `measureText`, by default
    /// `TextContent.estimatedSize`), else nil (`UIView.noIntrinsicMetric` on both axes). A
    /// laid-out layer hugs it and resists compression below it, at its priorities. Setting
    /// it stands for overriding `intrinsicContentSize` in a UIView subclass; setting nil
    /// goes back to the text's size.
    public var intrinsicContentSize: Size? {
        get {
            if let explicit = explicitIntrinsicContentSize { return explicit }
            guard let text else { return nil }
            return engine?.layout.measureText(text) ?? text.estimatedSize
        }
        set {
            explicitIntrinsicContentSize = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// The intrinsic content size changed: the next layout pass reads it again
    /// (`invalidateIntrinsicContentSize()`).
    public func invalidateIntrinsicContentSize() {
        guard let item = layoutItem else { return }
        item.engine?.setNeedsLayout()
    }

    /// How strongly the layer resists growing beyond its intrinsic size on `axis`
    /// (`contentHuggingPriority(for:)`, default 250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? contentPriorities.hugging.horizontal : contentPriorities.hugging.vertical
    }

    /// Sets the content hugging priority on `axis` (`setContentHuggingPriority(_:for:)`).
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal {
            contentPriorities.hugging.horizontal = priority
        } else {
            contentPriorities.hugging.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the layer resists shrinking below its intrinsic size on `axis`
    /// (`contentCompressionResistancePriority(for:)`, default 750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? contentPriorities.compression.horizontal : contentPriorities.compression.vertical
    }

    /// Sets the compression resistance priority on `axis`
    /// (`setContentCompressionResistancePriority(_:for:)`).
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal {
            contentPriorities.compression.horizontal = priority
        } else {
            contentPriorities.compression.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }
}

extension TextContent {
    /// An estimate of the text's size for layout without a font: the longest line at 0.56 em
    /// per character (DejaVu Sans' average advance over mixed text) by 1.17 em per line (its
    /// line height). `LayoutEngine.measureText` takes a real measurement instead.
    public var estimatedSize: Size {
        let lines = string.split(separator: "\n", omittingEmptySubsequences: false)
        let longest = lines.map(\.count).max() ?? 0
        return Size(
            width: (Double(longest) * 0.56 * fontSize).rounded(.up),
            height: (Double(lines.count) * 1.17 * fontSize).rounded(.up))
    }
}
