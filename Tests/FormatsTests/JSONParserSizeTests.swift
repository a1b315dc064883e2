import Formats
import Testing

@Suite("JSON parser: work in proportion to the text")
struct JSONParserSizeTests {
    /// `{"k0":0,"k1":1,…}` with `count` keys.
    static func object(keys count: Int, extra: String = "") -> String {
        "{" + (0..<count).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + extra + "}"
    }

    @Test("an object of 100,000 keys reads in order (the duplicate check is hashed, not a scan per key)")
    func manyKeys() throws {
        guard case let .object(members) = try JSONParser.parse(Self.object(keys: 100_000)) else {
            Issue.record("not an object")
            return
        }
        #expect(members.count == 100_000)
        #expect(members.first?.key == "k0")
        #expect(members.last?.key == "k99999")
        #expect(members[50_000].value == .number("50000"))
    }

    @Test("a duplicate key is still an error, however far apart the two are")
    func duplicateFarApart() {
        #expect(throws: InputError.self) { try JSONParser.parse(Self.object(keys: 10_000, extra: #","k3":1"#)) }
        #expect(throws: InputError.self) { try JSONParser.parse(#"{"a":{"b":1,"b":2}}"#) }
        // Equal keys in different objects are not duplicates.
        #expect((try? JSONParser.parse(#"{"a":{"b":1},"c":{"b":2}}"#)) != nil)
    }
}
