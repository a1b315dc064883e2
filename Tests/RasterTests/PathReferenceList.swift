import Foundation
import Raster

extension PathReference {
    /// The folder holding the list and cairo's images.
    static let folder = String(#filePath.dropLast("PathReferenceList.swift".count)) + "PathReferences/"

    /// Every reference in PathReferences/paths.txt.
    static func all() throws -> [PathReference] {
        parse(list: try String(contentsOfFile: folder + "paths.txt", encoding: .utf8))
    }
}
