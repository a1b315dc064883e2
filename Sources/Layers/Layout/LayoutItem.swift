import Constraints
import Motion

/// A layer's place in the layout engine: its frame as four solver variables in the tree
/// root's coordinates, and the constraints the engine adds for it (a fixed frame, or its
/// intrinsic content size with hugging and compression resistance).
final class LayoutItem {
    weak var layer: Layer?
    weak var engine: LayoutEngine?
    let x: Variable, y: Variable, width: Variable, height: Variable
    /// The superlayer's item (positions of a fixed frame are relative to it).
    var parent: LayoutItem?
    /// How many active constraints name the layer.
    var userConstraints = 0
    /// A kept frame: x and y relative to the parent, width, height (required equalities).
    var frameConstraints: [Constraint] = []
    /// Hugging and compression resistance per axis: width ≤, width ≥, height ≤, height ≥.
    var intrinsicConstraints: [Constraint] = []
    /// The size and priorities those were made with.
    var intrinsicSize: Size?
    var intrinsicPriorities: [LayoutPriority] = []

    init(layer: Layer, engine: LayoutEngine) {
        self.layer = layer
        self.engine = engine
        let name = layer.name.isEmpty ? "layer" : layer.name
        x = Variable("\(name).x")
        y = Variable("\(name).y")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    /// Whether the engine computes the layer's frame: constraints name it and it does not
    /// translate its frame into constraints.
    var isManaged: Bool {
        guard let layer, parent != nil else { return false }
        return userConstraints > 0 && !layer.translatesAutoresizingMaskIntoConstraints
    }
}
