import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Animatable`, after iOS 26 SwiftUI's: synthesizes `animatableData` over a struct's or a
/// class's stored `var` properties and the `Animatable` conformance.
///
/// The data nests `AnimatablePair`s to the right, in declaration order: `a`, `b`, `c` animate as
/// `AnimatablePair<A.AnimatableData, AnimatablePair<B.AnimatableData, C.AnimatableData>>`; one
/// property animates as its own data, none as `EmptyAnimatableData`. Static and computed
/// properties and those marked `@AnimatableIgnored` are left out; a `let`, a `var` without a
/// written type and a standard library type that cannot animate are errors at the property,
/// each with a fix-it that adds `@AnimatableIgnored`. Each animated property gets
/// `@AnimatableMember`, whose expansion needs its type to be `Animatable`, so that a type
/// that is not is reported at that property.
public struct AnimatableMacro {}

extension AnimatableMacro: MemberMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard isStructOrClass(declaration) else {
            context.diagnose(
                Diagnostic(node: node, message: AnimatableDiagnostic.notStructOrClass(kind: kind(of: declaration))))
            return []
        }
        // The type's own animatableData wins, as a hand-written conformance would.
        if declares(animatableData: declaration) { return [] }
        var animated: [(name: TokenSyntax, type: TypeSyntax)] = []
        var rejected = false
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for property in StoredProperty.all(in: variable) {
                switch property {
                case let .animated(name, type): animated.append((name, type))
                case .skipped: break
                case let .rejected(at, message):
                    rejected = true
                    context.diagnose(
                        Diagnostic(
                            node: at, message: message,
                            fixIt: FixIt(
                                message: AddAnimatableIgnored(),
                                changes: [.replace(oldNode: Syntax(variable), newNode: Syntax(variable.ignored))])))
                }
            }
        }
        // The errors say what to do; a partial animatableData would only add more errors.
        if rejected { return [] }
        let access = accessModifier(of: declaration)
        return [
            """
            \(raw: access)var animatableData: \(raw: dataType(animated[...])) {
                get {
                    \(raw: getter(animated[...]))
                }
                set {
                    \(raw: setter(animated[...], path: "newValue").joined(separator: "\n"))
                }
            }
            """
        ]
    }

    /// `A.AnimatableData`, or `AnimatablePair<A.AnimatableData, …>` nested to the right.
    static func dataType(_ properties: ArraySlice<(name: TokenSyntax, type: TypeSyntax)>) -> String {
        guard let first = properties.first else { return "EmptyAnimatableData" }
        let data = "\(first.type.trimmedDescription).AnimatableData"
        if properties.count == 1 { return data }
        return "AnimatablePair<\(data), \(dataType(properties.dropFirst()))>"
    }

    private static func getter(_ properties: ArraySlice<(name: TokenSyntax, type: TypeSyntax)>) -> String {
        guard let first = properties.first else { return "EmptyAnimatableData()" }
        let data = "self.\(first.name.text).animatableData"
        if properties.count == 1 { return data }
        return "AnimatablePair(\(data), \(getter(properties.dropFirst())))"
    }

    private static func setter(_ properties: ArraySlice<(name: TokenSyntax, type: TypeSyntax)>, path: String)
        -> [String]
    {
        guard let first = properties.first else { return [] }
        if properties.count == 1 { return ["self.\(first.name.text).animatableData = \(path)"] }
        return ["self.\(first.name.text).animatableData = \(path).first"]
            + setter(properties.dropFirst(), path: "\(path).second")
    }
}

extension AnimatableMacro: MemberAttributeMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard isStructOrClass(declaration), !declares(animatableData: declaration),
            let variable = member.as(VariableDeclSyntax.self),
            // A peer macro takes one binding: `var a, b: T` is checked by animatableData alone.
            variable.bindings.count == 1, !variable.hasAttribute(named: "AnimatableMember"),
            StoredProperty.all(in: variable).contains(where: { if case .animated = $0 { true } else { false } })
        else { return [] }
        return ["@AnimatableMember"]
    }
}

extension AnimatableMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // The compiler lists only the protocols the type does not conform to yet.
        guard isStructOrClass(declaration), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): Animatable {}")]
    }
}

extension AnimatableMacro {
    static func isStructOrClass(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self)
    }

    static func kind(of declaration: some DeclGroupSyntax) -> String {
        if declaration.is(EnumDeclSyntax.self) { return "an enum" }
        if declaration.is(ActorDeclSyntax.self) { return "an actor" }
        if declaration.is(ProtocolDeclSyntax.self) { return "a protocol" }
        if declaration.is(ExtensionDeclSyntax.self) { return "an extension" }
        return "this declaration"
    }

    static func declares(animatableData declaration: some DeclGroupSyntax) -> Bool {
        declaration.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "animatableData"
            } ?? false
        }
    }

    /// `public` for a public or open type (the conformance is as visible as the type),
    /// `package` for a package one, nothing otherwise.
    static func accessModifier(of declaration: some DeclGroupSyntax) -> String {
        for modifier in declaration.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public "
            case .keyword(.package): return "package "
            default: continue
            }
        }
        return ""
    }
}
