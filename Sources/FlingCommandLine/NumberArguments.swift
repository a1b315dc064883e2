/// Negative numbers as option values: `--duration -0` means `--duration=-0`.
///
/// ArgumentParser reads a word that starts with "-" as an option, so `--duration -0.5` was
/// "Missing value for '--duration'" and `-0` an unknown option. No Fling command has an
/// option spelt like a number, so a word that reads as a negative number right after a
/// long option is that option's value, and joining the two with "=" says so.
enum NumberArguments {
    /// `arguments` with each `--NAME -NUMBER` pair written `--NAME=-NUMBER`; everything
    /// else, and everything after `--`, as it was.
    static func joined(_ arguments: [String]) -> [String] {
        var out: [String] = []
        out.reserveCapacity(arguments.count)
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--" {
                out += arguments[index...]
                break
            }
            if index + 1 < arguments.count, isLongOption(word), isNegativeNumber(arguments[index + 1]) {
                out.append("\(word)=\(arguments[index + 1])")
                index += 2
                continue
            }
            out.append(word)
            index += 1
        }
        return out
    }

    /// `--name` without a value of its own.
    static func isLongOption(_ word: String) -> Bool {
        word.hasPrefix("--") && word.count > 2 && !word.contains("=")
    }

    /// "-0", "-1.5", "-.5", "-1e3", "-inf", "-nan": what `Double` reads, after a minus sign.
    static func isNegativeNumber(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return false }
        if Double(word) != nil { return true }
        // A list of numbers (`--control -0.1,0.2,…`) starts with one.
        return word.split(separator: ",", omittingEmptySubsequences: false).first.map { Double($0) != nil } == true
    }
}
