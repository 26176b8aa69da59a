import AnimationMath
import SwipeTuning

/// The first pass of ``SweepMerge``: each file's header and first row, checked as a set — one
/// sweep, one grid size, one shard count, every shard with rows present exactly once — and put
/// in shard order. Holds one small entry per file, whatever the number of rows.
struct MergePlan {
  /// A file that holds rows, and the shard its first row names.
  struct Piece {
    var input: SweepMerge.Input
    var shard: SweepShard
  }

  /// The files with rows, in shard order.
  var pieces: [Piece] = []
  /// The sweep id every file carries.
  var sweepID = ""
  /// The grid's number of rows.
  var gridRows = 0
  /// The shard count N.
  var shardCount = 0

  /// At most this many missing shards are listed by name.
  static let listedMissing = 5

  /// The plan of `inputs`; with `complete` false, shards may be missing (``SweepMerge/check(_:)``
  /// verifies files on their own).
  init(_ inputs: [SweepMerge.Input], complete: Bool = true) throws(SweepMerge.Failure) {
    guard !inputs.isEmpty else { throw SweepMerge.Failure(description: "no shard files given") }
    var first: (name: String, line: Int)?
    var byIndex: [Int: String] = [:]
    for input in inputs {
      let name = input.name
      guard let row = try Self.firstRow(input) else { continue }
      let f = row.fields
      let at = "\(name):\(row.line)"
      let id = f[f.count - 1]
      guard SweepSettings.isSweepID(id) else {
        throw SweepMerge.Failure(
          name, row.line, "sweep_id '\(id)' is not 16 hex digits (a shard names its sweep)")
      }
      guard let gridRows = Int(f[2]), (0...SweepGrid.maximumRows).contains(gridRows) else {
        throw SweepMerge.Failure(
          name, row.line, "grid_rows '\(f[2])' is not a grid size in 0...\(SweepGrid.maximumRows)")
      }
      let shard: SweepShard
      do { shard = try SweepShard(parsing: f[0], field: "shard") } catch {
        throw SweepMerge.Failure(name, row.line, error.description)
      }
      if let first {
        let origin = "\(first.name):\(first.line)"
        guard id == sweepID else {
          throw SweepMerge.Failure(
            name, row.line,
            "sweep_id \(id) differs from \(sweepID) at \(origin) (shards of different sweeps)")
        }
        guard gridRows == self.gridRows else {
          throw SweepMerge.Failure(
            name, row.line, "grid_rows \(gridRows) differs from \(self.gridRows) at \(origin)")
        }
        guard shard.count == shardCount else {
          throw SweepMerge.Failure(
            name, row.line,
            "shard \(shard.text) is one of \(shard.count), but \(origin) is one of "
              + "\(shardCount) (shards of different splits)")
        }
      } else {
        first = (name, row.line)
        sweepID = id
        self.gridRows = gridRows
        shardCount = shard.count
      }
      if let other = byIndex[shard.index] {
        throw SweepMerge.Failure(
          name, row.line, "shard \(shard.text) is also given as \(other); give each shard once")
      }
      byIndex[shard.index] = at
      pieces.append(Piece(input: input, shard: shard))
    }
    guard first != nil else {
      throw SweepMerge.Failure(
        description: "the shard files hold no rows, so the grid size is unknown")
    }
    var missing: [SweepShard] = []
    var missingCount = 0
    for k in 1...shardCount where complete && byIndex[k] == nil {
      let shard = SweepShard(index: k, count: shardCount)
      guard !shard.rows(of: gridRows).isEmpty else { continue }
      missingCount += 1
      if missing.count < Self.listedMissing { missing.append(shard) }
    }
    if missingCount > 0 {
      let listed = missing.map { s in
        let r = s.rows(of: gridRows)
        let rows =
          r.count == 1
          ? "grid row \(r.lowerBound)" : "grid rows \(r.lowerBound)–\(r.upperBound - 1)"
        return "\(s.text) (\(rows))"
      }
      let more = missingCount > missing.count ? ", and \(missingCount - missing.count) more" : ""
      throw SweepMerge.Failure(
        description:
          "\(missingCount) of \(shardCount) shards \(missingCount == 1 ? "is" : "are") missing: "
          + listed.joined(separator: ", ") + more + "; is a shard file left out?")
    }
    pieces.sort { $0.shard.index < $1.shard.index }
  }

  /// The header check and the first data row of `input` (nil when it has none).
  private static func firstRow(_ input: SweepMerge.Input) throws(SweepMerge.Failure)
    -> CSVRecordStream.Record?
  {
    let name = input.name
    let records = try input.open()
    let header = SweepSchema.shardColumns + SweepSchema.header
    do throws(CSVRecordStream.Problem) {
      guard let first = try records.next() else {
        throw CSVRecordStream.Problem(line: nil, message: "empty file (expected a shard header)")
      }
      guard first.fields == header else {
        let reason =
          first.fields == SweepSchema.header
          ? "is a whole report, not a shard (write shards with sweep's grid shard K/N)"
          : "does not have the shard header '\(SweepSchema.shardColumns.joined(separator: ",")),"
            + "policy,…' of spring-tune \(SweepSettings.currentToolVersion)"
        throw CSVRecordStream.Problem(line: first.line, message: reason)
      }
      guard let row = try records.next() else { return nil }
      guard row.fields.count == header.count else {
        throw CSVRecordStream.Problem(
          line: row.line, message: "\(row.fields.count) fields, expected \(header.count)")
      }
      return row
    } catch { throw SweepMerge.Failure(name, error.line, error.message) }
  }
}
