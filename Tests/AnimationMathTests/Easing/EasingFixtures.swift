import AnimationMath

/// Rows of an easing fixture CSV keyed by header name, read with the RFC 4180 reader (the
/// reference files use CRLF line ends and quoted fields, which the simple `fixtureRows` does not
/// handle).
func easingFixtureRows(_ name: String) throws -> [[String: String]] {
  let records = try CSVRecords(parsing: fixtureText(name)).records
  guard let header = records.first?.fields else { return [] }
  return records.dropFirst().map { record in
    var row: [String: String] = [:]
    for (k, v) in zip(header, record.fields) { row[k] = v }
    return row
  }
}
