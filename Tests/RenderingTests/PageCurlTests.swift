import Foundation
import Layers
import Motion
import Testing

@testable import Raster
@testable import Rendering

/// The page curl (`PageCurl`), drawn by the renderer: a per-row remap of the curled layer's
/// page, its back, and the shadow beneath.
@Suite struct PageCurlTests {
    typealias S = Scenes
    static let size = Size(width: 240, height: 150)

    /// A canvas with the "new" content (a blue card with an orange bar) and, over it, the
    /// "old" page: a white card with a title, a coloured panel and stripes, so that which
    /// way up the back is shows.
    static func stage(progress: Double?, radius: Double = 14) -> Layer {
        let root = S.layer(Rect(x: 0, y: 0, width: size.width, height: size.height), S.paper, name: "root")
        let under = S.layer(Rect(x: 50, y: 12, width: 140, height: 126), S.blue, radius: 10, name: "new")
        under.addSublayer(S.layer(Rect(x: 14, y: 80, width: 112, height: 24), S.orange, radius: 6))
        root.addSublayer(under)
        guard let progress else { return root }
        let page = S.layer(Rect(x: 50, y: 12, width: 140, height: 126), .white, radius: 10, name: "page")
        let title = S.layer(Rect(x: 12, y: 8, width: 116, height: 24))
        title.text = TextContent("Page 1", fontSize: 18, color: S.ink)
        page.addSublayer(title)
        page.addSublayer(S.layer(Rect(x: 12, y: 36, width: 116, height: 40), S.pink, radius: 6))
        for i in 0..<4 {
            page.addSublayer(S.layer(Rect(x: 12, y: 84 + Double(i) * 9, width: 116 - Double(i) * 20, height: 4), S.ink))
        }
        page.borderWidth = 1
        page.borderColor = Color(red: 0, green: 0, blue: 0, alpha: 0.2)
        page.pageCurl = PageCurl(progress: progress, radius: radius)
        root.addSublayer(page)
        return root
    }

    func render(_ root: Layer, scale: Double = 2, threads: Int = 1) -> PixelBuffer {
        let buffer = PixelBuffer(width: Int(Self.size.width * scale), height: Int(Self.size.height * scale))
        LayerRenderer(threads: threads).draw(root, into: buffer, scale: scale, clearColor: S.paper)
        return buffer
    }

    func pixels(_ buffer: PixelBuffer) -> [UInt32] {
        (0..<buffer.height).flatMap { y in (0..<buffer.width).map { x in buffer[x, y] } }
    }

    /// Where two frames differ: how many pixels, and the first (x, y), for a short message.
    func difference(_ a: PixelBuffer, _ b: PixelBuffer) -> String? {
        var count = 0
        var first: (Int, Int, UInt32, UInt32)?
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] {
                count += 1
                if first == nil { first = (x, y, a[x, y], b[x, y]) }
            }
        }
        return first.map {
            "\(count) pixels differ, first at (\($0.0), \($0.1)): \(String($0.2, radix: 16)) vs \(String($0.3, radix: 16))"
        }
    }

    @Test("at progress 0 the page draws exactly flat; barely lifted, the remap copies it pixel for pixel")
    func flatAtZero() {
        let flat = render(Self.stage(progress: 0))
        let plain = Self.stage(progress: 0)
        plain.sublayers.last!.pageCurl = .flat
        #expect(difference(render(plain), flat) == nil)
        // Through the remap (the page then composited as a group: rounding may differ by one
        // level where its antialiased edge meets what is below).
        let lifted = render(Self.stage(progress: 1e-12))
        var largest: UInt32 = 0
        for y in 0..<flat.height {
            for x in 0..<flat.width {
                let a = lifted[x, y]
                let b = flat[x, y]
                for shift in [0, 8, 16, 24] as [UInt32] {
                    let u = (a >> shift) & 0xFF
                    let v = (b >> shift) & 0xFF
                    largest = max(largest, u > v ? u - v : v - u)
                }
            }
        }
        #expect(largest <= 1)
    }

    @Test("at progress 1 nothing of the page draws")
    func goneAtOne() {
        let without = render(Self.stage(progress: nil))
        #expect(difference(render(Self.stage(progress: 1)), without) == nil)
        #expect(difference(render(Self.stage(progress: 1.5)), without) == nil)
        // Just before the end, the roll is still at the top edge.
        #expect(difference(render(Self.stage(progress: 0.97)), without) != nil)
    }

    @Test("the new content is uncovered row by row as the page rolls off")
    func monotoneReveal() {
        let without = pixels(render(Self.stage(progress: nil)))
        var coveredRows: [Int] = []
        for step in 0...40 {
            let progress = Double(step) / 40
            let map = PageCurlMap(
                rect: PixelRect(x: 0, y: 0, width: 10, height: 252), top: 0, height: 252, progress: progress,
                radius: 28, opacity: 255)
            // The rows the page still covers are the top ones.
            let covered = map.rows.map { $0.frontCoverage > 0 || $0.backCoverage > 0 }
            let count = covered.prefix { $0 }.count
            #expect(!covered.dropFirst(count).contains(true), "progress \(progress): covered rows not all at the top")
            coveredRows.append(count)
            // In the frame: below the roll and its shadow, exactly the new content.
            let shown = pixels(render(Self.stage(progress: progress)))
            let revealedFrom = 24 + count + 28 + 1
            for y in min(revealedFrom, 276)..<276 {
                #expect(
                    shown[(y * 480)..<(y * 480 + 480)] == without[(y * 480)..<(y * 480 + 480)],
                    "progress \(progress), row \(y)")
            }
        }
        for (a, b) in zip(coveredRows, coveredRows.dropFirst()) { #expect(a >= b, "covered rows \(coveredRows)") }
        #expect(coveredRows.first == 252)
        #expect(coveredRows.last == 0)
    }

    @Test("the same pixels with any number of threads, and redrawing only changes gives what a full draw does")
    func deterministicAndDamage() {
        let renderer = LayerRenderer(threads: 1)
        let buffer = PixelBuffer(width: 480, height: 300)
        let root = Self.stage(progress: 0)
        let page = root.sublayers.last!
        for step in 0...10 {
            page.pageCurl = PageCurl(progress: Double(step) / 10, radius: 14)
            let damage = renderer.drawChanges(root, into: buffer, scale: 2, clearColor: S.paper)
            #expect(difference(buffer, render(root, threads: 3)) == nil)
            if step > 0, let damage {
                // The whole page is redrawn, and only the page (and its edge's antialiasing).
                let page = PixelRect(x: 100, y: 24, width: 280, height: 252)
                #expect(damage.intersection(page) == page)
                #expect(damage.intersection(PixelRect(x: 98, y: 22, width: 284, height: 256)) == damage)
            } else {
                #expect(damage != nil)
            }
        }
    }

    @Test("a curl at a quarter, half and three quarters", arguments: [25, 50, 75])
    func golden(percent: Int) throws {
        try Golden.check(render(Self.stage(progress: Double(percent) / 100)), named: "page-curl-\(percent)")
    }
}
