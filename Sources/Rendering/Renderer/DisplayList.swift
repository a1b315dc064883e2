import CPixelKernels
import Raster

/// One frame's drawing, flattened from the layer tree: commands in painting order, each in
/// device pixels, plus the shapes, paints, clips and groups they refer to.
///
/// Every band of rows replays the whole list, clipped to its rows, so a pixel's value
/// depends only on the commands, never on how the frame was split. Commands hold raw
/// pointers into rasters, masks and images the list keeps alive: no reference counting in
/// the inner loops.
final class DisplayList {
    // The lists are read and written only by the renderer's own short loops, which call no
    // other code meanwhile: no run-time exclusivity checks (they were a tenth of the Swift
    // part of a replayed frame).
    @exclusivity(unchecked) var items: [DisplayItem] = []
    /// The draw commands items refer to.
    @exclusivity(unchecked) var commands: [DrawCommand] = []
    var projectedBoxes: [ProjectedBox] = []
    var projectedMasks: [ProjectedMask] = []
    var images: [ImagePaint] = []
    var gradients: [GradientPaint] = []
    var clips: [ClipNode] = []
    var groups: [Group] = []
    /// The deepest clip chain, for sizing per-row scratch memory.
    var maxClipDepth = 0
    /// How many items at the start are opaque colours through a raster, with no clip or hole
    /// (`BandRenderer` writes their rows in one pass); set by `findOpaquePrefix`.
    @exclusivity(unchecked) private(set) var opaquePrefix = 0
    /// Those items' commands for `fl_paint_opaque_rows`, each cut to its bounds.
    @exclusivity(unchecked) private(set) var opaqueItems: [fl_opaque_item] = []
    /// Objects the raw pointers point into.
    private var retained: [AnyObject] = []
    private var tables: [UInt32: UnsafeMutablePointer<UInt32>] = [:]

    /// An empty list with room for as much as `previous` held, so a frame like the last one
    /// appends without growing its arrays.
    init(sizedLike previous: DisplayList? = nil) {
        guard let previous else { return }
        items.reserveCapacity(previous.items.count)
        commands.reserveCapacity(previous.commands.count)
        retained.reserveCapacity(previous.retained.count)
        projectedBoxes.reserveCapacity(previous.projectedBoxes.count)
        projectedMasks.reserveCapacity(previous.projectedMasks.count)
    }

    deinit {
        for table in tables.values { table.deallocate() }
    }

    /// Sets `opaquePrefix`: the leading items that draw an opaque colour through a raster,
    /// with no clip and no hole; and `opaqueItems`, each with the raster's pixels over `clear`
    /// (`CoverageRaster.overClear`), so its corner rows can be stored in one pass too (none
    /// when `clear` is nil).
    func findOpaquePrefix(clear: UInt32?) {
        var count = 0
        var kept = 0
        while count < items.count, case let .draw(index) = items[count], commands[index].isOpaqueRaster {
            let command = commands[index]
            let b = command.bounds
            if case let .solid(color) = command.paint, case let .raster(view, x, y) = command.coverage, !b.isEmpty {
                let area = fl_area(min_x: b.x, min_y: b.y, max_x: b.maxX, max_y: b.maxY)
                if kept < opaqueItems.count, opaqueItems[kept].raster.coverage == UnsafePointer(view.coverage),
                    opaqueItems[kept].color == color, opaqueItemsClear == clear
                {
                    // As when the list was drawn before (a replay): the same pixels over the clear.
                    opaqueItems[kept].raster = view.kernelRaster
                    opaqueItems[kept].x = x
                    opaqueItems[kept].y = y
                    opaqueItems[kept].area = area
                } else {
                    let raster = view.owner.takeUnretainedValue()
                    let overClear = clear.flatMap { raster.overClear(color, clear: $0) }
                    let item = fl_opaque_item(
                        raster: view.kernelRaster, x: x, y: y, area: area, color: color,
                        over_clear: overClear, stretches: overClear == nil ? nil : raster.stretches,
                        first: 0, count: 0, until: 0)
                    if kept < opaqueItems.count { opaqueItems[kept] = item } else { opaqueItems.append(item) }
                }
                kept += 1
            }
            count += 1
        }
        opaqueItems.removeSubrange(kept...)
        opaqueItemsClear = clear
        opaquePrefix = count
    }

    /// The clear colour `opaqueItems` were made for.
    @exclusivity(unchecked) private var opaqueItemsClear: UInt32?

    /// How many times `rasterizeProjectedBoxes` ran (it has nothing more to do after two).
    private(set) var projectedBoxPasses = 0

    /// Draws the projected boxes of solid commands with no clip and no hole through the
    /// rasters `boxes` keeps for boxes drawn again where they were (the same bytes, by the C
    /// raster walk). Run after the list is built and when it is replayed: a list drawn twice
    /// has its still boxes as rasters from its second frame on.
    func rasterizeProjectedBoxes(_ boxes: ProjectedBoxRasters) {
        guard projectedBoxPasses < 2, !projectedBoxes.isEmpty else { return }
        projectedBoxPasses += 1
        for i in commands.indices {
            guard case let .projectedBox(index) = commands[i].coverage, case .solid = commands[i].paint,
                commands[i].clip < 0, commands[i].hole == nil,
                let raster = boxes.raster(for: projectedBoxes[index], bounds: commands[i].bounds)
            else { continue }
            retain(raster)
            commands[i].coverage = .raster(raster.view, x: 0, y: 0)
        }
    }

    /// Keeps `object` alive as long as the list.
    func retain(_ object: AnyObject) {
        retained.append(object)
    }

    /// `color` scaled by each coverage value, owned by the list (one per colour).
    func coverageTable(_ color: UInt32) -> UnsafePointer<UInt32> {
        if let table = tables[color] { return UnsafePointer(table) }
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
        table.initialize(from: SolidKernel.coverageTable(color), count: 256)
        tables[color] = table
        return UnsafePointer(table)
    }
}

/// A step of the list.
enum DisplayItem {
    /// `DisplayList.commands[index]`.
    case draw(Int)
    /// Following commands draw into group `index`'s offscreen pixels, until its end.
    case beginGroup(Int)
    /// Composites group `index` onto what is below it, with its opacity.
    case endGroup(Int)
}

/// Coverage times paint, blended source-over into the current target.
struct DrawCommand {
    /// The device pixels it may touch.
    var bounds: PixelRect
    var coverage: Coverage
    var paint: Paint
    /// The innermost clip, an index into `DisplayList.clips`, or −1.
    var clip: Int
    /// What the opaque background drawn right after a shadow covers fully, which the shadow
    /// skips: it is hidden there, so the result is the same.
    var hole: Hole?

    /// Whether it paints an opaque colour through a raster with no clip and no hole: each
    /// pixel of a full run becomes the colour, whatever was below.
    var isOpaqueRaster: Bool {
        guard case let .solid(color) = paint, color >> 24 == 255, clip < 0, hole == nil, case .raster = coverage else {
            return false
        }
        return true
    }
}

/// The pixels of a row that a shadow's opaque background certainly covers in full.
enum Hole {
    /// A box raster (in device pixels): each row's first fully covered run.
    case raster(PlacedRaster)
    /// A transformed layer's box, `DisplayList.projectedBoxes[index]`: the pixels of each row
    /// it paints at full coverage (`ProjectedBox.fullSpan`).
    case projectedBox(Int)
}

enum Coverage {
    /// A raster placed with its origin at `(x, y)`.
    case raster(RasterView, x: Int, y: Int)
    /// `DisplayList.projectedBoxes[index]`.
    case projectedBox(Int)
    /// `DisplayList.projectedMasks[index]`.
    case projectedMask(Int)
}

enum Paint {
    /// One premultiplied colour.
    case solid(UInt32)
    /// One colour through a table of it scaled by each coverage value (shadows, text).
    case tinted(UnsafePointer<UInt32>)
    /// `DisplayList.images[index]`.
    case image(Int)
    /// `DisplayList.gradients[index]`.
    case gradient(Int)
}

/// A clip (a `masksToBounds` layer's shape) and the clip around it.
struct ClipNode {
    enum Shape {
        /// Only `bounds`: a rectangle on whole pixels.
        case rectangle
        case raster(PlacedRaster)
        case projectedBox(ProjectedBox)
    }

    let shape: Shape
    /// The enclosing clip, or −1.
    let parent: Int
    /// The pixels this clip and all around it let through, at most.
    let bounds: PixelRect
    let depth: Int
}

/// An offscreen layer group: a layer with opacity below 1 and more than one thing to draw
/// is drawn into its own pixels first and then composited with its opacity, as one. A
/// curled layer (`PageCurl`) is a group too, composited through its `PageCurlMap`, and so is
/// a blurred one (`Layer.blurRadius`), whose pixels are blurred before they are composited.
struct Group {
    /// The device pixels its commands may touch (a curl's: its whole page; a blur's: that
    /// grown by the blur's reach, cut to the clip around it and the frame).
    var bounds: PixelRect
    /// The pixels it holds, set with `pixels` before the bands run: `bounds` cut to the
    /// pixels being drawn (for a blur, those grown by its reach), or for a curl (and any
    /// group inside one) all it may need.
    var rect: PixelRect = .empty
    /// The pixels it is composited onto, inside `rect` (differs for a curl, whose rows come
    /// from anywhere on its page, and a blur, whose pixels read their neighbours).
    var output: PixelRect = .empty
    /// 0…255.
    let opacity: UInt32
    /// The index of its `beginGroup` item.
    var begin: Int
    /// The index of its `endGroup` item.
    var end: Int
    /// Its pixels, `rect.width` per row, assigned before the bands run.
    var pixels: UnsafeMutablePointer<UInt32>?
    /// For a curled layer: how its rows map onto the frame. Its pixels are drawn whole
    /// before the bands run (a band's rows come from other bands' rows).
    var curl: PageCurlMap?
    /// For a blurred layer: the Gaussian its pixels are blurred with. They are drawn whole
    /// and blurred before the bands run (a band's pixels read rows of other bands).
    var blur: GaussianKernel?
    /// The group holding this one's mask (its alpha scales this one's pixels as they are
    /// composited), or −1.
    var mask = -1
    /// Whether this group holds a mask: its pixels are not composited, only read.
    var isMask = false

    /// Whether its pixels are drawn whole before the bands run (a curl or a blur).
    var isDrawnFirst: Bool { curl != nil || blur != nil }
}
