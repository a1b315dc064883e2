import Motion

/// The properties key paths can name; switch-based access keeps per-frame work free of
/// closures, reference counting and runtime key-path projection. A case is named for its Core
/// Animation key path with `_` for each dot (`position.x` is `position_x`), not in lowerCamelCase.
// swift-format-ignore: AlwaysUseLowerCamelCase
enum LayerProperty: UInt8, CaseIterable, Sendable {
    case position
    case position_x
    case position_y
    case zPosition
    case bounds
    case bounds_origin
    case bounds_origin_x
    case bounds_origin_y
    case bounds_size
    case bounds_size_width
    case bounds_size_height
    case anchorPoint
    case anchorPoint_x
    case anchorPoint_y
    case transform
    case sublayerTransform
    case opacity
    case hidden
    case isHidden
    case backgroundColor
    case cornerRadius
    case maskedCorners
    case borderWidth
    case borderColor
    case shadowColor
    case shadowOpacity
    case shadowRadius
    case shadowOffset
    case shadowOffset_width
    case shadowOffset_height
    case masksToBounds
    case transform_rotation_x
    case transform_rotation_y
    case transform_rotation_z
    case transform_rotation
    case transform_scale_x
    case transform_scale_y
    case transform_scale_z
    case transform_scale
    case transform_translation_x
    case transform_translation_y
    case transform_translation_z
    case transform_translation
    case pageCurl_progress
    case pageCurl_radius

    /// Every key path: its name, its property and its value's kind.
    static let table: [(name: String, property: LayerProperty, kind: String)] = [
        ("position", .position, "point"),
        ("position.x", .position_x, "number"),
        ("position.y", .position_y, "number"),
        ("zPosition", .zPosition, "number"),
        ("bounds", .bounds, "rect"),
        ("bounds.origin", .bounds_origin, "point"),
        ("bounds.origin.x", .bounds_origin_x, "number"),
        ("bounds.origin.y", .bounds_origin_y, "number"),
        ("bounds.size", .bounds_size, "size"),
        ("bounds.size.width", .bounds_size_width, "number"),
        ("bounds.size.height", .bounds_size_height, "number"),
        ("anchorPoint", .anchorPoint, "point"),
        ("anchorPoint.x", .anchorPoint_x, "number"),
        ("anchorPoint.y", .anchorPoint_y, "number"),
        ("transform", .transform, "transform"),
        ("sublayerTransform", .sublayerTransform, "transform"),
        ("opacity", .opacity, "number"),
        ("hidden", .hidden, "flag"),
        ("isHidden", .isHidden, "flag"),
        ("backgroundColor", .backgroundColor, "color"),
        ("cornerRadius", .cornerRadius, "number"),
        ("maskedCorners", .maskedCorners, "corners"),
        ("borderWidth", .borderWidth, "number"),
        ("borderColor", .borderColor, "color"),
        ("shadowColor", .shadowColor, "color"),
        ("shadowOpacity", .shadowOpacity, "number"),
        ("shadowRadius", .shadowRadius, "number"),
        ("shadowOffset", .shadowOffset, "size"),
        ("shadowOffset.width", .shadowOffset_width, "number"),
        ("shadowOffset.height", .shadowOffset_height, "number"),
        ("masksToBounds", .masksToBounds, "flag"),
        ("transform.rotation.x", .transform_rotation_x, "number"),
        ("transform.rotation.y", .transform_rotation_y, "number"),
        ("transform.rotation.z", .transform_rotation_z, "number"),
        ("transform.rotation", .transform_rotation, "number"),
        ("transform.scale.x", .transform_scale_x, "number"),
        ("transform.scale.y", .transform_scale_y, "number"),
        ("transform.scale.z", .transform_scale_z, "number"),
        ("transform.scale", .transform_scale, "number"),
        ("transform.translation.x", .transform_translation_x, "number"),
        ("transform.translation.y", .transform_translation_y, "number"),
        ("transform.translation.z", .transform_translation_z, "number"),
        ("transform.translation", .transform_translation, "size"),
        ("pageCurl.progress", .pageCurl_progress, "number"),
        ("pageCurl.radius", .pageCurl_radius, "number"),
    ]

    /// The key path naming the property, as Core Animation spells it ("position.x").
    var keyPathName: String { Self.names[Int(rawValue)] }

    private static let names: [String] = allCases.map { property in table.first { $0.property == property }!.name }

    /// Whether UIKit's `UIView.animate` animates changes of the property additively (since
    /// iOS 8): position, bounds and transform, with every key path below them.
    var isUIKitAdditive: Bool {
        switch self {
        case .position, .position_x, .position_y, .bounds, .bounds_origin, .bounds_origin_x, .bounds_origin_y,
            .bounds_size, .bounds_size_width, .bounds_size_height, .transform, .transform_rotation_x,
            .transform_rotation_y, .transform_rotation_z, .transform_rotation, .transform_scale_x, .transform_scale_y,
            .transform_scale_z, .transform_scale, .transform_translation_x, .transform_translation_y,
            .transform_translation_z, .transform_translation:
            return true
        case .zPosition, .anchorPoint, .anchorPoint_x, .anchorPoint_y, .sublayerTransform, .opacity, .hidden, .isHidden,
            .backgroundColor, .cornerRadius, .maskedCorners, .borderWidth, .borderColor, .shadowColor, .shadowOpacity,
            .shadowRadius, .shadowOffset, .shadowOffset_width, .shadowOffset_height, .masksToBounds,
            .pageCurl_progress, .pageCurl_radius:
            return false
        }
    }

    /// Whether the property is a part of the transform ("transform.rotation.z", …): copying
    /// it copies the whole transform, which its value alone would not rebuild bit for bit.
    var isTransformPart: Bool {
        switch self {
        case .transform_rotation_x, .transform_rotation_y, .transform_rotation_z, .transform_rotation,
            .transform_scale_x, .transform_scale_y, .transform_scale_z, .transform_scale,
            .transform_translation_x, .transform_translation_y, .transform_translation_z, .transform_translation:
            return true
        default:
            return false
        }
    }

    @inline(__always)
    func get(_ s: LayerSnapshot) -> LayerValue {
        switch self {
        case .position: return .point(s.position)
        case .position_x: return .number(s.position.x)
        case .position_y: return .number(s.position.y)
        case .zPosition: return .number(s.zPosition)
        case .bounds: return .rect(s.bounds)
        case .bounds_origin: return .point(s.bounds.origin)
        case .bounds_origin_x: return .number(s.bounds.origin.x)
        case .bounds_origin_y: return .number(s.bounds.origin.y)
        case .bounds_size: return .size(s.bounds.size)
        case .bounds_size_width: return .number(s.bounds.size.width)
        case .bounds_size_height: return .number(s.bounds.size.height)
        case .anchorPoint: return .point(s.anchorPoint)
        case .anchorPoint_x: return .number(s.anchorPoint.x)
        case .anchorPoint_y: return .number(s.anchorPoint.y)
        case .transform: return .transform(s.transform)
        case .sublayerTransform: return .transform(s.sublayerTransform)
        case .opacity: return .number(s.opacity)
        case .hidden: return .flag(s.isHidden)
        case .isHidden: return .flag(s.isHidden)
        case .backgroundColor: return .color(s.backgroundColor)
        case .cornerRadius: return .number(s.cornerRadius)
        case .maskedCorners: return .corners(s.maskedCorners)
        case .borderWidth: return .number(s.borderWidth)
        case .borderColor: return .color(s.borderColor)
        case .shadowColor: return .color(s.shadowColor)
        case .shadowOpacity: return .number(s.shadowOpacity)
        case .shadowRadius: return .number(s.shadowRadius)
        case .shadowOffset: return .size(s.shadowOffset)
        case .shadowOffset_width: return .number(s.shadowOffset.width)
        case .shadowOffset_height: return .number(s.shadowOffset.height)
        case .masksToBounds: return .flag(s.masksToBounds)
        case .transform_rotation_x: return .number(TransformParts(s.transform).rotationX)
        case .transform_rotation_y: return .number(TransformParts(s.transform).rotationY)
        case .transform_rotation_z: return .number(TransformParts(s.transform).rotationZ)
        case .transform_rotation: return .number(TransformParts(s.transform).rotationZ)
        case .transform_scale_x: return .number(TransformParts(s.transform).scaleX)
        case .transform_scale_y: return .number(TransformParts(s.transform).scaleY)
        case .transform_scale_z: return .number(TransformParts(s.transform).scaleZ)
        case .transform_scale: return .number(TransformParts(s.transform).uniformScale)
        case .transform_translation_x: return .number(TransformParts(s.transform).translationX)
        case .transform_translation_y: return .number(TransformParts(s.transform).translationY)
        case .transform_translation_z: return .number(TransformParts(s.transform).translationZ)
        case .transform_translation:
            let p = TransformParts(s.transform)
            return .size(Size(width: p.translationX, height: p.translationY))
        case .pageCurl_progress: return .number(s.pageCurl.progress)
        case .pageCurl_radius: return .number(s.pageCurl.radius)
        }
    }

    @inline(__always)
    func set(_ s: inout LayerSnapshot, _ v: LayerValue) -> Bool {
        switch self {
        case .position:
            guard case let .point(x) = v else { return false }
            s.position = x
        case .position_x:
            guard case let .number(x) = v else { return false }
            s.position.x = x
        case .position_y:
            guard case let .number(x) = v else { return false }
            s.position.y = x
        case .zPosition:
            guard case let .number(x) = v else { return false }
            s.zPosition = x
        case .bounds:
            guard case let .rect(x) = v else { return false }
            s.bounds = x
        case .bounds_origin:
            guard case let .point(x) = v else { return false }
            s.bounds.origin = x
        case .bounds_origin_x:
            guard case let .number(x) = v else { return false }
            s.bounds.origin.x = x
        case .bounds_origin_y:
            guard case let .number(x) = v else { return false }
            s.bounds.origin.y = x
        case .bounds_size:
            guard case let .size(x) = v else { return false }
            s.bounds.size = x
        case .bounds_size_width:
            guard case let .number(x) = v else { return false }
            s.bounds.size.width = x
        case .bounds_size_height:
            guard case let .number(x) = v else { return false }
            s.bounds.size.height = x
        case .anchorPoint:
            guard case let .point(x) = v else { return false }
            s.anchorPoint = x
        case .anchorPoint_x:
            guard case let .number(x) = v else { return false }
            s.anchorPoint.x = x
        case .anchorPoint_y:
            guard case let .number(x) = v else { return false }
            s.anchorPoint.y = x
        case .transform:
            guard case let .transform(x) = v else { return false }
            s.transform = x
        case .sublayerTransform:
            guard case let .transform(x) = v else { return false }
            s.sublayerTransform = x
        case .opacity:
            guard case let .number(x) = v else { return false }
            s.opacity = x
        case .hidden:
            guard case let .flag(x) = v else { return false }
            s.isHidden = x
        case .isHidden:
            guard case let .flag(x) = v else { return false }
            s.isHidden = x
        case .backgroundColor:
            guard case let .color(x) = v else { return false }
            s.backgroundColor = x
        case .cornerRadius:
            guard case let .number(x) = v else { return false }
            s.cornerRadius = x
        case .maskedCorners:
            guard case let .corners(x) = v else { return false }
            s.maskedCorners = x
        case .borderWidth:
            guard case let .number(x) = v else { return false }
            s.borderWidth = x
        case .borderColor:
            guard case let .color(x) = v else { return false }
            s.borderColor = x
        case .shadowColor:
            guard case let .color(x) = v else { return false }
            s.shadowColor = x
        case .shadowOpacity:
            guard case let .number(x) = v else { return false }
            s.shadowOpacity = x
        case .shadowRadius:
            guard case let .number(x) = v else { return false }
            s.shadowRadius = x
        case .shadowOffset:
            guard case let .size(x) = v else { return false }
            s.shadowOffset = x
        case .shadowOffset_width:
            guard case let .number(x) = v else { return false }
            s.shadowOffset.width = x
        case .shadowOffset_height:
            guard case let .number(x) = v else { return false }
            s.shadowOffset.height = x
        case .masksToBounds:
            guard case let .flag(x) = v else { return false }
            s.masksToBounds = x
        case .transform_rotation_x:
            guard case let .number(x) = v else { return false }
            var p = TransformParts(s.transform)
            p.rotationX = x
            s.transform = p.transform
        case .transform_rotation_y:
            guard case let .number(x) = v else { return false }
            var p = TransformParts(s.transform)
            p.rotationY = x
            s.transform = p.transform
        case .transform_rotation_z:
            guard case let .number(x) = v else { return false }
            var p = TransformParts(s.transform)
            p.rotationZ = x
            s.transform = p.transform
        case .transform_rotation:
            guard case let .number(x) = v else { return false }
            var p = TransformParts(s.transform)
            p.rotationZ = x
            s.transform = p.transform
        case .transform_scale_x:
            guard case let .number(x) = v else { return false }
            var p = TransformParts(s.transform)
            p.scaleX = x
            s.transform = p.transform
        case .transform_scale_y:
            guard case let .number(x) = v else { return false }
            var p = TransformParts(s.transform)
            p.scaleY = x
            s.transform = p.transform
        case .transform_scale_z:
            guard case let .number(x) = v else { return false }
            var p = TransformParts(s.transform)
            p.scaleZ = x
            s.transform = p.transform
        case .transform_scale:
            guard case let .number(x) = v else { return false }
            var p = TransformParts(s.transform)
            p.uniformScale = x
            s.transform = p.transform
        case .transform_translation_x:
            guard case let .number(x) = v else { return false }
            var p = TransformParts(s.transform)
            p.translationX = x
            s.transform = p.transform
        case .transform_translation_y:
            guard case let .number(x) = v else { return false }
            var p = TransformParts(s.transform)
            p.translationY = x
            s.transform = p.transform
        case .transform_translation_z:
            guard case let .number(x) = v else { return false }
            var p = TransformParts(s.transform)
            p.translationZ = x
            s.transform = p.transform
        case .transform_translation:
            guard case let .size(x) = v else { return false }
            var p = TransformParts(s.transform)
            p.translationX = x.width
            p.translationY = x.height
            s.transform = p.transform
        case .pageCurl_progress:
            guard case let .number(x) = v else { return false }
            s.pageCurl.progress = x
        case .pageCurl_radius:
            guard case let .number(x) = v else { return false }
            s.pageCurl.radius = x
        }
        return true
    }

    @inline(__always)
    func copy(_ from: LayerSnapshot, _ to: inout LayerSnapshot) {
        switch self {
        case .position: to.position = from.position
        case .position_x: to.position.x = from.position.x
        case .position_y: to.position.y = from.position.y
        case .zPosition: to.zPosition = from.zPosition
        case .bounds: to.bounds = from.bounds
        case .bounds_origin: to.bounds.origin = from.bounds.origin
        case .bounds_origin_x: to.bounds.origin.x = from.bounds.origin.x
        case .bounds_origin_y: to.bounds.origin.y = from.bounds.origin.y
        case .bounds_size: to.bounds.size = from.bounds.size
        case .bounds_size_width: to.bounds.size.width = from.bounds.size.width
        case .bounds_size_height: to.bounds.size.height = from.bounds.size.height
        case .anchorPoint: to.anchorPoint = from.anchorPoint
        case .anchorPoint_x: to.anchorPoint.x = from.anchorPoint.x
        case .anchorPoint_y: to.anchorPoint.y = from.anchorPoint.y
        case .transform: to.transform = from.transform
        case .sublayerTransform: to.sublayerTransform = from.sublayerTransform
        case .opacity: to.opacity = from.opacity
        case .hidden: to.isHidden = from.isHidden
        case .isHidden: to.isHidden = from.isHidden
        case .backgroundColor: to.backgroundColor = from.backgroundColor
        case .cornerRadius: to.cornerRadius = from.cornerRadius
        case .maskedCorners: to.maskedCorners = from.maskedCorners
        case .borderWidth: to.borderWidth = from.borderWidth
        case .borderColor: to.borderColor = from.borderColor
        case .shadowColor: to.shadowColor = from.shadowColor
        case .shadowOpacity: to.shadowOpacity = from.shadowOpacity
        case .shadowRadius: to.shadowRadius = from.shadowRadius
        case .shadowOffset: to.shadowOffset = from.shadowOffset
        case .shadowOffset_width: to.shadowOffset.width = from.shadowOffset.width
        case .shadowOffset_height: to.shadowOffset.height = from.shadowOffset.height
        case .masksToBounds: to.masksToBounds = from.masksToBounds
        case .transform_rotation_x, .transform_rotation_y, .transform_rotation_z, .transform_rotation,
            .transform_scale_x, .transform_scale_y, .transform_scale_z, .transform_scale, .transform_translation_x,
            .transform_translation_y, .transform_translation_z, .transform_translation:
            to.transform = from.transform
        case .pageCurl_progress: to.pageCurl.progress = from.pageCurl.progress
        case .pageCurl_radius: to.pageCurl.radius = from.pageCurl.radius
        }
    }
}
