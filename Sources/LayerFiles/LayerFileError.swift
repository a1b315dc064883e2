import Formats

/// A layer file that cannot be used: an `InputError` naming the file and the place in it,
/// the JSON path of a field (`scene.json: layers[3].shadow.opacity: 1.7 is out of range 0…1`)
/// or the line and column of a syntax error (`scene.json:4:17: expected ',' or '}' in an
/// object`). Its old `Location` is `InputError.Place`, with `.file` now `.none`.
@available(*, deprecated, renamed: "InputError")
public typealias LayerFileError = InputError
