import Formats
import Testing
import Time

@testable import Profiler

/// Made-up frames at 60 Hz: frame k starts k periods in, renders `render[k]` ms.
private func frames(render: [Double], late: Set<Int> = [], label: (Int) -> String? = { _ in nil }) -> [ReportFrame] {
    let period = ProfileFixture.framePeriod
    return render.enumerated().map { k, ms in
        ReportFrame(
            index: k, start: Int64(k) * period, interval: k == 0 ? nil : late.contains(k) ? 3 * period : period,
            missedVsyncs: late.contains(k) ? 2 : 0, events: .microseconds(100), animate: .microseconds(50),
            render: .milliseconds(ms), present: .microseconds(200), label: label(k))
    }
}

private func report(_ frames: [ReportFrame], captures: [ProfileReport.Capture] = []) -> ProfileReport {
    ProfileReport(
        title: "corners <test>", subtitle: "synthetic", framePeriod: ProfileFixture.framePeriod, frames: frames,
        summary: ProfileSummary(frames: [], framePeriod: ProfileFixture.framePeriod), captures: captures)
}

/// Every `name="value"` attribute of every `<tag …>` in `html`, in order.
private func elements(_ tag: String, in html: String) -> [[String: String]] {
    var found: [[String: String]] = []
    var rest = html[...]
    while let open = rest.firstRange(of: "<\(tag) ") {
        let end = rest[open.upperBound...].firstIndex(of: ">")!
        var attributes: [String: String] = [:]
        var text = rest[open.upperBound..<end]
        while let eq = text.firstRange(of: "=\"") {
            let name = text[..<eq.lowerBound].split(separator: " ").last.map(String.init) ?? ""
            let close = text[eq.upperBound...].firstIndex(of: "\"")!
            attributes[name] = String(text[eq.upperBound..<close])
            text = text[text.index(after: close)...]
        }
        found.append(attributes)
        rest = rest[end...]
    }
    return found
}

/// Checks that elements open and close in order; returns the first problem, or nil.
private func tagProblem(_ html: String) -> String? {
    let void: Set = ["meta", "img", "br", "line", "rect", "circle", "!doctype", "input", "link"]
    var stack: [String] = []
    var i = html.startIndex
    while let lt = html[i...].firstIndex(of: "<") {
        let gt = html[lt...].firstIndex(of: ">")!
        let inside = html[html.index(after: lt)..<gt]
        i = html.index(after: gt)
        let selfClosing = inside.hasSuffix("/")
        if inside.hasPrefix("/") {
            let name = inside.dropFirst().lowercased()
            guard stack.last == name else { return "</\(name)> closes <\(stack.last ?? "nothing")>" }
            stack.removeLast()
            continue
        }
        let name = inside.prefix { $0 != " " && $0 != "/" }.lowercased()
        if void.contains(name) || selfClosing { continue }
        stack.append(name)
        if name == "script" || name == "style" {
            // Raw text up to the closing tag.
            guard let close = html[i...].firstRange(of: "</\(name)>") else { return "unclosed <\(name)>" }
            i = close.lowerBound
        }
    }
    return stack.isEmpty ? nil : "unclosed: \(stack)"
}

@Test func reportIsWellFormedAndSelfContained() throws {
    let html = report(frames(render: [5, 7, 40, 5], late: [3], label: { $0 < 2 ? "dragging" : "settling" })).html()
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(tagProblem(html) == nil, "\(tagProblem(html) ?? "")")
    #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("//cdn"))
    #expect(!html.contains("<link") && !html.contains("@import") && !html.contains("url("))
    // The title is escaped, in text and in the script data alike.
    #expect(html.contains("corners &lt;test&gt;") && !html.contains("corners <test>"))
    #expect(html.contains("dragging") && html.contains("settling"))
}

@Test func barHeightsAreProportionalToDurations() throws {
    // A 200 ms frame is four times as tall as a 50 ms one.
    let html = report(frames(render: [50, 200, 5, 12.5])).html()
    let renders = elements("rect", in: html).filter { $0["class"] == "render" }
    let heights = renders.compactMap { $0["height"].flatMap(Double.init) }
    #expect(heights.count == 4)
    #expect(abs(heights[1] / heights[0] - 4) < 0.001)
    #expect(abs(heights[0] / heights[3] - 4) < 0.001)
    // Every phase rect: pixels per millisecond are the same.
    let svg = try #require(elements("svg", in: html).first)
    let msPerPixel = try #require(svg["data-ms-per-px"].flatMap(Double.init))
    for rect in elements("rect", in: html) where rect["data-ms"] != nil {
        let ms = Double(rect["data-ms"]!)!
        let height = Double(rect["height"]!)!
        #expect(abs(height * msPerPixel - ms) < 0.002, "\(rect)")
    }
    // Stacked: each phase starts where the one below it ends.
    let events = elements("rect", in: html).filter { $0["class"] == "events" }
    let animate = elements("rect", in: html).filter { $0["class"] == "animate" }
    #expect(abs(Double(animate[0]["y"]!)! + Double(animate[0]["height"]!)! - Double(events[0]["y"]!)!) < 0.002)
}

@Test func budgetLineSitsAtThePeriod() throws {
    let html = report(frames(render: [3, 30, 8])).html()
    let svg = try #require(elements("svg", in: html).first)
    let msPerPixel = try #require(svg["data-ms-per-px"].flatMap(Double.init))
    let budget = try #require(elements("line", in: html).first { $0["class"] == "budget" })
    let axis = try #require(elements("line", in: html).first { $0["class"] == "axis" })
    let y = Double(budget["y1"]!)!
    let zero = Double(axis["y1"]!)!
    #expect(abs((zero - y) * msPerPixel - 16.666667) < 0.005)
    #expect(budget["y1"] == budget["y2"])
}

@Test func lateFramesAreMarked() throws {
    let html = report(frames(render: [5, 5, 5, 5, 5], late: [2])).html()
    let groups = elements("g", in: html)
    let late = elements("rect", in: html).filter { $0["class"] == "late" }
    #expect(groups.count == 5 && late.count == 1)
    // The late column is in frame 2's group.
    let start = html.firstRange(of: "data-frame=\"2\"")!.upperBound
    let end = html[start...].firstRange(of: "</g>")!.lowerBound
    #expect(html[start..<end].contains("class=\"late\""))
    #expect(html.contains("<div class=\"v\">1</div>"), "one late frame in the summary")
}

@Test func thumbnailsAreEmbeddedAsDataURIs() throws {
    let png: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]
    let capture = ProfileReport.Capture(
        frame: 2, isHitch: true, score: .nanoseconds(33_333_334),
        thumbnails: (0..<5).map {
            ProfileReport.Thumbnail(frame: $0, width: 80, height: 50, png: png)
        })
    let html = report(frames(render: [5, 5, 40, 5, 5], late: [3]), captures: [capture]).html()
    let images = elements("img", in: html)
    #expect(images.count == 5)
    #expect(images.allSatisfy { $0["src"] == "data:image/png;base64," + Base64.encode(png) })
    #expect(html.contains("id=\"capture-1\"") && html.contains("href=\"#capture-1\""))
    #expect(html.contains("hitch 33.3 ms"))
    #expect(elements("figure", in: html).filter { $0["class"] == "worst" }.count == 1)

    let none = report(frames(render: [5, 5])).html()
    #expect(elements("img", in: none).isEmpty && none.contains("No thumbnails"))
}

@Test func aLongRunStaysSmall() throws {
    let long = frames(render: (0..<100_000).map { Double($0 % 97) / 10 }, late: [50_000])
    let html = report(long).html()
    let bars = elements("g", in: html)
    #expect(bars.count == (100_000 + 33) / 34 && bars.count <= ProfileReport.maximumBars)
    #expect(html.utf8.count < 2_000_000, "\(html.utf8.count) bytes")
    #expect(html.contains("each bar is the slowest of 34 consecutive frames"))
    // The one late frame still shows.
    #expect(elements("rect", in: html).filter { $0["class"] == "late" }.count == 1)
}

@Test func base64MatchesRFC4648() {
    #expect(Base64.encode([]) == "")
    #expect(Base64.encode(Array("f".utf8)) == "Zg==")
    #expect(Base64.encode(Array("fo".utf8)) == "Zm8=")
    #expect(Base64.encode(Array("foo".utf8)) == "Zm9v")
    #expect(Base64.encode(Array("foobar".utf8)) == "Zm9vYmFy")
    #expect(Base64.encode([0xFF, 0xFE, 0xFD]) == "//79")
}

@Test func reportFramesCarryTheProfilersFrames() {
    let frames = ProfileFixture.tenFramesWithOneHitch().reportFrames()
    #expect(frames.count == 10)
    #expect(frames[0].start == .zero && frames[0].interval == nil)
    #expect(frames[4].render == .milliseconds(40) && frames[4].work == .milliseconds(44))
    #expect(frames[5].missedVsyncs == 2 && frames[5].isLate(period: ProfileFixture.framePeriod))
    // Classes come from the profiler: the 44 ms frame is late by its render, the next one
    // begins two vsyncs late, the first is warm-up; nothing is labelled.
    #expect(frames.filter { $0.isLate(period: ProfileFixture.framePeriod) }.map(\.index) == [4, 5])
    #expect(frames[0].frameClass == "warm-up")
    #expect(frames[4].frameClass == "late (render)")
    #expect(frames[5].frameClass == "dropped 2 vsyncs")
    #expect(frames.allSatisfy { $0.label == nil })
}
