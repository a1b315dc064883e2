internal import Formats

/// Reduce Motion from the outside: `--reduce-motion` / `--no-reduce-motion` and the
/// `FLING_REDUCE_MOTION` environment variable, for the runs that make scenes live (`demo`,
/// `profile` without `--replay`). A replay takes it from its recording instead.
///
/// The variable is for a whole shell or CI job (as a person sets Reduce Motion once for
/// every app); a flag on one command wins over it.
enum ReduceMotionSetting {
    /// The environment variable's name.
    static let variable = "FLING_REDUCE_MOTION"

    /// What the variable's `value` says: nil when it is unset, true for `1`, `true` and `yes`,
    /// false for `0`, `false`, `no` and the empty string (any case), else an error naming the
    /// variable and the value.
    static func parse(environmentValue value: String?) throws(CommandError) -> Bool? {
        guard let value else { return nil }
        switch value.lowercased() {
        case "1", "true", "yes": return true
        case "0", "false", "no", "": return false
        default:
            throw CommandError(
                "\(variable) is \"\(ErrorText.clip(value))\"; set it to 1, true or yes for Reduce Motion on, or 0, false, no or nothing for off"
            )
        }
    }

    /// Whether a live run starts with Reduce Motion on: the flag when one was given (`flag`
    /// nil: neither `--reduce-motion` nor `--no-reduce-motion`), else the variable in
    /// `environment`, else off. A malformed variable is an error even beside a flag, so a
    /// typo in a CI job's setting is seen at once rather than when the flag is dropped.
    static func resolve(flag: Bool?, environment: [String: String]) throws(CommandError) -> Bool {
        let fromEnvironment = try parse(environmentValue: environment[variable])
        return flag ?? fromEnvironment ?? false
    }
}
