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
            // "\r\n" is one Character of two scalars, so look at every scalar.
            guard scalars.contains(where: breaksLine) else {
                out.append(character)
                continue
            }
            for scalar in scalars {
                switch scalar {
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case _ where breaksLine(scalar):
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                default: out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Control characters, and the Unicode line and paragraph separators some terminals
    /// break lines at.
    private static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// A file's path for an error message: control characters escaped like `clip`'s, cut
    /// only past 240 characters, so a real path stays whole and a pathological one short.
    public static func path(_ path: some StringProtocol) -> String {
        clip(path, limit: 240)
    }
}
