import Testing

@testable import FlingCommandLine

@Suite("Negative numbers as option values")
struct NumberArgumentsTests {
    @Test(
        "a negative number after a long option becomes its value",
        arguments: [
            (
                ["plot", "spring", "--duration", "-0", "-o", "x.svg"],
                ["plot", "spring", "--duration=-0", "-o", "x.svg"]
            ),
            (["--target", "-1.5e3"], ["--target=-1.5e3"]),
            (["--seconds", "-.5"], ["--seconds=-.5"]),
            (["--width", "-inf"], ["--width=-inf"]),
            (["--control", "-0.1,0.2,0.3,1"], ["--control=-0.1,0.2,0.3,1"]),
        ])
    func joined(arguments: [String], expected: [String]) {
        #expect(NumberArguments.joined(arguments) == expected)
    }

    @Test(
        "everything else is left as it was",
        arguments: [
            ["--duration", "0.5"], ["--duration=-0"], ["-o", "-1"], ["--frames", "--headless"], ["--scene", "-x"],
            ["--", "--duration", "-0"], ["--duration"], ["-", "--x"],
        ])
    func untouched(arguments: [String]) {
        #expect(NumberArguments.joined(arguments) == arguments)
    }
}
