// The C maths symbols the linked wasm32 image needs. The toolchain's wasm32-unknown-none-wasm
// target has no C library: AnimationMath's Embedded build declares `sin`, `cos`, `exp`,
// `expm1`, `log`, `log1p`, `atan2` and `hypot` with `@_extern(c)` (Support/Elementary.swift), and LLVM lowers `addingProduct`,
// `truncatingRemainder` and `rounded()` to calls to `fma`, `fmod` and `round`. They are defined here as AnimationMath's
// own portable versions (Support/Elementary+PortableLibm.swift), tested against the platform's
// libm in the native tests. `scripts/build-wasm.sh` links without `--allow-undefined`, so a
// symbol missing here fails the build rather than becoming an import the browser must supply.

@_cdecl("sin") func wasmSin(_ x: Double) -> Double { Elementary.Portable.sin(x) }
@_cdecl("cos") func wasmCos(_ x: Double) -> Double { Elementary.Portable.cos(x) }
@_cdecl("exp") func wasmExp(_ x: Double) -> Double { Elementary.Portable.exp(x) }
@_cdecl("expm1") func wasmExpm1(_ x: Double) -> Double { Elementary.Portable.expm1(x) }
@_cdecl("fma") func wasmFma(_ a: Double, _ b: Double, _ c: Double) -> Double {
  Elementary.Portable.fma(a, b, c)
}
@_cdecl("fmod") func wasmFmod(_ x: Double, _ y: Double) -> Double {
  Elementary.Portable.fmod(x, y)
}
@_cdecl("round") func wasmRound(_ x: Double) -> Double { Elementary.Portable.round(x) }
@_cdecl("log") func wasmLog(_ x: Double) -> Double { Elementary.Portable.log(x) }
@_cdecl("log1p") func wasmLog1p(_ x: Double) -> Double { Elementary.Portable.log1p(x) }
@_cdecl("atan2") func wasmAtan2(_ y: Double, _ x: Double) -> Double {
  Elementary.Portable.atan2(y, x)
}
@_cdecl("hypot") func wasmHypot(_ x: Double, _ y: Double) -> Double {
  Elementary.Portable.hypot(x, y)
}
