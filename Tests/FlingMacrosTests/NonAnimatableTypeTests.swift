import SwiftSyntax
import SwiftSyntaxBuilder
import Testing

@testable import FlingMacrosPlugin

/// Which spellings `@Animatable` rejects at the property (AnimatableMacroTests records one
/// diagnostic of each kind in full; this checks every spelling).
struct NonAnimatableTypeTests {
    static let rejected = [
        "String", "Swift.String", "Substring", "Character", "StaticString", "Unicode.Scalar", "Bool", "Swift.Bool",
        "Int", "UInt8", "Int64", "UInt", "[Double]", "Array<Double>", "ContiguousArray<Double>", "Double?",
        "Double!", "Optional<Double>", "Swift.Optional<Double>", "[String: Double]", "Dictionary<String, Double>",
        "Set<Int>", "Range<Double>", "ClosedRange<Double>", "(Double, Double)", "(Int)", "() -> Void",
        "any Animatable", "some Animatable",
    ]

    @Test(arguments: rejected)
    func isRejected(type: String) throws {
        let declaration = try #require(DeclSyntax("var value: \(raw: type)").as(VariableDeclSyntax.self))
        let properties = StoredProperty.all(in: declaration)
        #expect(properties.count == 1)
        guard case let .rejected(_, .notAnimatable(name, spelled, reason))? = properties.first else {
            Issue.record("var value: \(type) was not rejected: \(properties)")
            return
        }
        #expect(name == "value")
        #expect(spelled == type)
        #expect(!reason.isEmpty)
    }

    @Test(arguments: [
        "Double", "Swift.Double", "Float", "Point", "Color", "Deck.Shadow", "AnimatablePair<Double, Double>",
        "(Double)",
        "Tint",
    ])
    func isAnimated(type: String) throws {
        let declaration = try #require(DeclSyntax("var value: \(raw: type)").as(VariableDeclSyntax.self))
        let properties = StoredProperty.all(in: declaration)
        guard case let .animated(name, spelled)? = properties.first else {
            Issue.record("var value: \(type) was not animated: \(properties)")
            return
        }
        #expect(name.text == "value")
        #expect(spelled.trimmedDescription == type)
    }
}
