import Layers
import Motion

/// The traced values a replay failure can draw: `LAYER.PROPERTY`, where LAYER is a layer's
/// `name` and PROPERTY one of x, y (position), width, height (bounds), opacity, scale (the
/// transform's x and y scale), shadowOpacity, cornerRadius.
enum TracedLayerValue {
    /// Sets `property` of the first layer called `layer` under `root` to `value`, shown at
    /// once (its animations removed); false when there is no such layer or property.
    static func apply(layer name: String, property: String, value: Double, in root: Layer) -> Bool {
        guard let layer = find(name, in: root) else { return false }
        layer.removeAllAnimations()
        switch property {
        case "x": layer.position.x = value
        case "y": layer.position.y = value
        case "width": layer.bounds.size.width = value
        case "height": layer.bounds.size.height = value
        case "opacity": layer.opacity = value
        case "scale": layer.transform = Transform3D(scaleX: value, y: value, z: 1)
        case "shadowOpacity": layer.shadowOpacity = value
        case "cornerRadius": layer.cornerRadius = value
        default: return false
        }
        return true
    }

    static func find(_ name: String, in layer: Layer) -> Layer? {
        if layer.name == name { return layer }
        for sublayer in layer.sublayers { if let found = find(name, in: sublayer) { return found } }
        return nil
    }
}
