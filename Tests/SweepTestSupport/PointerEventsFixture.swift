/// Pointer Events JSON for the importer's tests.
public enum PointerEventsFixture {
  /// A pointerdown/pointerup pair (pointer 1, 16 ms apart, 50 px to the right) with `field`
  /// (`pointerId`, `timeStamp`, `clientX` or `clientY`) of the pointerdown set to `value`, JSON
  /// text; a numeric `timeStamp` moves the pointerup's with it.
  public static func pair(_ field: String, _ value: String) -> String {
    var down = ["pointerId": "1", "timeStamp": "1000", "clientX": "10", "clientY": "20"]
    var up = ["pointerId": "1", "timeStamp": "1016", "clientX": "60", "clientY": "20"]
    down[field] = value
    if field == "timeStamp", let t = Double(value) { up[field] = "\(t + 16)" }
    func object(_ type: String, _ d: [String: String]) -> String {
      let fields = ["pointerId", "timeStamp", "clientX", "clientY"].map {
        "\"\($0)\": \(d[$0] ?? "null")"
      }
      return "{\"type\": \"\(type)\", " + fields.joined(separator: ", ") + "}"
    }
    return "[" + object("pointerdown", down) + ",\n" + object("pointerup", up) + "]"
  }
}
