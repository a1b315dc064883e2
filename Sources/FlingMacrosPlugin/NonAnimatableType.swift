import SwiftSyntax

/// The standard library's spellings that can never be `Animatable`, recognised by syntax so
/// that `@Animatable` can say why at the property, with a fix-it, before the type checker
/// would say it less clearly.
///
/// Integers, `Bool`, text, optionals, collections, ranges, tuples and functions. A macro
/// sees names, not types: a user type spelled like one of these (a `struct Int` of one's own)
/// is taken for the standard library's, and a type alias of one is not recognised (the
/// compiler's error at the property covers it: `@AnimatableMember`).
enum NonAnimatableType {
    static let integers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128",
    ]
    static let text: Set<String> = ["String", "Substring", "Character", "StaticString", "Unicode.Scalar"]
    static let collections: Set<String> = [
        "Array", "ContiguousArray", "ArraySlice", "Dictionary", "Set", "Range", "ClosedRange",
    ]

    /// Why `type` cannot animate, or nil when its spelling says nothing.
    static func reason(for type: TypeSyntax) -> String? {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return "an optional has nothing to interpolate while it is nil"
        }
        if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) {
            return "a collection's count can differ between two values"
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first { return reason(for: only.type) }
            return "a tuple cannot conform to Animatable; use a struct, or AnimatablePair"
        }
        if type.is(FunctionTypeSyntax.self) { return "a function does not interpolate" }
        if type.is(SomeOrAnyTypeSyntax.self) { return "an existential or opaque type has no one AnimatableData" }
        if let attributed = type.as(AttributedTypeSyntax.self) { return reason(for: attributed.baseType) }
        return reason(forName: standardLibraryName(of: type))
    }

    private static func reason(forName name: String?) -> String? {
        guard let name else { return nil }
        if name == "Optional" { return "an optional has nothing to interpolate while it is nil" }
        if name == "Bool" { return "a Bool has no values between false and true" }
        if integers.contains(name) {
            return "integers do not interpolate (animate a Double and round it where it is shown)"
        }
        if text.contains(name) { return "text does not interpolate" }
        if collections.contains(name) { return "a collection's count can differ between two values" }
        return nil
    }

    /// `Int`, `Swift.Int`, `Array<T>` → `Int`, `Int`, `Array`; `Unicode.Scalar` whole.
    private static func standardLibraryName(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) {
            let base = member.baseType.as(IdentifierTypeSyntax.self)?.name.text
            if base == "Swift" { return member.name.text }
            if base == "Unicode" { return "Unicode.\(member.name.text)" }
        }
        return nil
    }
}
