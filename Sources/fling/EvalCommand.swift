import Eval
import Fling
import ArgumentParser
import Foundation

struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Answer JSON requests: springs, curves, decay, rubber-banding, UIKit and gesture velocity, layer-runtime scenarios.",
        discussion: """
            Reads one JSON request, or an array of them answered in order, from FILE or standard \
            input, and writes the answer as JSON on one line. Request shapes: docs/eval.md. Example:
              echo '{"spring":{"duration":0.5,"bounce":0.3},"target":1,"times":[0,0.1]}' | fling eval
            """)

    @Argument(help: ArgumentHelp("The request file; '-' or nothing reads standard input.", valueName: "file"))
    var file: String?

    func run() throws {
        let text: String
        if let file, file != "-" {
            do {
                text = try String(contentsOfFile: file, encoding: .utf8)
            } catch {
                throw CommandError("\(file): cannot read: \((error as NSError).localizedDescription)")
            }
        } else {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        do {
            print(try Eval.run(text))
        } catch {
            throw CommandError("eval: \(error.message)")
        }
    }
}
