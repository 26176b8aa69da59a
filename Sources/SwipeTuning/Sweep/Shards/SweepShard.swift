import AnimationMath

/// One slice of a sweep's rows, for running a big sweep as a job array: shard `K/N` computes
/// rows `⌊(K−1)·M/N⌋ ..< ⌊K·M/N⌋` of the M grid rows, so the N shards cover every row exactly
/// once, in order, with sizes differing by at most one.
public struct SweepShard: Hashable, Sendable {
  /// The 1-based shard number K.
  public let index: Int
  /// The number of shards N.
  public let count: Int

  /// The most shards a sweep may be split into.
  public static let maximumCount = 1_000_000

  /// Creates shard `index` of `count`.
  ///
  /// - Precondition: `1 ≤ index ≤ count ≤ maximumCount`.
  public init(index: Int, count: Int) {
    precondition(count >= 1 && count <= Self.maximumCount && index >= 1 && index <= count)
    self.index = index
    self.count = count
  }

  /// Parses `K/N` (e.g. `3/8`, or `$SLURM_ARRAY_TASK_ID/8` after the shell expands it).
  ///
  /// - Throws: `InputError` for `field` when the text is not two integers with
  ///   `1 ≤ K ≤ N ≤ 1 000 000`.
  public init(parsing text: String, field: String) throws(InputError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else {
      throw InputError(
        field: field, value: text, reason: "expected K/N, e.g. 2/8 for the second of eight shards")
    }
    guard n >= 1, n <= Self.maximumCount else {
      throw InputError(
        field: field, value: text,
        reason: "the shard count N must be in 1...\(Self.maximumCount)")
    }
    guard k >= 1, k <= n else {
      throw InputError(
        field: field, value: text, reason: "the shard number K must be in 1...\(n)")
    }
    self.init(index: k, count: n)
  }

  /// The shard as the `shard` column of a shard file writes it: `K/N`.
  public var text: String { "\(index)/\(count)" }

  /// The placeholder an output name template holds: `sweep-{shard}.csv`.
  public static let placeholder = "{shard}"

  /// `template` with every ``placeholder`` replaced by K, zero-padded to the digits of N
  /// (`sweep-{shard}.csv` → `sweep-03.csv` for shard 3/12), so that the lexical order of the
  /// names is the shard order and a glob lists them in order.
  public func outputName(_ template: String) -> String {
    let digits = String(count).count
    let k = String(index)
    let padded = String(repeating: "0", count: digits - k.count) + k
    // A plain scan: `replacing(_:with:)` and `split(separator:)` on strings need macOS 13.
    var name = ""
    var i = template.startIndex
    while i < template.endIndex {
      if template[i...].hasPrefix(Self.placeholder) {
        name += padded
        i = template.index(i, offsetBy: Self.placeholder.count)
      } else {
        name.append(template[i])
        i = template.index(after: i)
      }
    }
    return name
  }

  /// The rows of this shard among `total` rows.
  public func rows(of total: Int) -> Range<Int> {
    // Exact in integers: total ≤ 10⁹ and count ≤ 10⁶, so the products stay far below 2⁶³.
    ((index - 1) * total / count)..<(index * total / count)
  }
}

/// A 64-bit FNV-1a fingerprint (Fowler, Noll & Vo) of everything that determines a sweep's
/// numbers, printed as 16 hex digits in the `sweep_id` column of shard files so that shards of
/// different sweeps are never merged.
public struct SweepFingerprint: Sendable {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  /// An empty fingerprint.
  public init() {}

  /// Mixes in the bytes of `text` followed by a separator byte.
  public mutating func combine(_ text: String) {
    for b in text.utf8 { mix(b) }
    mix(0x1F)
  }

  /// Mixes in UTF-8 `bytes` with every comma replaced by the separator byte, followed by a
  /// separator byte: what combining each of the comma-separated fields as a string gives in
  /// turn, without splitting them (`merge` checks a row's bytes this way).
  public mutating func combine(commaSeparated bytes: UnsafeBufferPointer<UInt8>) {
    var h = state
    for b in bytes {
      h = (h ^ UInt64(b == UInt8(ascii: ",") ? 0x1F : b)) &* 0x100_0000_01b3
    }
    state = (h ^ 0x1F) &* 0x100_0000_01b3
  }

  /// The fingerprint as a number (``hex`` is its 16 hex digits).
  public var value: UInt64 { state }

  /// Mixes in the bit pattern of `value`.
  public mutating func combine(_ value: Double) {
    var bits = value.bitPattern
    for _ in 0..<8 {
      mix(UInt8(truncatingIfNeeded: bits))
      bits >>= 8
    }
  }

  private mutating func mix(_ byte: UInt8) {
    state = (state ^ UInt64(byte)) &* 0x100_0000_01b3
  }

  /// The fingerprint as 16 lowercase hex digits.
  public var hex: String {
    let s = String(state, radix: 16)
    return String(repeating: "0", count: 16 - s.count) + s
  }
}

extension SweepEngine {
  /// The fingerprint of this sweep: the tool version (``SweepSettings/currentToolVersion``: a
  /// new version may compute other numbers, so its shards are never merged with an older
  /// one's), grid axes, every release of every estimator, and `model` (a description of the
  /// feel model, e.g. its bounds). The thread count is not part of it.
  public func fingerprint(model: String) -> String {
    fingerprint(model: model, population: nil)
  }

  /// The fingerprint of this sweep with the records replaced by `population`, a description
  /// of the whole population (``SweepJob`` gives a synthetic population's seed and size, in
  /// the single run and in every population shard, so all carry one id); nil hashes the
  /// records.
  public func fingerprint(model: String, population: String?) -> String {
    var f = SweepFingerprint()
    f.combine("spring-tune " + SweepSettings.currentToolVersion)
    f.combine(model)
    for p in grid.policies { f.combine(p.name) }
    f.combine("|")
    for e in grid.estimators { f.combine(e) }
    for axis in [
      grid.dampingRatios, grid.responses, grid.progressThresholds, grid.velocityThresholds,
      grid.projectionRates,
    ] {
      f.combine("|")
      for v in axis { f.combine(v) }
    }
    // Only a grid with other styles hashes them, so the ids of sweeps that could not have
    // them (spring-velocity only) are unchanged.
    if grid.handoffs.map(\.description) != [HandoffStyle.springVelocity.description] {
      f.combine("|handoffs|")
      for h in grid.handoffs { f.combine(h.description) }
    }
    if let population {
      f.combine("|population|" + population)
      return f.hex
    }
    for list in releases {
      f.combine("|")
      for r in list {
        for v in [r.travel, r.crossTravel, r.velocity, r.crossVelocity, r.duration, r.width] {
          f.combine(v)
        }
        f.combine(r.intent?.rawValue ?? "-")
        f.combine(r.gatedOut ? "g" : "e")
      }
    }
    return f.hex
  }
}

/// The `row_check` column of a shard file: a 64-bit FNV-1a fingerprint (``SweepFingerprint``)
/// of the row's shard, grid row, grid size and every report field (its `sweep_id` included),
/// as 16 hex digits.
///
/// `merge` recomputes it for every row, so a row whose metric, parameter, setting or `grid_row`
/// was edited, or that was copied from another sweep or shard, is refused with its line. It
/// detects damage and hand edits, not forgery: FNV-1a is not a keyed cryptographic hash, and
/// whoever wants to can recompute it.
public enum SweepRowCheck {
  /// The check of one row.
  public static func hex(
    shard: String, gridRow: String, gridRows: String, fields: some Sequence<String>
  ) -> String {
    var f = SweepFingerprint()
    f.combine(shard)
    f.combine(gridRow)
    f.combine(gridRows)
    for field in fields { f.combine(field) }
    return f.hex
  }

  /// A shard file's row: the leading ``SweepSchema/shardColumns`` then the report `fields`.
  public static func shardRow(shard: SweepShard, gridRow: Int, gridRows: Int, fields: [String])
    -> [String]
  {
    let (row, rows) = (String(gridRow), String(gridRows))
    let check = hex(shard: shard.text, gridRow: row, gridRows: rows, fields: fields)
    return [shard.text, row, rows, check] + fields
  }
}
