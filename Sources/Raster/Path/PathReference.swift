import Geometry

/// One of the reference paths Fling's rasterizer is compared with cairo on: a line of
/// Tests/RasterTests/PathReferences/paths.txt (its header gives the syntax), read as
/// Tools/path-references reads it for cairo. The tests compare the images (PSNR) and
/// `fling bench paths` times both renderers on them.
package struct PathReference {
    package let name: String
    package let width: Int
    package let height: Int
    package let path: Path
    /// The fill rule, or nil for a stroke.
    package let rule: FillRule?
    package let style: StrokeStyle

    /// The colour every reference is drawn in, over white.
    package static let color = Color(red: 0.1, green: 0.25, blue: 0.6)

    /// Every reference in the list's text (lines starting with # are comments). The list is
    /// the project's own: a malformed line stops with a precondition naming it.
    package static func parse(list text: String) -> [PathReference] {
        text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { PathReference(String($0)) }
    }

    /// The reference on one line of the list.
    package init(_ line: String) {
        let parts = line.split(separator: "|").map { String($0).trimmed }
        precondition(parts.count == 4, "path reference: expected name | size | operation | path, got \(line)")
        name = parts[0]
        let size = parts[1].split(separator: " ").map { Int($0)! }
        (width, height) = (size[0], size[1])
        let words = parts[2].split(separator: " ").map(String.init)
        var settings: [String: String] = [:]
        for word in words.dropFirst() where word.contains("=") {
            let pair = word.split(separator: "=", maxSplits: 1).map(String.init)
            settings[pair[0]] = pair[1]
        }
        rule = words[0] == "fill" ? (words[1] == "evenodd" ? .evenOdd : .nonZero) : nil
        let caps: [String: LineCap] = ["butt": .butt, "round": .round, "square": .square]
        let joins: [String: LineJoin] = ["miter": .miter, "round": .round, "bevel": .bevel]
        style = StrokeStyle(
            lineWidth: Double(settings["width"] ?? "1")!, lineCap: caps[settings["cap"] ?? "butt"]!,
            lineJoin: joins[settings["join"] ?? "miter"]!, miterLimit: Double(settings["limit"] ?? "10")!,
            dashPattern: settings["dash"].map { $0.split(separator: ",").map { Double($0)! } } ?? [],
            dashPhase: Double(settings["phase"] ?? "0")!)
        path = Self.parsePath(parts[3].split(separator: " ").map(String.init))
    }

    private static func parsePath(_ tokens: [String]) -> Path {
        var path = Path()
        var i = 0
        func n(_ k: Int) -> Double { Double(tokens[i + k])! }
        while i < tokens.count {
            switch tokens[i] {
            case "M":
                path.move(to: Point(x: n(1), y: n(2)))
                i += 3
            case "L":
                path.addLine(to: Point(x: n(1), y: n(2)))
                i += 3
            case "Q":
                path.addQuadCurve(to: Point(x: n(3), y: n(4)), control: Point(x: n(1), y: n(2)))
                i += 5
            case "C":
                path.addCurve(
                    to: Point(x: n(5), y: n(6)), control1: Point(x: n(1), y: n(2)), control2: Point(x: n(3), y: n(4)))
                i += 7
            case "Z":
                path.closeSubpath()
                i += 1
            case "O":
                let r = n(3)
                path.addEllipse(in: Rect(x: n(1) - r, y: n(2) - r, width: 2 * r, height: 2 * r))
                i += 4
            default:
                preconditionFailure("unknown path token \(tokens[i])")
            }
        }
        return path
    }

    /// Fling's drawing of the reference over white.
    package func draw(transform: Homography = .identity) throws(PathDrawingError) -> PixelBuffer {
        let buffer = PixelBuffer(width: width, height: height)
        buffer.clear(to: .white)
        try draw(into: buffer, transform: transform)
        return buffer
    }

    /// Draws the reference (without the white) into `buffer`.
    package func draw(into buffer: PixelBuffer, transform: Homography = .identity) throws(PathDrawingError) {
        let paint = SolidPaint(color: PremultipliedColor(Self.color).pixel)
        if let rule {
            try PathDrawing.fill(path, transform: transform, rule: rule, paint: paint, into: buffer)
        } else {
            try PathDrawing.stroke(path, transform: transform, style: style, paint: paint, into: buffer)
        }
    }
}

extension String {
    /// Without leading and trailing spaces.
    fileprivate var trimmed: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
