import Formats
import Time

extension ProfileCapture {
    /// The largest summary file read: 64 MiB, about 600 000 frames (three hours at 60 Hz).
    public static let maximumFileSize = 64 << 20
    /// The most runs a file may hold.
    public static let maximumRuns = 100
    /// The most frames a file may hold, over all its runs.
    public static let maximumFrames = 2_000_000
    /// The most distinct labels, and the longest label in UTF-8 bytes.
    public static let maximumLabels = 1_000, maximumLabelLength = 256
    /// The limit on every time in a file, in nanoseconds either side of zero (about 146 years):
    /// differences of two never overflow.
    static let timeLimit: Int64 = 1 << 62

    /// The keys of the summary object; the derived ones (figures, labels, per_run) are
    /// recomputed from `frame_data`, never trusted.
    static let topKeys: Set<String> = [
        "format", "version", "source", "frame_period_ns", "runs", "frames", "duration_s", "fps", "hitches",
        "hitch_time_ms", "hitch_time_ratio", "hitch_band", "classes", "stats", "labels", "per_run",
        "label_names", "frame_data",
    ]
    static let columnKeys: Set<String> = Set(
        [
            "vsync", "missed_vsyncs", "start_ns", "end_ns", "overrun_ns", "class",
            "late_phase", "label",
        ] + FramePhase.allCases.map { "\($0.rawValue)_ns" })

    /// Reads the summary file at `path` (`fling profile --summary-out`).
    public static func load(path: String) throws(InputError) -> ProfileCapture {
        let text: String
        do { text = try InputFile.readText(path, maximumSize: maximumFileSize) } catch {
            throw InputError(source: path, message: error.reason)
        }
        return try parse(text, path: path)
    }

    /// Reads summary-file text; `path` names it in errors. Strict: every field the frames
    /// are rebuilt from is checked for kind, range and consistency (each frame's class and
    /// overrun must be what its times give), and unknown fields are errors.
    public static func parse(_ text: String, path: String) throws(InputError) -> ProfileCapture {
        let root: JSONValue
        do { root = try JSONParser.parse(text) } catch {
            throw InputError(source: path, message: "\(error)")
        }
        do {
            return try read(root)
        } catch {
            throw InputError(source: path, message: error.description)
        }
    }

    private static func read(_ root: JSONValue) throws(InputError) -> ProfileCapture {
        let fields = FieldReader()
        guard case .object = root else {
            throw InputError(field: "(root)", message: "must be an object, not \(root.kindName)")
        }
        try fields.allow(topKeys, in: root)
        let format = try fields.string("format", in: root)
        guard format == Self.format else {
            throw InputError(
                field: "format",
                message: "is \"\(ErrorText.clip(format))\", not \"\(Self.format)\": not a fling profile summary")
        }
        let version = try fields.int("version", in: root)
        guard version == Int64(Self.version) else {
            throw InputError(field: "version", message: "is \(version); this fling reads version \(Self.version)")
        }
        let source = try fields.string("source", in: root)
        guard source.utf8.count <= 4096 else { throw InputError(field: "source", message: "is longer than 4096 bytes") }
        let period = try fields.int(
            "frame_period_ns", in: root, range: FrameTime.milliseconds(1).nanoseconds...FrameTime.seconds(1).nanoseconds
        )
        let runCount = try fields.int("runs", in: root, range: 1...Int64(maximumRuns))

        let labels = try array("label_names", in: root, limit: maximumLabels)
        var labelNames: [String] = []
        for (index, value) in labels.enumerated() {
            guard let name = value.string else {
                throw InputError(field: "label_names[\(index)]", message: "must be a string, not \(value.kindName)")
            }
            guard name.utf8.count <= maximumLabelLength else {
                throw InputError(field: "label_names[\(index)]", message: "is longer than \(maximumLabelLength) bytes")
            }
            labelNames.append(name)
        }

        let data = try array("frame_data", in: root, limit: maximumRuns)
        guard data.count == Int(runCount) else {
            throw InputError(field: "frame_data", message: "has \(data.count) runs, but \"runs\" says \(runCount)")
        }
        var runs: [[ProfiledFrame]] = []
        var total = 0
        for (index, run) in data.enumerated() {
            let frames = try readRun(
                run, prefix: "frame_data[\(index)].", period: period, labels: labelNames,
                room: maximumFrames - total)
            total += frames.count
            runs.append(frames)
        }
        return ProfileCapture(framePeriod: .nanoseconds(period), runs: runs, source: source)
    }

    private static func readRun(
        _ run: JSONValue, prefix: String, period: Int64, labels: [String],
        room: Int
    ) throws(InputError) -> [ProfiledFrame] {
        let fields = FieldReader()
        guard case .object = run else {
            throw InputError(field: String(prefix.dropLast()), message: "must be an object, not \(run.kindName)")
        }
        try fields.allow(columnKeys, in: run, prefix: prefix)
        let vsyncs = try integers("vsync", in: run, prefix: prefix, limit: room, range: 0...timeLimit)
        let count = vsyncs.count
        func column(_ key: String, range: ClosedRange<Int64>, nullable: Bool = false) throws(InputError) -> [Int64?] {
            let values = try integers(key, in: run, prefix: prefix, limit: room, range: range, nullable: nullable)
            guard values.count == count else {
                throw InputError(field: prefix + key, message: "has \(values.count) values, but vsync has \(count)")
            }
            return values
        }
        let missed = try column("missed_vsyncs", range: 0...timeLimit)
        let starts = try column("start_ns", range: -timeLimit...timeLimit)
        let ends = try column("end_ns", range: -timeLimit...timeLimit)
        var phases: [[Int64?]] = []
        for phase in FramePhase.allCases {
            phases.append(try column("\(phase.rawValue)_ns", range: 0...timeLimit, nullable: true))
        }
        let overruns = try column("overrun_ns", range: -timeLimit...timeLimit)
        let labelIndices = try column("label", range: 0...Int64(max(0, labels.count - 1)))
        let classes = try strings("class", in: run, prefix: prefix, count: count)
        let latePhases = try strings("late_phase", in: run, prefix: prefix, count: count, nullable: true)

        var frames: [ProfiledFrame] = []
        frames.reserveCapacity(count)
        for i in 0..<count {
            func fail(_ key: String, _ message: String) -> InputError {
                InputError(field: "\(prefix)\(key)[\(i)]", message: message)
            }
            let vsync = vsyncs[i]!
            let missed = missed[i]!
            let start = vsyncZero + .nanoseconds(starts[i]!)
            let end = vsyncZero + .nanoseconds(ends[i]!)
            if let previous = frames.last {
                guard vsync == previous.link.vsync + missed + 1 else {
                    throw fail(
                        "vsync",
                        "is \(vsync), but the frame before was at vsync \(previous.link.vsync) and this one missed \(missed)"
                    )
                }
                guard start >= previous.end else {
                    throw fail(
                        "start_ns",
                        "is \(starts[i]!), before the frame before ended (\((previous.end - vsyncZero).nanoseconds))")
                }
            } else if missed > vsync {
                throw fail("missed_vsyncs", "is \(missed), more than the vsyncs before the frame (\(vsync))")
            }
            let durations = phases.map { $0[i].map(FrameTime.nanoseconds) }
            let work = durations.reduce(FrameTime.zero) { $0 + ($1 ?? .zero) }
            guard end >= start, end - start >= work else {
                throw fail(
                    "end_ns", "is \(ends[i]!), before the frame's start (\(starts[i]!)) plus its phases (\(work))")
            }
            guard vsync < timeLimit / period - 1 else {
                throw fail("vsync", "is \(vsync), too far for the frame period")
            }
            let framePeriod = FrameTime.nanoseconds(period)
            let link = DisplayLinkFrame(
                index: i, vsync: vsync, timestamp: framePeriod * vsync,
                targetTimestamp: framePeriod * (vsync + 1), duration: framePeriod,
                missedVsyncs: Int(missed))
            var frame = ProfiledFrame(
                link: link, start: start, end: end, interval: frames.last.map { start - $0.start },
                intendedPresent: vsyncZero + link.targetTimestamp, phaseDurations: durations,
                label: labels[Int(labelIndices[i]!)])
            frame.frameClass = FrameClass.of(frame, position: i, previous: frames.last)
            guard overruns[i]! == frame.overrun.nanoseconds else {
                throw fail("overrun_ns", "is \(overruns[i]!), but the frame's times give \(frame.overrun.nanoseconds)")
            }
            guard classes[i]! == frame.frameClass.name else {
                throw fail(
                    "class",
                    "is \"\(ErrorText.clip(classes[i]!))\", but the frame's times make it \"\(frame.frameClass.name)\"")
            }
            var latePhase: String?
            if case let .late(phase) = frame.frameClass { latePhase = phase.rawValue }
            guard latePhases[i] == latePhase else {
                throw fail(
                    "late_phase",
                    "is \(latePhases[i].map { "\"\(ErrorText.clip($0))\"" } ?? "null"), but the frame's times give \(latePhase.map { "\"\($0)\"" } ?? "null")"
                )
            }
            frames.append(frame)
        }
        return frames
    }

    private static func array(
        _ key: String, in object: JSONValue, prefix: String = "",
        limit: Int
    ) throws(InputError) -> [JSONValue] {
        let value = try FieldReader().value(key, in: object, prefix: prefix)
        guard case let .array(elements) = value else {
            throw InputError(field: prefix + key, message: "must be an array, not \(value.kindName)")
        }
        guard elements.count <= limit else {
            throw InputError(
                field: prefix + key, message: "has \(elements.count) entries, over the \(limit) fling reads")
        }
        return elements
    }

    private static func integers(
        _ key: String, in object: JSONValue, prefix: String, limit: Int,
        range: ClosedRange<Int64>, nullable: Bool = false
    ) throws(InputError) -> [Int64?] {
        let elements = try array(key, in: object, prefix: prefix, limit: limit)
        var values: [Int64?] = []
        values.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            if nullable, case .null = element {
                values.append(nil)
                continue
            }
            guard case let .number(text) = element, let value = Int64(text) else {
                let kind = element.kindName == "a number" ? "a fraction or an out-of-range number" : element.kindName
                throw InputError(
                    field: "\(prefix)\(key)[\(index)]",
                    message: "must be an integer\(nullable ? " or null" : ""), not \(kind)")
            }
            guard range.contains(value) else {
                throw InputError(
                    field: "\(prefix)\(key)[\(index)]",
                    message: "is \(value), outside \(range.lowerBound)…\(range.upperBound)")
            }
            values.append(value)
        }
        return values
    }

    private static func strings(
        _ key: String, in object: JSONValue, prefix: String, count: Int,
        nullable: Bool = false
    ) throws(InputError) -> [String?] {
        let elements = try array(key, in: object, prefix: prefix, limit: count)
        guard elements.count == count else {
            throw InputError(field: prefix + key, message: "has \(elements.count) values, but vsync has \(count)")
        }
        var values: [String?] = []
        values.reserveCapacity(count)
        for (index, element) in elements.enumerated() {
            if nullable, case .null = element {
                values.append(nil)
                continue
            }
            guard let text = element.string else {
                throw InputError(
                    field: "\(prefix)\(key)[\(index)]",
                    message: "must be a string\(nullable ? " or null" : ""), not \(element.kindName)")
            }
            values.append(text)
        }
        return values
    }
}
