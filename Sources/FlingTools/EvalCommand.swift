import ArgumentParser
import Eval
import FlingCommandLine
import Formats

struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract:
            "Answer JSON requests: springs, curves, decay, rubber-banding, UIKit and gesture velocity, layer-runtime scenarios.",
        discussion: """
            Reads one JSON request, or an array of them answered in order, from FILE or standard \
            input, and writes the answer as JSON on one line. Request shapes: docs/eval.md. Example:
              echo '{"spring":{"duration":0.5,"bounce":0.3},"target":1,"times":[0,0.1]}' | fling eval
            """)

    @Argument(help: ArgumentHelp("The request file; '-' or nothing reads standard input.", valueName: "file"))
    var file: String?

    func run() throws {
        let text: String
        do {
            // A regular file or standard input, at most InputFile.maximumSize, a BOM skipped.
            if let file, file != "-" {
                text = try InputFile.readText(file)
            } else {
                text = try InputFile.readStandardInput()
            }
        } catch {
            throw CommandError("\(ErrorText.path(error.path)): cannot read: \(error.reason)")
        }
        do {
            print(try Eval.run(text))
        } catch {
            throw CommandError("eval: \(error.message)")
        }
    }
}
