import FuzzDriver
import FuzzTargets

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { FuzzTarget.layout.fuzz(data, size) }

fling_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv, FuzzTarget.layout.maximumLength)
