import AnimationMath
import SwipeTuning

extension SweepMerge {
  /// The checks of a grid shard row run on its bytes (a record without quotes), so that `merge`
  /// reads at about the speed of a plain CSV reader: the same checks as the full row check, in
  /// a form that can only accept what that check accepts. Whatever it cannot accept at once — a
  /// number in a form other than the plain decimals the sweep writes, a row that fails any
  /// check, the first row (whose settings are not yet known) — goes to the full check, which
  /// accepts it or names the problem.
  struct FastRowCheck {
    /// The shard's `K/N`, the grid's row count and the sweep id, as bytes.
    private let shard: [UInt8]
    private let gridRows: [UInt8]
    private let sweepID: [UInt8]
    /// The fields of a shard row.
    private let width = SweepSchema.shardColumns.count + SweepSchema.header.count
    /// Per report field, whether it is a time column, where `inf` is allowed.
    private let isTime: [Bool]
    /// The settings fields' bytes (from the first settings field to the end) of a row that
    /// passed the full check: every later row must carry the same bytes.
    var settings: [UInt8]?
    /// The commas of the row being checked (reused).
    private var commas: [Int] = []

    init(shard: SweepShard, gridRows: Int, sweepID: String) {
      self.shard = Array(shard.text.utf8)
      self.gridRows = Array(String(gridRows).utf8)
      self.sweepID = Array(sweepID.utf8)
      isTime = SweepSchema.header.indices.map { SweepMerge.timeColumns.contains($0) }
    }

    /// The offset just after the fourth comma (where the report fields start) when `bytes` is
    /// grid row `next` of the shard and passes every check of the full row check; nil to run
    /// the full check.
    mutating func reportStart(_ bytes: UnsafeBufferPointer<UInt8>, next: Int) -> Int? {
      commas.removeAll(keepingCapacity: true)
      let comma = UInt8(ascii: ",")
      for i in bytes.indices where bytes[i] == comma { commas.append(i) }
      guard commas.count == width - 1 else { return nil }
      let commas = self.commas
      func field(_ k: Int) -> Range<Int> {
        (k == 0 ? 0 : commas[k - 1] + 1)..<(k == width - 1 ? bytes.count : commas[k])
      }
      func equal(_ r: Range<Int>, _ expected: [UInt8]) -> Bool {
        r.count == expected.count
          && expected.indices.allSatisfy { bytes[r.lowerBound + $0] == expected[$0] }
      }
      guard equal(field(0), shard), equal(field(2), gridRows), equal(field(width - 1), sweepID),
        Self.decimal(bytes, field(1)) == next
      else { return nil }
      let first = SweepSchema.shardColumns.count
      for j in 0..<SweepSchema.textColumns.count where field(first + j).isEmpty { return nil }
      for j in SweepSchema.textColumns.count..<SweepSchema.settingsStart {
        let r = field(first + j)
        if r.isEmpty || Self.isPlainFinite(bytes, r) { continue }
        if isTime[j], equal(r, Self.inf) { continue }
        return nil
      }
      guard let settings else { return nil }
      let settingsRange = field(first + SweepSchema.settingsStart).lowerBound..<bytes.count
      guard equal(settingsRange, settings) else { return nil }
      var check = SweepFingerprint()
      for k in 0..<3 {
        check.combine(commaSeparated: UnsafeBufferPointer(rebasing: bytes[field(k)]))
      }
      check.combine(
        commaSeparated: UnsafeBufferPointer(rebasing: bytes[field(first).lowerBound...]))
      guard Self.hex(bytes, field(3)) == check.value else { return nil }
      return field(first).lowerBound
    }

    /// Records the settings bytes of `text`, a plain row the full check accepted.
    mutating func learnSettings(_ text: Substring) {
      let bytes = Array(text.utf8)
      var seen = 0
      let skip = SweepSchema.shardColumns.count + SweepSchema.settingsStart
      for (i, b) in bytes.enumerated() where b == UInt8(ascii: ",") {
        seen += 1
        if seen == skip {
          settings = Array(bytes[(i + 1)...])
          return
        }
      }
    }

    private static let inf = Array("inf".utf8)

    /// The value of a field of decimal digits without a leading zero (other than `0` itself);
    /// nil otherwise.
    private static func decimal(_ bytes: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Int? {
      guard !r.isEmpty, r.count <= 18, bytes[r.lowerBound] != UInt8(ascii: "0") || r.count == 1
      else { return nil }
      var v = 0
      for i in r {
        let d = Int(bytes[i]) - 48
        guard (0...9).contains(d) else { return nil }
        v = v * 10 + d
      }
      return v
    }

    /// 16 lowercase hex digits as a number (what ``SweepFingerprint/hex`` writes); nil
    /// otherwise.
    private static func hex(_ bytes: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> UInt64? {
      guard r.count == 16 else { return nil }
      var v: UInt64 = 0
      for i in r {
        let b = bytes[i]
        let d: UInt8
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
        default: return nil
        }
        v = v << 4 | UInt64(d)
      }
      return v
    }

    /// Whether the field is `-?D+(.D+)?(e[+-]?D{1,2})?` with at most 40 digits before the
    /// exponent: a finite number (at most about 10¹³⁹) in the plain decimal form the sweep
    /// writes. Other forms are left to the full check.
    static func isPlainFinite(_ bytes: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Bool {
      var i = r.lowerBound
      let end = r.upperBound
      func digits() -> Int {
        let start = i
        while i < end, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
        return i - start
      }
      if i < end, bytes[i] == UInt8(ascii: "-") { i += 1 }
      var mantissa = digits()
      guard mantissa > 0 else { return false }
      if i < end, bytes[i] == UInt8(ascii: ".") {
        i += 1
        let fraction = digits()
        guard fraction > 0 else { return false }
        mantissa += fraction
      }
      guard mantissa <= 40 else { return false }
      if i < end, bytes[i] == UInt8(ascii: "e") {
        i += 1
        if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        let exponent = digits()
        guard (1...2).contains(exponent) else { return false }
      }
      return i == end
    }
  }
}
