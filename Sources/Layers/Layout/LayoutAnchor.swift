import Constraints

/// Which edge, centre or dimension of a layer an anchor names, like
/// `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: Sendable, Hashable, CaseIterable {
    /// The left edge (Fling lays out left to right).
    case leading
    /// The right edge.
    case trailing
    /// The middle between leading and trailing.
    case centerX
    /// The top edge (y grows downwards).
    case top
    /// The bottom edge.
    case bottom
    /// The middle between top and bottom.
    case centerY
    /// The width.
    case width
    /// The height.
    case height
}

/// The kind of anchor on the x axis (`NSLayoutXAxisAnchor`).
public enum XAxisAnchorKind {}
/// The kind of anchor on the y axis (`NSLayoutYAxisAnchor`).
public enum YAxisAnchorKind {}
/// The kind of anchor of a width or height (`NSLayoutDimension`).
public enum DimensionAnchorKind {}

/// An edge, centre or dimension of a layer to make constraints from, like `NSLayoutAnchor`:
/// the kind parameter lets only anchors of one axis be related (a leading edge to a
/// trailing edge, never to a top edge), as UIKit's typed anchors do.
///
/// Positions are in the coordinates of the tree's root, so anchors of any two layers of one
/// tree can be related, whatever their superlayers.
public struct LayoutAnchor<Kind>: CustomStringConvertible {
    /// The layer the anchor belongs to.
    public let layer: Layer
    /// The edge, centre or dimension.
    public let attribute: LayoutAttribute

    init(_ layer: Layer, _ attribute: LayoutAttribute) {
        self.layer = layer
        self.attribute = attribute
    }

    /// "name.attribute".
    public var description: String { "\(layer.name.isEmpty ? "layer" : layer.name).\(attribute)" }

    /// `self == anchor + constant` (`constraint(equalTo:constant:)`), inactive.
    public func constraint(equalTo anchor: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(
            first: AnyLayoutAnchor(self), relation: .equal, second: AnyLayoutAnchor(anchor), multiplier: 1,
            constant: constant)
    }

    /// `self >= anchor + constant`, inactive.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(
            first: AnyLayoutAnchor(self), relation: .greaterThanOrEqual, second: AnyLayoutAnchor(anchor),
            multiplier: 1, constant: constant)
    }

    /// `self <= anchor + constant`, inactive.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(
            first: AnyLayoutAnchor(self), relation: .lessThanOrEqual, second: AnyLayoutAnchor(anchor),
            multiplier: 1, constant: constant)
    }
}

/// An anchor on the x axis: leading, trailing, centerX (`NSLayoutXAxisAnchor`).
public typealias LayoutXAxisAnchor = LayoutAnchor<XAxisAnchorKind>
/// An anchor on the y axis: top, bottom, centerY (`NSLayoutYAxisAnchor`).
public typealias LayoutYAxisAnchor = LayoutAnchor<YAxisAnchorKind>
/// A width or height anchor (`NSLayoutDimension`), which also takes multipliers and constants alone.
public typealias LayoutDimension = LayoutAnchor<DimensionAnchorKind>

extension LayoutAnchor where Kind == DimensionAnchorKind {
    /// `self == anchor × multiplier + constant` (`constraint(equalTo:multiplier:constant:)`), inactive.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        LayoutConstraint(
            first: AnyLayoutAnchor(self), relation: .equal, second: AnyLayoutAnchor(anchor),
            multiplier: multiplier, constant: constant)
    }

    /// `self >= anchor × multiplier + constant`, inactive.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        LayoutConstraint(
            first: AnyLayoutAnchor(self), relation: .greaterThanOrEqual, second: AnyLayoutAnchor(anchor),
            multiplier: multiplier, constant: constant)
    }

    /// `self <= anchor × multiplier + constant`, inactive.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        LayoutConstraint(
            first: AnyLayoutAnchor(self), relation: .lessThanOrEqual, second: AnyLayoutAnchor(anchor),
            multiplier: multiplier, constant: constant)
    }

    /// `self == constant` (`constraint(equalToConstant:)`), inactive.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(first: AnyLayoutAnchor(self), relation: .equal, second: nil, multiplier: 0, constant: constant)
    }

    /// `self >= constant`, inactive.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            first: AnyLayoutAnchor(self), relation: .greaterThanOrEqual, second: nil, multiplier: 0, constant: constant)
    }

    /// `self <= constant`, inactive.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            first: AnyLayoutAnchor(self), relation: .lessThanOrEqual, second: nil, multiplier: 0, constant: constant)
    }
}

/// An anchor of any kind: what a `LayoutConstraint` keeps of its items.
public struct AnyLayoutAnchor: CustomStringConvertible {
    /// The layer.
    public let layer: Layer
    /// The edge, centre or dimension.
    public let attribute: LayoutAttribute

    init<Kind>(_ anchor: LayoutAnchor<Kind>) {
        layer = anchor.layer
        attribute = anchor.attribute
    }

    /// "name.attribute".
    public var description: String { "\(layer.name.isEmpty ? "layer" : layer.name).\(attribute)" }

    /// The anchor as solver terms over the layer's frame variables (x, y, width, height in
    /// root coordinates), scaled by `factor`.
    func terms(_ item: LayoutItem, _ factor: Double) -> [Term] {
        switch attribute {
        case .leading: [Term(item.x, factor)]
        case .trailing: [Term(item.x, factor), Term(item.width, factor)]
        case .centerX: [Term(item.x, factor), Term(item.width, factor / 2)]
        case .top: [Term(item.y, factor)]
        case .bottom: [Term(item.y, factor), Term(item.height, factor)]
        case .centerY: [Term(item.y, factor), Term(item.height, factor / 2)]
        case .width: [Term(item.width, factor)]
        case .height: [Term(item.height, factor)]
        }
    }
}
