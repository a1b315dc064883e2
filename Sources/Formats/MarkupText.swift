/// Text made safe for HTML and XML (SVG): the one escape for every page and picture Fling
/// writes (the profile report, plots).
public enum MarkupText {
    /// `text` safe in element content and in attribute values, quoted with either quote:
    /// `&`, `<`, `>`, `"` and `'` become references (`&#39;` for the apostrophe, which both
    /// HTML 4 and XML read), and control characters other than tab, line feed and carriage
    /// return, which XML 1.0 forbids even as references, become `?`.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default: if scalar.value < 0x20 { out += "?" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
