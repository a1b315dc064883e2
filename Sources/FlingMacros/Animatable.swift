@_exported import Motion

/// Synthesizes `animatableData` and the `Animatable` conformance of a struct or a class from its
/// stored `var` properties, like iOS 26 SwiftUI's `@Animatable`.
///
/// Each stored `var` not marked `@AnimatableIgnored` contributes its own `animatableData`,
/// in declaration order, nested in `AnimatablePair`s to the right:
///
/// ```swift
/// @Animatable
/// struct Card {
///     var scale: Double
///     var offset: Point
///     @AnimatableIgnored var title: String
/// }
/// // var animatableData: AnimatablePair<Double.AnimatableData, Point.AnimatableData>
/// ```
///
/// One property animates as its own data, none as `EmptyAnimatableData`. Static and computed
/// properties are left out. A `let`, a `var` without a written type and a standard library
/// type that cannot animate (integers, `Bool`, `String`, `Character`, optionals, arrays, …)
/// are errors at the property with a fix-it adding `@AnimatableIgnored`; a property of a type
/// that is not `Animatable` is the compiler's error at that property. A type that writes its
/// own `animatableData` keeps it. docs/macros.md shows the expansion.
@attached(member, names: named(animatableData))
@attached(memberAttribute)
@attached(extension, conformances: Animatable)
public macro Animatable() = #externalMacro(module: "FlingMacrosPlugin", type: "AnimatableMacro")

/// Leaves a stored property out of the `animatableData` that `@Animatable` synthesizes, like
/// iOS 26 SwiftUI's `@AnimatableIgnored`: the property keeps its value while the others animate.
@attached(peer)
public macro AnimatableIgnored() = #externalMacro(module: "FlingMacrosPlugin", type: "AnimatableIgnoredMacro")

/// Put by `@Animatable` on each property it animates (not written by hand): its expansion
/// needs the property's type to be `Animatable`, so a type that is not is an error at the
/// property rather than at the type.
@attached(peer, names: prefixed(_animatable_))
public macro AnimatableMember() = #externalMacro(module: "FlingMacrosPlugin", type: "AnimatableMemberMacro")

/// What `@AnimatableMember`'s expansion calls: it compiles only for an `Animatable` type, and
/// its name is the compiler's error message at a property that is not ("global function
/// 'propertyMustBeAnimatableOrIgnored' requires that 'Tint' conform to 'Animatable'").
@inlinable public func propertyMustBeAnimatableOrIgnored<Value: Animatable>(_: Value.Type) {}
