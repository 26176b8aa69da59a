import AnimationMath
import FuzzSupport
import SweepFiles
import SwipeTuning

/// libFuzzer target: bytes in, parse, check what must hold for any input (no trap; errors are
/// the parser's typed error).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = fuzzText(data, size)
  // Sweep CSV as report reads it (SweepTable) and as merge reads shard files (SweepMerge).
  _ = try? SweepTable(parsing: text)
  _ = try? SweepMerge.merge([(name: "fuzz.csv", text: text)])
  return 0
}

@_cdecl("FuzzSweepCSV_main")
func fuzzEntry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzzOne)
}
