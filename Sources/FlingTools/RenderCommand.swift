import ArgumentParser
import FlingCommandLine
import Host
import LayerFiles
import Raster
import Rendering

/// `fling render`: draws a layer file (a layer tree in JSON) to a PNG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a layer file (a layer tree in JSON) to a PNG.",
        discussion: """
            The scene gives the canvas (size in points, scale, clear colour) and the layers, with \
            CALayer's properties: geometry, a 16-number transform, opacity, colours as 8-bit sRGB \
            with straight alpha, corner radius and masked corners, border, shadow, masksToBounds, \
            contents (a PNG, relative to the layer file), text (set in DejaVu Sans) and \
            sublayers. The format is in \
            docs/layer-files.md. An unknown key or a value out of range is an error naming its \
            JSON path. The image is the same for any --threads. Example:
              fling render Assets/LayerFiles/reference.json -o reference.png
            """)

    @Argument(help: ArgumentHelp("The layer file (JSON).", valueName: "file"))
    var scene: String

    @Option(name: [.short, .long], help: ArgumentHelp("The PNG file to write.", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("Row bands drawn in parallel (1…64).", valueName: "n"))
    var threads = 1

    @Option(help: ArgumentHelp("Pixels per point instead of the scene's canvas.scale (0.25…16).", valueName: "s"))
    var scale: Double?

    @Option(
        help: ArgumentHelp(
            "Draw frame N of the moving benchmark (`fling bench render --moving`; 0…1000000).", valueName: "n"))
    var frame: Int?

    func validate() throws {
        guard (1...64).contains(threads) else {
            throw ValidationError("--threads must be between 1 and 64; got \(threads)")
        }
        if let frame, !(0...1_000_000).contains(frame) {
            throw ValidationError("--frame must be between 0 and 1000000; got \(frame)")
        }
    }

    func run() throws {
        try CommandError.checkFiles(outputs: [("--output", output)], inputs: [("the layer file", scene)])
        var file: LayerFile
        do { file = try LayerFile.load(path: scene) } catch { throw CommandError(error.description) }
        // Its images are inputs too: `-o` must not replace one of them.
        try CommandError.checkFiles(
            outputs: [("--output", output)],
            inputs: file.imageFiles.map { ("an image of the layer file", $0) })
        if let scale {
            if let problem = file.canvas.problem(withScale: scale) { throw CommandError("render: --scale: \(problem)") }
            file.canvas.scale = scale
        }
        if let frame { LayerFileMotion(file).apply(frame: frame) }
        let renderer = LayerFileRenderer(scene: file, threads: threads, text: AppFont.trueType())
        do { try renderer.draw() } catch { throw CommandError(error.description) }
        do { try PNG.write(renderer.buffer, to: output) } catch { throw CommandError("\(error)") }
        print("wrote \(output) (\(renderer.buffer.width)×\(renderer.buffer.height) pixels)")
    }
}
