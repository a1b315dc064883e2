import ArgumentParser
import Testing

@testable import FlingCommandLine

@Suite("Reduce Motion from the flag and FLING_REDUCE_MOTION")
struct ReduceMotionSettingTests {
    @Test(
        "the variable's values",
        arguments: [
            ("1", true), ("true", true), ("yes", true), ("TRUE", true), ("Yes", true),
            ("0", false), ("false", false), ("no", false), ("", false), ("NO", false),
        ])
    func values(text: String, expected: Bool) throws {
        #expect(try ReduceMotionSetting.parse(environmentValue: text) == expected)
    }

    @Test("an unset variable says nothing")
    func unset() throws {
        #expect(try ReduceMotionSetting.parse(environmentValue: nil) == nil)
    }

    @Test(
        "anything else is one line naming the variable and the value", arguments: ["2", "on", " 1", "yes please", "\n"])
    func bad(text: String) {
        do {
            _ = try ReduceMotionSetting.parse(environmentValue: text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.message.hasPrefix("FLING_REDUCE_MOTION is \""))
            #expect(!error.message.contains("\n"))
            #expect(error.message.contains("1, true or yes"))
        }
    }

    @Test(
        "the flag wins over the variable; without either it is off",
        arguments: [
            (true as Bool?, nil as String?, true), (false, "1", false), (true, "0", true), (nil, "yes", true),
            (nil, "no", false), (nil, nil, false),
        ])
    func resolve(flag: Bool?, variable: String?, expected: Bool) throws {
        let environment = variable.map { ["FLING_REDUCE_MOTION": $0] } ?? ["OTHER": "1"]
        #expect(try ReduceMotionSetting.resolve(flag: flag, environment: environment) == expected)
    }

    @Test("a malformed variable is an error even beside the flag")
    func badBesideFlag() {
        #expect(throws: CommandError.self) {
            try ReduceMotionSetting.resolve(flag: true, environment: ["FLING_REDUCE_MOTION": "maybe"])
        }
    }

    @Test("--reduce-motion and --no-reduce-motion parse into the run-loop options")
    func flags() throws {
        #expect(try RunLoopOptions.parse(["--reduce-motion"]).reduceMotion == true)
        #expect(try RunLoopOptions.parse(["--no-reduce-motion"]).reduceMotion == false)
        #expect(try RunLoopOptions.parse([]).reduceMotion == nil)
    }

    @Test("a replay refuses the flag and says why", arguments: ["--reduce-motion", "--no-reduce-motion"])
    func replayRefuses(flag: String) {
        for command in [["replay", "r.flingrec", flag], ["profile", "--replay", "r.flingrec", flag]] {
            do {
                _ = try AppCommand.parseAsRoot(command)
                Issue.record("\(command) was accepted")
            } catch {
                let message = AppCommand.message(for: error)
                #expect(message.contains("\(flag) cannot be used with"), "\(message)")
                #expect(message.contains("the recording stores whether Reduce Motion was on"))
            }
        }
    }
}
