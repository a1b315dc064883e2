import Fling

/// The gallery's twelve colours, one copy for every scene that colours things from a set:
/// the stack's cards wear them by name, the zoom scene's tiles and the corners card's taps
/// pick from them.
enum GalleryPalette {
    static let aurora = Color(red8: 88, green8: 132, blue8: 255)
    static let basalt = Color(red8: 96, green8: 104, blue8: 128)
    static let coral = Color(red8: 255, green8: 122, blue8: 89)
    static let dune = Color(red8: 214, green8: 168, blue8: 92)
    static let ember = Color(red8: 226, green8: 76, blue8: 76)
    static let fjord = Color(red8: 58, green8: 150, blue8: 190)
    static let glade = Color(red8: 72, green8: 199, blue8: 142)
    static let heather = Color(red8: 168, green8: 110, blue8: 220)
    static let iris = Color(red8: 120, green8: 96, blue8: 240)
    static let juniper = Color(red8: 52, green8: 140, blue8: 110)
    static let kumquat = Color(red8: 236, green8: 150, blue8: 48)
    static let lagoon = Color(red8: 40, green8: 180, blue8: 176)

    /// The twelve, each with its name, in alphabetical order.
    static let named: [(name: String, color: Color)] = [
        ("Aurora", aurora), ("Basalt", basalt), ("Coral", coral), ("Dune", dune),
        ("Ember", ember), ("Fjord", fjord), ("Glade", glade), ("Heather", heather),
        ("Iris", iris), ("Juniper", juniper), ("Kumquat", kumquat), ("Lagoon", lagoon),
    ]
}
