import Motion

extension LayerProperty {
    /// Where the property's value sits in a `LayerSnapshot` when it is stored as plain
    /// `Double`s (a number, point, size or rect, components in `Point`/`Size`/`Rect` order):
    /// the byte offset of its first component and how many there are. Nil for transforms
    /// (and their derived key paths), colours, flags and corner masks.
    ///
    /// The engine's direct table reads and writes animated values through these offsets.
    var plainField: (offset: Int, count: Int)? { Self.plainFields[Int(rawValue)] }

    private static let plainFields: [(offset: Int, count: Int)?] = allCases.map { property in
        func field(_ path: PartialKeyPath<LayerSnapshot>, _ count: Int) -> (offset: Int, count: Int)? {
            MemoryLayout<LayerSnapshot>.offset(of: path).map { ($0, count) }
        }
        switch property {
        case .position: return field(\.position, 2)
        case .position_x: return field(\.position.x, 1)
        case .position_y: return field(\.position.y, 1)
        case .zPosition: return field(\.zPosition, 1)
        case .bounds: return field(\.bounds, 4)
        case .bounds_origin: return field(\.bounds.origin, 2)
        case .bounds_origin_x: return field(\.bounds.origin.x, 1)
        case .bounds_origin_y: return field(\.bounds.origin.y, 1)
        case .bounds_size: return field(\.bounds.size, 2)
        case .bounds_size_width: return field(\.bounds.size.width, 1)
        case .bounds_size_height: return field(\.bounds.size.height, 1)
        case .anchorPoint: return field(\.anchorPoint, 2)
        case .anchorPoint_x: return field(\.anchorPoint.x, 1)
        case .anchorPoint_y: return field(\.anchorPoint.y, 1)
        case .opacity: return field(\.opacity, 1)
        case .cornerRadius: return field(\.cornerRadius, 1)
        case .borderWidth: return field(\.borderWidth, 1)
        case .shadowOpacity: return field(\.shadowOpacity, 1)
        case .shadowRadius: return field(\.shadowRadius, 1)
        case .shadowOffset: return field(\.shadowOffset, 2)
        case .shadowOffset_width: return field(\.shadowOffset.width, 1)
        case .shadowOffset_height: return field(\.shadowOffset.height, 1)
        case .pageCurl_progress: return field(\.pageCurl.progress, 1)
        case .pageCurl_radius: return field(\.pageCurl.radius, 1)
        case .transform, .sublayerTransform, .hidden, .isHidden, .backgroundColor, .maskedCorners, .borderColor,
            .shadowColor, .masksToBounds, .transform_rotation_x, .transform_rotation_y, .transform_rotation_z,
            .transform_rotation, .transform_scale_x, .transform_scale_y, .transform_scale_z, .transform_scale,
            .transform_translation_x, .transform_translation_y, .transform_translation_z, .transform_translation:
            return nil
        }
    }
}
