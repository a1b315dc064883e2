/// Text from a user's input, made fit for a one-line error message.
public enum ErrorText {
    /// `text` with control characters escaped (`\n`, `\u{1B}`) and cut to `limit` characters,
    /// ending in "…" when cut: a 10 MB value or a key full of escape bytes still makes one
    /// short, harmless line.
    public static func clip(_ text: some StringProtocol, limit: Int = 80) -> String {
        var out = ""
        var count = 0
        for character in text {
            if count == limit { return out + "…" }
            count += 1
            let scalars = character.unicodeScalars
            if scalars.count == 1, let scalar = scalars.first, scalar.properties.generalCategory == .control {
                switch scalar {
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                default: out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                }
            } else {
                out.append(character)
            }
        }
        return out
    }
}
