import Formats
import Testing

/// Every place reads as the one line the readers have always printed.
@Test(arguments: [
    (InputError(source: "a.json", message: "no such file"), "a.json: no such file"),
    (InputError(source: "a.flingrec", place: .line(3), message: "blank line"), "a.flingrec:3: blank line"),
    (
        InputError(source: "s.json", place: .text(line: 4, column: 17), message: "expected ','"),
        "s.json:4:17: expected ','"
    ),
    (
        InputError(source: "s.json", place: .field("layers[3].opacity"), message: "1.7 is out of range 0…1"),
        "s.json: layers[3].opacity: 1.7 is out of range 0…1"
    ),
    (InputError("--budget \"x\": write NAME=LIMIT"), "--budget \"x\": write NAME=LIMIT"),
    (InputError(place: .line(2), message: "blank line"), "line 2: blank line"),
    (InputError(place: .text(line: 2, column: 5), message: "unexpected end"), "unexpected end (line 2, column 5)"),
    (InputError(field: "window.width", message: "is missing"), "field \"window.width\" is missing"),
])
func inputErrorsReadAsOneLine(error: InputError, line: String) {
    #expect(error.description == line)
}

@Test func inputErrorPathsAndFieldsAreMadeFitForOneLine() {
    let error = InputError(source: "a\nb.json", place: .field("x\ty"), message: "is missing")
    #expect(error.description == "a\\nb.json: x\\ty: is missing")
}

@Test func inputErrorPlacesGiveTheirLineAndColumn() {
    #expect(InputError(place: .text(line: 2, column: 5), message: "").line == 2)
    #expect(InputError(place: .text(line: 2, column: 5), message: "").column == 5)
    #expect(InputError(place: .line(7), message: "").line == 7)
    #expect(InputError(place: .line(7), message: "").column == nil)
    #expect(InputError(field: "a", message: "").line == nil)
}

/// 1.0.0's FormatError and FieldError members still read the same on InputError (deprecated
/// for one version).
@available(*, deprecated)
@Test func inputErrorKeepsTheReplacedTypesMembers() {
    let error = InputError(path: "a.flingrec", line: 3, message: "bad line")
    #expect(error.path == "a.flingrec")
    #expect(error.line == 3)
    #expect(error.description == "a.flingrec:3: bad line")
    #expect(InputError(path: "b.jsonl", message: "empty").place == .none)
    #expect(FieldError(field: "window.width", message: "is missing").field == "window.width")
    #expect(InputError("plain").field == nil)
    #expect(InputError("plain").path == "")
}
