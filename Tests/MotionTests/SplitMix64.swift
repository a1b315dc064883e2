import Motion
import Testing

@Test func splitMix64MatchesTheReferenceSequence() {
    // The first outputs for seed 0 of the reference C implementation.
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
}
